/** Job texts of SPEC.md §8, exactly as written; the API answers with them and the page shows them. */
/** AddJob's success string (SPEC.md §7 'returns success string'); the page shows JOB_CREATED_TOAST. */
export const JOB_CREATED = 'Job created successfully.';
/** The toast after a job is added: SPEC.md §8 gives both texts, and this is the one a person reads. */
export const JOB_CREATED_TOAST = 'Job was successfully created';
export const JOB_UPDATED = 'Job has been updated successfully.';
/** SPEC.md §5: the edit drawer's and My decisions' question before a job is approved. */
export const JOB_APPROVE_QUESTION = 'Do you want to Approve?';
export const JOB_CREATE_FAILED =
  "We're sorry. It appears that something went wrong with your request. Please try again, and create a support ticket (found under the Profile & Help section) if you continue to experience issues.";
export const JOB_UPDATE_FAILED =
  'Sorry, something went wrong when approving the job, please click Approve to try again. If you continue to experience issues, please contact your provider representative.';
export const JOB_UNAVAILABLE =
  'We apologize, but it appears that this job status has changed and may no longer be available for viewing. Please check the link and try again, or contact your support team if you continue to have an issue.';

/** Our texts: SPEC.md names no message for a closed or declined job. */
export const JOB_CLOSED = 'Job has been closed.';
export const JOB_DECLINED = 'Job has been declined.';
