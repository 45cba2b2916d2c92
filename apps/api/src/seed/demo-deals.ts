import { TRAVELER_STATUS_NUMBERS } from '@portal/domain/deals/statuses';
import { clinicians, deals, extensionRequests } from '../db/schema/deals';
import type { Tx } from '../db/tenant';
import type { SeedCalendar } from './dates';
import { makeClinician, type ClinicianRow } from './demo-clinicians';
import type { SeededJob } from './demo-jobs';
import type { AssignmentStatus, CandidateStatus } from './demo-networks';
import type { SeededNetwork } from './demo-tenancy';
import type { SeededUser } from './demo-users';
import { expandCounts } from './expand-counts';
import { insertChunks } from './insert-chunks';
import type { Rng } from './prng';
import { DECLINE_REASONS, JOB_REASONS } from './reference-data';

export interface SeededDeal {
  id: string;
  stage: 'assignment' | 'candidate';
  status: AssignmentStatus | CandidateStatus;
  clinician: ClinicianRow;
  job: SeededJob;
  startDate: string;
  endDate: string;
  guaranteedHours: number;
  legacyFileCount: number;
}

/** Days from today to the start of an assignment of each status, given its length in days. */
const ASSIGNMENT_START: Record<AssignmentStatus, (days: number, rng: Rng) => number> = {
  // Started already and not ended: ends between tomorrow and a full assignment from now.
  'On Assignment': (days, rng) => -rng.int(1, days - 2),
  // Ending within a month, which is when an extension is offered.
  'Extension Offered': (days, rng) => rng.int(3, 30) - days + 1,
  Assigned: (_days, rng) => rng.int(2, 45),
  'Completed Assignment': (days, rng) => -rng.int(2, 700) - days + 1,
  'Assignment Cancelled': (_days, rng) => rng.int(-500, 30),
  'Assignment Terminated': (_days, rng) => rng.int(-500, -30),
  'Accepted/No Start': (_days, rng) => rng.int(-400, -3),
};

const travelerStatusFor = (status: AssignmentStatus, rng: Rng): number => {
  switch (status) {
    case 'Assigned':
      return rng.weighted([
        [TRAVELER_STATUS_NUMBERS.Assigned, 40],
        [TRAVELER_STATUS_NUMBERS.ConfirmationSent, 30],
        [TRAVELER_STATUS_NUMBERS.Confirmed, 30],
      ]);
    case 'On Assignment':
    case 'Extension Offered':
      return TRAVELER_STATUS_NUMBERS.OnAssignment;
    case 'Completed Assignment':
      return TRAVELER_STATUS_NUMBERS.Completed;
    case 'Accepted/No Start':
      return TRAVELER_STATUS_NUMBERS.Declined;
    case 'Assignment Cancelled':
    case 'Assignment Terminated':
      return TRAVELER_STATUS_NUMBERS.Cancelled;
  }
};

/** Days ago each candidate status was submitted. */
const SUBMITTED_DAYS_AGO: Record<CandidateStatus, [number, number]> = {
  'Ready for Review': [0, 14],
  'Pending Review': [0, 7],
  Offered: [3, 21],
  Declined: [5, 30],
  Approved: [7, 30],
  // None are made here: seedInterviews turns Ready for Review candidates into these, with their interviews.
  'Interview Requested': [0, 0],
};

const CURRENT: ReadonlySet<string> = new Set(['Assigned', 'On Assignment', 'Extension Offered']);

const OVERRIDE_STATUSES = ['Interview Requested', 'Awaiting References', 'Pending Client Interview'];

const DEAL_NOTES = [
  'Prefers night shifts; floated to step-down twice without issue.',
  'Requested the holiday week off; approved by the unit manager.',
  'Completed hospital-specific Epic training.',
  'Strong feedback from charge nurses.',
  'Badge and parking issued at the main entrance.',
  'Needs a second orientation shift on the telemetry monitors.',
];

const EXTENSION_REQUESTERS = new Set(['Client Admin', 'Local Admin', 'General User', 'Staffing Office']);

/**
 * Clinicians with their assignments and candidate submissions, plus extension requests on
 * assignments that are ending. Past assignments sometimes belong to a clinician who is on a
 * current one, so the details page has an assignment history to show.
 */
