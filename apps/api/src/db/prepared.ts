import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import type { Tx } from './tenant';

/**
 * Hot statements run as named prepared statements, so PostgreSQL plans them once per connection
 * rather than on every call: planning the ten-join details row took several times its execution.
 * node-postgres refuses one name for two texts, so a name must change with anything that changes the
 * text: a lock, or the length of an `in` list (the user's hospitals), which callers put in the name.
 */
interface PreparableQuery<R> {
  prepare(name: string): { execute(): Promise<R> };
}

/** Runs a query builder (select, insert ...) as the prepared statement `name`. */
export const runPrepared = <R>(name: string, query: PreparableQuery<R>): Promise<R> => query.prepare(name).execute();

/** Raw statements are named after a digest of their text: they are built once, so naming costs one hash. */
const statementName = (text: string): string => `sql_${createHash('sha1').update(text).digest('base64url')}`;

const dialect = new PgDialect();

/** `db.execute(query)` as a prepared statement named after its text; answers `{ rows }` like `execute`. */
export const executePrepared = async (db: Database | Tx, query: SQL): Promise<unknown> => {
  const built = dialect.sqlToQuery(query);
  return db._.session.prepareQuery(built, undefined, statementName(built.sql), false).execute();
};
