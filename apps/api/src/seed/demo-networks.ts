import type { ASSIGNMENT_STATUSES, CANDIDATE_STATUSES, JobPostingStatus } from '@portal/domain/deals/statuses';
import { seedId } from './ids';

export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

export interface HospitalSpec {
  name: string;
  city: string;
  state: string;
  region: string;
  approvalStages: 1 | 2;
}

/** What the demo seed builds for one network; the counts make every status of SPEC.md §4 appear. */
export interface NetworkSpec {
  /** The network part of every seeded id of this network (see ids.ts). */
  number: number;
  id: string;
  name: string;
  emailDomain: string;
  /** Turn on every flag that is off by default, so every screen can be reached. */
  enableOptionalFlags: boolean;
  regions: readonly string[];
  hospitals: readonly HospitalSpec[];
  /** Units beyond the core ones drawn per hospital. */
  extraUnitsPerHospital: number;
  assignments: Record<AssignmentStatus, number>;
  candidates: Record<CandidateStatus, number>;
  jobs: Record<JobPostingStatus, number>;
  invoices: number;
  /** First job number (`CPT` + 8 digits) and invoice number of the network, so both stay unique. */
  jobNumberBase: number;
  invoiceNumberBase: number;
}

export const NORTHWIND: NetworkSpec = {
  number: 1,
  id: seedId('network', 1, 1),
  name: 'Northwind Health',
  emailDomain: 'northwind.test',
  enableOptionalFlags: true,
  regions: ['Puget Sound', 'Eastern Washington'],
  hospitals: [
    { name: 'Northwind General Hospital', city: 'Seattle', state: 'WA', region: 'Puget Sound', approvalStages: 2 },
    { name: 'Northwind Eastside Medical Center', city: 'Bellevue', state: 'WA', region: 'Puget Sound', approvalStages: 1 },
    { name: 'Northwind Bayside Hospital', city: 'Tacoma', state: 'WA', region: 'Puget Sound', approvalStages: 1 },
    { name: "Northwind Children's Hospital", city: 'Everett', state: 'WA', region: 'Puget Sound', approvalStages: 1 },
    { name: 'Northwind Valley Hospital', city: 'Yakima', state: 'WA', region: 'Eastern Washington', approvalStages: 1 },
    { name: 'Northwind Riverside Hospital', city: 'Spokane', state: 'WA', region: 'Eastern Washington', approvalStages: 1 },
  ],
  extraUnitsPerHospital: 3,
  assignments: {
    Assigned: 45,
    'On Assignment': 130,
    'Extension Offered': 20,
    'Completed Assignment': 70,
    'Assignment Cancelled': 20,
    'Assignment Terminated': 15,
    'Accepted/No Start': 20,
  },
  candidates: { 'Ready for Review': 110, Offered: 30, Declined: 25, 'Pending Review': 25, Approved: 10, 'Interview Requested': 0 },
  jobs: {
    Active: 55,
    'Pending Review': 20,
    Closed: 15,
    Cancelled: 10,
    Filled: 25,
    Declined: 10,
    'Pending Approval': 15,
  },
  invoices: 1000,
  jobNumberBase: 10_000_000,
  invoiceNumberBase: 1_000_000,
};

/** One hospital with one approval stage, so no job waits for an approver and nothing is declined by one. */
export const LAKESIDE: NetworkSpec = {
  number: 2,
  id: seedId('network', 2, 1),
  name: 'Lakeside Medical Center',
  emailDomain: 'lakeside.test',
  enableOptionalFlags: false,
  regions: ['South Central Wisconsin'],
  hospitals: [
    { name: 'Lakeside Medical Center', city: 'Madison', state: 'WI', region: 'South Central Wisconsin', approvalStages: 1 },
  ],
  extraUnitsPerHospital: 4,
  assignments: {
    Assigned: 6,
    'On Assignment': 16,
    'Extension Offered': 3,
    'Completed Assignment': 8,
    'Assignment Cancelled': 3,
    'Assignment Terminated': 2,
    'Accepted/No Start': 2,
  },
  candidates: { 'Ready for Review': 14, Offered: 4, Declined: 3, 'Pending Review': 3, Approved: 1, 'Interview Requested': 0 },
  jobs: {
    Active: 8,
    'Pending Review': 4,
    Closed: 2,
    Cancelled: 2,
    Filled: 4,
    Declined: 0,
    'Pending Approval': 0,
  },
  invoices: 100,
  jobNumberBase: 20_000_000,
  invoiceNumberBase: 2_000_000,
};

export const DEMO_NETWORKS: readonly NetworkSpec[] = [NORTHWIND, LAKESIDE];
