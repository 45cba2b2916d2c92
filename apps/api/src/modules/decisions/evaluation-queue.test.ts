import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callUrl } from '@portal/domain/api/call';
import { addAssignmentEvaluation } from '@portal/domain/api/evaluations';
import { evaluationDueOn } from '@portal/domain/evaluations/evaluation-rules';
import { DEMO } from '../../test-support/test-app';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { evaluationsWaitingIn, hospitalIdsOf, queueOf } from './decisions.test-kit';

const { t, ids } = useDemoTestApp();

const waiting = () => evaluationsWaitingIn(t, ids.northwind);

describe('My decisions: evaluations due', () => {
  it('lists every ending assignment without an evaluation, due a week after its end, to open on its page; written, it leaves', async () => {
    const expected = await waiting();
    expect(expected.length).toBeGreaterThan(2);
    const queue = await queueOf(t, DEMO.general, { kind: 'evaluation' });
    expect(queue.counts.evaluation).toBe(expected.length);
    expect(queue.items.every((item) => item.kind === 'evaluation')).toBe(true);
    const first = queue.items[0]!;
    const row = expected.find((deal) => deal.id === first.id)!;
    expect(first).toMatchObject({ endDate: row.endDate, actions: { approve: false, decline: false } });
    expect(first.dueAt.slice(0, 10)).toBe(evaluationDueOn(row.endDate));

    const written = await t.call(DEMO.general, {
      method: 'POST',
      url: callUrl(addAssignmentEvaluation, { id: first.id }),
      payload: { clinicalSkills: 4, reliability: 5, teamwork: 4, rehire: 'Preferred' },
    });
    expect(written.statusCode, written.body).toBe(201);
    const after = await queueOf(t, DEMO.general, { kind: 'evaluation' });
    expect(after.counts.evaluation).toBe(expected.length - 1);
    expect(after.items.map((item) => item.id)).not.toContain(first.id);
  });

  it("waits for the assignment's Unit Manager alone when a user of the network bears that name", async () => {
    const elliot = 'elliot.vance@northwind.test';
    const his = await hospitalIdsOf(t, elliot);
    const deal = (await waiting()).find((row) => his.includes(row.hospitalId));
    // Name the General User's colleague Elliot Vance as the assignment's Unit Manager.
    await t.database.db.execute(sql`with m as (
        insert into unit_managers (network_id, hospital_id, name)
        select d.network_id, d.hospital_id, 'Elliot Vance' from deals d where d.id = ${deal!.id}
        on conflict do nothing returning id)
      update deals set unit_manager_id = coalesce((select id from m),
        (select um.id from unit_managers um join deals d on d.hospital_id = um.hospital_id where d.id = ${deal!.id} and lower(um.name) = 'elliot vance'))
      where id = ${deal!.id}`);
    const mine = await queueOf(t, DEMO.general, { kind: 'evaluation' });
    expect(mine.items.map((item) => item.id)).not.toContain(deal!.id);
    const hisQueue = await queueOf(t, elliot, { kind: 'evaluation' });
    expect(hisQueue.items.map((item) => item.id)).toContain(deal!.id);
  });
});
