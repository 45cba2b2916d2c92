import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/tenant';

/** The rows of a raw `execute`: drizzle types its result by driver, while both drivers we use answer `{ rows }`. */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

export const firstRow = <Row>(result: unknown): Row | undefined => rowsOf<Row>(result)[0];

/** `text` as a literal part of a LIKE pattern: its backslashes, percent signs and underscores match themselves. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** `column in (values)`; no values match nothing, where SQL would reject the empty list. */
export const oneOf = (column: SQL, values: readonly (string | number)[]): SQL =>
  values.length > 0 ? sql`${column} in ${[...values]}` : sql`false`;

/**
 * `column` equal to one of the array the placeholder `name` is filled with, for a statement built
 * once (runBuiltOnce): one array parameter, so its text is the same for every length of the array;
 * an empty array matches nothing.
 */
export const oneOfPlaceholder = (column: AnyColumn, name: string): SQL => sql`${column} = any(${sql.placeholder(name)})`;

/** A timestamp column as ISO 8601 text in UTC, as the contract's datetimes are. */
export const isoTime = (column: SQL) => sql`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every condition together; none holds for every row. */
export const allOf = (conditions: readonly SQL[]): SQL => and(...conditions) ?? sql`true`;

/** Rows skipped before a one-based page. */
export const pageOffset = ({ pageNumber, pageSize }: { pageNumber: number; pageSize: number }): number => (pageNumber - 1) * pageSize;

export const countRows = async (tx: Tx, from: SQL, where: SQL): Promise<number> =>
  firstRow<{ count: number }>(await tx.execute(sql`select count(*)::int as "count" from ${from} where ${where}`))?.count ?? 0;
