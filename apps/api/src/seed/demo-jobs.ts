import { JOB_STATUS_FOR_POSTING, type JobPostingStatus } from '@portal/domain/deals/statuses';
import { jobApprovers, jobPostings } from '../db/schema/jobs';
import type { Tx } from '../db/tenant';
import type { SeedCalendar } from './dates';
import type { SeededHospital, SeededNetwork, SeededUnit } from './demo-tenancy';
import type { SeededUser } from './demo-users';
import { expandCounts } from './expand-counts';
import { insertChunks } from './insert-chunks';
import type { Rng } from './prng';
import { CLOSE_JOB_REASONS, JOB_REASONS, SHIFTS, SHIFT_LENGTHS, TITLES, lookupId } from './reference-data';

export interface SeededJob {
  id: string;
  externalId: string;
  postingStatus: JobPostingStatus;
  hospital: SeededHospital;
  unit: SeededUnit;
  title: string;
  shift: string;
  durationWeeks: number;
  startDate: string;
  billRate: string;
  /** Designated approvers (jobs of a 2-step hospital only). */
  approverIds: string[];
}

/** When a job of each status was created and when it starts, in days from today. */
const TIMELINE: Record<JobPostingStatus, { created: [number, number]; startAfterCreated: [number, number] }> = {
  Active: { created: [-90, -3], startAfterCreated: [30, 120] },
  'Pending Review': { created: [-10, -1], startAfterCreated: [21, 60] },
  'Pending Approval': { created: [-10, -1], startAfterCreated: [21, 60] },
  Closed: { created: [-360, -60], startAfterCreated: [21, 45] },
  Cancelled: { created: [-200, -15], startAfterCreated: [21, 45] },
  Filled: { created: [-300, -20], startAfterCreated: [14, 40] },
  Declined: { created: [-60, -5], startAfterCreated: [21, 45] },
};

/** Hourly bill rate ranges in dollars; RN titles share one. */
const billRateRange = (title: string): [number, number] => {
  if (title.startsWith('RN')) return [82, 118];
  if (title === 'Surgical Tech') return [58, 74];
  if (title === 'Respiratory Therapist') return [64, 82];
  if (title === 'Radiology Tech') return [60, 78];
  return [70, 92];
};

const JOB_NOTES = [
  'Two years of recent acute-care experience required.',
  'Floating between sister units may be required.',
  'Epic charting experience preferred.',
  'Weekend rotation every third weekend.',
  'Orientation is two 12-hour day shifts.',
  'Local candidates welcome at the local rate.',
];

const SHIFT_WEIGHTS = [
  ['Days', 30],
  ['Nights', 30],
  ['Day/Night Rotate', 10],
  ['Days/Nights', 8],
  ['Evenings', 6],
  ['Day/Evening', 6],
  ['Evening/Night', 6],
  ['All', 4],
] as const;

/** Who may create a job: types holding CreateRequest, active, seeing the hospital. */
const CREATOR_TYPES = new Set(['Client Admin', 'Local Admin', 'General User', 'Staffing Office']);

/** Waiting for an approver, or turned down by one, only happens where jobs need two approval stages. */
const needsTwoStages = (status: JobPostingStatus) => status === 'Pending Approval' || status === 'Declined';

