import { describe, expect, it } from 'vitest';
import { callUrl } from '@portal/domain/api/call';
import { addAssignmentEvaluation, getAssignmentEvaluation, updateAssignmentEvaluation } from '@portal/domain/api/evaluations';
import { getAssignmentHistory } from '@portal/domain/api/assignment-details';
import { auditCount, auditRowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { assignmentOutsideHospitalsOf } from './assignments.test-kit';
import { assignmentNotYetEnding, evaluableAssignments, evaluationRows, eventsAbout } from './evaluations.test-kit';

const { t, ids } = useDemoTestApp();

const form = (change: object = {}) => ({ clinicalSkills: 5, reliability: 4, teamwork: 5, comment: '  Calm under pressure.  ', rehire: 'Eligible', ...change });

const add = (email: string | null, dealId: string, payload: object, headers: Record<string, string> = {}) =>
  t.call(email, { method: 'POST', url: callUrl(addAssignmentEvaluation, { id: dealId }), payload, headers });
const update = (email: string | null, dealId: string, payload: object) =>
  t.call(email, { method: 'PUT', url: callUrl(updateAssignmentEvaluation, { id: dealId }), payload });
const read = (email: string, dealId: string) => t.call(email, { method: 'GET', url: callUrl(getAssignmentEvaluation, { id: dealId }) });

/** One evaluable assignment per test, so they do not interfere. */
const evaluable = async (index: number) => (await evaluableAssignments(t.database.db, ids.northwind))[index]!;

describe('AddAssignmentEvaluation: who may evaluate', () => {
  it('lets Human Resources read the window but not evaluate (403), writing nothing', async () => {
    const deal = await evaluable(0);
    const audits = await auditCount(t.database.db);
    const seen = await read(DEMO.hr, deal.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ dealId: deal.id, open: true, evaluation: null, actions: { evaluate: false, edit: false } });
    expect((await add(DEMO.hr, deal.id, form())).statusCode).toBe(403);
    expect(await evaluationRows(t.database.db, deal.id)).toHaveLength(0);
    expect(await auditCount(t.database.db)).toBe(audits);
  });

  it("answers 404 for an assignment of a hospital the Local Admin does not see, and for another network's", async () => {
    const hidden = await assignmentOutsideHospitalsOf(t.database.db, ids.northwind, DEMO.localAdmin);
    expect((await add(DEMO.localAdmin, hidden.id, form())).statusCode).toBe(404);
    expect((await read(DEMO.localAdmin, hidden.id)).statusCode).toBe(404);
    expect((await add(DEMO.lakeside, (await evaluable(0)).id, form())).statusCode).toBe(404);
  });
});

describe('AddAssignmentEvaluation: what it refuses', () => {
  it('answers 400 to a rating out of range or a Do not return without its reason and what happened, writing nothing', async () => {
    const deal = await evaluable(1);
    const audits = await auditCount(t.database.db);
    const cases: [object, string][] = [
      [{ clinicalSkills: 6 }, 'clinicalSkills must be a rating from 1 to 5'],
      [{ teamwork: 0 }, 'teamwork must be a rating from 1 to 5'],
      [{ rehire: 'Maybe' }, 'rehire must be one of: Preferred, Eligible, Do not return'],
      [{ rehire: 'Do not return', doNotReturnDetails: 'Left twice.' }, 'Choose the reason for Do not return'],
      [{ rehire: 'Do not return', doNotReturnReason: 'Attendance or punctuality' }, 'Describe what happened'],
      [{ rehire: 'Do not return', doNotReturnReason: 'Because', doNotReturnDetails: 'x' }, 'Choose the reason for Do not return'],
      [{ comment: 'x'.repeat(1001) }, 'Maximum length is 1000 characters'],
    ];
    for (const [change, message] of cases) {
      const res = await add(DEMO.general, deal.id, form(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await evaluationRows(t.database.db, deal.id)).toHaveLength(0);
    expect(await auditCount(t.database.db)).toBe(audits);
  });

  it('answers 409 before the window opens, naming its days', async () => {
    const deal = await assignmentNotYetEnding(t.database.db, ids.northwind);
    const res = await add(DEMO.general, deal.id, form());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This assignment can be evaluated from \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}\.$/);
    expect(await evaluationRows(t.database.db, deal.id)).toHaveLength(0);
  });
});

describe('AddAssignmentEvaluation and UpdateAssignmentEvaluation', () => {
  it('writes one evaluation, audited and in the History panel; a repeat with the key replays, another is refused', async () => {
    const deal = await evaluable(2);
    const key = { 'idempotency-key': `evaluation-${deal.id}` };
    const res = await add(DEMO.general, deal.id, form(), key);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      evaluation: { clinicalSkills: 5, reliability: 4, teamwork: 5, comment: 'Calm under pressure.', rehire: 'Eligible', author: 'Morgan Patel', doNotReturn: null },
      actions: { evaluate: false, edit: true },
    });
    expect((await add(DEMO.general, deal.id, form(), key)).json()).toEqual(res.json());
    const again = await add(DEMO.admin, deal.id, form());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This assignment has already been evaluated. The page now shows the evaluation.');
    expect(await evaluationRows(t.database.db, deal.id)).toHaveLength(1);
    expect((await auditRowsOf(t.database.db, deal.id)).filter((row) => row.action === 'evaluation_create')).toHaveLength(1);

    const history = await t.call(DEMO.general, { method: 'GET', url: callUrl(getAssignmentHistory, { id: deal.id }) });
    expect(history.json().items).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'Evaluated', actor: 'Morgan Patel' })]));
    // Another who may evaluate reads it but may not change it.
    expect((await read(DEMO.admin, deal.id)).json().actions).toMatchObject({ evaluate: false, edit: false });
  });

  it('lets only its author change it, at the version they saw; becoming Preferred tells the provider once', async () => {
    const deal = await evaluable(3);
    const created = (await add(DEMO.general, deal.id, form())).json();
    const version = created.evaluation.version;
    const notAuthor = await update(DEMO.admin, deal.id, form({ version, rehire: 'Preferred' }));
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json().message).toBe('Only the evaluation’s author can change it.');
    expect((await update(DEMO.general, deal.id, form({ version: version + 1 }))).statusCode).toBe(409);
    expect(await eventsAbout(t.database.db, deal.id)).toHaveLength(0);

    const changed = await update(DEMO.general, deal.id, form({ version, rehire: 'Preferred', teamwork: 3 }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().evaluation).toMatchObject({ rehire: 'Preferred', teamwork: 3, version: version + 1 });
    const events = await eventsAbout(t.database.db, deal.id);
    expect(events.map((event) => event.type)).toEqual(['ClinicianPreferred']);
    expect(events[0]!.data).toMatchObject({ dealId: deal.id, clinicianId: deal.clinicianId, teamwork: 3 });
    const history = await t.call(DEMO.general, { method: 'GET', url: callUrl(getAssignmentHistory, { id: deal.id }) });
    const edited = history.json().items.find((item: { action: string }) => item.action === 'Evaluation edited');
    expect(edited.changes).toEqual(
      expect.arrayContaining([{ field: 'Rehire', from: 'Eligible', to: 'Preferred' }, { field: 'Teamwork', from: '5', to: '3' }]),
    );
  });
});
