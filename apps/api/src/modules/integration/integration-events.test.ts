import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { callPath, callUrl } from '@portal/domain/api/call';
import { createApiKey, type CreateApiKeyResponse } from '@portal/domain/api/integration';
import { getIntegrationEvents, IntegrationEventsResponse } from '@portal/domain/api/integration-events';
import { disputeInvoiceLine, InvoiceDetails, resolveInvoiceDispute } from '@portal/domain/api/invoices';
import { poolOf } from '../../db/pooled-transaction';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import { useInvoiceTestApp } from '../../test-support/invoice-fixtures';
import { DEMO } from '../../test-support/test-app';

const { t, northwind, lakeside } = useInvoiceTestApp();

const keyOf = async (networkId: string) => {
  const res = await t.call(DEMO.mspAdmin, { method: 'POST', url: callPath(createApiKey), headers: { 'hospital-network-id': networkId }, payload: { name: 'Provider billing' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreateApiKeyResponse>().key;
};

const feed = async (key: string, query: Record<string, string | number> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: callUrl(getIntegrationEvents, {}, query), headers: { 'x-api-key': key } });
  expect(res.statusCode, res.body).toBe(200);
  return IntegrationEventsResponse.parse(res.json());
};

/**
 * The feed once it lists `count` events. It holds an event back while any transaction that began
 * before it still runs on the server, and the other test files' databases share this server.
 */
const settledFeed = (key: string, count: number, query: Record<string, string | number> = {}) =>
  vi.waitFor(
    async () => {
      const answer = await feed(key, query);
      expect(answer.events).toHaveLength(count);
      return answer;
    },
    { timeout: 10_000, interval: 50 },
  );

const dispute = async (lineIndex: number, reason: string) => {
  const line = northwind.flaggedLines[lineIndex]!;
  const res = await callAs(t, DEMO.finance, disputeInvoiceLine, { lineId: line.id, reason }, { params: { id: line.invoiceId } });
  expect(res.statusCode, res.body).toBe(201);
  return { line, opened: InvoiceDetails.parse(res.json()).disputes.find((d) => d.lineId === line.id)! };
};

const eventCount = async () => (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from integration_events`))[0]!.n;

describe('the integration events feed', () => {
  it("offers a disputed line and its resolution to the provider's key of that network, oldest first, after a cursor", async () => {
    const key = await keyOf(northwind.networkId);
    const { line, opened } = await dispute(0, 'Hours over the guarantee');
    const resolved = await callAs(t, DEMO.finance, resolveInvoiceDispute, { resolution: 'Credit note 77', version: 1 }, { params: { id: line.invoiceId, disputeId: opened.id } });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const invoiceNumber = northwind.invoices.find((invoice) => invoice.id === line.invoiceId)!.invoiceNumber;

    const all = await settledFeed(key, 2);
    expect(all.events.map((event) => [event.type, event.entityId])).toEqual([
      ['InvoiceLineDisputed', opened.id],
      ['InvoiceDisputeResolved', opened.id],
    ]);
    expect(all.events[0]!.data).toMatchObject({ invoiceId: line.invoiceId, invoiceNumber, lineId: line.id, reason: 'Hours over the guarantee' });
    expect(all.events[1]!.data).toMatchObject({ invoiceId: line.invoiceId, invoiceNumber, resolution: 'Credit note 77' });
    expect(all.nextAfter).toBe(all.events[1]!.id);

    const afterFirst = await feed(key, { after: all.events[0]!.id });
    expect(afterFirst.events.map((event) => event.type)).toEqual(['InvoiceDisputeResolved']);
    const page = await feed(key, { limit: 1 });
    expect(page.events.map((event) => event.id)).toEqual([all.events[0]!.id]);
    expect(await feed(key, { after: all.nextAfter })).toEqual({ events: [], nextAfter: all.nextAfter });

    expect((await feed(await keyOf(lakeside.networkId))).events).toEqual([]);
  });

  it('answers 401 without a key and 400 for a bad cursor or limit, writing nothing', async () => {
    const before = await eventCount();
    expect((await t.app.inject({ method: 'GET', url: callPath(getIntegrationEvents) })).statusCode).toBe(401);
    const bearer = await t.call(DEMO.admin, { method: 'GET', url: callPath(getIntegrationEvents) });
    expect(bearer.statusCode).toBe(401);
    const key = await keyOf(northwind.networkId);
    for (const [query, message] of [
      [{ after: 'x' }, 'after must be an event id'],
      [{ after: -1 }, 'after must be an event id'],
      [{ limit: 0 }, 'limit must be a number from 1 to 500'],
      [{ limit: 501 }, 'limit must be a number from 1 to 500'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: callUrl(getIntegrationEvents, {}, query), headers: { 'x-api-key': key } });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await eventCount()).toBe(before);
  });

  it.runIf(process.env.DATABASE_URL)(
    'never jumps over an event whose transaction commits after a later one: both wait until it ends',
    async () => {
      const key = await keyOf(northwind.networkId);
      const cursor = (await feed(key)).nextAfter;
      // The slow writer is another client: a connection of its own whose transaction stays open while
      // the API serves requests (from inside a transaction of this process the guard would refuse them).
      const slowWriter = await poolOf(t.database.db)!.connect();
      let later: string;
      try {
        await slowWriter.query('begin');
        await slowWriter.query(
          `insert into integration_events (network_id, type, entity, entity_id, data)
           values ($1, 'InvoiceDisputeResolved', 'invoice_dispute', 'slow-writer', '{}'::jsonb)`,
          [northwind.networkId],
        );
        later = (await dispute(1, 'Rate differs from the work order')).opened.id;
        expect((await feed(key, { after: cursor })).events).toEqual([]);
        await slowWriter.query('commit');
      } finally {
        slowWriter.release();
      }
      expect((await settledFeed(key, 2, { after: cursor })).events.map((event) => event.entityId)).toEqual(['slow-writer', later]);
    },
  );
});
