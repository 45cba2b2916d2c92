import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AssignmentDetailsResponse, CurrentAssignment } from '@portal/domain/api/assignment-details';
import type { ASSIGNMENT_STATUSES } from '@portal/domain/deals/statuses';
import type { Visibility } from '../../context/visibility';
import { clinicians, deals, extensionRequests } from '../../db/schema/deals';
import { documents } from '../../db/schema/documents';
import { jobPostings } from '../../db/schema/jobs';
import { jobReasons, shiftLengths, shifts, titles } from '../../db/schema/reference';
import { hospitals, unitManagers, units } from '../../db/schema/tenancy';
import { runBuiltOnce, runPrepared } from '../../db/prepared';
import type { Tx } from '../../db/tenant';
import { oneOfPlaceholder } from '../../lib/sql-helpers';
import { wholeWeeks } from './calendar-days';
import { findVisibleAssignment } from './find-assignment';

type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** The newest extension request still in force for a deal, if any. */
export const activeExtension = async (tx: Tx, networkId: string, dealId: string) => {
  const [request] = await runPrepared(
    'active_extension',
    tx
      .select()
      .from(extensionRequests)
      .where(and(eq(extensionRequests.networkId, networkId), eq(extensionRequests.dealId, dealId), eq(extensionRequests.isActive, true)))
      .orderBy(desc(extensionRequests.requestedAt))
      .limit(1),
  );
  return request;
};

/**
 * The card's row in one statement, its active extension joined laterally: every statement of a
 * details call is a round trip, which costs more than the lookup itself.
 */
const assignmentRowQuery = (tx: Tx) => {
  const extension = tx
    .select({
      status: extensionRequests.status,
      requestedAt: extensionRequests.requestedAt,
      startDate: extensionRequests.startDate,
      endDate: extensionRequests.endDate,
      durationWeeks: extensionRequests.durationWeeks,
    })
    .from(extensionRequests)
    .where(and(eq(extensionRequests.networkId, sql.placeholder('networkId')), eq(extensionRequests.dealId, deals.id), eq(extensionRequests.isActive, true)))
    .orderBy(desc(extensionRequests.requestedAt))
    .limit(1)
    .as('extension');
  return tx
    .select({
      deal: deals,
      clinician: clinicians,
      hospital: { name: hospitals.name, city: hospitals.city, state: hospitals.state },
      unit: { name: units.name, unitType: units.unitType },
      unitManager: unitManagers.name,
      job: { requisitionId: jobPostings.requisitionId, notes: jobPostings.notes },
      jobTitle: titles.name,
      jobShift: shifts.name,
      shiftLength: shiftLengths.name,
      reasonRequest: jobReasons.name,
      extension: {
        status: extension.status,
        requestedAt: extension.requestedAt,
        startDate: extension.startDate,
        endDate: extension.endDate,
        durationWeeks: extension.durationWeeks,
      },
      legacyFiles: sql<number>`(select count(*)::int from ${documents}
        where ${documents.dealId} = ${deals.id} and ${documents.kind} = 'legacy')`,
    })
    .from(deals)
    .innerJoin(clinicians, eq(clinicians.id, deals.clinicianId))
    .innerJoin(hospitals, eq(hospitals.id, deals.hospitalId))
    .innerJoin(units, eq(units.id, deals.unitId))
    .leftJoin(unitManagers, eq(unitManagers.id, deals.unitManagerId))
    .leftJoin(jobPostings, eq(jobPostings.id, deals.jobId))
    .leftJoin(titles, eq(titles.id, jobPostings.titleId))
    .leftJoin(shifts, eq(shifts.id, jobPostings.shiftId))
    .leftJoin(shiftLengths, eq(shiftLengths.id, jobPostings.shiftLengthId))
    .leftJoin(jobReasons, eq(jobReasons.id, jobPostings.reasonId))
    .leftJoinLateral(extension, sql`true`)
    .where(and(eq(deals.id, sql.placeholder('dealId')), eq(deals.networkId, sql.placeholder('networkId'))));
};

const loadAssignmentRow = async (tx: Tx, networkId: string, dealId: string) => {
  const [row] = await runBuiltOnce(tx, 'assignment_row', () => assignmentRowQuery(tx), { networkId, dealId });
  if (!row) throw new Error(`Assignment ${dealId} vanished after it was found`);
  return row;
};

/**
 * The current-assignment card of the details page. Call it only for a deal `findVisibleAssignment`
 * has let through; it reads inside the caller's transaction so an edit answers what it wrote.
 */
