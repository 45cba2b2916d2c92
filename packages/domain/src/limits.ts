/** Business constants and limits of SPEC.md §9, named as SPEC.md names them. */
export const QUERY_CACHE_MS = 300_000;
export const QUERY_RETRY = 2;
export const PRIVILEGES_QUERY_RETRY = 5;
export const CANDIDATE_LIST_STALE_MS = 30_000;
export const LOOKUP_STALE_MS = 300_000;

export const TOAST_AUTO_DISMISS_MS = 5_000;
export const TOAST_MIN_WIDTH_PX = 200;
export const TOAST_MAX_WIDTH_PX = 700;

export const TOKEN_LIFETIME_MINUTES = 59;
export const LOGIN_DETAIL_ATTEMPTS = 5;
export const LOGIN_DETAIL_RETRY_DELAY_MS = 1_000;

export const INACTIVITY_LOGOUT_AFTER_DIALOG_MS = 30_000;
export const SIGN_IN_FAILURE_LOGOUT_MS = 5_000;

export const PAGE_SIZE = { assigned: 24, startsStops: 24, jobs: 24, candidates: 24, invoices: 100, myTeam: 24, timecards: 24 } as const;
export const PAGINATION_ALL_PAGES_UP_TO = 7;

export const NOTES_MAX = 2000;
export const POSITIONS_MAX = 99;
export const DEFAULT_DURATION_WEEKS = 13;
export const JOB_SEARCH_MIN = 6;
export const JOB_SEARCH_MAX = 10;
/** Job #s carry this prefix ('CPT10002812'): a pasted number has it, a typed one may leave it out. */
export const JOB_NUMBER_PREFIX = 'CPT';
/** The Job # search box takes SPEC.md's 10 characters plus the prefix, so a pasted Job # fits whole. */
export const JOB_SEARCH_INPUT_MAX = JOB_NUMBER_PREFIX.length + JOB_SEARCH_MAX;
export const SEARCH_MAX = 30;
export const DOCUMENT_SEARCH_MAX = 100;
export const EMAIL_MAX = 100;
export const NAME_MAX = 50;
export const PHONE_DIGITS = 10;
export const INVOICE_SEARCH_MAX = 30;
export const INVOICE_SEARCH_DEBOUNCE_MS = 500;
export const INVOICE_LOOKBACK_YEARS = 2;
export const FIXED_TITLE_ID = 1;
export const ENDING_SOON_DAYS = 60;

export const SORT_ORDERS = ['asce', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * Request bounds SPEC.md §9 does not name: every string, array and number a client sends has
 * an upper bound, so no request can make the server parse, store or echo an unbounded amount.
 */
/** A phone number as typed, with spaces, parentheses and dashes ('(555) 555-5555' is 14). */
export const PHONE_INPUT_MAX = 30;
/** A document's name or description a download request carries back to name its file. */
export const DOCUMENT_TEXT_MAX = 500;
/** Numeric ids stored as PostgreSQL integer (the onboarding systems' are 717660000 and up). */
export const INTEGER_ID_MAX = 2_147_483_647;
/** A route id: CPT, 8 letters or digits and a UUID (SPEC.md §5). */
export const ROUTE_ID_MAX = 47;

/**
 * The review clock: hours a Ready for Review candidate may wait before it is overdue, per network,
 * unless the network sets its own (docs/decisions/0048-candidate-decisions-and-review-clock.md).
 */
export const DEFAULT_CANDIDATE_REVIEW_HOURS = 48;

/** My decisions: hours a job waiting for its approver may wait before it is overdue, unless the network sets its own. */
export const DEFAULT_JOB_APPROVAL_HOURS = 48;

/**
 * My decisions: an extension offer is due this many days before the assignment ends (the clinician
 * and the provider need the answer in time to plan), unless the network sets its own.
 */
export const DEFAULT_EXTENSION_REPLY_DAYS = 14;

/** The reason given when rejecting an extension offer. */
export const EXTENSION_REASON_MAX = 500;

/** My decisions lists at most this many items, soonest due first; the counts cover every item. */
export const MY_DECISIONS_LISTED_MAX = 100;

/** The bell lists at most this many notifications, newest first; older ones are still cleared by Clear All. */
export const NOTIFICATIONS_LISTED_MAX = 100;
/** Most units one coverage change names (docs/decisions/0130); more units than this are set in several saves. */
export const UNIT_COVERAGE_CHANGES_MAX = 500;

/** Most rows an insights report answers or downloads (issue 16's row cap). */
export const INSIGHT_ROW_CAP = 5_000;
/** Longest report id a request may name (catalogue ids are short slugs). */
export const INSIGHT_REPORT_ID_MAX = 60;

/** Most recipients one scheduled report e-mail goes to (issue 16, item 5). */
export const REPORT_SCHEDULE_RECIPIENTS_MAX = 20;
/** Most schedules one user keeps at once: each runs a report, so a user cannot queue unbounded work. */
export const REPORT_SCHEDULES_PER_USER_MAX = 50;
/** Longest search the recipients picker sends, and the most colleagues one search answers. */
export const COLLEAGUE_SEARCH_MAX = 100;
export const COLLEAGUES_LISTED_MAX = 20;
