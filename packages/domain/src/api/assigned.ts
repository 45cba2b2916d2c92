import { z } from 'zod';
import { ASSIGNMENT_STATUSES } from '../deals/statuses';
import { STARTS_STOPS_DATE_TYPES, STARTS_STOPS_WINDOWS } from '../deals/starts-stops';
import { SEARCH_MAX } from '../limits';
import { FilterCount, filterIds, filterNames, isoDate, listPaging, listResponse, MAX_EXPORT_ROWS, MAX_LIST_PAGE_SIZE, ShiftCount } from '../lists/list-request';
import { SORT_KEYS } from '../lists/sort-options';
import { maxLengthMessage } from '../messages';
import { defineCall } from './call';
import { ExportedFile, ExportQuery } from './export-format';
import { OwnEmailQuery } from './platform';

/** The drawer filters of the assignment lists (SPEC.md §7): ids for places and people, names for titles, shifts and retention types. */
export const AssignmentFilterRequests = z.object({
  hospitalRequests: filterIds('hospitalRequests'),
  unitRequests: filterIds('unitRequests'),
  regionRequests: filterIds('regionRequests'),
  unitManagerRequests: filterIds('unitManagerRequests'),
  titleRequests: filterNames('titleRequests'),
  shiftRequests: filterNames('shiftRequests'),
  retentionTypeRequests: filterNames('retentionTypeRequests'),
});
export type AssignmentFilterRequests = z.infer<typeof AssignmentFilterRequests>;

const searchName = z
  .string()
  .trim()
  .max(SEARCH_MAX, maxLengthMessage(SEARCH_MAX))
  .optional();

export const AssignedOptions = AssignmentFilterRequests.extend({
  searchName,
  statuses: z.array(z.enum(ASSIGNMENT_STATUSES)).max(ASSIGNMENT_STATUSES.length).optional(),
});
export type AssignedOptions = z.infer<typeof AssignedOptions>;

export const StartsStopsOptions = AssignmentFilterRequests.extend({
  searchName,
  /** Single status, or none for every status (SPEC.md §2: single-select on Starts / Stops). */
  statuses: z.array(z.enum(ASSIGNMENT_STATUSES)).max(1, 'Starts / Stops filters by one status at a time').optional(),
  NextNDays: z.union(STARTS_STOPS_WINDOWS.map((days) => z.literal(days))).default(14),
  NextNDateType: z.enum(STARTS_STOPS_DATE_TYPES).default('Starts/Stops'),
});
export type StartsStopsOptions = z.infer<typeof StartsStopsOptions>;

/** The assignment lists sort by start date, earliest first, unless the request says otherwise (SPEC.md §4). */
const paging = (maxPageSize: number) => listPaging({ sortKeys: SORT_KEYS, defaultSort: 'startdate', defaultOrder: 'asce', maxPageSize });

export const AssignedListRequest = z.object({ ...paging(MAX_LIST_PAGE_SIZE), options: AssignedOptions.prefault({}) });
export type AssignedListRequest = z.input<typeof AssignedListRequest>;
export const StartsStopsListRequest = z.object({ ...paging(MAX_LIST_PAGE_SIZE), options: StartsStopsOptions.prefault({}) });
export type StartsStopsListRequest = z.input<typeof StartsStopsListRequest>;
export const AssignedExportRequest = AssignedListRequest.extend(paging(MAX_EXPORT_ROWS));
export type AssignedExportRequest = z.input<typeof AssignedExportRequest>;
export const StartsStopsExportRequest = StartsStopsListRequest.extend(paging(MAX_EXPORT_ROWS));
export type StartsStopsExportRequest = z.input<typeof StartsStopsExportRequest>;

