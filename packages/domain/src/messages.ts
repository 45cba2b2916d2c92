/**
 * User-visible texts that several places show (the web, the API or both), written once and named
 * after what they say. SPEC.md §8's texts are exactly as written there; a text one place shows
 * stays beside it, and the job family's own texts are in jobs/job-messages.ts.
 */

/** SPEC.md §8 Access denied. */
export const ACCESS_DENIED_MESSAGE =
  'We apologize, but it appears you do not have permissions to view this page. Please check the link and try again, or contact your support team to request access.';
/** SPEC.md §8 Invalid URL. */
export const INVALID_URL_MESSAGE =
  'We apologize, but it appears that the link you have provided is invalid. Please check the link and try again, or contact your support team if you continue to have an issue.';
/** The heading above access denied, invalid URL and job unavailable (SPEC.md §8). */
export const SOMETHING_WENT_WRONG_HEADING = 'Oops. Something went wrong';
/** The common failure of a change (SPEC.md §8). */
export const FAILED_TO_UPDATE = 'Failed to Update.';
/** The generic failure toast: downloads, exports and the extension request (SPEC.md §8). */
export const SOMETHING_WENT_WRONG = 'Oops, something went wrong. Please try again.';

/** Download toasts of SPEC.md §8. */
export const FILES_DOWNLOADING_SHORTLY = 'The files you have selected will be downloaded shortly.';
export const FILE_DOWNLOADED = 'Your file has been downloaded successfully.';

/** SPEC.md §8's empty state of a list, chart or menu with nothing to show. */
export const NO_RESULTS = 'No Results';

/** SPEC.md §5: the message of every required field. */
export const FIELD_REQUIRED = 'This field is required';
/** SPEC.md §5: the message of every text cut to a length limit. */
export const maxLengthMessage = (max: number) => `Maximum length is ${max} characters`;

/** The API's 403 answer, also the tooltip of an action the user may not take. */
export const NO_ACCESS_TO_ACTION = 'You do not have access to this action.';

/** A tenant call made by an internal user who has not chosen a network yet. */
export const CHOOSE_NETWORK_FIRST = 'Choose a hospital network first.';
/** An inactive account's sign-in, call or invitation (SPEC.md §4: inactive users cannot use the portal). */
export const ACCOUNT_INACTIVE = 'Your account is inactive. Please contact your system administrator for assistance.';
/** An assignment the user may not see, or that does not exist: the answer does not tell them apart. */
export const ASSIGNMENT_NOT_FOUND = 'Assignment not found.';
