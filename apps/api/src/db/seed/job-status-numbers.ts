import { JOB_STATUS_NUMBERS, type JobPostingStatus } from '@portal/domain/deals/statuses';

/**
 * The provider's job status number stored beside each posting status. Both waiting states map to
 * PendingReview: neither is open to clinicians yet. Filled maps to Hired and Declined to NotHiring.
 */
export const JOB_STATUS_FOR_POSTING: Record<JobPostingStatus, number> = {
  Active: JOB_STATUS_NUMBERS.Open,
  'Pending Review': JOB_STATUS_NUMBERS.PendingReview,
  'Pending Approval': JOB_STATUS_NUMBERS.PendingReview,
  Closed: JOB_STATUS_NUMBERS.Closed,
  Cancelled: JOB_STATUS_NUMBERS.Cancelled,
  Filled: JOB_STATUS_NUMBERS.Hired,
  Declined: JOB_STATUS_NUMBERS.NotHiring,
};
