import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AssignmentDetailsResponse, CurrentAssignment } from '@portal/domain/api/assignment-details';
import { ASSIGNMENT_NOT_FOUND } from '@portal/domain/messages';
import type { ASSIGNMENT_STATUSES } from '@portal/domain/deals/statuses';
import type { Visibility } from '../../context/visibility';
import { clinicians, deals, extensionRequests } from '../../db/schema/deals';
import { documents } from '../../db/schema/documents';
import { jobPostings } from '../../db/schema/jobs';
import { jobReasons, shiftLengths, shifts, titles } from '../../db/schema/reference';
import { hospitals, unitManagers, units } from '../../db/schema/tenancy';
import { runBuiltOnce, runPrepared } from '../../db/prepared';
import type { Tx } from '../../db/tenant';
import { notFound } from '../../http-errors';
import { oneOfPlaceholder } from '../../lib/sql-helpers';
import { wholeWeeks } from './calendar-days';
import { visibleAssignment } from './find-assignment';

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
 * The clinician's other assignments in this network, newest first, as JSON. Only hospitals the user
 * may see are listed: the history must not show where else a clinician worked outside their remit.
 */
const otherAssignmentsJson = () => {
  const other = alias(deals, 'other');
  const otherHospital = alias(hospitals, 'other_hospital');
  const otherUnit = alias(units, 'other_unit');
  return sql<AssignmentDetailsResponse['completedAssignments']>`coalesce((
    select json_agg(json_build_object(
      'dealId', ${other.id}, 'dealStage', ${other.status}, 'assignmentRetentionType', ${other.retentionType},
      'assignmentStartDate', ${other.startDate}, 'assignmentEndDate', ${other.endDate},
      'hospital', ${otherHospital.name}, 'unit', ${otherUnit.name}) order by ${other.startDate} desc, ${other.id} desc)
    from ${deals} ${other}
    join ${hospitals} ${otherHospital} on ${otherHospital.id} = ${other.hospitalId}
    join ${units} ${otherUnit} on ${otherUnit.id} = ${other.unitId}
    where ${and(
      eq(other.networkId, sql.placeholder('networkId')),
      eq(other.clinicianId, deals.clinicianId),
      eq(other.stage, 'assignment'),
      ne(other.id, deals.id),
      oneOfPlaceholder(other.hospitalId, 'hospitalIds'),
    )}), '[]'::json)`;
};

/**
 * The whole details answer in one statement: the assignment as the user may see it (an assignment,
 * never a candidate, of a visible hospital in the request's network), its active extension joined
 * laterally, and the clinician's other assignments. Every statement of a details call is a round
 * trip, which costs more than the lookup itself.
 */
const assignmentQuery = (tx: Tx) => {
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
      // Only what the card shows: every column read is parsed and mapped on each call.
      deal: {
        id: deals.id,
        status: deals.status,
        title: deals.title,
        shift: deals.shift,
        guaranteedHours: deals.guaranteedHours,
        startDate: deals.startDate,
        endDate: deals.endDate,
        requestedTimeOff: deals.requestedTimeOff,
        billRate: deals.billRate,
        hospitalId: deals.hospitalId,
        unitId: deals.unitId,
        notes: deals.notes,
        referenceId: deals.referenceId,
        version: deals.version,
      },
      clinician: {
        id: clinicians.id,
        onboardingSystemId: clinicians.onboardingSystemId,
        firstName: clinicians.firstName,
        lastName: clinicians.lastName,
        email: clinicians.email,
        phoneNumber: clinicians.phoneNumber,
        dateOfBirth: clinicians.dateOfBirth,
        yearsOfExperience: clinicians.yearsOfExperience,
        primarySkill: clinicians.primarySkill,
        certifications: clinicians.certifications,
        activeLicenses: clinicians.activeLicenses,
      },
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
      completedAssignments: otherAssignmentsJson(),
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
    .where(visibleAssignment());
};

type AssignmentRow = Awaited<ReturnType<ReturnType<typeof assignmentQuery>['execute']>>[number];

/** The assignment `dealId` with its history, or undefined when the user may not see it. */
const loadAssignment = async (tx: Tx, visibility: Visibility, dealId: string): Promise<AssignmentDetailsResponse | undefined> => {
  const [row] = await runBuiltOnce(tx, 'assignment_details', () => assignmentQuery(tx), {
    dealId,
    networkId: visibility.networkId,
    hospitalIds: visibility.hospitalIds,
  });
  return row && { currentAssignment: currentAssignmentOf(row), completedAssignments: row.completedAssignments };
};

/** The current-assignment card of the details page. */
const currentAssignmentOf = (row: AssignmentRow): CurrentAssignment => {
  const { deal, clinician, hospital, unit, unitManager, job, jobTitle, jobShift, shiftLength, reasonRequest, extension, legacyFiles } = row;
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
 * The current-assignment card. Call it only for a deal `findVisibleAssignment` has let through; it
 * reads inside the caller's transaction so an edit answers what it wrote.
 */
export const loadCurrentAssignment = async (tx: Tx, visibility: Visibility, dealId: string): Promise<CurrentAssignment> => {
  const assignment = await loadAssignment(tx, visibility, dealId);
  if (!assignment) throw new Error(`Assignment ${dealId} vanished after it was found`);
  return assignment.currentAssignment;
};

/** GET deals/assigned/{id} and deals/startsandstops/{id}: 404 unless the user may see the assignment. */
export const loadAssignmentDetails = async (tx: Tx, visibility: Visibility, dealId: string): Promise<AssignmentDetailsResponse> => {
  const assignment = await loadAssignment(tx, visibility, dealId);
  if (!assignment) throw notFound(ASSIGNMENT_NOT_FOUND);
  return assignment;
};