export const seedDeals = async (
  tx: Tx,
  network: SeededNetwork,
  jobs: readonly SeededJob[],
  networkUsers: readonly SeededUser[],
  calendar: SeedCalendar,
  rng: Rng,
): Promise<SeededDeal[]> => {
  const { spec, newId } = network;
  const clinicianRows: ClinicianRow[] = [];
  const dealRows: (typeof deals.$inferInsert)[] = [];
  const seeded: SeededDeal[] = [];

  const newClinician = (job: SeededJob) => {
    const row = makeClinician(newId('clinician'), spec.id, job.title, job.hospital.spec.state, clinicianRows.length + 1, calendar, rng);
    clinicianRows.push(row);
    return row;
  };

  const assignmentJobs = jobs.filter((j) => ['Active', 'Filled', 'Closed'].includes(j.postingStatus));
  const onCurrentAssignment: { clinician: ClinicianRow; job: SeededJob; start: number }[] = [];
  for (const status of expandCounts(spec.assignments, rng)) {
    const current = CURRENT.has(status);
    let job = rng.pick(assignmentJobs);
    let clinician: ClinicianRow;
    const returning = !current && onCurrentAssignment.length > 0 && rng.chance(0.35) ? rng.pick(onCurrentAssignment) : undefined;
    if (returning) {
      // Same title as the current assignment, possibly another unit or hospital of the network.
      job = rng.pick(assignmentJobs.filter((j) => j.title === returning.job.title));
      clinician = returning.clinician;
    } else {
      clinician = newClinician(job);
    }
    const days = job.durationWeeks * 7;
    let start = ASSIGNMENT_START[status](days, rng);
    // A returning clinician's past assignment ended before the current one began.
    if (returning) start = Math.min(start, returning.start - days - rng.int(7, 120));
    if (current) onCurrentAssignment.push({ clinician, job, start });
    const hospital = job.hospital;
    const deal: SeededDeal = {
      id: newId('deal'),
      stage: 'assignment',
      status,
      clinician,
      job,
      startDate: calendar.date(start),
      endDate: calendar.date(start + days - 1),
      guaranteedHours: rng.pick([36, 36, 36, 40, 48]),
      legacyFileCount: rng.chance(0.2) ? rng.int(1, 3) : 0,
    };
    seeded.push(deal);
    dealRows.push({
      id: deal.id,
      networkId: spec.id,
      clinicianId: clinician.id,
      jobId: job.id,
      hospitalId: hospital.id,
      unitId: job.unit.id,
      stage: 'assignment',
      status,
      travelerStatus: travelerStatusFor(status, rng),
      title: job.title,
      shift: job.shift,
      guaranteedHours: deal.guaranteedHours,
      startDate: deal.startDate,
      endDate: deal.endDate,
      retentionType: status === 'Extension Offered' ? 'Extension' : rng.weighted([['New', 70], ['Extension', 20], ['Rehire', 10]] as const),
      unitManagerId: rng.chance(0.85) ? rng.pick(hospital.unitManagers).id : null,
      notes: rng.chance(0.25) ? rng.pick(DEAL_NOTES) : null,
      referenceId: rng.chance(0.2) ? `PO-${rng.int(100_000, 999_999)}` : null,
      billRate: job.billRate,
      requestedTimeOff: rng.chance(0.15)
        ? `${calendar.display(calendar.date(start + 20))} - ${calendar.display(calendar.date(start + 22))}`
        : null,
      legacyFileCount: deal.legacyFileCount,
      submittedAt: calendar.at(Math.min(-1, start - rng.int(14, 40)) - rng.next() * 0.5),
    });
  }

  const activeJobs = jobs.filter((j) => j.postingStatus === 'Active');
  for (const status of expandCounts(spec.candidates, rng)) {
    const job = rng.pick(activeJobs);
    const clinician = newClinician(job);
    const start = Math.max(calendar.daysUntil(job.startDate), rng.int(7, 30)) + rng.int(0, 7);
    const deal: SeededDeal = {
      id: newId('deal'),
      stage: 'candidate',
      status,
      clinician,
      job,
      startDate: calendar.date(start),
      endDate: calendar.date(start + job.durationWeeks * 7 - 1),
      guaranteedHours: 36,
      legacyFileCount: 0,
    };
    seeded.push(deal);
    const [newest, oldest] = SUBMITTED_DAYS_AGO[status];
    dealRows.push({
      id: deal.id,
      networkId: spec.id,
      clinicianId: clinician.id,
      jobId: job.id,
      hospitalId: job.hospital.id,
      unitId: job.unit.id,
      stage: 'candidate',
      status,
      overrideStatus: status === 'Ready for Review' && rng.chance(0.15) ? rng.pick(OVERRIDE_STATUSES) : null,
      title: job.title,
      shift: job.shift,
      guaranteedHours: deal.guaranteedHours,
      startDate: deal.startDate,
      endDate: deal.endDate,
      billRate: job.billRate,
      declineReasonId: status === 'Declined' ? rng.pick(DECLINE_REASONS).id : null,
      submittedAt: calendar.at(-rng.int(newest, oldest) - 0.1 - rng.next() * 0.8),
    });
  }

  await insertChunks(tx, clinicians, clinicianRows);
  await insertChunks(tx, deals, dealRows);
  await insertChunks(tx, extensionRequests, extensionRows(network, seeded, networkUsers, calendar, rng));
  return seeded;
};

/** Every offered extension has its request; a few assignments ending within 45 days have one pending. */
const extensionRows = (
  network: SeededNetwork,
  seeded: readonly SeededDeal[],
  networkUsers: readonly SeededUser[],
  calendar: SeedCalendar,
  rng: Rng,
) => {
  const endingSoon = seeded.filter(
    (d) => d.status === 'On Assignment' && calendar.daysUntil(d.endDate) <= 45,
  );
  const requested = [...seeded.filter((d) => d.status === 'Extension Offered'), ...endingSoon.slice(0, 8)];
  return requested.flatMap((deal) => {
    const requesters = networkUsers.filter(
      (u) =>
        u.account.isActive && EXTENSION_REQUESTERS.has(u.account.userType) && u.hospitalIds.includes(deal.job.hospital.id),
    );
    if (requesters.length === 0) return [];
    const start = calendar.daysUntil(deal.endDate) + 1;
    const weeks = rng.pick([8, 13, 13, 13]);
    return [
      {
        id: network.newId('extensionRequest'),
        networkId: network.spec.id,
        dealId: deal.id,
        requestedBy: rng.pick(requesters).account.id,
        requestedAt: calendar.at(-rng.int(1, 10) - 0.4),
        assignedName: `${deal.clinician.firstName} ${deal.clinician.lastName}`,
        startDate: calendar.date(start),
        endDate: calendar.date(start + weeks * 7 - 1),
        durationWeeks: weeks,
        reasonRequest: rng.pick(JOB_REASONS).name,
        notes: rng.chance(0.5) ? 'Unit census remains high; would like to keep this clinician.' : null,
      },
    ];
  });
};