/** One row of the Assigned and Starts / Stops lists (SPEC.md §3); absent values are null and show as N/A. */
export const AssignmentListItem = z.object({
  dealId: z.uuid(),
  travelerId: z.uuid(),
  travelerFirstName: z.string(),
  travelerLastName: z.string(),
  travelerEmail: z.string(),
  travelerPhoneNumber: z.string().nullable(),
  travelerStatus: z.string(),
  travelerShift: z.string(),
  travelerTitle: z.string(),
  travelerGuaranteedHours: z.number().nullable(),
  jobTitle: z.string().nullable(),
  hospital: z.string(),
  hospitalId: z.uuid(),
  unit: z.string(),
  unitManager: z.string().nullable(),
  notes: z.string().nullable(),
  referenceId: z.string().nullable(),
  assignmentStartDate: isoDate,
  assignmentEndDate: isoDate,
  assignmentRetentionType: z.string().nullable(),
  jobEntity: z.object({ hospital: z.string(), city: z.string(), state: z.string() }),
});
export type AssignmentListItem = z.infer<typeof AssignmentListItem>;

export const AssignmentListResponse = listResponse(AssignmentListItem);
export type AssignmentListResponse = z.infer<typeof AssignmentListResponse>;

/**
 * Options and counts for the More Filters drawer (SPEC.md §3). Each group counts the rows matching
 * the search, status and every other group's selection, so a choice never hides its own siblings.
 */
export const AssignmentFilterCounts = z.object({
  hospitalCount: z.array(FilterCount),
  unitCount: z.array(FilterCount),
  titleCount: z.array(FilterCount),
  regionCount: z.array(FilterCount),
  retentionTypeCount: z.array(FilterCount),
  unitManagerCount: z.array(FilterCount),
  shiftCount: z.array(ShiftCount),
  resultCount: z.number().int().min(0),
});
export type AssignmentFilterCounts = z.infer<typeof AssignmentFilterCounts>;

export const AssignedFilterRequest = z.object({ options: AssignedOptions.prefault({}) });
export const StartsStopsFilterRequest = z.object({ options: StartsStopsOptions.prefault({}) });

const ASSIGNED_ACCESS = { privileges: ['ViewAssigned'] } as const;
const ASSIGNED_EXPORT_ACCESS = { privileges: ['ViewAssigned', 'ExportAssigned'] } as const;
const STARTS_STOPS_ACCESS = { privileges: ['ViewStartStopsPage'] } as const;
const STARTS_STOPS_EXPORT_ACCESS = { privileges: ['ViewStartStopsPage', 'ExportAssigned'] } as const;

export const getAssignedList = defineCall({
  name: 'GetAssignedList',
  method: 'POST',
  version: 'v1',
  path: 'deals/assigned',
  summary: 'One page of the Assigned list: assignments of the visible hospitals, searched, filtered and sorted.',
  scope: 'tenant',
  access: ASSIGNED_ACCESS,
  query: OwnEmailQuery,
  body: AssignedListRequest,
  response: AssignmentListResponse,
});

export const getAssignedFilterOptions = defineCall({
  name: 'GetAssignedFilterOptions',
  method: 'POST',
  version: 'v1',
  path: 'GetAssignedFilterOptions',
  summary: 'Filter options of the Assigned list with their counts (older name of Deals/Assigned/FilterCounts).',
  scope: 'tenant',
  access: ASSIGNED_ACCESS,
  body: AssignedFilterRequest,
  response: AssignmentFilterCounts,
});

export const getAssignedFilterCounts = defineCall({
  name: 'GetAssignedFilterCounts',
  method: 'POST',
  version: 'v1',
  path: 'Deals/Assigned/FilterCounts',
  summary: 'Filter options of the Assigned list with their counts (used with the counts-v2 flag).',
  scope: 'tenant',
  access: ASSIGNED_ACCESS,
  body: AssignedFilterRequest,
  response: AssignmentFilterCounts,
});

export const TravelerStatusesResponse = z.array(z.object({ value: z.enum(ASSIGNMENT_STATUSES), label: z.string() }));