export const loadCurrentAssignment = async (tx: Tx, networkId: string, dealId: string): Promise<CurrentAssignment> => {
  const { deal, clinician, hospital, unit, unitManager, job, jobTitle, jobShift, shiftLength, reasonRequest, extension, legacyFiles } =
    await loadAssignmentRow(tx, networkId, dealId);
  return {
    dealId: deal.id,
    travelerId: clinician.id,
    onboardingSystemId: clinician.onboardingSystemId,
    // Only assignment-stage deals get here, and those carry assignment statuses.
    travelerStatus: deal.status as AssignmentStatus,
    travelerFirstName: clinician.firstName,
    travelerLastName: clinician.lastName,
    travelerTitle: deal.title,
    travelerEmail: clinician.email,
    travelerPhoneNumber: clinician.phoneNumber,
    dob: clinician.dateOfBirth,
    travelerYearsOfExperience: clinician.yearsOfExperience,
    travelerPrimarySkill: clinician.primarySkill,
    travelerCertifications: clinician.certifications,
    travelerActiveLicenses: clinician.activeLicenses,
    travelerShift: deal.shift,
    travelerGuaranteedHours: deal.guaranteedHours,
    assignmentStartDate: deal.startDate,
    assignmentEndDate: deal.endDate,
    assignmentDuration: wholeWeeks(deal.startDate, deal.endDate),
    candidateRequestedTimeOff: deal.requestedTimeOff,
    cwoBillRateActual: deal.billRate === null ? null : Number(deal.billRate),
    countOfLegacyFiles: legacyFiles,
    hospitalId: deal.hospitalId,
    unitId: deal.unitId,
    unitManager,
    notes: deal.notes,
    referenceId: deal.referenceId,
    isExtensionRequested: extension !== null,
    extensionStatus: extension?.status ?? null,
    extensionRequestedDate: extension?.requestedAt.toISOString() ?? null,
    extensionRequestedStartDate: extension?.startDate ?? null,
    extensionRequestedEndDate: extension?.endDate ?? null,
    extensionLengthofAssignment: extension?.durationWeeks ?? null,
    version: deal.version,
    jobEntity: {
      jobTitle,
      hospital: hospital.name,
      city: hospital.city,
      state: hospital.state,
      unit: unit.name,
      unitType: unit.unitType,
      shift: jobShift ?? deal.shift,
      shiftLength,
      requisitionId: job?.requisitionId ?? null,
      reasonRequest,
      notes: job?.notes ?? null,
    },
  };
};

/**
 * The clinician's other assignments in this network, newest first. Only hospitals the user may
 * see are listed: the history must not show where else a clinician worked outside their remit.
 */
const otherAssignments = async (tx: Tx, visibility: Visibility, clinicianId: string, dealId: string) =>
  runBuiltOnce(
    tx,
    'other_assignments',
    () =>
      tx
        .select({
          dealId: deals.id,
          dealStage: deals.status,
          assignmentRetentionType: deals.retentionType,
          assignmentStartDate: deals.startDate,
          assignmentEndDate: deals.endDate,
          hospital: hospitals.name,
          unit: units.name,
        })
        .from(deals)
        .innerJoin(hospitals, eq(hospitals.id, deals.hospitalId))
        .innerJoin(units, eq(units.id, deals.unitId))
        .where(
          and(
            eq(deals.networkId, sql.placeholder('networkId')),
            eq(deals.clinicianId, sql.placeholder('clinicianId')),
            eq(deals.stage, 'assignment'),
            ne(deals.id, sql.placeholder('dealId')),
            oneOfPlaceholder(deals.hospitalId, 'hospitalIds'),
          ),
        )
        .orderBy(desc(deals.startDate), desc(deals.id)),
    { networkId: visibility.networkId, clinicianId, dealId, hospitalIds: visibility.hospitalIds },
  );

/** GET deals/assigned/{id} and deals/startsandstops/{id}: 404 unless the user may see the assignment. */
export const loadAssignmentDetails = async (tx: Tx, visibility: Visibility, dealId: string): Promise<AssignmentDetailsResponse> => {
  const deal = await findVisibleAssignment(tx, visibility, dealId);
  return {
    currentAssignment: await loadCurrentAssignment(tx, visibility.networkId, deal.id),
    completedAssignments: await otherAssignments(tx, visibility, deal.clinicianId, deal.id),
  };
};
