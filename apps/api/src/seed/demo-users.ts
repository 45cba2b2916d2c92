import { USER_TYPES } from '@portal/domain/access/user-types';
import { userHospitals, users } from '../db/schema/users';
import type { Tx } from '../db/tenant';
import { DEMO_ACCOUNTS, TEAM_ACCOUNTS, type AccountSpec } from './demo-accounts';
import type { SeededNetwork } from './demo-tenancy';
import type { SeedCalendar } from './dates';

export interface SeededUser {
  account: AccountSpec;
  /** null for internal users. */
  networkId: string | null;
  hospitalIds: string[];
}

const userTypeId = (name: string): number => {
  const type = USER_TYPES.find((t) => t.name === name);
  if (!type) throw new Error(`Unknown user type '${name}'`);
  return type.id;
};

/**
 * The demo accounts and the rest of each team, with their hospitals. `passwordHash` is computed
 * once by the caller: scrypt is deliberately slow and every verified account shares `demo1234`.
 */
export const seedUsers = async (
  tx: Tx,
  seededNetworks: readonly SeededNetwork[],
  passwordHash: string,
  calendar: SeedCalendar,
): Promise<SeededUser[]> => {
  const seeded = [...DEMO_ACCOUNTS, ...TEAM_ACCOUNTS].map((account): SeededUser => {
    const network = seededNetworks.find((n) => n.spec === account.network);
    const all = network?.hospitals ?? [];
    const chosen = account.hospitals === 'all' ? all : account.hospitals.map((i) => all[i]);
    return {
      account,
      networkId: network?.spec.id ?? null,
      hospitalIds: chosen.map((h) => {
        if (!h) throw new Error(`${account.email} names a hospital its network does not have`);
        return h.id;
      }),
    };
  });

  await tx.insert(users).values(
    seeded.map(({ account: a, networkId }, i) => ({
      id: a.id,
      networkId,
      email: a.email,
      firstName: a.firstName,
      lastName: a.lastName,
      phoneNumber: a.phoneNumber,
      userTypeId: userTypeId(a.userType),
      isActive: a.isActive,
      isVerified: a.isVerified,
      isJobApprover: a.isJobApprover,
      notificationPreference: a.notificationPreference,
      notificationPrefEmail: a.email,
      passwordHash: a.isVerified ? passwordHash : null,
      lastLoginAt: a.isVerified && a.isActive ? calendar.at(-1 - (i % 9) - 0.25) : null,
      createdAt: calendar.at(-400 + i * 11),
    })),
  );
  const hospitalRows = seeded.flatMap(({ account, networkId, hospitalIds }) =>
    networkId ? hospitalIds.map((hospitalId) => ({ networkId, userId: account.id, hospitalId })) : [],
  );
  await tx.insert(userHospitals).values(hospitalRows);
  return seeded;
};
