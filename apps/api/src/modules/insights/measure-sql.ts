import { sql, type SQL } from 'drizzle-orm';

/** A share in percent with one decimal; null for an empty whole. */
export const rate = (part: SQL, whole: SQL): SQL => sql`round(100.0 * ${part} / nullif(${whole}, 0), 1)::float8`;

/** The average of seconds as hours with one decimal, rows with null seconds left out. */
export const averageHours = (seconds: SQL): SQL => sql`round((avg(${seconds}) / 3600)::numeric, 1)::float8`;

/** A sum of minutes as hours with two decimals, as a timecard's totals read. */
export const sumHours = (minutes: SQL): SQL => sql`round(coalesce(sum(${minutes}), 0) / 60.0, 2)::float8`;
