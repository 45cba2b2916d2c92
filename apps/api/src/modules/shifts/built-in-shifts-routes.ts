import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { findPlatformUsers, getShiftsUser, type PlatformFacility } from '@portal/domain/api/shifts';
import type { AppDeps } from '../../app-deps';
import { hospitals, networks } from '../../db/schema/tenancy';
import { notFound } from '../../http-errors';
import { registerCall } from '../../plugins/register-call';
import { BUILT_IN_PLATFORM_ACCOUNTS, platformRoleName, type BuiltInPlatformAccount } from './built-in-shifts-data';

export const NO_PLATFORM_ACCOUNT = 'No shifts platform account for this user.';

/** The account's facilities: its network's hospitals with those names. */
const facilitiesOf = async (deps: AppDeps, networkId: string | null, account: BuiltInPlatformAccount): Promise<PlatformFacility[]> => {
  if (!networkId || account.facilities.length === 0) return [];
  const rows = await deps.db
    .select({ id: hospitals.id, name: hospitals.name })
    .from(hospitals)
    .where(and(eq(hospitals.networkId, networkId), inArray(hospitals.name, [...account.facilities])));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
};

/**
 * The built-in shifts service (`user-v2`) and user service (`Find`), served like the built-in sign-in
 * so the portal runs whole without the platform; SHIFTS_SERVICE_URL and USER_SERVICE_URL point the
 * portal's client at the real ones instead (docs/operations.md).
 */
export const registerBuiltInShiftsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getShiftsUser, async ({ ctx }) => {
    const account = BUILT_IN_PLATFORM_ACCOUNTS[ctx.user.email.toLowerCase()];
    if (!account) throw notFound(NO_PLATFORM_ACCOUNT);
    const [network] = ctx.user.networkId
      ? await deps.db.select({ id: networks.id, name: networks.name }).from(networks).where(eq(networks.id, ctx.user.networkId))
      : [];
    const facilities = await facilitiesOf(deps, ctx.user.networkId, account);
    return {
      id: account.id,
      role: { id: account.roleId, name: platformRoleName(account.roleId) },
      permissions: [...account.permissions],
      network: { id: network?.id ?? '', name: network?.name ?? '', regions: [], facilities },
    };
  });

  registerCall(app, deps, findPlatformUsers, async ({ ctx, body }) => {
    const account = BUILT_IN_PLATFORM_ACCOUNTS[ctx.user.email.toLowerCase()];
    // Only the caller's own record: the portal asks for nobody else's.
    if (!account || !body.filterBy.userIds.includes(account.id)) return { data: [] };
    const includes = new Set(body.includes);
    return {
      data: [
        {
          id: account.id,
          email: ctx.user.email,
          ...(includes.has('Preferences') ? { preferences: { notifications: 'Email' } } : {}),
          ...(includes.has('Facilities') ? { facilities: await facilitiesOf(deps, ctx.user.networkId, account) } : {}),
        },
      ],
    };
  });
};