export const getTravelerStatuses = defineCall({
  name: 'GetTravelerStatuses',
  method: 'GET',
  version: 'v1',
  path: 'GetTravelerStatuses',
  summary: 'Statuses the assignment lists filter by, in display order.',
  scope: 'user',
  access: {},
  response: TravelerStatusesResponse,
});

export const exportAssignedList = defineCall({
  name: 'ExportAssignedList',
  method: 'POST',
  version: 'v1',
  path: 'ExportAssignedList',
  summary: 'The Assigned list with all its filters as a streamed CSV or XLSX file.',
  scope: 'tenant',
  access: ASSIGNED_EXPORT_ACCESS,
  query: ExportQuery,
  body: AssignedExportRequest,
  response: ExportedFile,
});

export const downloadAssignedList = defineCall({
  name: 'DownloadAssignedList',
  method: 'POST',
  version: 'v1',
  path: 'Deals/Assigned/Download',
  summary: 'The Assigned list export (used with the export-counts-v2 flag); same file as ExportAssignedList.',
  scope: 'tenant',
  access: ASSIGNED_EXPORT_ACCESS,
  query: ExportQuery,
  body: AssignedExportRequest,
  response: ExportedFile,
});

export const getStartsStopsList = defineCall({
  name: 'GetStartsAndStopsList',
  method: 'POST',
  version: 'v1',
  path: 'deals/startsandstops',
  summary: 'One page of assignments starting or ending within the next N days.',
  scope: 'tenant',
  access: STARTS_STOPS_ACCESS,
  query: OwnEmailQuery,
  body: StartsStopsListRequest,
  response: AssignmentListResponse,
});

export const getStartsStopsFilterOptions = defineCall({
  name: 'GetStartsAndStopsFilterOptions',
  method: 'POST',
  version: 'v1',
  path: 'GetStartsAndStopsFilterOptions',
  summary: 'Filter options of the Starts / Stops list with their counts (older name of Deals/StartsAndStops/FilterCounts).',
  scope: 'tenant',
  access: STARTS_STOPS_ACCESS,
  body: StartsStopsFilterRequest,
  response: AssignmentFilterCounts,
});

export const getStartsStopsFilterCounts = defineCall({
  name: 'GetStartsAndStopsFilterCounts',
  method: 'POST',
  version: 'v1',
  path: 'Deals/StartsAndStops/FilterCounts',
  summary: 'Filter options of the Starts / Stops list with their counts (used with the counts-v2 flag).',
  scope: 'tenant',
  access: STARTS_STOPS_ACCESS,
  body: StartsStopsFilterRequest,
  response: AssignmentFilterCounts,
});

export const exportStartsStopsList = defineCall({
  name: 'ExportStartsAndStopsList',
  method: 'POST',
  version: 'v1',
  path: 'ExportStartsAndStopsList',
  summary: 'The Starts / Stops list with all its filters as a streamed CSV or XLSX file.',
  scope: 'tenant',
  access: STARTS_STOPS_EXPORT_ACCESS,
  query: ExportQuery,
  body: StartsStopsExportRequest,
  response: ExportedFile,
});

export const downloadStartsStopsList = defineCall({
  name: 'DownloadStartsAndStopsList',
  method: 'POST',
  version: 'v1',
  path: 'deals/startsandstops/Download',
  summary: 'The Starts / Stops export (used with the export-counts-v2 flag); same file as ExportStartsAndStopsList.',
  scope: 'tenant',
  access: STARTS_STOPS_EXPORT_ACCESS,
  query: ExportQuery,
  body: StartsStopsExportRequest,
  response: ExportedFile,
});

export const ASSIGNED_LIST_CALLS = [
  getAssignedList,
  getAssignedFilterOptions,
  getAssignedFilterCounts,
  getTravelerStatuses,
  exportAssignedList,
  downloadAssignedList,
  getStartsStopsList,
  getStartsStopsFilterOptions,
  getStartsStopsFilterCounts,
  exportStartsStopsList,
  downloadStartsStopsList,
] as const;
