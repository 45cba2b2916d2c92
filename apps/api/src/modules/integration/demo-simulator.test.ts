import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../test-support/demo-records';
import { NOTIFICATION_ROWS } from '../../test-support/notification-rows';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { callUrl } from '@portal/domain/api/call';
import { requestInterview } from '@portal/domain/api/interviews';
import { DEMO_KEY_NAME, answerInterviewRequest, issueDemoKey, moveAssignment, simulatorRuns, submitTimecardWeek } from './demo-simulator';

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
    const notified = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from ${NOTIFICATION_ROWS} n where deal_id = ${first!.dealId}`);
    expect(notified[0]!.n).toBeGreaterThan(0);
    const keys = await rowsOf<{ live: number }>(t, sql`select count(*)::int as live from api_keys where name = ${DEMO_KEY_NAME} and revoked_at is null`);
    expect(keys[0]!.live).toBe(1);
  });
});

describe('assignments through the simulator', () => {
  // A server of its own, without the timer, so no simulated round moves a deal between the pick and the check.
  const quiet = {} as TestApp;
  beforeAll(async () => {
    Object.assign(quiet, await createTestApp());
    await quiet.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => quiet.close());

  it('starts the Assigned deal that starts first and ends the assignment that ends first, over HTTP, audited as the simulator', async () => {
    const t = quiet;
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const demo = (await issueDemoKey(t.database.db))!;
    const firstOf = async (status: string, order: string) =>
      (await rowsOf<{ id: string }>(t, sql`select id from deals where network_id = ${demo.networkId} and status = ${status} order by ${sql.identifier(order)}, id limit 1`))[0]!.id;
    const starting = await firstOf('Assigned', 'start_date');
    const ending = await firstOf('On Assignment', 'end_date');
    await moveAssignment(t.database.db, baseUrl, demo, 'assignmentStarted', t.app.log);
    await moveAssignment(t.database.db, baseUrl, demo, 'assignmentCompleted', t.app.log);
    const moved = await rowsOf<{ id: string; status: string; actor: string }>(
      t,
      sql`select d.id, d.status, a.actor_description as actor from deals d join audit_log a on a.entity_id = d.id::text
          where d.id in (${starting}, ${ending}) and a.actor_description = ${DEMO_KEY_NAME} order by d.status`,
    );
    expect(moved).toEqual([
      { id: ending, status: 'Completed Assignment', actor: DEMO_KEY_NAME },
      { id: starting, status: 'On Assignment', actor: DEMO_KEY_NAME },
    ]);
  });
  it('confirms an interview requested since its key was issued at the first time ahead, and leaves the seeded ones as they are', async () => {
    const t = quiet;
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const demo = (await issueDemoKey(t.database.db))!;
    const [candidate] = await rowsOf<{ id: string }>(
      t,
      sql`select d.id from deals d join user_hospitals uh on uh.hospital_id = d.hospital_id join users u on u.id = uh.user_id and u.email = ${DEMO.general}
          where d.network_id = ${demo.networkId} and d.status = 'Ready for Review' order by d.submitted_at desc, d.id limit 1`,
    );
    const res = await t.call(DEMO.general, {
      method: 'POST',
      url: callUrl(requestInterview, { id: candidate!.id }),
      payload: { kind: 'phone', contact: '+1 206 555 0100', durationMinutes: 15, slots: ['2099-05-02T09:00', '2099-05-01T15:00'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    await answerInterviewRequest(t.database.db, baseUrl, demo, t.app.log);
    const interviews = await rowsOf<{ status: string; local: string | null; seeded: boolean }>(
      t,
      sql`select status, to_char(confirmed_start at time zone time_zone, 'YYYY-MM-DD"T"HH24:MI') as local, created_at < ${demo.issuedAt}::timestamptz as seeded
          from interviews order by created_at, status`,
    );
    expect(interviews).toEqual([
      { status: 'Confirmed', local: expect.any(String), seeded: true },
      { status: 'Requested', local: null, seeded: true },
      { status: 'Confirmed', local: '2099-05-01T15:00', seeded: false },
    ]);
  });

  it("sends last week's timecard of a current assignment over HTTP, waiting for approval", async () => {
    const t = quiet;
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const demo = (await issueDemoKey(t.database.db))!;
    await submitTimecardWeek(t.database.db, baseUrl, demo, t.app.log);
    const sent = await rowsOf<{ status: string; lines: number }>(
      t,
      sql`select t.status, (select count(*)::int from timecard_lines l where l.timecard_id = t.id) as lines
          from timecards t join api_keys k on k.id = t.api_key_id where k.name = ${DEMO_KEY_NAME}`,
    );
    expect(sent).toEqual([{ status: 'Submitted', lines: 3 }]);
  });
});

describe('when it runs', () => {
  it('runs in the embedded set-up unless told not to, and never in tests or against an external PostgreSQL unless told to', () => {
    const embedded = { NODE_ENV: 'development' as const, DATABASE_URL: undefined };
    expect(simulatorRuns({ ...embedded, SIMULATOR: undefined })).toBe(true);
    expect(simulatorRuns({ ...embedded, SIMULATOR: 'false' })).toBe(false);
    expect(simulatorRuns({ ...embedded, NODE_ENV: 'production', SIMULATOR: undefined })).toBe(true);
    expect(simulatorRuns({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/portal', SIMULATOR: undefined })).toBe(false);
    expect(simulatorRuns({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/portal', SIMULATOR: 'true' })).toBe(true);
    expect(simulatorRuns({ ...embedded, NODE_ENV: 'test', SIMULATOR: undefined })).toBe(false);
  });

  it('leaves a test server alone', async () => {
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
