import { networkKey, type SessionNetworkId } from './query-keys';

/**
 * Query keys one feature's change must invalidate in another's cache: features may not import each
 * other, so the shared roots live here, each under the network like every tenant key.
 */
export const assignmentListsKey = (networkId: SessionNetworkId) => networkKey(networkId, 'assignments');
/** The dashboard's counts: a candidate decision changes its Candidates to Review card. */
export const dashboardKey = (networkId: SessionNetworkId) => networkKey(networkId, 'dashboard');
/** The job screens: a candidate decision changes a job's Ready for Review and Offered counts. */
export const jobsKey = (networkId: SessionNetworkId) => networkKey(networkId, 'jobs');

/** The job form's approver lists: user maintenance's changes make or unmake approvers (SPEC.md §4). */
export const jobApproversKey = (networkId: SessionNetworkId) => networkKey(networkId, 'job-approvers');

/** A hospital's stages and settings: the job form and the user form both read them. */
export const hospitalDetailsKey = (networkId: SessionNetworkId) => networkKey(networkId, 'hospital-details');

/** My decisions: the queue, its home section and the sidebar's counts read it; every decision and the live push refresh it. */
export const myDecisionsKey = (networkId: SessionNetworkId) => networkKey(networkId, 'my-decisions');

/** Every candidate query: a do-not-return confirmed or lifted on an assignment changes the candidates' badges (issue 34). */
export const candidatesKey = (networkId: SessionNetworkId) => networkKey(networkId, 'candidates');
/** A candidate's interview (Candidates/{id}/Interview), under `candidatesKey`: a decision or an interview change refreshes it. */
export const candidateInterviewKey = (networkId: SessionNetworkId, dealId: string) => [...candidatesKey(networkId), 'interview', dealId] as const;
/** The user's upcoming interviews (Home): an interview notice pushed live refreshes them. */
export const interviewsKey = (networkId: SessionNetworkId) => networkKey(networkId, 'interviews');
/** The Timecards screens: a week approved from My decisions changes them. */
export const timecardsKey = (networkId: SessionNetworkId) => networkKey(networkId, 'timecards');
