import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { findSignInCandidate } from './accounts';
import { clearFailedSignIns, isLockedOut, recordFailedSignIn } from './sign-in-lockout';

export type SignInOutcome =
  | { result: 'signed-in'; accountId: string }
  | { result: 'invalid' }
  | { result: 'inactive' }
  | { result: 'locked' };

/** Verified against when no account matches, so an unknown e-mail costs as much time as a wrong password. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

export const checkCredentials = async (
  db: Database,
  settings: Pick<Config, 'SIGN_IN_MAX_FAILURES' | 'SIGN_IN_LOCKOUT_MINUTES'>,
  email: string,
  password: string,
): Promise<SignInOutcome> => {
  if (await isLockedOut(db, email)) return { result: 'locked' };
  const account = await findSignInCandidate(db, email);
  const valid = await verifyPassword(password, account?.passwordHash ?? (await decoy()));
  // Only someone who knows the password learns that the account exists and is inactive; to anyone else
  // it answers like a wrong password.
  if (account && valid && !account.isActive) return { result: 'inactive' };
  if (account && valid) {
    await clearFailedSignIns(db, email);
    return { result: 'signed-in', accountId: account.id };
  }
  await recordFailedSignIn(db, email, settings);
  return { result: 'invalid' };
};
