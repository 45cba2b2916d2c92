import { z } from 'zod';
import { storableText } from './storable-text';
import { ASSIGNMENT_STATUSES } from '../deals/statuses';
import { DEFAULT_DURATION_WEEKS, NOTES_MAX, ROUTE_ID_MAX } from '../limits';
import { FIELD_REQUIRED, maxLengthMessage } from '../messages';
import { isoDate } from '../lists/list-request';
import { defineCall } from './call';
import { HistoryPage, HistoryQuery } from './history';

/** Reference id limit: SPEC.md §9 lists 36 (a GUID's length) among its unexplained constants; see docs/decisions/0031-reference-id-length.md. */
export const REFERENCE_ID_MAX = 36;
/** Extension durations offered, 1 to 26 weeks (SPEC.md §3). */
export const EXTENSION_WEEKS_MAX = 26;
/** The most characters of the name an extension is requested for. */
export const ASSIGNED_NAME_MAX = 100;
/** Reason and shift length are chosen from the domain's short option lists; the bound only keeps requests small. */
const EXTENSION_CHOICE_MAX = 100;

/** Deal ids of SPEC.md §5: a lower-case UUID, optionally prefixed CPT plus 8 letters or digits. */
export const DEAL_ID_PATTERN = /^(CPT[0-9A-Za-z]{8})?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const DealIdParams = z.object({ id: z.string().max(ROUTE_ID_MAX).regex(DEAL_ID_PATTERN, 'id must be a deal id') });

const dealId = z.uuid({ message: 'dealId must be a deal id' });
export const JobEntity = z.object({
  jobTitle: z.string().nullable(),
  hospital: z.string(),
  city: z.string(),
  state: z.string(),
  unit: z.string(),
  unitType: z.string(),
  shift: z.string(),
  shiftLength: z.string().nullable(),
  requisitionId: z.string().nullable(),
  reasonRequest: z.string().nullable(),
  notes: z.string().nullable(),
});

/** The assignment a details page shows (SPEC.md §3 'Assigned current assignment'). */
export const CurrentAssignment = z.object({
  dealId: z.uuid(),
  travelerId: z.uuid(),
  onboardingSystemId: z.number().int(),
  travelerStatus: z.enum(ASSIGNMENT_STATUSES),
  travelerFirstName: z.string(),
  travelerLastName: z.string(),
  travelerTitle: z.string(),
  travelerEmail: z.string(),
  travelerPhoneNumber: z.string().nullable(),
  dob: isoDate.nullable(),
  travelerYearsOfExperience: z.number().int().nullable(),
  travelerPrimarySkill: z.string().nullable(),
  travelerCertifications: z.array(z.string()),
  travelerActiveLicenses: z.array(z.string()),
  travelerShift: z.string(),
  travelerGuaranteedHours: z.number().nullable(),
  assignmentStartDate: isoDate,
  assignmentEndDate: isoDate,
  /** Whole weeks from start to end. */
  assignmentDuration: z.number().int(),
  candidateRequestedTimeOff: z.string().nullable(),
  cwoBillRateActual: z.number().nullable(),
  countOfLegacyFiles: z.number().int().min(0),
  hospitalId: z.uuid(),
  unitId: z.uuid(),
  unitManager: z.string().nullable(),
  notes: z.string().nullable(),
  referenceId: z.string().nullable(),
  isExtensionRequested: z.boolean(),
  extensionStatus: z.string().nullable(),
  extensionRequestedDate: z.iso.datetime({ offset: true }).nullable(),
  extensionRequestedStartDate: isoDate.nullable(),
  extensionRequestedEndDate: isoDate.nullable(),
  /** Weeks, e.g. 13. */
  extensionLengthofAssignment: z.number().int().nullable(),
  /** Optimistic-concurrency version an extension request must carry. */
  version: z.number().int(),
  jobEntity: JobEntity,
});
export type CurrentAssignment = z.infer<typeof CurrentAssignment>;

export const CompletedAssignment = z.object({
  dealId: z.uuid(),
  dealStage: z.string(),
  assignmentRetentionType: z.string().nullable(),
  assignmentStartDate: isoDate,
  assignmentEndDate: isoDate,
  hospital: z.string(),
  unit: z.string(),
});

export const AssignmentDetailsResponse = z.object({
  currentAssignment: CurrentAssignment,
  /** The clinician's earlier assignments in this network, newest first (assignment history). */
  completedAssignments: z.array(CompletedAssignment),
});
export type AssignmentDetailsResponse = z.infer<typeof AssignmentDetailsResponse>;

export const getAssignedDetails = defineCall({
  name: 'GetAssignedDetails',
  method: 'GET',
  version: 'v1',
  path: 'deals/assigned/:id',
  summary: 'One assignment with its clinician, job, extension and assignment history.',
  scope: 'tenant',
  access: { privileges: ['ViewAssigned', 'ViewAssignedDetails'] },
  params: DealIdParams,
  response: AssignmentDetailsResponse,
});

export const getStartsStopsDetails = defineCall({
  name: 'GetStartsAndStopsDetails',
  method: 'GET',
  version: 'v1',
  path: 'deals/startsandstops/:id',
  summary: 'One assignment opened from the Starts / Stops list; same answer as deals/assigned/{id}.',
  scope: 'tenant',
  access: { privileges: ['ViewStartStopsPage', 'ViewAssignedDetails'] },
  params: DealIdParams,
  response: AssignmentDetailsResponse,
});

