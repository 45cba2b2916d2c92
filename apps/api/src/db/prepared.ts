import { createHash } from 'node:crypto';
import * as drizzle from 'drizzle-orm';
import type { Query, SQL } from 'drizzle-orm';
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

/**
 * What drizzle's own `prepare` of a select reads from the builder. drizzle marks these internal (its
 * version is pinned in the lock file); prepared.test.ts fails if they change.
 */
interface SelectInternals {
  getSQL(): SQL;
  _: { config: { fields: Record<string, unknown> } };
  joinsNotNullableMap: Record<string, boolean>;
}
type OrderedFields = Parameters<Database['_']['session']['prepareQuery']>[1];
const { orderSelectedFields } = drizzle as unknown as { orderSelectedFields(fields: Record<string, unknown>): OrderedFields };

interface BuiltSelect {
  query: Query;
  fields: OrderedFields;
  joinsNotNullableMap: Record<string, boolean>;
}
const builtSelects = new Map<string, BuiltSelect>();

interface PlaceholderQuery<R> {
  joinsNotNullableMap?: Record<string, boolean>;
  execute(values: Record<string, unknown>): Promise<R>;
}

/**
 * Runs a select as the prepared statement `name`, its SQL generated once per process. Generating SQL
 * from drizzle's builder costs CPU on every call: at the large seed it was 2.6 ms of a details call
 * whose statements ran in 0.3 ms (--cpu-prof). So a hot select is built with `sql.placeholder` for
 * every value, once, and `values` fill the placeholders on each call. `build` must give the same SQL
 * text every time (no value may change its shape); it runs only when `name` is first used.
 */
export const runBuiltOnce = async <R>(
  db: Database | Tx,
  name: string,
  build: () => { execute(): Promise<R> },
  values: Record<string, unknown>,
): Promise<R> => {
  let built = builtSelects.get(name);
  if (!built) {
    const select = build() as unknown as SelectInternals;
    built = {
      query: dialect.sqlToQuery(select.getSQL()),
      fields: orderSelectedFields(select._.config.fields),
      joinsNotNullableMap: select.joinsNotNullableMap,
    };
    builtSelects.set(name, built);
  }
  const prepared = db._.session.prepareQuery(built.query, built.fields, name, true) as unknown as PlaceholderQuery<R>;
  prepared.joinsNotNullableMap = built.joinsNotNullableMap;
  return prepared.execute(values);
};

const builtStatements = new Map<string, Query>();

/**
 * executePrepared for a statement whose SQL is generated once per process, as runBuiltOnce does for a
 * select: `build` gives the statement with `sql.placeholder` for every value, `values` fill them.
 */
export const executeBuiltOnce = async (db: Database | Tx, name: string, build: () => SQL, values: Record<string, unknown>): Promise<unknown> => {
  let query = builtStatements.get(name);
  if (!query) {
    query = dialect.sqlToQuery(build());
    builtStatements.set(name, query);
  }
  return (db._.session.prepareQuery(query, undefined, name, false) as unknown as PlaceholderQuery<unknown>).execute(values);
};
