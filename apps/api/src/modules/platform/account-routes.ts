import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { getLoginContact, updateLastLoginDate } from '@portal/domain/api/platform';
import type { AppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { networks } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { registerCall } from '../../plugins/register-call';

export const registerAccountRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getLoginContact, async ({ ctx }) => {
    const [row] = await deps.db
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
  });

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
