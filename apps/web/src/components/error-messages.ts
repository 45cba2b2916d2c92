/** Texts of SPEC.md §8, exactly as written. */
export const ACCESS_DENIED_MESSAGE =
  'We apologize, but it appears you do not have permissions to view this page. Please check the link and try again, or contact your support team to request access.';
export const INVALID_URL_MESSAGE =
  'We apologize, but it appears that the link you have provided is invalid. Please check the link and try again, or contact your support team if you continue to have an issue.';
/** The common failure of a change (SPEC.md §8). */
export const FAILED_TO_UPDATE = 'Failed to Update.';
