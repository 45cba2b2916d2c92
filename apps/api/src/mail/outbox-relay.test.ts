import { createServer, type AddressInfo } from 'node:net';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { outboundEmails } from '../db/schema/invitations';
import { openTestDatabase } from '../test-support/test-database';
import { createOutboxRelay, retryDelaySeconds, type OutboxRelayOptions } from './outbox-relay';
import { decodeQuotedPrintable, startSmtpSink, type SmtpSink } from '../test-support/smtp-sink';

const FROM = 'Client Portal <no-reply@provider.test>';
const RETRY_BASE = 60;

let database: DatabaseHandle;
let sink: SmtpSink;

beforeAll(async () => {
  database = await openTestDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
  await database?.close();
});
afterEach(async () => {
  sink.received.length = 0;
  sink.refused.clear();
  await database.db.delete(outboundEmails);
});

const relay = (overrides: Partial<OutboxRelayOptions> = {}) =>
  createOutboxRelay({
    db: database.db,
    smtpUrl: sink.url,
    from: FROM,
    maxAttempts: 3,
    log: Fastify({ logger: false }).log,
    retryBaseSeconds: RETRY_BASE,
    ...overrides,
  });

const queue = async (count: number, to = (i: number) => `person${i}@northwind.test`) => {
  const rows = Array.from({ length: count }, (_, i) => ({
    toAddress: to(i),
    subject: `Message ${i}`,
    body: `Body of message ${i}, with a line long enough to be folded by the quoted-printable encoding.`,
  }));
  return database.db.insert(outboundEmails).values(rows).returning({ id: outboundEmails.id });
};

const row = async (id: string) => {
  const [found] = await database.db
    .select({
      sentAt: outboundEmails.sentAt,
      attempts: outboundEmails.attempts,
      lastError: outboundEmails.lastError,
      abandonedAt: outboundEmails.abandonedAt,
      waitSeconds: sql<number>`extract(epoch from ${outboundEmails.nextAttemptAt} - now())::float8`,
    })
    .from(outboundEmails)
    .where(eq(outboundEmails.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return { ...found, waitSeconds: Number(found.waitSeconds) };
};

const makeDue = (id: string) => database.db.update(outboundEmails).set({ nextAttemptAt: sql`now()` }).where(eq(outboundEmails.id, id));

/** A port nothing listens on: reserved, then released. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe('outbox relay', () => {
  it('sends every due e-mail through the SMTP server and marks it sent', async () => {
    const rows = await queue(3);
    const r = relay();
    await r.deliverDue();
    await r.stop();

    expect(sink.received.map((m) => m.to)).toEqual([['person0@northwind.test'], ['person1@northwind.test'], ['person2@northwind.test']]);
    const first = sink.received[0]!;
    expect(first.from).toBe('no-reply@provider.test');
    expect(first.raw).toContain('Subject: Message 0');
    expect(decodeQuotedPrintable(first.raw)).toContain('Body of message 0, with a line long enough to be folded by the quoted-printable encoding.');
    for (const { id } of rows) expect(await row(id)).toMatchObject({ attempts: 0, lastError: null, abandonedAt: null, sentAt: expect.anything() });
  });

  it('leaves an address the server refuses for later, with a doubling wait, and sends it once accepted', async () => {
    const [refused] = await queue(1, () => 'refused@northwind.test');
    sink.refused.add('refused@northwind.test');
    const r = relay();

    await r.deliverDue();
    const once = await row(refused!.id);
    expect(once).toMatchObject({ sentAt: null, attempts: 1, abandonedAt: null });
    expect(once.lastError).toMatch(/550/);
    expect(once.waitSeconds).toBeGreaterThan(RETRY_BASE - 10);
    expect(once.waitSeconds).toBeLessThanOrEqual(RETRY_BASE);

    // Not due yet: a round now does not try it.
    await r.deliverDue();
    expect((await row(refused!.id)).attempts).toBe(1);

    await makeDue(refused!.id);
    await r.deliverDue();
    const twice = await row(refused!.id);
    expect(twice.attempts).toBe(2);
    expect(twice.waitSeconds).toBeGreaterThan(2 * RETRY_BASE - 10);

    sink.refused.clear();
    await makeDue(refused!.id);
    await r.deliverDue();
    await r.stop();
    expect(await row(refused!.id)).toMatchObject({ attempts: 2, lastError: null, sentAt: expect.anything() });
    expect(sink.received.map((m) => m.to)).toEqual([['refused@northwind.test']]);
  });

  it('retries while the SMTP server is down and gives up after the last attempt', async () => {
    const [email] = await queue(1);
    const r = relay({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, maxAttempts: 2 });

    await r.deliverDue();
    const first = await row(email!.id);
    expect(first).toMatchObject({ sentAt: null, attempts: 1, abandonedAt: null });
    expect(first.lastError).toMatch(/ECONNREFUSED/);

    await makeDue(email!.id);
    await r.deliverDue();
    expect(await row(email!.id)).toMatchObject({ sentAt: null, attempts: 2, abandonedAt: expect.anything() });

    await makeDue(email!.id);
    await r.deliverDue();
    await r.stop();
    expect((await row(email!.id)).attempts).toBe(2);
  });

  it('never sends a row twice when two relays work on one database at once', async () => {
    const rows = await queue(30);
    // Each relay runs its own transactions (on PostgreSQL, on separate pool connections).
    const relays = [relay({ batchSize: 4 }), relay({ batchSize: 4 })];
    await Promise.all(relays.map((r) => r.deliverDue()));
    await Promise.all(relays.map((r) => r.stop()));

    const subjects = sink.received.map((m) => /Subject: (.+)/.exec(m.raw)?.[1]?.trim());
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    const sent = await database.db.$count(
      outboundEmails,
      and(isNotNull(outboundEmails.sentAt), inArray(outboundEmails.id, rows.map((r) => r.id))),
    );
    expect(sent).toBe(30);
    expect(await database.db.$count(outboundEmails, sql`${outboundEmails.sentAt} is null`)).toBe(0);
  });

  it('waits base, 2×base, 4×base… up to the cap', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelaySeconds(n, 30, 3_600))).toEqual([30, 60, 120, 240, 3_600]);
  });
});