export const seedJobs = async (
  tx: Tx,
  network: SeededNetwork,
  networkUsers: readonly SeededUser[],
  calendar: SeedCalendar,
  rng: Rng,
): Promise<SeededJob[]> => {
  const { spec, newId, hospitals } = network;
  const twoStage = hospitals.filter((h) => h.spec.approvalStages === 2);
  const creatorsOf = (h: SeededHospital) =>
    networkUsers.filter(
      (u) => u.account.isActive && CREATOR_TYPES.has(u.account.userType) && u.hospitalIds.includes(h.id),
    );
  const approversOf = (h: SeededHospital) =>
    networkUsers.filter((u) => u.account.isActive && u.account.isJobApprover && u.hospitalIds.includes(h.id));

  const jobs: SeededJob[] = [];
  const rows: (typeof jobPostings.$inferInsert)[] = [];
  const approverRows: (typeof jobApprovers.$inferInsert)[] = [];

  expandCounts(spec.jobs, rng).forEach((postingStatus, index) => {
    const hospital = rng.pick(needsTwoStages(postingStatus) && twoStage.length > 0 ? twoStage : hospitals);
    const unit = rng.pick(hospital.units);
    const title = rng.pick(unit.kind.titles);
    const shift = rng.weighted(SHIFT_WEIGHTS);
    const timeline = TIMELINE[postingStatus];
    const createdDays = rng.int(...timeline.created);
    const startDate = calendar.date(createdDays + rng.int(...timeline.startAfterCreated));
    const available = rng.weighted([[1, 50], [2, 25], [3, 15], [4, 7], [6, 3]] as const);
    const [low, high] = billRateRange(title);
    const billRate = rng.int(low, high) + rng.pick([0, 0.25, 0.5, 0.75]);
    const creators = creatorsOf(hospital);
    const creator = creators.length > 0 ? rng.pick(creators) : undefined;
    const pending = postingStatus === 'Pending Review' || postingStatus === 'Pending Approval';
    const modifiedDays = pending ? createdDays : rng.int(createdDays, Math.min(-1, createdDays + 30));
    const job: SeededJob = {
      id: newId('job'),
      externalId: `CPT${spec.jobNumberBase + (index + 1) * 37}`,
      postingStatus,
      hospital,
      unit,
      title,
      shift,
      durationWeeks: rng.weighted([[13, 70], [8, 8], [12, 12], [26, 10]] as const),
      startDate,
      billRate: billRate.toFixed(2),
      approverIds:
        hospital.spec.approvalStages === 2 ? rng.sample(approversOf(hospital), rng.int(1, 2)).map((u) => u.account.id) : [],
    };
    jobs.push(job);
    rows.push({
      id: job.id,
      networkId: spec.id,
      externalId: job.externalId,
      requisitionId: rng.chance(0.9) ? `REQ-${hospitals.indexOf(hospital) + 1}${rng.int(10000, 99999)}` : null,
      hospitalId: hospital.id,
      unitId: unit.id,
      titleId: lookupId(TITLES, title),
      shiftId: lookupId(SHIFTS, shift),
      shiftLengthId: lookupId(SHIFT_LENGTHS, rng.weighted([['12 Hours', 60], ['8 Hours', 25], ['10 Hours', 15]] as const)),
      reasonId: rng.pick(JOB_REASONS).id,
      jobType: rng.chance(0.1) ? 'PRN' : 'Travel',
      status: JOB_STATUS_FOR_POSTING[postingStatus],
      postingStatus,
      availablePositions: available,
      openPositions: openPositionsFor(postingStatus, available, rng),
      durationWeeks: job.durationWeeks,
      startDate,
      billRate: job.billRate,
      localBillRate: (Math.round(billRate * 80) / 100).toFixed(2),
      notes: rng.chance(0.3) ? rng.pick(JOB_NOTES) : null,
      closeReasonId: closeReasonFor(postingStatus, rng),
      createdBy: creator?.account.id ?? null,
      createdAt: calendar.at(createdDays + rng.next() * 0.5),
      modifiedBy: creator?.account.id ?? null,
      // Half a day or more after creation, so an untouched job is still modified after it was created.
      modifiedAt: calendar.at(modifiedDays + 0.5 + rng.next() * 0.45),
    });
    for (const userId of job.approverIds) approverRows.push({ networkId: spec.id, jobId: job.id, userId });
  });

  await insertChunks(tx, jobPostings, rows);
  await insertChunks(tx, jobApprovers, approverRows);
  return jobs;
};

const openPositionsFor = (status: JobPostingStatus, available: number, rng: Rng): number => {
  if (status === 'Active') return rng.int(1, available);
  if (status === 'Filled' || status === 'Closed') return 0;
  return available;
};

const closeReasonFor = (status: JobPostingStatus, rng: Rng): number | null => {
  if (status === 'Closed') return rng.pick(CLOSE_JOB_REASONS).id;
  if (status === 'Cancelled') return rng.pick([1, 5]);
  return null;
};
