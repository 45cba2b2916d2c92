import type { JobPostingStatus } from '@portal/domain/deals/statuses';
import type { AssignmentStatus, CandidateStatus } from './demo-networks';
import { seedId } from './ids';

const LARGE_NETWORK_COUNT = 50;
const TOTAL_DEALS = 1_000_000;
const LARGEST_NETWORK_DEALS = 200_000;
/** Network numbers of benchmark networks start here, clear of the demo's (see ids.ts). */
const FIRST_NETWORK_NUMBER = 101;

export interface LargeNetwork {
  number: number;
  id: string;
  name: string;
  hospitals: number;
  deals: number;
  clinicians: number;
  jobs: number;
}

export const largeNetworkName = (index: number) => `Benchmark Network ${String(index).padStart(2, '0')}`;

/**
 * 50 networks and 1,000,000 deals: the first holds 200,000 (with more hospitals), the other 49
 * share the rest evenly. Clinicians are fewer than deals (some have several assignments); a job
 * posting for every 20 deals.
 */
export const largeNetworks = (): LargeNetwork[] => {
  const others = LARGE_NETWORK_COUNT - 1;
  const rest = TOTAL_DEALS - LARGEST_NETWORK_DEALS;
  return Array.from({ length: LARGE_NETWORK_COUNT }, (_, i) => {
    const deals = i === 0 ? LARGEST_NETWORK_DEALS : Math.floor(rest / others) + (i <= rest % others ? 1 : 0);
    const number = FIRST_NETWORK_NUMBER + i;
    return {
      number,
      id: seedId('network', number, 1),
      name: largeNetworkName(i + 1),
      hospitals: i === 0 ? 20 : 5,
      deals,
      clinicians: Math.round(deals * 0.8),
      jobs: Math.round(deals / 20),
    };
  });
};

const spread = <T>(weights: readonly (readonly [T, number])[]): T[] =>
  weights.flatMap(([value, n]) => Array.from({ length: n }, () => value));

/**
 * Every tenth deal is On Assignment (so the largest network has exactly 20,000); the other nine
 * of every ten cycle through this 90-slot table.
 */
export const OTHER_DEAL_STATUSES: (AssignmentStatus | CandidateStatus)[] = spread<AssignmentStatus | CandidateStatus>([
  ['Ready for Review', 12],
  ['Offered', 3],
  ['Declined', 3],
  ['Pending Review', 3],
  ['Approved', 1],
  ['Assigned', 8],
  ['Extension Offered', 2],
  ['Completed Assignment', 45],
  ['Assignment Cancelled', 5],
  ['Assignment Terminated', 3],
  ['Accepted/No Start', 5],
]);

/** Job posting statuses over a 20-slot cycle. */
export const LARGE_JOB_STATUSES: JobPostingStatus[] = spread<JobPostingStatus>([
  ['Active', 8],
  ['Pending Review', 2],
  ['Closed', 2],
  ['Cancelled', 1],
  ['Filled', 5],
  ['Declined', 1],
  ['Pending Approval', 1],
]);
