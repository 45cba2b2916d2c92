import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { USER_TYPES } from '@portal/domain/access/user-types';
import { createApiKey, getApiKeys, revokeApiKey, submitIntegrationCandidate, type CreateApiKeyResponse } from '@portal/domain/api/integration';
import { callAs } from '../../test-support/call-as';
import { INTEGRATION_CALLS_PER_MINUTE } from './integration-routes';
import { auditCount, demoNetworkIds, rowsOf } from '../../test-support/demo-records';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { NOTIFICATION_ROWS } from '../../test-support/notification-rows';

const t = {} as TestApp;
const ids = { northwind: '', lakeside: '' };

interface Job {
  externalId: string;
  hospitalId: string;
}

let northwindJob: Job;
let lakesideJob: Job;
let northwindKey: CreateApiKeyResponse;

const asMsp = (networkId: string) => ({ 'hospital-network-id': networkId });

const createKeyIn = async (networkId: string, name: string) => {
  const res = await t.call(DEMO.mspAdmin, { method: 'POST', url: callPath(createApiKey), headers: asMsp(networkId), payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreateApiKeyResponse>();
};

const submission = (externalId: string, job: Job, clinicianId = `clin-${externalId}`) => ({
  externalId,
  jobId: job.externalId,
  clinician: { externalId: clinicianId, firstName: 'Ada', lastName: 'Quill', email: 'ada.quill@example.test', yearsOfExperience: 6 },
});

const submit = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: callPath(submitIntegrationCandidate), headers, payload: payload as object });

const withKey = (key: CreateApiKeyResponse) => ({ authorization: `ApiKey ${key.key}` });

const jobOf = async (networkId: string): Promise<Job> => {
  const [job] = await rowsOf<Job>(
    t,
    sql`select external_id as "externalId", hospital_id as "hospitalId" from job_postings
        where network_id = ${networkId} and posting_status = 'Active' order by external_id limit 1`,
  );
  return job!;
};

const dealCount = async () => (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from deals`))[0]!.n;
const clinicianCount = async () => (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from clinicians`))[0]!.n;

beforeAll(async () => {
  Object.assign(t, await createTestApp());
  Object.assign(ids, await demoNetworkIds(t.database.db));
  northwindJob = await jobOf(ids.northwind);
  lakesideJob = await jobOf(ids.lakeside);
  northwindKey = await createKeyIn(ids.northwind, 'Provider ATS');
});
afterAll(() => t.close());

describe('API key management (MSP Admin only)', () => {
  it('creates a key shown once and stores only its SHA-256', async () => {
    const key = await createKeyIn(ids.northwind, 'Provider VMS');
    expect(key.key.length).toBeGreaterThanOrEqual(40);
    const [stored] = await rowsOf<{ keyHash: string }>(t, sql`select key_hash as "keyHash" from api_keys where id = ${key.id}`);
    expect(stored!.keyHash).not.toContain(key.key);
    expect(stored!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    const list = await t.call(DEMO.mspAdmin, { method: 'GET', url: callPath(getApiKeys), headers: asMsp(ids.northwind) });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key.key);
    expect(list.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toContain(key.id);
  });

  it('refuses a Client Admin (403) and no token (401), and writes nothing', async () => {
    const before = await auditCount(t.database.db);
    expect((await callAs(t, DEMO.admin, createApiKey, { name: 'Mine' })).statusCode).toBe(403);
    expect((await callAs(t, DEMO.admin, getApiKeys)).statusCode).toBe(403);
    expect((await callAs(t, DEMO.admin, revokeApiKey, {}, { params: { id: northwindKey.id } })).statusCode).toBe(403);
    expect((await callAs(t, null, createApiKey, { name: 'Mine' })).statusCode).toBe(401);
    expect(await auditCount(t.database.db)).toBe(before);
  });

  it('answers 400 for a bad name, with nothing written', async () => {
    const before = (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from api_keys`))[0]!.n;
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      const res = await t.call(DEMO.mspAdmin, { method: 'POST', url: callPath(createApiKey), headers: asMsp(ids.northwind), payload: { name } });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from api_keys`))[0]!.n).toBe(before);
  });

  it("cannot revoke another network's key (404)", async () => {
    const lakesideKey = await createKeyIn(ids.lakeside, 'Lakeside ATS');
    const res = await t.call(DEMO.mspAdmin, { method: 'POST', url: callPath(revokeApiKey).replace(':id', lakesideKey.id), headers: asMsp(ids.northwind) });
    expect(res.statusCode).toBe(404);
    expect((await submit(withKey(lakesideKey), submission('lk-1', lakesideJob))).statusCode).toBe(201);
  });

  it('a revoked key is refused at once (401)', async () => {
    const key = await createKeyIn(ids.northwind, 'Short-lived');
    expect((await submit({ 'x-api-key': key.key }, submission('rev-1', northwindJob))).statusCode).toBe(201);
    const revoked = await t.call(DEMO.mspAdmin, { method: 'POST', url: callPath(revokeApiKey).replace(':id', key.id), headers: asMsp(ids.northwind) });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ revokedAt: string | null }>().revokedAt).not.toBeNull();
    expect((await submit({ 'x-api-key': key.key }, submission('rev-2', northwindJob))).statusCode).toBe(401);
  });
});

