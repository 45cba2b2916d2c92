import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../test-support/demo-records';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { DEMO_KEY_NAME } from './demo-simulator';

const t = {} as TestApp;

beforeAll(async () => {
  Object.assign(t, await createTestApp({ SIMULATOR: 'true', SIMULATOR_INTERVAL_SECONDS: '1' }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const simulated = () =>
  rowsOf<{ dealId: string; status: string }>(
    t,
    sql`select d.id as "dealId", d.status from audit_log a join deals d on d.id::text = a.entity_id
        where a.actor_description = ${DEMO_KEY_NAME} and a.action = 'integration_submit'`,
  );

describe('the demo simulator', () => {
  it('submits candidates through the integration API over HTTP, which notify the reviewers', async () => {
    const deadline = Date.now() + 10_000;
    while ((await simulated()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const [first] = await simulated();
    expect(first?.status).toBe('Ready for Review');
    const notified = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from notifications where deal_id = ${first!.dealId}`);
    expect(notified[0]!.n).toBeGreaterThan(0);
    const keys = await rowsOf<{ live: number }>(t, sql`select count(*)::int as live from api_keys where name = ${DEMO_KEY_NAME} and revoked_at is null`);
    expect(keys[0]!.live).toBe(1);
  });
});

describe('off by default', () => {
  it('leaves a server without SIMULATOR=true alone', async () => {
    const plain = await createTestApp();
    try {
      await plain.app.listen({ port: 0, host: '127.0.0.1' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const keys = await rowsOf<{ n: number }>(plain, sql`select count(*)::int as n from api_keys where name = ${DEMO_KEY_NAME}`);
      expect(keys[0]!.n).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
