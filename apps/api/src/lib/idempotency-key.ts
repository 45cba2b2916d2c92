import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CallDefinition } from '@portal/domain/api/call';
import { idempotencyKeys } from '../db/schema/activity';
import type { Tx } from '../db/tenant';
import { badRequest } from '../http-errors';

const HEADER = 'idempotency-key';
/** Printable ASCII, as a UUID or any client-made token is. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** First key of the two-part advisory lock, so an Idempotency-Key never shares a lock with anything else. */
const IDEMPOTENCY_LOCK_CLASS = 5_020_002;

/** The request's Idempotency-Key header (DESIGN.md: a double-submit creates one record), if sent. */
export const idempotencyKeyOf = (headers: FastifyRequest['headers']): string | undefined => {
  const value = headers[HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw badRequest('Idempotency-Key must be 1 to 200 printable characters without spaces.');
  }
  return value;
};

/** One user's call, with the Idempotency-Key the request sent (if any): what a repeat is recognised by. */
export interface IdempotentCall {
  networkId: string;
  userId: string;
  callName: string;
  /** The status the call answers a success with (registerCall's), recorded with the answer. */
  successStatus: number;
  /** Undefined when the request sent none: then every request does the work. */
  key: string | undefined;
}

/** The call of the contract, made by `actor`, with the request's key. */
export const idempotentCall = (
  call: Pick<CallDefinition, 'name' | 'successStatus'>,
  actor: { networkId: string; userId: string },
  key: string | undefined,
): IdempotentCall => ({ networkId: actor.networkId, userId: actor.userId, callName: call.name, successStatus: call.successStatus ?? 200, key });

/** What an idempotent call's work hands back: the answer (recorded and replayed), and what else the handler needs after the commit. */
export interface Done<A, E = undefined> {
  answer: A;
  extra?: E;
}

export interface Answered<A, E = undefined> {
  answer: A;
  /** The work's extra when this request did the work; undefined on a replay, which did nothing. */
  extra: E | undefined;
}

/**
 * The answer recorded for the call's key, if any. Read without the lock: only a look ahead for a call
 * that checks things outside its transaction first; withIdempotency is what decides.
 */
export const recordedAnswer = async (tx: Tx, call: IdempotentCall): Promise<{ response: unknown } | undefined> => {
  if (call.key === undefined) return undefined;
  const [row] = await tx
    .select({ response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.networkId, call.networkId),
        eq(idempotencyKeys.userId, call.userId),
        eq(idempotencyKeys.callName, call.callName),
        eq(idempotencyKeys.key, call.key),
      ),
    );
  return row;
};

/**
 * Runs `work` once per Idempotency-Key, in the request's transaction `tx`. It first takes a
 * transaction-scoped advisory lock on the key, so a concurrent repeat waits for the first to end;
 * its next statement then sees what the first committed, and it answers the recorded body (through
 * `replay`, which may check or parse it) without doing anything; the status is the call's success
 * status, as the first's was. When the first
 * failed and rolled back nothing is recorded, and the repeat does the work itself. `work`'s answer
 * is recorded in the same transaction as what it wrote. Without a key, `work` simply runs.
 */
export const withIdempotency = async <A, E = undefined>(
  tx: Tx,
  call: IdempotentCall,
  work: () => Promise<Done<A, E>>,
  replay: (recorded: unknown) => A = (recorded) => recorded as A,
): Promise<Answered<A, E>> => {
  const { key, successStatus, ...caller } = call;
  if (key !== undefined) {
    await tx.execute(sql`select pg_advisory_xact_lock(${IDEMPOTENCY_LOCK_CLASS}, hashtext(${`${call.networkId}:${call.userId}:${call.callName}:${key}`}))`);
    const earlier = await recordedAnswer(tx, call);
    if (earlier) return { answer: replay(earlier.response), extra: undefined };
  }
  const done = await work();
  if (key !== undefined) await tx.insert(idempotencyKeys).values({ ...caller, key, statusCode: String(successStatus), response: done.answer });
  return { answer: done.answer, extra: done.extra };
};
