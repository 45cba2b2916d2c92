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

/** Sign-in checks the password before it tells anyone that an account is inactive. */
export interface SignInCandidate extends SignInAccount {
  isActive: boolean;
}

/** Claims shared by the ID token and the access token, so the API needs no user lookup to know who calls. */
export interface AccountClaims {
  email: string;
  given_name: string;
  family_name: string;
  name: string;
  groups: string[];
}

/** Accounts with a password, active or not: the callers decide what an inactive account may do. */
const findCandidateWhere = async (db: Database, condition: SQL): Promise<SignInCandidate | undefined> => {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userTypeName: userTypes.name,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
    })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(and(condition, isNotNull(users.passwordHash)))
    .limit(1);
  return row?.passwordHash ? { ...row, passwordHash: row.passwordHash } : undefined;
};

/** Case-insensitive, matching the unique index on lower(email). */
export const findSignInCandidate = (db: Database, email: string) =>
  findCandidateWhere(db, sql`lower(${users.email}) = lower(${email})`);

/**
 * Only active accounts keep their sessions and refresh tokens: deactivating a user stops token renewal at
 * the next refresh. Ids come from tokens and sessions; anything not shaped like a uuid would only make
 * Postgres throw.
 */
export const findAccountById = async (db: Database, id: string): Promise<SignInAccount | undefined> => {
  if (!z.uuid().safeParse(id).success) return undefined;
  const candidate = await findCandidateWhere(db, eq(users.id, id));
  return candidate?.isActive ? candidate : undefined;
};

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