describe('submitting a candidate through the integration API', () => {
  it('refuses no key, an unknown key and a user token (401)', async () => {
    const before = await dealCount();
    expect((await submit({}, submission('auth-1', northwindJob))).statusCode).toBe(401);
    expect((await submit({ 'x-api-key': 'not-a-key' }, submission('auth-1', northwindJob))).statusCode).toBe(401);
    const token = await t.tokenFor(DEMO.mspAdmin);
    const res = await submit({ authorization: `Bearer ${token}`, 'hospital-network-id': ids.northwind }, submission('auth-1', northwindJob));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });
    expect(await dealCount()).toBe(before);
  });

  it("cannot reach another network's job (404), with nothing written", async () => {
    const before = { deals: await dealCount(), clinicians: await clinicianCount() };
    const res = await submit(withKey(northwindKey), submission('other-1', lakesideJob));
    expect(res.statusCode).toBe(404);
    expect({ deals: await dealCount(), clinicians: await clinicianCount() }).toEqual(before);
  });

  it('answers 400 for bad input, with nothing written', async () => {
    const before = { deals: await dealCount(), clinicians: await clinicianCount(), audit: await auditCount(t.database.db) };
    const bad = [
      {},
      { ...submission('bad-1', northwindJob), externalId: '' },
      { ...submission('bad-1', northwindJob), externalId: 'x'.repeat(101) },
      { ...submission('bad-1', northwindJob), clinician: { ...submission('bad-1', northwindJob).clinician, email: 'nope' } },
      { ...submission('bad-1', northwindJob), clinician: { ...submission('bad-1', northwindJob).clinician, firstName: 'y'.repeat(101) } },
    ];
    for (const payload of bad) {
      const res = await submit(withKey(northwindKey), payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 100)).toBe(400);
      expect(res.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
    expect({ deals: await dealCount(), clinicians: await clinicianCount(), audit: await auditCount(t.database.db) }).toEqual(before);
  });

  it('creates a candidate Ready for Review, audited under the key name; a replay creates nothing new', async () => {
    const before = { deals: await dealCount(), clinicians: await clinicianCount() };
    const first = await submit(withKey(northwindKey), submission('sub-1', northwindJob));
    expect(first.statusCode, first.body).toBe(201);
    const replay = await submit({ 'x-api-key': northwindKey.key }, submission('sub-1', northwindJob));
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect({ deals: await dealCount(), clinicians: await clinicianCount() }).toEqual({ deals: before.deals + 1, clinicians: before.clinicians + 1 });

    const { dealId } = first.json<{ dealId: string }>();
    const [deal] = await rowsOf<{ stage: string; status: string; networkId: string }>(
      t,
      sql`select stage, status, network_id as "networkId" from deals where id = ${dealId}`,
    );
    expect(deal).toEqual({ stage: 'candidate', status: 'Ready for Review', networkId: ids.northwind });
    const audit = await rowsOf<{ actorDescription: string; action: string }>(
      t,
      sql`select actor_description as "actorDescription", action from audit_log where entity_id = ${dealId}`,
    );
    expect(audit).toEqual([{ actorDescription: 'Provider ATS', action: 'integration_submit' }]);

    // A second submission of the same clinician updates them by their external id instead of adding one.
    const again = await submit(withKey(northwindKey), { ...submission('sub-2', northwindJob, 'clin-sub-1'), clinician: { ...submission('sub-2', northwindJob, 'clin-sub-1').clinician, lastName: 'Quillon' } });
    expect(again.statusCode).toBe(201);
    expect(again.json<{ clinicianId: string }>().clinicianId).toBe(first.json<{ clinicianId: string }>().clinicianId);
    expect(await clinicianCount()).toBe(before.clinicians + 1);
  });

  it('answers replays sent at once with one candidate: the later ones wait for the first and return its answer', async () => {
    const before = { deals: await dealCount(), clinicians: await clinicianCount() };
    const answers = await Promise.all([1, 2, 3].map(() => submit(withKey(northwindKey), submission('race-1', northwindJob))));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.json<{ dealId: string }>().dealId)).size).toBe(1);
    expect({ deals: await dealCount(), clinicians: await clinicianCount() }).toEqual({ deals: before.deals + 1, clinicians: before.clinicians + 1 });
  });

  it('notifies the users who can review at that hospital, and not a user without access to it', async () => {
    const res = await submit(withKey(northwindKey), submission('notify-1', northwindJob));
    expect(res.statusCode).toBe(201);
    const { dealId } = res.json<{ dealId: string }>();
    const recipients = (
      await rowsOf<{ email: string }>(t, sql`select u.email from ${NOTIFICATION_ROWS} n join users u on u.id = n.recipient_id where n.deal_id = ${dealId}`)
    ).map((r) => r.email);
    expect(recipients).toContain(DEMO.general);
    expect(recipients).not.toContain(DEMO.lakeside);
    const outsiders = await rowsOf<{ email: string }>(
      t,
      sql`select u.email from users u join user_types ut on ut.id = u.user_type_id
          where u.network_id = ${ids.northwind} and u.is_active and ut.name not in ${USER_TYPES.filter((type) => type.allHospitals).map((type) => type.name)}
            and not exists (select 1 from user_hospitals uh where uh.user_id = u.id and uh.hospital_id = ${northwindJob.hospitalId})`,
    );
    expect(outsiders.length).toBeGreaterThan(0);
    for (const outsider of outsiders) expect(recipients).not.toContain(outsider.email);
  });

  it('limits each key to INTEGRATION_CALLS_PER_MINUTE, counting keys apart (429)', async () => {
    const busy = await createKeyIn(ids.northwind, 'Runaway loop');
    const answers = await Promise.all(
      Array.from({ length: INTEGRATION_CALLS_PER_MINUTE }, () => submit({ 'x-api-key': busy.key }, {})),
    );
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    const limited = await submit({ 'x-api-key': busy.key }, {});
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, message: expect.any(String) });
    expect((await submit(withKey(northwindKey), {})).statusCode).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('lists the integration calls under the apiKey scheme, and the key management under bearer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { security?: unknown }>>; components: { securitySchemes: Record<string, unknown> } }>();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    expect(doc.paths['/api/v2/integration/candidates']?.post?.security).toEqual([{ apiKey: [] }]);
    expect(doc.paths['/api/v2/integration/invoices']?.post?.security).toEqual([{ apiKey: [] }]);
    expect(doc.paths['/api/v2/integration-keys']?.post?.security).toEqual([{ bearer: [] }]);
  });
});
