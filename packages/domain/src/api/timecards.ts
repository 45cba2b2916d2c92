import { z } from 'zod';
import { ROUTE_ID_MAX, SEARCH_MAX } from '../limits';
import { FilterCount, filterIds, isoDate, listPaging, listResponse, MAX_EXPORT_ROWS, MAX_LIST_PAGE_SIZE } from '../lists/list-request';
import { TIMECARD_SORT_KEYS } from '../lists/sort-options';
import { maxLengthMessage } from '../messages';
import {
  BREAK_MINUTES_MAX,
  CLOCK_PATTERN,
  EXCEPTION_KINDS,
  SHIFT_TYPES,
  TIMECARD_LINES_MAX,
  TIMECARD_NOTE_MAX,
  TIMECARD_REASON_MAX,
  TIMECARD_SCHEDULE_MAX,
  TIMECARD_STATUSES,
  TIMECARD_REASON_REQUIRED,
} from '../timecards/timecard-rules';
import { TIMECARD_DECIDE, TIMECARD_VIEW } from '../timecards/timecard-rules';
import { defineCall } from './call';
import { ExportedFile, ExportQuery } from './export-format';
import { storableText } from './storable-text';

const timestamp = z.iso.datetime({ offset: true });
const EXTERNAL_ID_MAX = 100;
const VERSION_MAX = 2_147_483_647;

const clock = (name: string) => z.string().max(5, `${name} must be a time written HH:MM (00:00 to 23:59)`).regex(CLOCK_PATTERN, `${name} must be a time written HH:MM (00:00 to 23:59)`);
const externalId = (name: string) => storableText().trim().min(1, `${name} is required`).max(EXTERNAL_ID_MAX, `${name} must be at most ${EXTERNAL_ID_MAX} characters`);

/** A shift the provider's schedule holds for the week: what the lines are checked against. */
export const ScheduledShift = z.object({
  date: isoDate,
  start: clock('start'),
  end: clock('end'),
  /** The shift ends on the next day (a night shift). */
  overnight: z.boolean().default(false),
});

export const IntegrationTimecardLine = ScheduledShift.extend({
  breakMinutes: z.number().int().min(0).max(BREAK_MINUTES_MAX, `breakMinutes must be at most ${BREAK_MINUTES_MAX}`),
  shiftType: z.enum(SHIFT_TYPES),
  note: storableText().trim().max(TIMECARD_NOTE_MAX, `note must be at most ${TIMECARD_NOTE_MAX} characters`).optional(),
});

/**
 * A traveller's week on one assignment: `timecardId` is the provider's id of the week (sending it
 * again replaces the lines and raises the version while the week waits for approval or was
 * rejected), `externalId` this submission's id (a replay answers the first submission), `version`,
 * when sent, must be the week's current one. The week starts on a Monday.
 */
export const SubmitTimecardRequest = z.object({
  externalId: externalId('externalId'),
  timecardId: externalId('timecardId'),
  dealId: z.uuid('dealId must be an assignment id'),
  weekStart: isoDate,
  version: z.number().int().min(1).max(VERSION_MAX).optional(),
  schedule: z.array(ScheduledShift).max(TIMECARD_SCHEDULE_MAX, `schedule must hold at most ${TIMECARD_SCHEDULE_MAX} shifts`),
  lines: z.array(IntegrationTimecardLine).min(1, 'lines must hold at least one shift').max(TIMECARD_LINES_MAX, `lines must hold at most ${TIMECARD_LINES_MAX} shifts`),
});
export type SubmitTimecardRequest = z.input<typeof SubmitTimecardRequest>;

export const SubmitTimecardResponse = z.object({
  timecardId: z.uuid(),
  status: z.enum(TIMECARD_STATUSES),
  version: z.number().int(),
  dueAt: timestamp,
  exceptions: z.number().int(),
});
export type SubmitTimecardResponse = z.infer<typeof SubmitTimecardResponse>;

export const submitIntegrationTimecard = defineCall({
  name: 'submitIntegrationTimecard',
  method: 'POST',
  version: 'v2',
  path: 'integration/timecards',
  summary:
    "Provider systems (API key): submits a traveller's week on an assignment, one line per shift, for the hospital's approval. Refuses shifts outside the week or the assignment's dates, overlapping shifts and ends before starts; an approved week is a 409. Idempotent on externalId.",
  scope: 'integration',
  access: {},
  body: SubmitTimecardRequest,
  response: SubmitTimecardResponse,
  successStatus: 201,
});


