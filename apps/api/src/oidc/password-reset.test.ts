import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/activity';
import { outboundEmails, passwordResets } from '../db/schema/invitations';
import { oidcPayloads } from '../db/schema/sign-in';
import { users } from '../db/schema/users';
import { signInThroughProvider } from '../test-support/sign-in-flow';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { EMAIL_REQUIRED, INVALID_RESET_LINK, PASSWORD_RESET_DONE, RESET_LINK_SENT, TOO_MANY_REQUESTS } from './password-reset-pages';
import { RESET_LIMITS } from './password-reset-routes';
import { RESET_SUBJECT } from './password-reset-store';
import { PASSWORD_TOO_SHORT, PASSWORDS_DIFFER } from './new-password-page';

/** Verified Northwind team accounts (demo-accounts.ts) that no other test signs in as. */
const LENA = 'lena.fischer@northwind.test';
const MARCUS = 'marcus.hale@northwind.test';
const GRACE = 'grace.liu@northwind.test';
const NEW_PASSWORD = 'a much longer secret';

let t: TestApp;
/** Each test asks from its own client address, so the per-address limits of one do not reach the next. */
let address = 0;
const nextAddress = () => `10.0.0.${++address}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, form: Record<string, string>, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
const forgot = (email: string, remoteAddress = nextAddress()) => post('/forgot-password', { email }, remoteAddress);
const submitReset = (form: Record<string, string>, remoteAddress = nextAddress()) => post('/reset-password', form, remoteAddress);
const open = (token: string) => t.app.inject({ method: 'GET', url: `/reset-password?token=${encodeURIComponent(token)}` });

const emailsTo = (email: string) => t.database.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, email));
const audits = (action: string) => t.database.db.$count(auditLog, eq(auditLog.action, action));

/** The token of the newest reset e-mail to `email`, read from the outbox as the relay would send it. */
const latestToken = async (email: string) => {
  const [row] = await t.database.db
    .select({ body: outboundEmails.body })
    .from(outboundEmails)
    .where(eq(outboundEmails.toAddress, email))
    .orderBy(sql`${outboundEmails.createdAt} desc`)
    .limit(1);
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(row?.body ?? '')?.[0];
  if (!link) throw new Error(`No reset e-mail to ${email}`);
  return new URL(link).searchParams.get('token') ?? '';
};

const expectInvalid = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(400);
  expect(res.body).toContain(INVALID_RESET_LINK);
  expect(res.body).not.toContain('<form');
};

describe('/forgot-password', () => {
  it('is the page the sign-in page links to, in the same look and without script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/forgot-password' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'none'/);
    expect(res.body).toContain('<label for="email">Email</label>');
    expect(res.body).toContain('<form method="post" action="/forgot-password" novalidate>');
  });

  it('answers an unknown, inactive or unverified e-mail exactly as a known one, and queues a link only for the known one', async () => {
    const before = await t.database.db.$count(outboundEmails);
    const known = await forgot(LENA);
    const afterKnown = await t.database.db.$count(outboundEmails);
    const others = await Promise.all(['nobody@northwind.test', 'dana.kim@northwind.test', 'omar.haddad@northwind.test'].map((e) => forgot(e)));

    expect(known.statusCode).toBe(200);
    expect(known.body).toContain(RESET_LINK_SENT);
    for (const other of others) {
      expect(other.statusCode).toBe(known.statusCode);
      expect(other.body).toBe(known.body);
    }
    expect(afterKnown).toBe(before + 1);
    expect(await t.database.db.$count(outboundEmails)).toBe(afterKnown);
    const [email] = await emailsTo(LENA);
    expect(email?.subject).toBe(RESET_SUBJECT);
    expect(email?.sentAt).toBeNull();
    // Only the hash of the token is kept.
    const token = await latestToken(LENA);
    expect(await t.database.db.$count(passwordResets, eq(passwordResets.tokenHash, token))).toBe(0);
  });

  it('asks again for an empty or malformed e-mail without queuing anything', async () => {
    const before = await t.database.db.$count(outboundEmails);
    for (const email of ['', 'not-an-email']) {
      const res = await forgot(email);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(EMAIL_REQUIRED);
      expect(res.body).toContain('aria-invalid="true"');
    }
    expect(await t.database.db.$count(outboundEmails)).toBe(before);
  });

  it('refuses with 429 past the limit per client address, and past the limit per e-mail from any address', async () => {
    const from = nextAddress();
    for (let i = 0; i < RESET_LIMITS.requestsPerAddress.max; i += 1) expect((await forgot(`someone${i}@nowhere.test`, from)).statusCode).toBe(200);
    const blocked = await forgot('someone.else@nowhere.test', from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain(TOO_MANY_REQUESTS);

    const before = (await emailsTo(GRACE)).length;
    for (let i = 0; i < RESET_LIMITS.requestsPerEmail.max; i += 1) expect((await forgot(GRACE)).statusCode).toBe(200);
    expect((await forgot(GRACE.toUpperCase())).statusCode).toBe(429);
    expect((await emailsTo(GRACE)).length).toBe(before + RESET_LIMITS.requestsPerEmail.max);
  });
});

describe('/reset-password', () => {
  it('refuses an unknown, expired or superseded link', async () => {
    expectInvalid(await open('not-a-token'));
    expectInvalid(await t.app.inject({ method: 'GET', url: '/reset-password' }));
    expectInvalid(await submitReset({ token: 'not-a-token', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }));

    await forgot(MARCUS);
    const superseded = await latestToken(MARCUS);
    await forgot(MARCUS);
    expectInvalid(await open(superseded));

    const expired = await latestToken(MARCUS);
    expect((await open(expired)).statusCode).toBe(200);
    await t.database.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` });
    expectInvalid(await open(expired));
    expectInvalid(await submitReset({ token: expired, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }));
    expect((await signInThroughProvider(t.app, t.config, MARCUS)).accessToken).toBeTruthy();
  });

  it('applies the register rules, then sets the password once, ends every session of the account and audits', async () => {
    const session = await signInThroughProvider(t.app, t.config, LENA);
    expect(session.refreshToken).toBeTruthy();
    const [lena] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, LENA));
    const held = () => t.database.db.$count(oidcPayloads, sql`${oidcPayloads.payload} ->> 'accountId' = ${lena!.id}`);
    expect(await held()).toBeGreaterThan(0);

    await forgot(LENA);
    const token = await latestToken(LENA);
    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(LENA);
    expect(page.body).toContain('<label for="confirmPassword">Confirm Password</label>');

    const short = await submitReset({ token, password: 'short', confirmPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(PASSWORD_TOO_SHORT);
    expect((await submitReset({ token, password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` })).body).toContain(PASSWORDS_DIFFER);

    const resetsBefore = await audits('password-reset');
    const done = await submitReset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(PASSWORD_RESET_DONE);
    expect(await audits('password-reset')).toBe(resetsBefore + 1);
    expect(await audits('password-reset-requested')).toBeGreaterThan(0);

    expect(await held()).toBe(0);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refreshToken!, client_id: t.config.OIDC_CLIENT_ID }).toString(),
    });
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });

    await expect(signInThroughProvider(t.app, t.config, LENA)).rejects.toThrow(/Sign-in for .* failed/);
    expect((await signInThroughProvider(t.app, t.config, LENA, NEW_PASSWORD)).accessToken).toBeTruthy();

    expectInvalid(await open(token));
    expectInvalid(await submitReset({ token, password: 'yet another long one', confirmPassword: 'yet another long one' }));
    expect(await audits('password-reset')).toBe(resetsBefore + 1);
  });

  it('refuses with 429 past the limit of submissions per client address', async () => {
    const from = nextAddress();
    for (let i = 0; i < RESET_LIMITS.resetsPerAddress.max; i += 1) expect((await submitReset({ token: `guess-${i}` }, from)).statusCode).toBe(400);
    const blocked = await submitReset({ token: 'one-more' }, from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain(TOO_MANY_REQUESTS);
  });
});
