import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import type { Tx } from './tenant';

/**
 * Hot statements run as named prepared statements, so PostgreSQL plans them once per connection
 * rather than on every call: planning a many-join details query costs several times its execution.
 * The name is a digest of the text, so one name never stands for two texts (node-postgres refuses
 * that) and a text whose shape varies (an `in` list of the user's hospitals) gets one statement per
 * shape; each connection keeps only the few shapes its users send.
 */
export const statementName = (text: string): string => `p_${createHash('sha1').update(text).digest('base64url')}`;

interface PreparableQuery<R> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R> };
}

/** Runs a query builder (select, insert ...) as a prepared statement named after its text. */
export const runPrepared = <R>(query: PreparableQuery<R>): Promise<R> => query.prepare(statementName(query.toSQL().sql)).execute();

const dialect = new PgDialect();

/** `db.execute(query)` as a prepared statement named after its text; answers `{ rows }` like `execute`. */
export const executePrepared = async (db: Database | Tx, query: SQL): Promise<unknown> => {
  const built = dialect.sqlToQuery(query);
  return db._.session.prepareQuery(built, undefined, statementName(built.sql), false).execute();
};
