import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { rowsOf, userIdOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { sweepNotificationRetention } from './notification-retention';

const { t, ids } = useDemoTestApp();

/** An event for the general and HR users written `daysAgo` days ago; answers its id. */
const eventOf = async (text: string, daysAgo: number) => {
  const [general, hr] = [await userIdOf(t.database.db, DEMO.general), await userIdOf(t.database.db, DEMO.hr)];
  const [row] = await rowsOf<{ id: string }>(
    t,
    sql`insert into notification_events (network_id, text, sub_type, audience, recipient_ids, created_at)
        values (${ids.northwind}, ${text}, 'JobApproved', 'named', array[${general}::uuid, ${hr}::uuid], now() - make_interval(days => ${daysAgo}::int))
        returning id`,
  );
  return { id: row!.id, general, hr };
};

const exists = async (id: string) => (await rowsOf(t, sql`select 1 from notification_events where id = ${id}`)).length === 1;

describe('notification retention', () => {
  it('deletes old events every recipient read or cleared, in bounded batches, and keeps the rest', async () => {
    const done = await eventOf('Old, read by one and cleared by the other', 100);
    await rowsOf(t, sql`insert into notification_marks (event_id, user_id, network_id, was_read) values (${done.id}, ${done.general}, ${ids.northwind}, true) returning 1`);
    await rowsOf(t, sql`insert into notification_marks (event_id, user_id, network_id, cleared_at) values (${done.id}, ${done.hr}, ${ids.northwind}, now()) returning 1`);
    const unseen = await eventOf('Old, the HR user never saw it', 92);
    await rowsOf(t, sql`insert into notification_marks (event_id, user_id, network_id, was_read) values (${unseen.id}, ${unseen.general}, ${ids.northwind}, true) returning 1`);
    const recent = await eventOf('Recent, read by both', 10);
    for (const user of [recent.general, recent.hr]) {
      await rowsOf(t, sql`insert into notification_marks (event_id, user_id, network_id, was_read) values (${recent.id}, ${user}, ${ids.northwind}, true) returning 1`);
    }
    // Clear All's watermark counts as cleared.
    const clearedAll = await eventOf('Old, both cleared all after it', 98);
    await rowsOf(t, sql`insert into notification_watermarks (user_id, network_id, cleared_through)
      values (${clearedAll.general}, ${ids.northwind}, now() - interval '97 days'), (${clearedAll.hr}, ${ids.northwind}, now() - interval '97 days')
      on conflict (user_id) do update set cleared_through = excluded.cleared_through returning 1`);

    // One at a time with a batch of one, until nothing is left to delete (the demo may hold old ones too).
    let rounds = 0;
    while ((await sweepNotificationRetention(t.database.db, 90, 1)).deleted === 1) rounds += 1;
    expect(rounds).toBeGreaterThanOrEqual(2);

    expect(await exists(done.id)).toBe(false);
    expect(await exists(clearedAll.id)).toBe(false);
    expect(await exists(unseen.id)).toBe(true);
    expect(await exists(recent.id)).toBe(true);
    expect(await rowsOf(t, sql`select 1 from notification_marks where event_id = ${done.id}`)).toEqual([]);
  });
});
