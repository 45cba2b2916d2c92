import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { invitations, passwordResets } from '../db/schema/invitations';
import { userIdOf } from '../test-support/demo-records';
import { DEMO } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { hashLinkToken, issueOneTimeLink, markLinkUsed, usableLink, type OneTimeLinkTable } from './one-time-links';

let database: DatabaseHandle;
let userId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  userId = await userIdOf(database.db, DEMO.general);
});
afterAll(() => database.close());

const A_DAY = sql`make_interval(days => 1)`;

describe.each([
  ['invitations', invitations],
  ['password resets', passwordResets],
] as [string, OneTimeLinkTable][])('one-time links of %s', (_, table) => {
  const isUsable = async (token: string) => (await database.db.select({ id: table.id }).from(table).where(usableLink(table, token))).length === 1;

  it('keeps only the SHA-256 of the token, which finds the link', async () => {
    const link = await issueOneTimeLink(database.db, table, userId, A_DAY);
    const [row] = await database.db.select({ tokenHash: table.tokenHash }).from(table).where(eq(table.id, link.id));
    expect(row?.tokenHash).toBe(hashLinkToken(link.token));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(link.token);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(await isUsable(link.token)).toBe(true);
  });

  it('voids the earlier unused link when a new one is issued', async () => {
    const first = await issueOneTimeLink(database.db, table, userId, A_DAY);
    const second = await issueOneTimeLink(database.db, table, userId, A_DAY);
    expect(second.token).not.toBe(first.token);
    expect(await isUsable(first.token)).toBe(false);
    expect(await isUsable(second.token)).toBe(true);
  });

  it('works once', async () => {
    const link = await issueOneTimeLink(database.db, table, userId, A_DAY);
    await markLinkUsed(database.db, table, link.id);
    expect(await isUsable(link.token)).toBe(false);
  });

  it('stops working when it expires, and no other token finds it', async () => {
    const expired = await issueOneTimeLink(database.db, table, userId, sql`make_interval(secs => -1)`);
    expect(await isUsable(expired.token)).toBe(false);
    expect(await isUsable('not-a-token')).toBe(false);
  });
});
