import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { createApiKey, postIntegrationInvoice, type CreateApiKeyResponse } from '@portal/domain/api/integration';
import { auditCount, demoNetworkIds, rowsOf } from '../../test-support/demo-records';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';

const t = {} as TestApp;
const ids = { northwind: '', lakeside: '' };
let key: CreateApiKeyResponse;
const place = { northwind: { hospitalId: '', dealId: '' }, lakeside: { hospitalId: '', dealId: '' } };

const placeIn = async (networkId: string) =>
  (await rowsOf<{ hospitalId: string; dealId: string }>(
    t,
    sql`select hospital_id as "hospitalId", id as "dealId" from deals where network_id = ${networkId} and stage = 'assignment' order by id limit 1`,
  ))[0]!;

const counts = async () =>
  (await rowsOf<{ invoices: number; lines: number; audit: number }>(
    t,
    sql`select (select count(*)::int from invoices) as invoices, (select count(*)::int from invoice_lines) as lines, (select count(*)::int from audit_log) as audit`,
  ))[0]!;

const invoice = (externalId: string, invoiceNumber: string, at = place.northwind) => ({
  externalId,
  invoiceNumber,
  hospitalId: at.hospitalId,
  name: 'Ada Quill',
  unit: 'ICU',
  invoiceDate: '2026-11-20',
  lines: [
    { dealId: at.dealId, clinicianName: 'Ada Quill', weekStart: '2026-11-09', regularHours: 36, overtimeHours: 0, rateCents: 9_500, amountCents: 342_000 },
    { clinicianName: 'Ada Quill', weekStart: '2026-11-16', regularHours: 40, overtimeHours: 4, rateCents: 9_500, amountCents: 437_000 },
  ],
});

const post = (payload: object, headers: Record<string, string> = { 'x-api-key': key.key }) =>
  t.app.inject({ method: 'POST', url: callPath(postIntegrationInvoice), headers, payload });

beforeAll(async () => {
  Object.assign(t, await createTestApp());
  Object.assign(ids, await demoNetworkIds(t.database.db));
  place.northwind = await placeIn(ids.northwind);
  place.lakeside = await placeIn(ids.lakeside);
  const res = await t.call(DEMO.mspAdmin, { method: 'POST', url: callPath(createApiKey), headers: { 'hospital-network-id': ids.northwind }, payload: { name: 'Provider billing' } });
  key = res.json<CreateApiKeyResponse>();
});
afterAll(() => t.close());

describe('posting an invoice through the integration API', () => {
  it('stores an unpaid invoice with its lines and their sum; a replay writes nothing; a used number is a 409', async () => {
    const before = await counts();
    const first = await post(invoice('inv-1', 'INT-0001'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ invoiceNumber: 'INT-0001', amountCents: 779_000 });
    expect((await post(invoice('inv-1', 'INT-0001'))).json()).toEqual(first.json());
    expect(await counts()).toEqual({ invoices: before.invoices + 1, lines: before.lines + 2, audit: before.audit + 1 });
    const [stored] = await rowsOf<{ networkId: string; paid: boolean; balanceCents: number; actor: string }>(
      t,
      sql`select i.network_id as "networkId", i.paid, i.balance_cents::int as "balanceCents", a.actor_description as actor
          from invoices i join audit_log a on a.entity_id = i.id::text where i.id = ${first.json<{ invoiceId: string }>().invoiceId}`,
    );
    expect(stored).toEqual({ networkId: ids.northwind, paid: false, balanceCents: 779_000, actor: 'Provider billing' });

    const reused = await post(invoice('inv-2', 'INT-0001'));
    expect(reused.statusCode).toBe(409);
  });

  it("refuses another network's hospital or deal (404), bad input (400) and no key (401), writing nothing", async () => {
    const before = { ...(await counts()), auditAll: await auditCount(t.database.db) };
    expect((await post(invoice('x-1', 'INT-0100', place.lakeside))).statusCode).toBe(404);
    const foreignDeal = invoice('x-2', 'INT-0101');
    foreignDeal.lines[0]!.dealId = place.lakeside.dealId;
    expect((await post(foreignDeal)).statusCode).toBe(404);
    const tooMany = invoice('x-3', 'INT-0102');
    for (const payload of [
      {},
      { ...invoice('x-3', 'INT-0102'), lines: [] },
      { ...tooMany, lines: Array.from({ length: 201 }, () => tooMany.lines[1]!) },
      { ...invoice('x-3', 'INT-0102'), invoiceDate: '20-11-2026' },
      { ...invoice('x-3', 'INT-0102'), lines: [{ ...tooMany.lines[1]!, regularHours: 500 }] },
    ]) {
      expect((await post(payload)).statusCode).toBe(400);
    }
    expect((await post(invoice('x-4', 'INT-0103'), {})).statusCode).toBe(401);
    expect({ ...(await counts()), auditAll: await auditCount(t.database.db) }).toEqual(before);
  });
});