export const TimecardListOptions = z.object({
  /** The traveller's first or last name, from its start. */
  searchName: storableText().trim().max(SEARCH_MAX, maxLengthMessage(SEARCH_MAX)).optional(),
  statuses: z.array(z.enum(TIMECARD_STATUSES)).max(TIMECARD_STATUSES.length).optional(),
  hospitalRequests: filterIds('hospitalRequests'),
  unitRequests: filterIds('unitRequests'),
  /** Only weeks with at least one exception flagged. */
  exceptionsOnly: z.boolean().optional(),
});
export type TimecardListOptions = z.infer<typeof TimecardListOptions>;

export const TimecardListRequest = z.object({
  ...listPaging({ sortKeys: TIMECARD_SORT_KEYS, defaultSort: 'dueby', defaultOrder: 'asce', maxPageSize: MAX_LIST_PAGE_SIZE }),
  options: TimecardListOptions.prefault({}),
});
export type TimecardListRequest = z.input<typeof TimecardListRequest>;
export const TimecardExportRequest = TimecardListRequest.extend(
  listPaging({ sortKeys: TIMECARD_SORT_KEYS, defaultSort: 'dueby', defaultOrder: 'asce', maxPageSize: MAX_EXPORT_ROWS }),
);

export const TimecardListItem = z.object({
  id: z.uuid(),
  dealId: z.uuid(),
  travelerFirstName: z.string(),
  travelerLastName: z.string(),
  title: z.string(),
  hospital: z.string(),
  unit: z.string(),
  weekStart: isoDate,
  status: z.enum(TIMECARD_STATUSES),
  submittedAt: timestamp,
  dueAt: timestamp,
  workedMinutes: z.number().int(),
  scheduledMinutes: z.number().int(),
  contractHours: z.number().nullable(),
  exceptions: z.number().int(),
  version: z.number().int(),
});
export type TimecardListItem = z.infer<typeof TimecardListItem>;

export const TimecardListResponse = listResponse(TimecardListItem);
export type TimecardListResponse = z.infer<typeof TimecardListResponse>;

export const TimecardFilterCounts = z.object({
  hospitalCount: z.array(FilterCount),
  unitCount: z.array(FilterCount),
  resultCount: z.number().int().min(0),
});
export type TimecardFilterCounts = z.infer<typeof TimecardFilterCounts>;

export const getTimecards = defineCall({
  name: 'GetTimecards',
  method: 'POST',
  version: 'v2',
  path: 'timecards',
  summary: "One page of the Timecards list: travellers' weeks of the visible hospitals, searched by name, filtered by status, hospital, unit and exceptions.",
  scope: 'tenant',
  access: TIMECARD_VIEW,
  body: TimecardListRequest,
  response: TimecardListResponse,
});

export const getTimecardFilterCounts = defineCall({
  name: 'GetTimecardFilterCounts',
  method: 'POST',
  version: 'v2',
  path: 'timecards/filter-counts',
  summary: "The Timecards list's hospital and unit options, each counted under the list's other choices.",
  scope: 'tenant',
  access: TIMECARD_VIEW,
  body: z.object({ options: TimecardListOptions.prefault({}) }),
  response: TimecardFilterCounts,
});

export const exportTimecards = defineCall({
  name: 'ExportTimecards',
  method: 'POST',
  version: 'v2',
  path: 'timecards/export',
  summary: 'The Timecards list with its search, statuses and filters as a streamed CSV or XLSX file.',
  scope: 'tenant',
  access: { ...TIMECARD_VIEW, privileges: ['ViewTimecards', 'ViewExport'] },
  query: ExportQuery,
  body: TimecardExportRequest,
  response: ExportedFile,
});

export const TimecardIdParams = z.object({ timecardId: z.string().min(1).max(ROUTE_ID_MAX, `timecardId must be at most ${ROUTE_ID_MAX} characters`) });
export const TimecardLineParams = TimecardIdParams.extend({ lineId: z.string().min(1).max(ROUTE_ID_MAX, `lineId must be at most ${ROUTE_ID_MAX} characters`) });

