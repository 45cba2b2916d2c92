import type { FastifyInstance } from 'fastify';
import { FLAG_KEYS, flagValue, serverFlagKey } from '@portal/domain/access/feature-flags';
import { getFeatureFlags, getMyPrivileges, getPrivilegesForRoles } from '@portal/domain/api/platform';
import type { AppDeps } from '../../app-deps';
import type { RequestContext } from '../../context/request-context';
import { registerCall } from '../../plugins/register-call';

const privilegesOf = (ctx: RequestContext) => ({ userType: ctx.userType, privileges: [...ctx.privileges].sort() });

export const registerAccessRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getPrivilegesForRoles, async ({ ctx }) => privilegesOf(ctx));
  registerCall(app, deps, getMyPrivileges, async ({ ctx }) => privilegesOf(ctx));
  registerCall(app, deps, getFeatureFlags, async ({ ctx }) =>
    FLAG_KEYS.map((key) => ({ key: serverFlagKey(key), value: flagValue(ctx.flags[key]) })),
  );
};
