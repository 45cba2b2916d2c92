import type { FastifyInstance } from 'fastify';
import { getPlatformAccess } from '@portal/domain/api/shifts';
import { PRN_GENERIC } from '@portal/domain/access/user-types';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../plugins/register-call';

/** SPEC.md §6: only a PRN Generic user's token makes the portal ask the platform; everyone else has no platform links. */
export const registerPlatformAccessRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getPlatformAccess, async ({ ctx, headers, log }) => {
    if (ctx.userType !== PRN_GENERIC) return { available: true, roleId: null, permissions: [], facilities: [] };
    return deps.platformAccess(headers.authorization ?? '', log);
  });
};
