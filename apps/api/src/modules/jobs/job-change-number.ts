import { and, desc, eq, sql } from 'drizzle-orm';
import { jobPostings } from '../../db/schema/jobs';
import type { Tx } from '../../db/tenant';

const JOB_NUMBER_PREFIX = 'CPT';
const JOB_NUMBER_DIGITS = 8;
const JOB_NUMBER_PATTERN = `^${JOB_NUMBER_PREFIX}[0-9]{${JOB_NUMBER_DIGITS}}$`;
const LARGEST_JOB_NUMBER = 10 ** JOB_NUMBER_DIGITS - 1;
/** First key of the two-part advisory lock, so job numbering never shares a lock with anything else. */
const JOB_NUMBER_LOCK_CLASS = 5_020_001;

/**
 * Holds the network's job numbering until the transaction ends: two creates in one network number
 * one after the other, so neither takes the other's number. (A repeated Idempotency-Key is kept
 * apart by withIdempotency's own lock, lib/idempotency-key.ts.)
 */
export const lockJobNumbering = async (tx: Tx, networkId: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${JOB_NUMBER_LOCK_CLASS}, hashtext(${networkId}))`);
};

/**
 * The network's next Job # (`CPT` plus 8 digits), one above its highest. Same-length digit strings
 * sort as their numbers do, so the highest is the last in the unique index's order.
 * Call under lockJobNumbering.
 */
export const nextJobNumber = async (tx: Tx, networkId: string): Promise<string> => {
  const [highest] = await tx
    .select({ externalId: jobPostings.externalId })
    .from(jobPostings)
    .where(and(eq(jobPostings.networkId, networkId), sql`${jobPostings.externalId} ~ ${JOB_NUMBER_PATTERN}`))
    .orderBy(desc(jobPostings.externalId))
    .limit(1);
  const next = highest ? Number(highest.externalId.slice(JOB_NUMBER_PREFIX.length)) + 1 : 1;
  if (next > LARGEST_JOB_NUMBER) throw new Error(`Network ${networkId} has used every Job #`);
  return `${JOB_NUMBER_PREFIX}${String(next).padStart(JOB_NUMBER_DIGITS, '0')}`;
};