/** Notes editing rule of SPEC.md §4 (states are checked by the server against the deal). */
export const EDIT_ASSIGNMENT_NOTES_ACCESS = { privileges: ['EditAssignmentNotes'], flagsOn: ['internalUser'] } as const;
/** Assignment states in which notes and reference id may change (SPEC.md §4). */
export const NOTE_EDITABLE_STATUSES = ['On Assignment', 'Assigned'] as const;

export const NotesRequest = z.object({
  dealId,
  notes: storableText().trim().max(NOTES_MAX, maxLengthMessage(NOTES_MAX)),
});

export const addAssignedTravelerNotes = defineCall({
  name: 'AddAssignedTravelerNotes',
  method: 'POST',
  version: 'v1',
  path: 'AddAssignedTravelerNotes',
  summary: 'Replaces the notes of an assignment that is On Assignment or Assigned (trimmed; empty clears them).',
  scope: 'tenant',
  access: EDIT_ASSIGNMENT_NOTES_ACCESS,
  body: NotesRequest,
  response: z.object({ dealId: z.uuid(), notes: z.string().nullable() }),
});

export const ReferenceIdRequest = z.object({
  dealId,
  referenceId: storableText().trim().max(REFERENCE_ID_MAX, maxLengthMessage(REFERENCE_ID_MAX)),
});

export const updateDealMetadata = defineCall({
  name: 'UpdateDealMetadata',
  method: 'POST',
  version: 'v1',
  path: 'deals/metadata',
  summary: 'Sets the reference id of an assignment that is On Assignment or Assigned (empty clears it).',
  scope: 'tenant',
  access: { ...EDIT_ASSIGNMENT_NOTES_ACCESS, flagsOn: ['internalUser', 'assignmentReferenceId'] },
  body: ReferenceIdRequest,
  response: z.object({ referenceId: z.string().nullable() }),
});

export const getUnitManagers = defineCall({
  name: 'GetUnitManagers',
  method: 'GET',
  version: 'v2',
  path: 'deals/unitmanager',
  summary: "Unit managers of the assignment's hospital, by name, to pick from.",
  scope: 'tenant',
  access: { privileges: ['ViewUnitManager'] },
  query: z.object({ dealId }),
  response: z.object({ data: z.array(z.object({ name: z.string() })) }),
});

export const UNIT_MANAGER_NAME_MAX = 100;

export const UnitManagerRequest = z.object({
  externalDealId: dealId,
  facilityId: z.uuid({ message: 'facilityId must be a hospital id' }),
  name: storableText().trim().min(1, FIELD_REQUIRED).max(UNIT_MANAGER_NAME_MAX, maxLengthMessage(UNIT_MANAGER_NAME_MAX)),
});

export const setUnitManager = defineCall({
  name: 'SetUnitManager',
  method: 'POST',
  version: 'v2',
  path: 'deals/unitmanager',
  summary: "Sets an assignment's unit manager, adding the name to the hospital's managers when it is new.",
  scope: 'tenant',
  access: { privileges: ['EditUnitManager'] },
  body: UnitManagerRequest,
  response: z.object({ name: z.string() }),
});

/** The extension drawer's payload (SPEC.md §3 job/extension form fields, §5 rules). */
export const ExtensionRequest = z.object({
  dealId,
  /** Version of the assignment the user saw; a stale one gets 409. */
  version: z.number().int().min(1),
  assignedName: storableText().trim().min(1, FIELD_REQUIRED).max(ASSIGNED_NAME_MAX, maxLengthMessage(ASSIGNED_NAME_MAX)),
  startDate: isoDate,
  assignmentDuration: z.number().int().min(1).max(EXTENSION_WEEKS_MAX).default(DEFAULT_DURATION_WEEKS),
  reasonRequest: storableText().trim().min(1, FIELD_REQUIRED).max(EXTENSION_CHOICE_MAX),
  shiftLength: storableText().trim().min(1, FIELD_REQUIRED).max(EXTENSION_CHOICE_MAX),
  notes: storableText().trim().max(NOTES_MAX, maxLengthMessage(NOTES_MAX)).optional(),
});
export type ExtensionRequest = z.input<typeof ExtensionRequest>;

export const requestExtension = defineCall({
  name: 'RequestExtension',
  method: 'POST',
  version: 'v1',
  path: 'RequestExtension',
  summary: 'Requests an extension of an assignment that is On Assignment and has none requested yet.',
  scope: 'tenant',
  access: { privileges: ['ViewCreateExtension'], flagsOn: ['internalUser'] },
  body: ExtensionRequest,
  response: CurrentAssignment,
  successStatus: 201,
});

/**
 * Not named by SPEC.md §7 (issue 17): the assignment details page's History panel. The page opens
 * from Assigned or from Starts / Stops, so the call allows whoever may make either details call.
 */
export const getAssignmentHistory = defineCall({
  name: 'Assignments/{id}/History',
  method: 'GET',
  version: 'v2',
  path: 'Assignments/:id/History',
  summary: "The assignment's audit log, newest first: its status changes, edits, extension requests, documents and their downloads.",
  scope: 'tenant',
  access: { privileges: ['ViewAssignedDetails'], anyPrivilege: ['ViewAssigned', 'ViewStartStopsPage'] },
  params: DealIdParams,
  query: HistoryQuery,
  response: HistoryPage,
});

export const ASSIGNMENT_DETAIL_CALLS = [
  getAssignedDetails,
  getStartsStopsDetails,
  getAssignmentHistory,
  addAssignedTravelerNotes,
  updateDealMetadata,
  getUnitManagers,
  setUnitManager,
  requestExtension,
] as const;
