import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { FORECAST_WEEKS, type StaffingForecast } from '@portal/domain/api/dashboard';
import { deals } from '../../db/schema/deals';
import type { Tx } from '../../db/tenant';

const WEEK_INDEXES = Array.from({ length: FORECAST_WEEKS }, (_, i) => i);
/** Monday of the current week, in the database's calendar like the other dashboard counts. */
const thisMonday = sql`date_trunc('week', current_date)::date`;

const counts = (week: number) => {
  const start = sql`(${thisMonday} + ${week * 7}::int)`;
  const end = sql`(${thisMonday} + ${week * 7 + 6}::int)`;
  // The day a week's head count is taken: today in the current week, so the first point counts who
  // is on assignment now (the On Assignment tile); the Monday in later weeks.
  const day = week === 0 ? sql`current_date` : start;
  const filtered = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  return {
    [`running${week}`]: filtered(sql`${deals.startDate} <= ${day} and ${deals.endDate} >= ${day}`),
    [`starting${week}`]: filtered(sql`${deals.startDate} between ${start} and ${end}`),
    [`ending${week}`]: filtered(sql`${deals.endDate} between ${start} and ${end}`),
  };
};

const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Per week from the current one (weeks start on Monday): assignments on assignment, starting and ending, in one scan. */
export const staffingForecast = async (tx: Tx, statuses: readonly string[], hospitalIds: readonly string[]): Promise<StaffingForecast> => {
  const [row] = await tx
    .select({ monday: sql<string>`to_char(${thisMonday}, 'YYYY-MM-DD')`, ...Object.assign({}, ...WEEK_INDEXES.map(counts)) })
    .from(deals)
    .where(
      hospitalIds.length === 0
        ? sql`false`
        : and(eq(deals.stage, 'assignment'), inArray(deals.status, [...statuses]), inArray(deals.hospitalId, [...hospitalIds])),
    );
  if (!row) throw new Error('An aggregate query returned no row');
  const values = row as unknown as Record<string, number> & { monday: string };
  return {
    weeks: WEEK_INDEXES.map((week) => ({
      weekStart: addDays(values.monday, week * 7),
      onAssignment: values[`running${week}`] ?? 0,
      starting: values[`starting${week}`] ?? 0,
      ending: values[`ending${week}`] ?? 0,
    })),
  };
};
