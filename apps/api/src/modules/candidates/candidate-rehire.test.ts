import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callPath, callUrl } from '@portal/domain/api/call';
import { getCandidateDetails, updateCandidate } from '@portal/domain/api/candidates';
import { addAssignmentEvaluation, confirmDoNotReturn } from '@portal/domain/api/evaluations';
import { rowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { candidateRow, candidatesIn, listCandidates } from './candidates.test-kit';

const { t, ids } = useDemoTestApp();

interface Ending {
  id: string;
  clinicianId: string;
  hospitalId: string;
  unitId: string;
}

/** Worked assignments of Northwind ending now, not evaluated, as the owner reads them. */
const endingAssignments = () =>
  rowsOf<Ending>(
    t,
    sql`select d.id, d.clinician_id as "clinicianId", d.hospital_id as "hospitalId", d.unit_id as "unitId" from deals d
        where d.network_id = ${ids.northwind} and d.stage = 'assignment' and d.status in ('On Assignment', 'Completed Assignment')
          and d.end_date between current_date - 30 and current_date + 14
          and not exists (select 1 from clinician_evaluations e where e.deal_id = d.id)
        order by d.id`,
  );

/** The clinician of `assignment` submitted again: the candidate `dealId` becomes theirs, at `place` (as the provider would submit them). */
const submitAgain = async (dealId: string, assignment: Ending, place: { hospitalId: string; unitId: string }) => {
  await t.database.db.execute(
    sql`update deals set clinician_id = ${assignment.clinicianId}, hospital_id = ${place.hospitalId}, unit_id = ${place.unitId} where id = ${dealId}`,
  );
};

const evaluate = async (assignment: Ending, body: object) => {
  const res = await t.call(DEMO.general, { method: 'POST', url: callUrl(addAssignmentEvaluation, { id: assignment.id }), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().evaluation.version as number;
};

const details = async (dealId: string) => (await t.call(DEMO.admin, { method: 'GET', url: callUrl(getCandidateDetails, { id: dealId }) })).json();
const offer = (dealId: string, version: number) =>
  t.call(DEMO.general, { method: 'PUT', url: callPath(updateCandidate), payload: { dealId, decision: 'offer', version } });

describe('a clinician evaluated before, submitted again', () => {
  it('shows Do not return once confirmed, refuses the offer inside its scope with the reason, and offers outside it', async () => {
    const [assignment] = await endingAssignments();
    const [inside, outside] = await candidatesIn(t, ids.northwind, 'Ready for Review');
    const otherHospital = (await rowsOf<{ hospitalId: string; unitId: string }>(
      t,
      sql`select u.hospital_id as "hospitalId", u.id as "unitId" from units u
          where u.network_id = ${ids.northwind} and u.hospital_id <> ${assignment!.hospitalId} limit 1`,
    ))[0]!;
    await submitAgain(inside!.id, assignment!, assignment!);
    await submitAgain(outside!.id, assignment!, otherHospital);

    const version = await evaluate(assignment!, {
      clinicalSkills: 2,
      reliability: 1,
      teamwork: 3,
      rehire: 'Do not return',
      doNotReturnReason: 'Attendance or punctuality',
      doNotReturnDetails: 'Missed three shifts without notice.',
    });
    // Awaiting an admin: no badge yet.
    expect((await details(inside!.id)).rehire).toBeNull();
    const confirmed = await t.call(DEMO.admin, {
      method: 'POST',
      url: callUrl(confirmDoNotReturn, { id: assignment!.id }),
      payload: { version, scope: 'hospital' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const badge = (await details(inside!.id)).rehire;
    expect(badge).toMatchObject({ answer: 'Do not return', scope: 'hospital', reason: 'Attendance or punctuality' });
    expect(badge.summary).toMatch(/^Clinical 2 · Reliability 1 · Teamwork 3, .+ at .+, \d\d\/\d\d\/\d{4}$/);
    const listed = await listCandidates(t, { pageSize: 100, options: { statuses: ['Ready for Review'] } });
    expect(listed.candidates.find((row) => row.dealId === inside!.id)?.rehire?.answer).toBe('Do not return');

    const refused = await offer(inside!.id, inside!.version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/is on the do-not-return list for this hospital, so they cannot be offered\./);
    expect(await candidateRow(t, inside!.id)).toMatchObject({ status: 'Ready for Review', version: inside!.version });

    expect((await details(outside!.id)).rehire).toBeNull();
    expect((await offer(outside!.id, outside!.version)).statusCode).toBe(200);
  });

  it('shows Preferred with the evaluation summary when an earlier hospital wants them back', async () => {
    const [, assignment] = await endingAssignments();
    const [, , candidate] = await candidatesIn(t, ids.northwind, 'Ready for Review');
    await submitAgain(candidate!.id, assignment!, assignment!);
    await evaluate(assignment!, { clinicalSkills: 5, reliability: 5, teamwork: 4, rehire: 'Preferred' });
    expect((await details(candidate!.id)).rehire).toMatchObject({ answer: 'Preferred', scope: null, reason: null });
    expect((await details(candidate!.id)).rehire.summary).toMatch(/^Clinical 5 · Reliability 5 · Teamwork 4, /);
  });
});
