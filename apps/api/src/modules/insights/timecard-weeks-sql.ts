import { sql } from 'drizzle-orm';
import type { DatasetSql } from './dataset-sql';
import { rate, sumHours } from './measure-sql';
import { totalsScope } from './rollup-window';

/**
 * The timecard weeks dataset (docs/decisions/0145-hours-and-overtime-report.md): sums of the weeks
 * approved, or adjusted by the approver, by the Monday they start, kept by migration 0034's triggers
 * from the totals the API stores beside each week (`storeWeekTotals`), never the weeks one by one (a
 * large network approves a million a year). Submitted weeks are the provider's unchecked figures and
 * rejected ones are sent again, so neither counts.
 */
export const timecardWeeksSql: DatasetSql = {
  source: (scope) => sql`
    select t.week_start as period, t.hospital_id, u.name as unit, t.title, t.weeks, t.worked_minutes, t.scheduled_minutes, t.overtime_minutes
    from timecard_week_totals t join units u on u.id = t.unit_id
    where ${totalsScope(scope)} and t.week_start between ${scope.from}::date and ${scope.to}::date and t.weeks > 0`,
  measures: {
    hoursWorked: sumHours(sql`s.worked_minutes`),
    scheduledHours: sumHours(sql`s.scheduled_minutes`),
    overtimeHours: sumHours(sql`s.overtime_minutes`),
    overtimeShare: rate(sql`sum(s.overtime_minutes)`, sql`sum(s.worked_minutes)`),
    weeks: sql`coalesce(sum(s.weeks), 0)::int`,
  },
};
