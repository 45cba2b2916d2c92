import { and, count, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callUrl } from '@portal/domain/api/call';
import { getAssignedDetails, getStartsStopsDetails } from '@portal/domain/api/assignment-details';
import { clinicians, deals, extensionRequests } from '../../db/schema/deals';
import { documents } from '../../db/schema/documents';
import { hospitals, unitManagers } from '../../db/schema/tenancy';
import { DEMO } from '../../test-support/test-app';
import { assignmentOutsideHospitalsOf, assignmentsIn, firstCandidateDeal } from './assignments.test-kit';
import { useDemoTestApp } from '../../test-support/demo-test-app';

const { t, ids } = useDemoTestApp();

const details = (email: string | null, id: string, call = getAssignedDetails) =>
  t.call(email, { method: 'GET', url: callUrl(call, { id }) });

describe('GET deals/assigned/{id} and deals/startsandstops/{id}: who may ask', () => {
  // 401: access/contract-access.test.ts.
  it('answers 403 to the starts/stops details without its privilege (General User has no Starts / Stops)', async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    const res = await details(DEMO.general, deal!.id, getStartsStopsDetails);
    expect(res.statusCode).toBe(403);
    expect((await details(DEMO.hr, deal!.id, getStartsStopsDetails)).statusCode).toBe(200);
  });

  it('answers 400 to an id that is not a deal id', async () => {
    const res = await details(DEMO.admin, 'not-a-deal');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('id must be a deal id');
  });

  it("answers 404 for another network's, a candidate's, an invisible hospital's or an unknown deal", async () => {
    const [ofNorthwind] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    const [ofLakeside] = await assignmentsIn(t.database.db, ids.lakeside, 'On Assignment');
    const candidate = await firstCandidateDeal(t.database.db, ids.northwind);
    const hidden = await assignmentOutsideHospitalsOf(t.database.db, ids.northwind, DEMO.localAdmin);
    const cases: [string, string][] = [
      [DEMO.lakeside, ofNorthwind!.id],
      [DEMO.admin, ofLakeside!.id],
      [DEMO.admin, candidate.id],
      [DEMO.localAdmin, hidden.id],
      [DEMO.admin, '00000000-0000-4000-8000-00000000dead'],
    ];
    for (const [email, id] of cases) {
      const res = await details(email, id);
      expect(res.statusCode, `${email} asking for ${id}`).toBe(404);
      expect(res.json().message).toBe('Assignment not found.');
    }
    expect((await details(DEMO.admin, hidden.id)).statusCode).toBe(200);
  });

  it('accepts a deal id with the CPT prefix', async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'Assigned');
    const res = await details(DEMO.admin, `CPT1234ABCD${deal!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().currentAssignment.dealId).toBe(deal!.id);
  });
});

describe('GET deals/assigned/{id}: what it answers', () => {
  it('fills the current assignment from the deal, its clinician, job, hospital and unit', async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment', 'without');
    const res = await details(DEMO.admin, deal!.id);
    expect(res.statusCode).toBe(200);
    const current = res.json().currentAssignment;
    const [clinician] = await t.database.db.select().from(clinicians).where(eq(clinicians.id, deal!.clinicianId));
    const [hospital] = await t.database.db.select().from(hospitals).where(eq(hospitals.id, deal!.hospitalId));
    const [legacy] = await t.database.db
      .select({ n: count() })
      .from(documents)
      .where(and(eq(documents.dealId, deal!.id), eq(documents.kind, 'legacy')));
    const [manager] = deal!.unitManagerId
      ? await t.database.db.select().from(unitManagers).where(eq(unitManagers.id, deal!.unitManagerId))
      : [];
    const days = (Date.parse(deal!.endDate) - Date.parse(deal!.startDate)) / 86_400_000 + 1;
    expect(current).toMatchObject({
      dealId: deal!.id,
      travelerId: clinician!.id,
      onboardingSystemId: clinician!.onboardingSystemId,
      travelerStatus: 'On Assignment',
      travelerFirstName: clinician!.firstName,
      travelerLastName: clinician!.lastName,
      travelerEmail: clinician!.email,
      travelerTitle: deal!.title,
      travelerCertifications: clinician!.certifications,
      assignmentStartDate: deal!.startDate,
      assignmentEndDate: deal!.endDate,
      assignmentDuration: Math.floor(days / 7),
      countOfLegacyFiles: legacy!.n,
      hospitalId: hospital!.id,
      unitManager: manager?.name ?? null,
      notes: deal!.notes,
      referenceId: deal!.referenceId,
      isExtensionRequested: false,
      extensionStatus: null,
      extensionRequestedStartDate: null,
      extensionLengthofAssignment: null,
      version: deal!.version,
      jobEntity: { hospital: hospital!.name, city: hospital!.city, state: hospital!.state },
    });
    expect(current.jobEntity.jobTitle).toEqual(expect.any(String));
    expect(current.jobEntity.shiftLength).toEqual(expect.any(String));
  });

  it('shows the extension request in force', async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'Extension Offered', 'with');
    const [request] = await t.database.db.select().from(extensionRequests).where(eq(extensionRequests.dealId, deal!.id));
    const current = (await details(DEMO.admin, deal!.id)).json().currentAssignment;
    expect(current).toMatchObject({
      isExtensionRequested: true,
      extensionStatus: request!.status,
      extensionRequestedDate: request!.requestedAt.toISOString(),
      extensionRequestedStartDate: request!.startDate,
      extensionRequestedEndDate: request!.endDate,
      extensionLengthofAssignment: request!.durationWeeks,
    });
  });

  it("lists the clinician's other assignments in the network, newest first", async () => {
    const repeat = await t.database.db
      .select({ clinicianId: deals.clinicianId, n: count() })
      .from(deals)
      .where(and(eq(deals.networkId, ids.northwind), eq(deals.stage, 'assignment')))
      .groupBy(deals.clinicianId)
      .orderBy(deals.clinicianId);
    const clinicianId = repeat.find((r) => r.n >= 2)!.clinicianId;
    const all = await t.database.db
      .select()
      .from(deals)
      .where(and(eq(deals.clinicianId, clinicianId), eq(deals.stage, 'assignment')));
    const [shown, ...others] = all;
    const res = (await details(DEMO.admin, shown!.id)).json();
    const expected = others
      .sort((a, b) => b.startDate.localeCompare(a.startDate))
      .map((d) => ({ dealId: d.id, dealStage: d.status, assignmentStartDate: d.startDate, assignmentEndDate: d.endDate }));
    expect(res.completedAssignments).toMatchObject(expected);
    expect(res.completedAssignments.map((a: { dealId: string }) => a.dealId)).not.toContain(shown!.id);
  });

  it('answers the starts/stops details exactly like the assigned details', async () => {
    const [deal] = await t.database.db
      .select()
      .from(deals)
      .where(and(eq(deals.networkId, ids.northwind), eq(deals.stage, 'assignment'), ne(deals.status, 'On Assignment')))
      .limit(1);
    const assigned = await details(DEMO.hr, deal!.id);
    const startsStops = await details(DEMO.hr, deal!.id, getStartsStopsDetails);
    expect(startsStops.statusCode).toBe(200);
    expect(startsStops.json()).toEqual(assigned.json());
  });
});
