import { and, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { signInFailures } from '../db/schema/sign-in';
import type { Tx } from '../db/tenant';

type LockoutSettings = Pick<Config, 'SIGN_IN_MAX_FAILURES' | 'SIGN_IN_LOCKOUT_MINUTES'>;

/** One counter per typed address, known account or not, so a lock-out says nothing about which accounts exist. */
const key = (email: string) => email.trim().toLowerCase();

export const isLockedOut = async (db: Database, email: string): Promise<boolean> => {
  const [row] = await db
    .select({ email: signInFailures.email })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, key(email)), gt(signInFailures.lockedUntil, sql`now()`)));
  return row !== undefined;
};

/**
 * Counts one more consecutive failure and locks the address once the limit is reached. Attempts refused
 * during a lock are not counted, so a lock that has run out starts a fresh count. Done in one statement
 * so concurrent attempts cannot lose a failure.
 */
export const recordFailedSignIn = async (db: Database, email: string, settings: LockoutSettings): Promise<void> => {
  const lockExpired = sql`${signInFailures.lockedUntil} is not null and ${signInFailures.lockedUntil} <= now()`;
  const failures = sql`case when ${lockExpired} then 1 else ${signInFailures.failures} + 1 end`;
  const lockUntil = sql`now() + make_interval(mins => ${settings.SIGN_IN_LOCKOUT_MINUTES}::integer)`;
  const firstLock = settings.SIGN_IN_MAX_FAILURES <= 1 ? lockUntil : null;
  await db
    .insert(signInFailures)
    .values({ email: key(email), failures: 1, lockedUntil: firstLock, lastFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures,
        lockedUntil: sql`case when ${failures} >= ${settings.SIGN_IN_MAX_FAILURES}::integer then ${lockUntil} else null end`,
        lastFailureAt: sql`now()`,
      },
    });
};

export const clearFailedSignIns = async (db: Tx | Database, email: string): Promise<void> => {
  await db.delete(signInFailures).where(eq(signInFailures.email, key(email)));
};
