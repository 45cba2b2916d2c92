import type { SortOrder } from '../limits';

/** Sort keys the list calls accept (SPEC.md §3). */
export const SORT_KEYS = ['startdate', 'enddate', 'firstname', 'lastname', 'notes', 'createddate', 'jobtitle'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Keys the job list sorts by. */
export const JOB_SORT_KEYS = ['createddate', 'jobtitle', 'startdate'] as const satisfies readonly SortKey[];
export type JobSortKey = (typeof JOB_SORT_KEYS)[number];

/** Keys the user list sorts by. */
export const USER_SORT_KEYS = ['firstname', 'lastname'] as const satisfies readonly SortKey[];
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/**
 * Keys the candidate list sorts by: SPEC.md §9's three and the review clock's review-by time, which
 * only the candidate list has (docs/decisions/0048-candidate-decisions-and-review-clock.md).
 */
export const CANDIDATE_SORT_KEYS = ['startdate', 'firstname', 'lastname', 'reviewby'] as const;
export type CandidateSortKey = (typeof CANDIDATE_SORT_KEYS)[number];

/** Keys the timecard list sorts by: the approval due time (the default, soonest first), the week and the traveller's name (docs/decisions/0142-timecard-review-and-approvers.md). */
export const TIMECARD_SORT_KEYS = ['dueby', 'weekstart', 'lastname'] as const;
export type TimecardSortKey = (typeof TIMECARD_SORT_KEYS)[number];

/** Keys My Team sorts by: the last assignment's end (the default, latest first), the clinician's name and the rating (docs/decisions/0160-my-team.md). */
export const MY_TEAM_SORT_KEYS = ['enddate', 'lastname', 'rating'] as const;
export type MyTeamSortKey = (typeof MY_TEAM_SORT_KEYS)[number];

/** Every key some list sorts by. */
export type ListSortKey = SortKey | CandidateSortKey | TimecardSortKey | MyTeamSortKey;

/** `K` narrows the keys for a list whose call accepts others (jobs, candidates). */
export interface SortOption<K extends ListSortKey = SortKey> {
  id: string;
  label: string;
  sortBy: K;
  sortOrder: SortOrder;
}

const option = <K extends ListSortKey>(sortBy: K, sortOrder: SortOrder, label: string): SortOption<K> => ({ id: `${sortBy}-${sortOrder}`, label, sortBy, sortOrder });

/** Assigned: start and end date, first and last name, notes, each ascending or descending (SPEC.md §9). */
export const ASSIGNED_SORT_OPTIONS: readonly SortOption[] = [
  option('startdate', 'asce', 'Start Date (Ascending)'),
  option('startdate', 'desc', 'Start Date (Descending)'),
  option('enddate', 'asce', 'End Date (Ascending)'),
  option('enddate', 'desc', 'End Date (Descending)'),
  option('firstname', 'asce', 'First Name (A-Z)'),
  option('firstname', 'desc', 'First Name (Z-A)'),
  option('lastname', 'asce', 'Last Name (A-Z)'),
  option('lastname', 'desc', 'Last Name (Z-A)'),
  option('notes', 'asce', 'Notes (A-Z)'),
  option('notes', 'desc', 'Notes (Z-A)'),
];

/** Starts / Stops: start and end date both ways, first and last name ascending only, notes both ways (SPEC.md §9). */
export const STARTS_STOPS_SORT_OPTIONS: readonly SortOption[] = [
  option('startdate', 'asce', 'Start Date (Ascending)'),
  option('startdate', 'desc', 'Start Date (Descending)'),
  option('enddate', 'asce', 'End Date (Ascending)'),
  option('enddate', 'desc', 'End Date (Descending)'),
  option('firstname', 'asce', 'First Name (A-Z)'),
  option('lastname', 'asce', 'Last Name (A-Z)'),
  option('notes', 'asce', 'Notes (A-Z)'),
  option('notes', 'desc', 'Notes (Z-A)'),
];

/** Jobs: Newly Added, Job Title and Start Date each way (SPEC.md §9). */
export const JOB_SORT_OPTIONS: readonly SortOption<JobSortKey>[] = [
  option('createddate', 'desc', 'Newly Added'),
  option('jobtitle', 'asce', 'Job Title (A-Z)'),
  option('jobtitle', 'desc', 'Job Title (Z-A)'),
  option('startdate', 'asce', 'Start Date (Ascending)'),
  option('startdate', 'desc', 'Start Date (Descending)'),
];

/** Candidates: Available Start Date, First Name and Last Name each way (SPEC.md §9), then the review-by time each way. */
export const CANDIDATE_SORT_OPTIONS: readonly SortOption<CandidateSortKey>[] = [
  option('startdate', 'asce', 'Available Start Date (Ascending)'),
  option('startdate', 'desc', 'Available Start Date (Descending)'),
  option('firstname', 'asce', 'First Name (A-Z)'),
  option('firstname', 'desc', 'First Name (Z-A)'),
  option('lastname', 'asce', 'Last Name (A-Z)'),
  option('lastname', 'desc', 'Last Name (Z-A)'),
  option('reviewby', 'asce', 'Review By (Soonest First)'),
  option('reviewby', 'desc', 'Review By (Latest First)'),
];

/** User maintenance: first or last name, each way (SPEC.md §9). */
export const USER_SORT_OPTIONS: readonly SortOption<UserSortKey>[] = [
  option('firstname', 'asce', 'First Name (A-Z)'),
  option('firstname', 'desc', 'First Name (Z-A)'),
  option('lastname', 'asce', 'Last Name (A-Z)'),
  option('lastname', 'desc', 'Last Name (Z-A)'),
];

/** Lists default to the first option of their sort list (SPEC.md §4). */
export const defaultSort = <O extends SortOption<ListSortKey>>(options: readonly O[]): O => options[0]!;

export const findSortOption = <O extends SortOption<ListSortKey>>(options: readonly O[], id: string | undefined): O =>
  options.find((candidate) => candidate.id === id) ?? defaultSort(options);

/** Invoices: Invoice Date descending (the default) or ascending (SPEC.md §9); the call's one sort key is the invoice date. */
export const INVOICE_SORT_OPTIONS: readonly { id: string; label: string; sortOrder: SortOrder }[] = [
  { id: 'date-desc', label: 'Invoice Date (Descending)', sortOrder: 'desc' },
  { id: 'date-asce', label: 'Invoice Date (Ascending)', sortOrder: 'asce' },
];

/** Timecards: due first, then the week each way, then the traveller's last name. */
export const TIMECARD_SORT_OPTIONS: readonly SortOption<TimecardSortKey>[] = [
  option('dueby', 'asce', 'Due By (Soonest First)'),
  option('weekstart', 'desc', 'Week (Newest First)'),
  option('weekstart', 'asce', 'Week (Oldest First)'),
  option('lastname', 'asce', 'Last Name (A-Z)'),
  option('lastname', 'desc', 'Last Name (Z-A)'),
];

/** My Team: who worked last first, then by name, then the best rated first. */
export const MY_TEAM_SORT_OPTIONS: readonly SortOption<MyTeamSortKey>[] = [
  option('enddate', 'desc', 'Last Assignment (Newest First)'),
  option('enddate', 'asce', 'Last Assignment (Oldest First)'),
  option('lastname', 'asce', 'Last Name (A-Z)'),
  option('lastname', 'desc', 'Last Name (Z-A)'),
  option('rating', 'desc', 'Rating (Highest First)'),
];
