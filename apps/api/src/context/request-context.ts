import { sql } from 'drizzle-orm';
import { FEATURE_FLAGS, type FeatureFlags } from '@portal/domain/access/feature-flags';
import type { AccessSubject } from '@portal/domain/access/access-rule';
import { isPrivilege, type Privilege } from '@portal/domain/access/privileges';
import { userTypeByName, type UserType } from '@portal/domain/access/user-types';
import { ACCOUNT_INACTIVE } from '@portal/domain/messages';
import type { Database } from '../db/client';
import { executePrepared } from '../db/prepared';
import { networkFeatureFlags, networks, hospitals } from '../db/schema/tenancy';
import { privileges, userTypePrivileges, userTypes } from '../db/schema/reference';
import { userHospitals, users } from '../db/schema/users';
import { forbidden, notFound } from '../http-errors';
import { firstRow } from '../lib/sql-helpers';

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
  /** Every hospital of `network`: a PRN Generic user's platform facilities are taken from among them. */
  networkHospitalIds: readonly string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ContextRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  networkId: string | null;
  isActive: boolean;
  userTypeName: string;
  privileges: string[];
  /** The network acted in (the requested one, else the user's own) with its flag overrides and hospitals. */
  network: { id: string; name: string; isSso: boolean } | null;
  overrides: { key: string; on: boolean }[];
  networkHospitalIds: string[];
  ownHospitalIds: string[];
}

/**
 * Everything the context needs in one round trip: every call pays for it, so four sequential
 * queries would be most of a fast call's time. Whether the user may act in the requested network
 * is decided afterwards, before anything read here is used.
 */
const loadContextRow = async (db: Database, email: string, networkId: string | null): Promise<ContextRow | undefined> => {
  const result = await executePrepared(
    db,
    sql`
    with u as (
      select ${users.id} as id, ${users.email} as email, ${users.firstName} as first_name, ${users.lastName} as last_name,
             ${users.networkId} as network_id, ${users.isActive} as is_active, ${users.userTypeId} as user_type_id
      from ${users} where lower(${users.email}) = lower(${email})
    ),
    n as (select * from ${networks} where ${networks.id} = coalesce(${networkId}::uuid, (select network_id from u)))
    select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.network_id as "networkId",
           u.is_active as "isActive", t.name as "userTypeName",
           coalesce((select json_agg(p.name) from ${userTypePrivileges} up join ${privileges} p on p.id = up.privilege_id
                     where up.user_type_id = u.user_type_id), '[]'::json) as privileges,
           (select json_build_object('id', n.id, 'name', n.name, 'isSso', n.is_sso) from n) as network,
           coalesce((select json_agg(json_build_object('key', f.key, 'on', f.on)) from ${networkFeatureFlags} f
                     where f.network_id = (select id from n)), '[]'::json) as overrides,
           coalesce((select json_agg(h.id) from ${hospitals} h where h.network_id = (select id from n)), '[]'::json)
             as "networkHospitalIds",
           coalesce((select json_agg(uh.hospital_id) from ${userHospitals} uh
                     where uh.user_id = u.id and uh.network_id = (select id from n)), '[]'::json) as "ownHospitalIds"
    from u join ${userTypes} t on t.id = u.user_type_id`,
  );
  return firstRow<ContextRow>(result);
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
  const wellFormed = requestedNetworkId === undefined || UUID.test(requestedNetworkId);
  const row = await loadContextRow(db, email, wellFormed ? (requestedNetworkId ?? null) : null);
  if (!row) throw forbidden('Your account is not registered in the portal. Please contact your system administrator for assistance.');
  if (!row.isActive) throw forbidden(ACCOUNT_INACTIVE);
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

  if (requestedNetworkId !== undefined && requestedNetworkId !== user.networkId) {
    if (!type.internal) throw forbidden('You cannot act in another hospital network.');
    if (!wellFormed) throw notFound('Hospital network not found.');
  }
  const networkId = requestedNetworkId ?? user.networkId;

  const flags: FeatureFlags = { ...FEATURE_FLAGS };
  let network: ContextNetwork | null = null;
  let hospitalIds: string[] = [];
  if (networkId) {
    if (!row.network) throw notFound('Hospital network not found.');
    network = row.network;
    for (const o of row.overrides) if (o.key in flags) flags[o.key as keyof FeatureFlags] = o.on;
    hospitalIds = type.allHospitals ? row.networkHospitalIds : row.ownHospitalIds;
  }

  return {
    user,
    userType: type.name,
    privileges: new Set(row.privileges.filter(isPrivilege)),
    flags,
    network,
    hospitalIds,
    networkHospitalIds: network ? row.networkHospitalIds : [],
  };
};
