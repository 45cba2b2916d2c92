import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema/activity';
import type { Tx } from '../db/tenant';
import { badRequest } from '../http-errors';

const HEADER = 'idempotency-key';
/** Printable ASCII, as a UUID or any client-made token is. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** The request's Idempotency-Key header (DESIGN.md: a double-submit creates one record), if sent. */
export const idempotencyKeyOf = (headers: FastifyRequest['headers']): string | undefined => {
  const value = headers[HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw badRequest('Idempotency-Key must be 1 to 200 printable characters without spaces.');
  }
  return value;
};

export interface IdempotentCall {
  networkId: string;
  userId: string;
  callName: string;
  key: string;
}

/** The answer an earlier request with the same key gave, to be replayed instead of acting twice. */
export const earlierAnswer = async (tx: Tx, call: IdempotentCall): Promise<unknown> => {
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
  return row?.response;
};

/** Keeps the answer with its key, in the transaction that made the record it describes. */
export const recordAnswer = async (tx: Tx, call: IdempotentCall, statusCode: number, response: unknown) => {
  await tx.insert(idempotencyKeys).values({ ...call, statusCode: String(statusCode), response });
};
