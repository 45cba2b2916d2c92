import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { changeIntegrationDealStatus, createApiKey, type CreateApiKeyResponse } from '@portal/domain/api/integration';
import { auditCount, demoNetworkIds, rowsOf } from '../../test-support/demo-records';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';

const t = {} as TestApp;
const ids = { northwind: '', lakeside: '' };
let key: CreateApiKeyResponse;

const dealIn = async (networkId: string, status: string, skip = 0) => {
  const [deal] = await rowsOf<{ id: string; version: number }>(
    t,
    sql`select id, version from deals where network_id = ${networkId} and status = ${status} order by id offset ${skip} limit 1`,
  );
  return deal!;
};

const dealRow = async (id: string) =>
  (await rowsOf<{ stage: string; status: string; version: number; travelerStatus: number | null }>(
    t,
    sql`select stage, status, version, traveler_status as "travelerStatus" from deals where id = ${id}`,
  ))[0]!;

const change = (dealId: string, payload: object, headers: Record<string, string> = { 'x-api-key': key.key }) =>
  t.app.inject({ method: 'POST', url: callPath(changeIntegrationDealStatus).replace(':dealId', dealId), headers, payload });

beforeAll(async () => {
  Object.assign(t, await createTestApp());
  Object.assign(ids, await demoNetworkIds(t.database.db));
  const res = await t.call(DEMO.mspAdmin, { method: 'POST', url: callPath(createApiKey), headers: { 'hospital-network-id': ids.northwind }, payload: { name: 'Provider VMS' } });
  key = res.json<CreateApiKeyResponse>();
});
afterAll(() => t.close());

describe("changing a deal's status through the integration API", () => {
  it('walks an offered candidate to assigned, on assignment and completed; a replay changes nothing', async () => {
    const offered = await dealIn(ids.northwind, 'Offered');
    const accepted = await change(offered.id, { externalId: 'ev-1', event: 'offerAccepted', version: offered.version });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ dealId: offered.id, status: 'Assigned', version: offered.version + 1 });
    expect(await dealRow(offered.id)).toEqual({ stage: 'assignment', status: 'Assigned', version: offered.version + 1, travelerStatus: 1 });

    const replay = await change(offered.id, { externalId: 'ev-1', event: 'offerAccepted', version: offered.version });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(accepted.json());
    expect((await dealRow(offered.id)).version).toBe(offered.version + 1);

    expect((await change(offered.id, { externalId: 'ev-2', event: 'assignmentStarted' })).json()).toMatchObject({ status: 'On Assignment' });
    expect((await change(offered.id, { externalId: 'ev-3', event: 'assignmentCompleted' })).json()).toMatchObject({ status: 'Completed Assignment' });
    const audit = await rowsOf<{ actorDescription: string; action: string }>(
      t,
      sql`select actor_description as "actorDescription", action from audit_log where entity_id = ${offered.id} and entity = 'deal' order by id`,
    );
    expect(audit).toEqual([
      { actorDescription: 'Provider VMS', action: 'integration_offerAccepted' },
      { actorDescription: 'Provider VMS', action: 'integration_assignmentStarted' },
      { actorDescription: 'Provider VMS', action: 'integration_assignmentCompleted' },
    ]);
  });

  it('answers 409 for a stale version or a status the event does not come from, writing nothing', async () => {
    const assigned = await dealIn(ids.northwind, 'Assigned');
    const before = { row: await dealRow(assigned.id), audit: await auditCount(t.database.db) };
    expect((await change(assigned.id, { externalId: 'ev-stale', event: 'assignmentStarted', version: assigned.version + 5 })).statusCode).toBe(409);
    expect((await change(assigned.id, { externalId: 'ev-wrong', event: 'assignmentCompleted' })).statusCode).toBe(409);
    expect({ row: await dealRow(assigned.id), audit: await auditCount(t.database.db) }).toEqual(before);
    const cancelled = await change(assigned.id, { externalId: 'ev-cancel', event: 'assignmentCancelled', version: assigned.version });
    expect(cancelled.json()).toMatchObject({ status: 'Assignment Cancelled' });
  });

  it("cannot touch another network's deal (404), nor a deal without a key (401) or with bad input (400)", async () => {
    const lakeside = await dealIn(ids.lakeside, 'Offered');
    const northwind = await dealIn(ids.northwind, 'Offered', 1);
    const before = { lakeside: await dealRow(lakeside.id), northwind: await dealRow(northwind.id), audit: await auditCount(t.database.db) };
    expect((await change(lakeside.id, { externalId: 'ev-x', event: 'offerAccepted' })).statusCode).toBe(404);
    expect((await change('not-a-deal', { externalId: 'ev-y', event: 'offerAccepted' })).statusCode).toBe(404);
    expect((await change(northwind.id, { externalId: 'ev-z', event: 'offerAccepted' }, {})).statusCode).toBe(401);
    const token = await t.tokenFor(DEMO.mspAdmin);
    expect((await change(northwind.id, { externalId: 'ev-z', event: 'offerAccepted' }, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    for (const payload of [{}, { externalId: 'ev-z', event: 'hired' }, { externalId: '', event: 'offerAccepted' }, { externalId: 'ev-z', event: 'offerAccepted', version: 0 }]) {
      expect((await change(northwind.id, payload)).statusCode).toBe(400);
    }
    expect({ lakeside: await dealRow(lakeside.id), northwind: await dealRow(northwind.id), audit: await auditCount(t.database.db) }).toEqual(before);
  });
});
