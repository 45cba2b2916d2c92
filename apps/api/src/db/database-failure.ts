import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What a failed database call says about the database, not about the request: the server went away
 * (a restart, a failover), no connection could be had in time, or a statement or an idle transaction
 * ran past its limit. A client can retry these; nothing it sent caused them.
 */
export type DatabaseFailure = 'unavailable' | 'timeout';

/** SQLSTATE: class 08 (connection exception), the server shutting down or starting, too many connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** SQLSTATE: statement_timeout (query_canceled) and idle_in_transaction_session_timeout. */
const TIMEOUT_STATES = new Set(['57014', '25P03']);
/** Socket errors of a connection to a server that is not there. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres says these without a code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];

const chainOf = (error: unknown): object[] => {
  const chain: object[] = [];
  for (let current = error; typeof current === 'object' && current !== null && !chain.includes(current); ) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
};

export const databaseFailureOf = (error: unknown): DatabaseFailure | undefined => {
  for (const link of chainOf(error)) {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (TIMEOUT_STATES.has(code)) return 'timeout';
      if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)) return 'unavailable';
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.startsWith(text))) return 'unavailable';
  }
  return undefined;
};

/**
 * The driver's own error behind drizzle's, whose message carries the statement and its parameters
 * (personal data: e-mail addresses, names). Logs and error reports take this one instead.
 */
export const withoutQuery = (error: unknown): unknown => {
  for (const link of chainOf(error)) if (!(link instanceof DrizzleQueryError)) return link;
  return error instanceof DrizzleQueryError ? new Error('A database query failed.') : error;
};

/** The SQLSTATE or socket code of a failure, for one log line. */
export const failureCodeOf = (error: unknown): string | undefined => {
  for (const link of chainOf(error)) {
    const { code } = link as { code?: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
};
