import { describe, expect, it } from 'vitest';
import { callUrl } from '@portal/domain/api/call';
import { getAssignmentHistory } from '@portal/domain/api/assignment-details';
import { addAssignmentEvaluation, confirmDoNotReturn, getAssignmentEvaluation, liftDoNotReturn, updateAssignmentEvaluation } from '@portal/domain/api/evaluations';
import { eq } from 'drizzle-orm';
import { userHospitals } from '../../db/schema/users';
import { auditCount, userIdOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { evaluableAssignments, evaluationRows, eventsAbout } from './evaluations.test-kit';

const { t, ids } = useDemoTestApp();

const DO_NOT_RETURN = {
  clinicalSkills: 2,
  reliability: 1,
  teamwork: 3,
  rehire: 'Do not return',
  doNotReturnReason: 'Attendance or punctuality',
  doNotReturnDetails: 'Missed three scheduled shifts without notice.',
};

const post = (email: string, call: typeof confirmDoNotReturn | typeof liftDoNotReturn | typeof addAssignmentEvaluation, dealId: string, payload: object) =>
  t.call(email, { method: 'POST', url: callUrl(call, { id: dealId }), payload });

/** An evaluable assignment of a hospital the Local Admin sees, answered Do not return by the General User. */
const doNotReturnOn = async (index: number) => {
  const seen = await t.database.db.select().from(userHospitals).where(eq(userHospitals.userId, await userIdOf(t.database.db, DEMO.localAdmin)));
  const deal = (await evaluableAssignments(t.database.db, ids.northwind)).filter((d) => seen.some((h) => h.hospitalId === d.hospitalId))[index]!;
  const res = await post(DEMO.general, addAssignmentEvaluation, deal.id, DO_NOT_RETURN);
  expect(res.statusCode, res.body).toBe(201);
  return { deal, version: res.json().evaluation.version as number };
};

describe('ConfirmDoNotReturn and LiftDoNotReturn', () => {
  it('waits for an admin: the General User may not confirm (403), nor a Local Admin for the whole network, writing nothing', async () => {
    const { deal, version } = await doNotReturnOn(0);
    const answer = (await t.call(DEMO.general, { method: 'GET', url: callUrl(getAssignmentEvaluation, { id: deal.id }) })).json();
    expect(answer.evaluation.doNotReturn).toMatchObject({ status: 'Awaiting confirmation', scope: null });
    expect(answer.actions.confirmDoNotReturn).toBe(false);
    const audits = await auditCount(t.database.db);
    expect((await post(DEMO.general, confirmDoNotReturn, deal.id, { version, scope: 'unit' })).statusCode).toBe(403);
    const network = await post(DEMO.localAdmin, confirmDoNotReturn, deal.id, { version, scope: 'network' });
    expect(network.statusCode).toBe(403);
    expect(network.json().message).toBe('Only an admin who sees every hospital of the network can apply it to the whole network.');
    const bad = await post(DEMO.localAdmin, confirmDoNotReturn, deal.id, { version, scope: 'ward' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('scope must be one of: unit, hospital, network');
    expect(await auditCount(t.database.db)).toBe(audits);
    expect(await eventsAbout(t.database.db, deal.id)).toHaveLength(0);
  });

  it('is confirmed by a Local Admin of the hospital, then lifted with a reason; the provider hears both, and the author can no longer change it', async () => {
    const { deal, version } = await doNotReturnOn(1);
    const confirmed = await post(DEMO.localAdmin, confirmDoNotReturn, deal.id, { version, scope: 'hospital' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().evaluation.doNotReturn).toMatchObject({ status: 'Confirmed', scope: 'hospital', confirmedBy: 'Jordan Reyes' });
    expect(confirmed.json().actions).toMatchObject({ confirmDoNotReturn: false, liftDoNotReturn: true });
    expect((await post(DEMO.localAdmin, confirmDoNotReturn, deal.id, { version: version + 1, scope: 'unit' })).statusCode).toBe(409);
    const history = (await t.call(DEMO.localAdmin, { method: 'GET', url: callUrl(getAssignmentHistory, { id: deal.id }) })).json();
    expect(history.items[0]).toMatchObject({ action: 'Do not return confirmed' });
    expect(history.items[0].changes).toContainEqual({ field: 'Applies to', from: null, to: 'Hospital' });

    const edit = await t.call(DEMO.general, {
      method: 'PUT',
      url: callUrl(updateAssignmentEvaluation, { id: deal.id }),
      payload: { ...DO_NOT_RETURN, rehire: 'Eligible', version: version + 1 },
    });
    expect(edit.statusCode).toBe(409);

    const noReason = await post(DEMO.admin, liftDoNotReturn, deal.id, { version: version + 1, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('This field is required');
    const lifted = await post(DEMO.admin, liftDoNotReturn, deal.id, { version: version + 1, reason: 'Provider showed the shifts were swapped with approval.' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().evaluation.doNotReturn).toMatchObject({ status: 'Lifted', liftedBy: 'Avery Collins', liftReason: 'Provider showed the shifts were swapped with approval.' });

    const events = await eventsAbout(t.database.db, deal.id);
    expect(events.map((event) => event.type)).toEqual(['ClinicianDoNotReturn', 'DoNotReturnLifted']);
    expect(events[0]!.data).toMatchObject({ clinicianId: deal.clinicianId, scope: 'hospital', hospitalId: deal.hospitalId, unitId: null, reason: 'Attendance or punctuality' });
    expect(events[1]!.data).toMatchObject({ reason: 'Provider showed the shifts were swapped with approval.' });
    expect((await evaluationRows(t.database.db, deal.id))[0]).toMatchObject({ doNotReturnStatus: 'Lifted', rehire: 'Do not return' });
  });

  it('answers 409 to confirming an evaluation that does not answer Do not return', async () => {
    const deal = (await evaluableAssignments(t.database.db, ids.northwind))[5]!;
    const created = await post(DEMO.general, addAssignmentEvaluation, deal.id, { clinicalSkills: 4, reliability: 4, teamwork: 4, rehire: 'Eligible' });
    const res = await post(DEMO.admin, confirmDoNotReturn, deal.id, { version: created.json().evaluation.version, scope: 'unit' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This evaluation does not answer Do not return.');
  });
});
