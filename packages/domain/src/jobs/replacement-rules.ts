/**
 * Replacing an ending assignment with a new job posting (issue 34 item 4,
 * docs/decisions/0161-replace-an-ending-assignment.md).
 */
import { routeInPlace } from '../access/routes';
import type { FeatureFlags } from '../access/feature-flags';
import type { DealStatus, JobPostingStatus } from '../deals/statuses';

/** An assignment is offered for replacement from this many days before its end. */
export const REPLACE_WINDOW_DAYS = 30;

/** Assignments still running or about to: the ones whose end leaves a gap. Extension Offered is an extension in progress. */
export const REPLACEABLE_STATUSES = ['Assigned', 'On Assignment'] as const satisfies readonly DealStatus[];

/** A replacing job in these statuses still counts: it asks for clinicians or found them. A cancelled, declined or closed one does not. */
export const REPLACING_JOB_STATUSES = ['Active', 'Pending Review', 'Pending Approval', 'Filled'] as const satisfies readonly JobPostingStatus[];

/** The reason the draft gives: a replacement backfills the clinician who leaves. */
export const REPLACEMENT_REASON = 'Backfill Position';

/** Our texts: SPEC.md has none for replacements. */
export const REPLACE_ACTION = 'Replace';
/** The Add Job drawer's subtitle when it opens prefilled from the assignment. */
export const REPLACE_JOB_SUBTITLE = 'Prefilled from the ending assignment: review it and submit it for approval.';
export const REPLACEMENT_NOT_ENDING = `Only an assignment ending within ${REPLACE_WINDOW_DAYS} days can be replaced.`;
export const REPLACEMENT_EXTENSION_IN_PROGRESS = 'This assignment has an extension in progress, so it is not replaced.';
export const REPLACEMENT_ALREADY = 'This assignment already has a replacement job posting.';
export const REPLACEMENT_OTHER_HOSPITAL = 'A replacement job is posted at the hospital of the assignment it replaces.';
export const replacementNotes = (endDate: string): string =>
  `Replaces an assignment ending ${endDate.slice(5, 7)}/${endDate.slice(8, 10)}/${endDate.slice(0, 4)}.`;

const DAY_MS = 86_400_000;

/**
 * Whether the details page offers Replace: a running assignment ending within the window (dates
 * yyyy-mm-dd, `today` the browser's) with no extension requested. Whether a job already replaces
 * it only the server knows; it answers 409 then.
 */
export const replaceOffered = (assignment: { status: string; endDate: string; extensionRequested: boolean }, today: string): boolean => {
  const daysLeft = (Date.parse(`${assignment.endDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  return (
    (REPLACEABLE_STATUSES as readonly string[]).includes(assignment.status) &&
    !assignment.extensionRequested &&
    daysLeft >= 0 &&
    daysLeft <= REPLACE_WINDOW_DAYS
  );
};

/** The address parameter of the job list naming the assignment a new job replaces. */
export const REPLACE_PARAM = 'replace';

/** Where Replace leads: the job list in place, which opens the Add Job form prefilled from the assignment. */
export const replacementPath = (flags: FeatureFlags, dealId: string): string =>
  `${routeInPlace('jobPosts', flags).path}?${REPLACE_PARAM}=${encodeURIComponent(dealId)}`;
