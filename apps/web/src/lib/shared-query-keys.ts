/**
 * Query keys one feature's change must invalidate in another's cache: features may not import each
 * other, so the shared root lives here.
 */
export const ASSIGNMENT_LISTS_KEY = ['assignments'] as const;
/** The dashboard's counts: a candidate decision changes its Candidates to Review card. */
export const DASHBOARD_KEY = ['dashboard'] as const;
/** The job screens: a candidate decision changes a job's Ready for Review and Offered counts. */
export const JOBS_KEY = ['jobs'] as const;

/** The job form's approver lists: user maintenance's changes make or unmake approvers (SPEC.md §4). */
export const JOB_APPROVERS_KEY = ['job-approvers'] as const;

/** My decisions: the queue, its home section and the sidebar's counts read it; every decision and the live push refresh it. */
export const MY_DECISIONS_KEY = ['my-decisions'] as const;
