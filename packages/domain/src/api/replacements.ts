import { z } from 'zod';
import { isoDate } from '../lists/list-request';
import { DealIdParams } from './assignment-details';
import { defineCall } from './call';
import { DashboardRequest } from './dashboard';

// Issue 34 item 4, not named by SPEC.md §7: replacing an ending assignment with a new job posting,
// and the forecast's list of ending assignments nobody extends or replaces
// (docs/decisions/0161-replace-an-ending-assignment.md).

/**
 * The Add Job form's fields as the assignment fills them: a draft the user completes and submits
 * with AddJob (and `replacesAssignmentId`), so it goes through the hospital's normal approval. A
 * lookup the assignment does not name (a title or shift no longer offered) is null, left to choose.
 */
export const JobReplacementDraft = z.object({
  replacesAssignmentId: z.uuid(),
  hospitalId: z.uuid(),
  unitId: z.uuid(),
  jobTitleId: z.number().int().nullable(),
  shiftId: z.number().int().nullable(),
  shiftLengthId: z.number().int().nullable(),
  reasonRequest: z.string(),
  availablePositions: z.number().int(),
  /** Weeks, 1 to 26: the replaced job's, else the assignment's own length. */
  duration: z.number().int(),
  /** The day after the assignment ends. */
  startDate: isoDate,
  notes: z.string(),
});
export type JobReplacementDraft = z.infer<typeof JobReplacementDraft>;

/** Who may replace: whoever opens the assignment and creates job postings. */
export const REPLACE_ACCESS = { privileges: ['ViewAssignedDetails', 'CreateRequest'] } as const;

export const getAssignmentReplacement = defineCall({
  name: 'Assignments/{id}/Replacement',
  method: 'GET',
  version: 'v2',
  path: 'Assignments/:id/Replacement',
  summary:
    'The draft job posting that replaces the assignment: its hospital, unit, title, shift, the day after its end and its duration. 409 unless it ends within 30 days with no extension in progress and no replacement yet.',
  scope: 'tenant',
  access: REPLACE_ACCESS,
  params: DealIdParams,
  response: JobReplacementDraft,
});

export const EndingAssignment = z.object({
  dealId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  endDate: isoDate,
});

/** One unit's assignments ending within the window with neither an extension nor a replacement. */
export const UnitEndings = z.object({
  unitId: z.uuid(),
  unit: z.string(),
  hospital: z.string(),
  assignments: z.array(EndingAssignment),
});

/** The most assignments the list carries, soonest ending first: a network's month of gaps fits, a panel stays readable. */
export const UNREPLACED_ENDINGS_MAX = 100;

export const UnreplacedEndings = z.object({
  /** Days ahead the list looks. */
  windowDays: z.number().int(),
  /** Every such assignment, of which `units` carries the first UNREPLACED_ENDINGS_MAX. */
  total: z.number().int().min(0),
  units: z.array(UnitEndings),
});
export type UnreplacedEndings = z.infer<typeof UnreplacedEndings>;

export const getUnreplacedEndings = defineCall({
  name: 'GetDashboardUnreplacedEndings',
  method: 'POST',
  version: 'v2',
  path: 'Dashboard/UnreplacedEndings',
  summary:
    "The staffing forecast's gaps: per unit of the visible (or chosen) hospitals, the assignments ending within 30 days with neither an extension in progress nor a replacement job.",
  scope: 'tenant',
  access: { privileges: ['ViewDashboard', 'ViewAssigned'] },
  body: DashboardRequest,
  response: UnreplacedEndings,
});

export const REPLACEMENT_CALLS = [getAssignmentReplacement, getUnreplacedEndings] as const;
