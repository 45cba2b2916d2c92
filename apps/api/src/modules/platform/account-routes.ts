import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { getLoginContact, updateLastLoginDate, updateMyProfile, type LoginContact } from '@portal/domain/api/platform';
import { phoneDigits } from '@portal/domain/users/profile-form';
import type { AppDeps } from '../../app-deps';
import type { RequestContext } from '../../context/request-context';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/tenant';
import { writeAudit } from '../../db/audit';
import { networks } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { registerCall } from '../../plugins/register-call';

const loadLoginContact = async (db: Database | Tx, ctx: RequestContext): Promise<LoginContact> => {
  const [row] = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      isActive: users.isActive,
      isVerified: users.isVerified,
      isJobApprover: users.isJobApprover,
      lastLoginAt: users.lastLoginAt,
      networkName: networks.name,
      isSso: networks.isSso,
    })
    .from(users)
    .leftJoin(networks, eq(networks.id, users.networkId))
    .where(eq(users.id, ctx.user.id));
  if (!row) throw new Error(`User ${ctx.user.id} vanished after authentication`);
  const { lastLoginAt, isSso, ...rest } = row;
  return {
    ...rest,
    userType: ctx.userType,
    isSSO: isSso ?? false,
    hospitalNetworkId: ctx.user.networkId,
    lastLoginDate: lastLoginAt?.toISOString() ?? null,
  };
};

export const registerAccountRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getLoginContact, async ({ ctx }) => loadLoginContact(deps.db, ctx));

  registerCall(app, deps, updateMyProfile, async ({ ctx, body }) =>
    deps.db.transaction(async (tx) => {
      const columns = { firstName: users.firstName, lastName: users.lastName, phoneNumber: users.phoneNumber };
      const [before] = await tx.select(columns).from(users).where(eq(users.id, ctx.user.id));
      const change = { firstName: body.firstName, lastName: body.lastName, phoneNumber: phoneDigits(body.phoneNumber) };
      await tx.update(users).set(change).where(eq(users.id, ctx.user.id));
      await writeAudit(tx, {
        networkId: ctx.user.networkId,
        actorId: ctx.user.id,
        entity: 'user',
        entityId: ctx.user.id,
        action: 'profile-update',
        before,
        after: change,
      });
      return loadLoginContact(tx, ctx);
    }),
  );

  registerCall(app, deps, updateLastLoginDate, async ({ ctx }) =>
    deps.db.transaction(async (tx) => {
      const [before] = await tx.select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.id, ctx.user.id));
      const [after] = await tx
        .update(users)
        .set({ lastLoginAt: new Date() })
        .where(eq(users.id, ctx.user.id))
        .returning({ lastLoginAt: users.lastLoginAt });
      if (!after?.lastLoginAt) throw new Error(`User ${ctx.user.id} vanished after authentication`);
      await writeAudit(tx, {
        networkId: ctx.user.networkId,
        actorId: ctx.user.id,
        entity: 'user',
        entityId: ctx.user.id,
        action: 'last-login',
        before: { lastLoginAt: before?.lastLoginAt ?? null },
        after: { lastLoginAt: after.lastLoginAt },
      });
      return { lastLoginDate: after.lastLoginAt.toISOString() };
    }),
  );
};
