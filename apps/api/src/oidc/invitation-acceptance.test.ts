import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/activity';
import { invitations } from '../db/schema/invitations';
import { users } from '../db/schema/users';
import { issueInvitation } from '../mail/invitation-store';
import { signInThroughProvider } from '../test-support/sign-in-flow';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { INVALID_INVITATION, PASSWORD_TOO_SHORT, PASSWORDS_DIFFER } from './new-password-page';

/** Unverified demo accounts of Northwind (demo-accounts.ts): no password until they accept. */
const VICTOR = 'victor.chen@northwind.test';
const OMAR = 'omar.haddad@northwind.test';
const NEW_PASSWORD = 'correct horse battery';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** What ResendActivationEmail does, given directly: returns the token of the e-mailed link. */
const invite = async (email: string) => {
  const db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const { link } = await db.transaction((tx) => issueInvitation(tx, user!, t.config.PUBLIC_URL));
  return new URL(link).searchParams.get('token')!;
};

const open = (token: string) => t.app.inject({ method: 'GET', url: `/register?token=${encodeURIComponent(token)}` });
const submit = (form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/register',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

const account = async (email: string) => {
  const [row] = await t.database.db.select({ isVerified: users.isVerified, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
  return row!;
};
const accepted = () => t.database.db.$count(auditLog, eq(auditLog.action, 'invitation-accepted'));

const expectInvalid = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(400);
  expect(res.body).toContain(INVALID_INVITATION);
  expect(res.body).not.toContain('<form');
};

describe('/register', () => {
  it('shows the create-password page for a good link, in the sign-in page style and without script', async () => {
    const res = await open(await invite(OMAR));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'none'/);
    // The token is in the page's URL: no referrer may carry it away.
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<title>Create your password</title>');
    expect(res.body).toContain('Client Portal');
    expect(res.body).toContain(OMAR);
    expect(res.body).toContain('<label for="password">Password</label>');
    expect(res.body).toContain('<label for="confirmPassword">Confirm Password</label>');
    expect(res.body).toContain('<button type="submit">Create account</button>');
    expect(res.body).not.toContain('<script');
  });

  it('refuses an unknown, voided or expired link and writes nothing', async () => {
    expectInvalid(await open('not-a-token'));
    expectInvalid(await t.app.inject({ method: 'GET', url: '/register' }));

    const voided = await invite(OMAR);
    await invite(OMAR);
    expectInvalid(await open(voided));

    const expired = await invite(OMAR);
    await t.database.db.update(invitations).set({ expiresAt: sql`now() - interval '1 second'` }).where(sql`${invitations.usedAt} is null`);
    expectInvalid(await open(expired));
    expectInvalid(await submit({ token: expired, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }));
    expectInvalid(await submit({ token: 'not-a-token', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }));

    expect(await account(OMAR)).toEqual({ isVerified: false, passwordHash: null });
    expect(await accepted()).toBe(0);
  });

  it('asks for at least 12 characters and a matching confirmation, keeping the link usable', async () => {
    const token = await invite(VICTOR);
    const short = await submit({ token, password: 'short', confirmPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(PASSWORD_TOO_SHORT);
    expect(short.body).toContain('aria-invalid="true"');
    const differ = await submit({ token, password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` });
    expect(differ.statusCode).toBe(400);
    expect(differ.body).toContain(PASSWORDS_DIFFER);
    expect(await account(VICTOR)).toEqual({ isVerified: false, passwordHash: null });
    expect((await open(token)).statusCode).toBe(200);
  });

  it('sets the password and verifies the account, after which the user signs in; the link then works no more', async () => {
    const token = await invite(VICTOR);
    const before = await accepted();
    const res = await submit({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${t.config.PUBLIC_URL}/`);

    const victor = await account(VICTOR);
    expect(victor.isVerified).toBe(true);
    expect(victor.passwordHash).toMatch(/^scrypt\$/);
    expect(await accepted()).toBe(before + 1);
    const [used] = await t.database.db.select().from(invitations).where(sql`${invitations.usedAt} is not null`);
    expect(used).toBeDefined();

    const { accessToken } = await signInThroughProvider(t.app, t.config, VICTOR, NEW_PASSWORD);
    expect(accessToken).toBeTruthy();

    expectInvalid(await open(token));
    expectInvalid(await submit({ token, password: 'another password!', confirmPassword: 'another password!' }));
    expect(await accepted()).toBe(before + 1);
  });
});
