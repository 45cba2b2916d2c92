import { z } from 'zod';
import { DECISION_KINDS, MY_DECISIONS_RULE } from '../decisions/decision-rules';
import { isoDate } from '../lists/list-request';
import { defineCall } from './call';

// The queue's read, apart from the decide calls (decisions.ts): the shell shows its counts on every
// page, and those calls' requests take in the contracts of jobs, candidates and documents.

const count = z.number().int().min(0);

/** One item waiting for the caller's decision. */
export const DecisionItem = z.object({
  kind: z.enum(DECISION_KINDS),
  /** The job id, or the deal id of a candidate or an assignment. */
  id: z.uuid(),
  /** The version a decision must carry (409 when someone changed the item since). */
  version: z.number().int(),
  /** What it is: the job's title, the candidate's or the clinician's name. */
  name: z.string(),
  /** The job's Job #, or the candidate's or clinician's title (an evaluation's: the title and the assignment's end date). */
  detail: z.string(),
  /** The extension an extension offer proposes, when its request is on file. */
  extension: z.object({ startDate: isoDate, endDate: isoDate }).nullable(),
  /** An evaluation's assignment end date; null for the other kinds. */
  endDate: isoDate.nullable(),
  hospital: z.string(),
  /** Who is waiting: the job's requester, the candidate, the clinician on assignment. */
  waiting: z.string(),
  dueAt: z.iso.datetime({ offset: true }),
  overdue: z.boolean(),
  /** A timecard's exceptions flagged (0 for other kinds): a clean week is approved in one tap, one with exceptions opened first. */
  exceptions: z.number().int().min(0),
  /**
   * What the caller may do with it, as its own page would allow; `interview`: ask for an interview of
   * a Ready for Review candidate of their own (docs/decisions/0155-request-interview-from-lists.md).
   */
  actions: z.object({ approve: z.boolean(), decline: z.boolean(), interview: z.boolean() }),
  /** Whose item it is when a colleague delegated it to the caller; null for the caller's own. */
  onBehalfOf: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type DecisionItem = z.infer<typeof DecisionItem>;

/** Where the next page starts: after the last item listed, in due order. */
const DecisionCursor = z.object({ afterDue: z.iso.datetime({ offset: true }).max(40), afterId: z.uuid() });

/** One kind, or the overdue only, and the page after a cursor; the counts always cover everything waiting. */
export const MyDecisionsQuery = z
  .object({
    kind: z.enum(DECISION_KINDS).optional(),
    overdue: z.enum(['true', 'false']).default('false'),
    afterDue: DecisionCursor.shape.afterDue.optional(),
    afterId: DecisionCursor.shape.afterId.optional(),
  })
  .refine((query) => (query.afterDue === undefined) === (query.afterId === undefined), {
    message: 'afterDue and afterId are given together',
    path: ['afterId'],
  });
export type MyDecisionsQuery = z.input<typeof MyDecisionsQuery>;

export const MyDecisions = z.object({
  /** Soonest due first (overdue ones lead), at most MY_DECISIONS_LISTED_MAX, of the kind asked for. */
  items: z.array(DecisionItem),
  /** The query of the next page when more items match; null on the last page. */
  next: DecisionCursor.nullable(),
  /** Every item waiting, per kind, and how many of them are overdue. */
  counts: z.object({ job: count, candidate: count, extension: count, evaluation: count, timecard: count }),
  overdue: count,
});
export type MyDecisions = z.infer<typeof MyDecisions>;

export const getMyDecisions = defineCall({
  name: 'GetMyDecisions',
  method: 'GET',
  version: 'v2',
  path: 'MyDecisions',
  summary:
    "Everything waiting for the caller's decision: jobs waiting for their approval, candidates waiting for review, extension offers, ending assignments to evaluate; soonest due first, a page at a time, of one kind or the overdue only when asked, with counts per kind.",
  scope: 'tenant',
  access: MY_DECISIONS_RULE,
  query: MyDecisionsQuery,
  response: MyDecisions,
});