const LineTimes = z.object({ start: z.string(), end: z.string(), overnight: z.boolean(), breakMinutes: z.number().int(), noShow: z.boolean() });

export const TimecardLine = LineTimes.extend({
  id: z.uuid(),
  date: isoDate,
  shiftType: z.enum(SHIFT_TYPES),
  note: z.string().nullable(),
  paidMinutes: z.number().int(),
  exceptions: z.array(z.object({ kind: z.enum(EXCEPTION_KINDS), text: z.string() })),
  /** The provider's figures and why the approver changed them, once adjusted. */
  adjustment: z.object({ reason: z.string(), by: z.string(), at: timestamp, original: LineTimes }).nullable(),
});
export type TimecardLine = z.infer<typeof TimecardLine>;

export const TimecardDetails = TimecardListItem.extend({
  lines: z.array(TimecardLine),
  schedule: z.array(z.object({ date: isoDate, start: z.string(), end: z.string(), overnight: z.boolean() })),
  rejectReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: timestamp.nullable(),
  /** Whether the caller may approve, reject and adjust it now. */
  canDecide: z.boolean(),
});
export type TimecardDetails = z.infer<typeof TimecardDetails>;

export const getTimecardDetails = defineCall({
  name: 'GetTimecardDetails',
  method: 'GET',
  version: 'v2',
  path: 'timecards/:timecardId',
  summary: 'One week of a traveller: its lines with their exceptions, the schedule, its totals and status.',
  scope: 'tenant',
  access: TIMECARD_VIEW,
  params: TimecardIdParams,
  response: TimecardDetails,
});

const version = z.number({ message: 'version is required' }).int().min(1).max(VERSION_MAX);
const reason = storableText().trim().min(1, TIMECARD_REASON_REQUIRED).max(TIMECARD_REASON_MAX, maxLengthMessage(TIMECARD_REASON_MAX));

export const DecideTimecardResponse = z.object({ id: z.uuid(), status: z.enum(TIMECARD_STATUSES), version: z.number().int() });
export type DecideTimecardResponse = z.infer<typeof DecideTimecardResponse>;

export const approveTimecard = defineCall({
  name: 'ApproveTimecard',
  method: 'POST',
  version: 'v2',
  path: 'timecards/:timecardId/approve',
  summary: 'Approves a week waiting for approval (Submitted or Adjusted); a stale version is a 409.',
  scope: 'tenant',
  access: TIMECARD_DECIDE,
  params: TimecardIdParams,
  body: z.object({ version }),
  response: DecideTimecardResponse,
});

export const rejectTimecard = defineCall({
  name: 'RejectTimecard',
  method: 'POST',
  version: 'v2',
  path: 'timecards/:timecardId/reject',
  summary: 'Rejects a week waiting for approval, with a reason the provider receives; a stale version is a 409.',
  scope: 'tenant',
  access: TIMECARD_DECIDE,
  params: TimecardIdParams,
  body: z.object({ version, reason }),
  response: DecideTimecardResponse,
});

export const AdjustTimecardLineRequest = z.object({
  version,
  start: clock('start'),
  end: clock('end'),
  overnight: z.boolean().default(false),
  breakMinutes: z.number().int().min(0).max(BREAK_MINUTES_MAX, `breakMinutes must be at most ${BREAK_MINUTES_MAX}`),
  noShow: z.boolean().default(false),
  reason,
});
export type AdjustTimecardLineRequest = z.input<typeof AdjustTimecardLineRequest>;

export const adjustTimecardLine = defineCall({
  name: 'AdjustTimecardLine',
  method: 'POST',
  version: 'v2',
  path: 'timecards/:timecardId/lines/:lineId/adjust',
  summary: "Changes one line of a week waiting for approval (start, end, break, or a no-show), with a reason; the week reads Adjusted until approved. A stale version is a 409.",
  scope: 'tenant',
  access: TIMECARD_DECIDE,
  params: TimecardLineParams,
  body: AdjustTimecardLineRequest,
  response: DecideTimecardResponse,
});

export const TIMECARD_CALLS = [getTimecards, getTimecardFilterCounts, exportTimecards, getTimecardDetails, approveTimecard, rejectTimecard, adjustTimecardLine] as const;
export const TIMECARD_INTEGRATION_CALLS = [submitIntegrationTimecard] as const;
