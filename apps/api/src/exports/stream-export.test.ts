import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { networks } from '../db/schema/tenancy';
import { withTenant, type Tx } from '../db/tenant';
import { openTestDatabase } from '../test-support/test-database';
import { csvLine } from './csv';
import { rowsFromCursor } from './cursor-rows';
import { streamTableExport } from './stream-export';

let database: DatabaseHandle;
let networkId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  [{ id: networkId }] = (await database.db.select({ id: networks.id }).from(networks).limit(1)) as [{ id: string }];
});
afterAll(() => database.close());

const inTenant = <T>(work: (tx: Tx) => Promise<T>) => withTenant(database.db, networkId, work);

/** A logger whose lines the test can read. */
const capturingLogger = () => {
  const lines: { level: number; msg: string }[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
  return { log: app.log as FastifyBaseLogger, lines };
};

/** 1..count, failing (division by zero) from row `failFrom` on. */
const numbers = (count: number, failFrom = count + 1): SQL =>
  sql`select n, case when n >= ${failFrom} then 1 / (n - n) else n end as value from generate_series(1, ${count}) as n`;

const readAll = async (stream: Readable): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
};

const table = (query: SQL) => ({
  report: 'Numbers',
  format: 'csv' as const,
  columns: [{ header: 'Value', value: (row: { value: number }) => row.value }],
  query,
});

describe('rowsFromCursor', () => {
  it('reads every row in order, one batch at a time, and frees the cursor when the reader stops early', async () => {
    const batches = await inTenant(async (tx) => {
      const sizes: number[] = [];
      const values: number[] = [];
      for await (const batch of rowsFromCursor<{ n: number }>(tx, numbers(25), 10)) {
        sizes.push(batch.length);
        values.push(...batch.map((row) => row.n));
      }
      for await (const _batch of rowsFromCursor(tx, numbers(25), 10)) break;
      // The cursor of the abandoned read is closed, so its name is free again.
      for await (const _batch of rowsFromCursor(tx, numbers(5), 10)) break;
      return { sizes, values };
    });
    expect(batches.sizes).toEqual([10, 10, 5]);
    expect(batches.values).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });
});

describe('streamTableExport', () => {
  it('streams every row of a query larger than a batch', async () => {
    const { log } = capturingLogger();
    const reply = await streamTableExport(inTenant, log, table(numbers(2500)));
    expect(reply.fileName).toMatch(/^ClientPortal_Numbers_\d{8}_\d{6}\.csv$/);
    const lines = (await readAll(reply.body as Readable)).slice(1).split('\r\n');
    expect(lines[0]).toBe('Value');
    expect(lines.slice(1, -1)).toEqual(Array.from({ length: 2500 }, (_, i) => String(i + 1)));
  });

  it('answers an ordinary error when the query fails before the first row', async () => {
    const { log } = capturingLogger();
    await expect(streamTableExport(inTenant, log, table(numbers(10, 1)))).rejects.toThrow(/fetch forward/);
  });

  it('cuts the download short, and logs, when the query fails after the first batch', async () => {
    const { log, lines } = capturingLogger();
    const reply = await streamTableExport(inTenant, log, table(numbers(3000, 1500)));
    await expect(readAll(reply.body as Readable)).rejects.toThrow();
    await expect.poll(() => lines.find((line) => line.level === 50)?.msg).toContain('download was cut short');
  });

  it('stops reading rows, and ends its transaction, when the client goes away', async () => {
    const { log, lines } = capturingLogger();
    const reply = await streamTableExport(inTenant, log, table(numbers(200_000)));
    const body = reply.body as Readable;
    await new Promise((resolve) => body.once('data', resolve));
    body.destroy();
    await expect.poll(() => lines.find((line) => line.level === 30)?.msg).toContain('client closed the download');
    // The connection is free again: a new transaction runs at once.
    expect(await inTenant(async (tx) => (await tx.execute(sql`select 1 as one`)) !== undefined)).toBe(true);
  });
});

describe('csvLine', () => {
  it('quotes separators, quotes and line breaks, and neutralises formulas', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', '=1+1', '-5', null])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",\'=1+1,\'-5,\r\n',
    );
  });
});
