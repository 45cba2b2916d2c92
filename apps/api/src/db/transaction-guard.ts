import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Inside a transaction, code must use that transaction. A query sent on the pool meanwhile takes a
 * second connection on PostgreSQL (two per request, so the pool runs dry under load) and waits for
 * ever on the embedded PGlite, whose one connection the transaction holds. The guard makes that
 * mistake throw at once, in development and tests, instead of freezing a user's portal.
 */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

export const POOL_IN_TRANSACTION =
  'A query was sent on the database pool from inside an open transaction. Use the transaction the code runs in (tx), ' +
  'or move the query before or after the transaction; on the embedded database this query would wait for ever.';

/** Runs `work` marked as inside an open transaction until it settles. */
export const insideTransaction = async <T>(work: () => Promise<T>): Promise<T> => {
  const scope = { open: true };
  try {
    return await openTransaction.run(scope, work);
  } finally {
    // Work started inside and still running afterwards (a promise left behind) may use the pool then.
    scope.open = false;
  }
};

const refuseInsideTransaction = () => {
  if (openTransaction.getStore()?.open) throw new Error(POOL_IN_TRANSACTION);
};

/**
 * Wraps `methods` of `target` (the pool's or the embedded client's entry points) so that each
 * refuses to run inside an open transaction. A refused promise-returning call rejects; it never
 * throws synchronously, as callers of these methods expect.
 */
export const guardAgainstUseInsideTransaction = <T extends object>(target: T, methods: readonly (keyof T & string)[]): T => {
  for (const method of methods) {
    const original = target[method] as unknown as (...args: unknown[]) => unknown;
    Object.defineProperty(target, method, {
      configurable: true,
      writable: true,
      value: function guarded(this: unknown, ...args: unknown[]) {
        try {
          refuseInsideTransaction();
        } catch (error) {
          const callback = args.at(-1);
          // pool.connect(callback) reports through its callback, as node-postgres does.
          if (method === 'connect' && typeof callback === 'function') {
            (callback as (error: Error) => void)(error as Error);
            return undefined;
          }
          return Promise.reject(error);
        }
        return original.apply(this, args);
      },
    });
  }
  return target;
};
