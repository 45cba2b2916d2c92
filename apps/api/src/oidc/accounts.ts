import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { userTypeByName, userTypeGroup } from '@portal/domain/access/user-types';
import type { Database } from '../db/client';
import { userTypes } from '../db/schema/reference';
import { users } from '../db/schema/users';

export interface SignInAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userTypeName: string;
  passwordHash: string;
}

/** Claims shared by the ID token and the access token, so the API needs no user lookup to know who calls. */
export interface AccountClaims {
  email: string;
  given_name: string;
  family_name: string;
  name: string;
  groups: string[];
}

/**
 * Only active accounts with a password can sign in, and the same rule ends their refresh tokens:
 * deactivating a user stops token renewal at the next refresh.
 */
const findAccountWhere = async (db: Database, condition: SQL): Promise<SignInAccount | undefined> => {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userTypeName: userTypes.name,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(and(condition, eq(users.isActive, true), isNotNull(users.passwordHash)))
    .limit(1);
  return row?.passwordHash ? { ...row, passwordHash: row.passwordHash } : undefined;
};

/** Case-insensitive, matching the unique index on lower(email). */
export const findAccountByEmail = (db: Database, email: string) =>
  findAccountWhere(db, sql`lower(${users.email}) = lower(${email})`);

/** Ids come from tokens and sessions; anything not shaped like a uuid would only make Postgres throw. */
export const findAccountById = async (db: Database, id: string) =>
  z.uuid().safeParse(id).success ? findAccountWhere(db, eq(users.id, id)) : undefined;

export const accountClaims = (account: SignInAccount): AccountClaims => {
  const userType = userTypeByName(account.userTypeName);
  return {
    email: account.email,
    given_name: account.firstName,
    family_name: account.lastName,
    name: `${account.firstName} ${account.lastName}`,
    // An unknown type name gets no group, so the API grants nothing rather than guessing a role.
    groups: userType ? [userTypeGroup(userType.name)] : [],
  };
};
