import { and, eq, sql } from 'drizzle-orm';
import { FEATURE_FLAGS, type FeatureFlags } from '@portal/domain/access/feature-flags';
import type { AccessSubject } from '@portal/domain/access/access-rule';
import { isPrivilege, type Privilege } from '@portal/domain/access/privileges';
import { userTypeByName, type UserType } from '@portal/domain/access/user-types';
import type { Database } from '../db/client';
import { networkFeatureFlags, networks, hospitals } from '../db/schema/tenancy';
import { privileges, userTypePrivileges, userTypes } from '../db/schema/reference';
import { userHospitals, users } from '../db/schema/users';
import { forbidden, notFound } from '../http-errors';

export interface ContextUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  networkId: string | null;
  type: UserType;
}

export interface ContextNetwork {
  id: string;
  name: string;
  isSso: boolean;
}

/** Everything a request acts with, built once per call from the token and the database. */
export interface RequestContext extends AccessSubject {
  user: ContextUser;
  userType: UserType['name'];
  privileges: ReadonlySet<Privilege>;
  flags: FeatureFlags;
  /** The network the request acts in: the user's own, or the one an internal user chose. */
  network: ContextNetwork | null;
  /** Hospitals of `network` the user may see. */
  hospitalIds: readonly string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const loadUser = async (db: Database, email: string) => {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      networkId: users.networkId,
      isActive: users.isActive,
      userTypeName: userTypes.name,
      privileges: sql<string[]>`coalesce(array_agg(${privileges.name}) filter (where ${privileges.name} is not null), '{}')`,
    })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .leftJoin(userTypePrivileges, eq(userTypePrivileges.userTypeId, users.userTypeId))
    .leftJoin(privileges, eq(privileges.id, userTypePrivileges.privilegeId))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .groupBy(users.id, userTypes.name);
  return rows[0];
};

const loadNetwork = async (db: Database, networkId: string) => {
  const [network] = await db.select().from(networks).where(eq(networks.id, networkId));
  if (!network) return undefined;
  const overrides = await db.select().from(networkFeatureFlags).where(eq(networkFeatureFlags.networkId, networkId));
  return { network, overrides };
};

const visibleHospitalIds = async (db: Database, user: ContextUser, networkId: string): Promise<string[]> => {
  if (user.type.allHospitals) {
    const rows = await db.select({ id: hospitals.id }).from(hospitals).where(eq(hospitals.networkId, networkId));
    return rows.map((r) => r.id);
  }
  const rows = await db
    .select({ id: userHospitals.hospitalId })
    .from(userHospitals)
    .where(and(eq(userHospitals.userId, user.id), eq(userHospitals.networkId, networkId)));
  return rows.map((r) => r.id);
};

/**
 * Builds the context for a verified e-mail. The database is the authority for the user type and
 * privileges (an administrator's change applies at once); the token only says who is calling.
 */
export const loadRequestContext = async (
  db: Database,
  email: string,
  requestedNetworkId: string | undefined,
): Promise<RequestContext> => {
  const row = await loadUser(db, email);
  if (!row) throw forbidden('Your account is not registered in the portal. Please contact your system administrator for assistance.');
  if (!row.isActive) throw forbidden('Your account is inactive. Please contact your system administrator for assistance.');
  const type = userTypeByName(row.userTypeName);
  if (!type) throw forbidden('Your account has no portal role. Please contact your system administrator for assistance.');

  const user: ContextUser = {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    networkId: row.networkId,
    type,
  };

  let networkId: string | null = user.networkId;
  if (requestedNetworkId !== undefined && requestedNetworkId !== user.networkId) {
    if (!type.internal) throw forbidden('You cannot act in another hospital network.');
    if (!UUID.test(requestedNetworkId)) throw notFound('Hospital network not found.');
    networkId = requestedNetworkId;
  }

  const flags: FeatureFlags = { ...FEATURE_FLAGS };
  let network: ContextNetwork | null = null;
  let hospitalIds: string[] = [];
  if (networkId) {
    const loaded = await loadNetwork(db, networkId);
    if (!loaded) throw notFound('Hospital network not found.');
    network = { id: loaded.network.id, name: loaded.network.name, isSso: loaded.network.isSso };
    for (const o of loaded.overrides) if (o.key in flags) flags[o.key as keyof FeatureFlags] = o.on;
    hospitalIds = await visibleHospitalIds(db, user, networkId);
  }

  return {
    user,
    userType: type.name,
    privileges: new Set(row.privileges.filter(isPrivilege)),
    flags,
    network,
    hospitalIds,
  };
};
