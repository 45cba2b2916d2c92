import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { checkUserStatus, resendActivationEmail } from '@portal/domain/api/invitations';
import { loadConfig } from '../../config';
import { auditLog } from '../../db/schema/activity';
import { invitations, outboundEmails } from '../../db/schema/invitations';
import { networks } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { hashPassword } from '../../lib/passwords';
import { registerErrorHandler } from '../../plugins/error-handler';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { ALREADY_VERIFIED, NOT_EMBEDDED, RESEND_TOO_SOON, SSO_ACCOUNT, registerInvitationRoutes } from './invitation-routes';
import { INVITATION_SUBJECT } from '../../mail/invitation-store';

/** Unverified demo accounts of Northwind (demo-accounts.ts). */
const OMAR = 'omar.haddad@northwind.test';
const VICTOR = 'victor.chen@northwind.test';

let t: TestApp;
let omarId: string;
let northwindId: string;

/**
 * An unverified account has no password, so it cannot sign in through the built-in provider; with an
 * external identity provider it could. A password in this file's own database stands in for that.
 */
const letSignIn = async (email: string) => {
  const [user] = await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword('demo1234') })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return user!.id;
};

beforeAll(async () => {
  t = await createTestApp();
  omarId = await letSignIn(OMAR);
  const [northwind] = await t.database.db.select({ id: networks.id }).from(networks).where(eq(networks.name, 'Northwind Health'));
  northwindId = northwind!.id;
  await letSignIn(VICTOR);
});
afterAll(() => t?.close());

const resend = (email: string | null, query = '') => t.call(email, { method: 'GET', url: `${callPath(resendActivationEmail)}${query}` });

const counts = async () => {
  const db = t.database.db;
  return {
    invitations: await db.$count(invitations),
    emails: await db.$count(outboundEmails),
    audits: await db.$count(auditLog, eq(auditLog.action, 'invitation-sent')),
  };
};

const nothing = { invitations: 0, emails: 0, audits: 0 };

describe('CheckUserStatus and ResendActivationEmail refusals', () => {
  it('answer 401 without a token', async () => {
    expect((await resend(null)).statusCode).toBe(401);
    expect((await t.call(null, { method: 'GET', url: callPath(checkUserStatus) })).statusCode).toBe(401);
    expect(await counts()).toEqual(nothing);
  });

  it("answer 403 for another user's e-mail", async () => {
    const res = await resend(OMAR, `?email=${encodeURIComponent(VICTOR)}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The email parameter must be your own e-mail address.');
    expect(await counts()).toEqual(nothing);
  });

  it('are in the OpenAPI document', async () => {
    const paths = Object.keys((await t.call(null, { method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining([callPath(checkUserStatus), callPath(resendActivationEmail)]));
  });

  it('keeps both tables from the tenant role, which has no grant on them', async () => {
    for (const table of ['invitations', 'outbound_emails']) {
      const read = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('role', 'portal_app', true)`);
        await tx.execute(sql`select 1 from ${sql.identifier(table)}`);
      });
      await expect(read).rejects.toMatchObject({ cause: { message: expect.stringContaining('permission denied') } });
    }
  });

  it('tells each user their own status', async () => {
    const omar = await t.call(OMAR, { method: 'GET', url: `${callPath(checkUserStatus)}?email=${encodeURIComponent(OMAR)}` });
    expect(omar.json()).toEqual({ isActive: true, isVerified: false, isSSO: false });
    const internal = await t.call(DEMO.mspAdmin, { method: 'GET', url: callPath(checkUserStatus) });
    expect(internal.json()).toEqual({ isActive: true, isVerified: true, isSSO: false });
  });

  it('refuses a verified user with 409', async () => {
    const res = await resend(DEMO.general);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ALREADY_VERIFIED);
    expect(await counts()).toEqual(nothing);
  });

  it('refuses a user of an SSO network with 409', async () => {
    const db = t.database.db;
    await db.update(networks).set({ isSso: true }).where(eq(networks.name, 'Northwind Health'));
    try {
      const res = await resend(VICTOR);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(SSO_ACCOUNT);
    } finally {
      await db.update(networks).set({ isSso: false }).where(eq(networks.name, 'Northwind Health'));
    }
    expect(await counts()).toEqual(nothing);
  });

  it('refuses with 409 when an external provider signs users in (there is no /register page)', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', OIDC_ISSUER: 'https://idp.example.test' });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    registerInvitationRoutes(app, { config, db: t.database.db, verifyToken: async () => ({ email: OMAR }), ping: async () => undefined, platformAccess: async () => ({ available: false, roleId: null, permissions: [], facilities: [] }) });
    const res = await app.inject({ method: 'GET', url: callPath(resendActivationEmail), headers: { authorization: 'Bearer external' } });
    await app.close();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NOT_EMBEDDED);
    expect(await counts()).toEqual(nothing);
  });
});

describe('ResendActivationEmail', () => {
  it('creates an invitation, queues its e-mail and audits it, all for the caller', async () => {
    const res = await resend(OMAR, `?email=${encodeURIComponent(OMAR)}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await counts()).toEqual({ invitations: 1, emails: 1, audits: 1 });

    const db = t.database.db;
    const [email] = await db.select().from(outboundEmails);
    expect(email).toMatchObject({ toAddress: OMAR, subject: INVITATION_SUBJECT, sentAt: null });
    const token = new RegExp(`${t.config.PUBLIC_URL}/register\\?token=([\\w-]{43})\\n`).exec(email!.body)?.[1];
    expect(token).toBeDefined();

    const [invitation] = await db.select().from(invitations);
    expect(invitation).toMatchObject({ userId: omarId, usedAt: null });
    // Only the token's hash is stored.
    expect(invitation!.tokenHash).toBe(createHash('sha256').update(token!).digest('hex'));
    const days = (invitation!.expiresAt.getTime() - invitation!.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(7);

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'invitation-sent'));
    expect(audit).toMatchObject({ actorId: omarId, entity: 'user', entityId: omarId, networkId: northwindId });
  });

  it('answers 429 to a second request within a minute and writes nothing', async () => {
    const before = await counts();
    const res = await resend(OMAR);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(RESEND_TOO_SOON);
    expect(await counts()).toEqual(before);
  });

  it('voids the earlier link when sending a new one a minute later', async () => {
    const db = t.database.db;
    await db.update(invitations).set({ createdAt: sql`now() - interval '2 minutes'` });
    expect((await resend(OMAR)).statusCode).toBe(204);
    const rows = await db
      .select({ usable: sql<boolean>`${invitations.expiresAt} > now()` })
      .from(invitations)
      .where(eq(invitations.userId, omarId))
      .orderBy(invitations.createdAt);
    expect(rows.map((r) => r.usable)).toEqual([false, true]);
    expect(await counts()).toEqual({ invitations: 2, emails: 2, audits: 2 });
  });
});
