import { sql } from 'drizzle-orm';
import { allOf } from '../../lib/sql-helpers';
import type { DatasetSql } from './dataset-sql';
import { rate, sumHours } from './measure-sql';
import { scopeConditions } from './report-scope';

/**
 * The timecard weeks dataset (docs/decisions/0145-hours-and-overtime-report.md): weeks approved, or
 * adjusted by the approver, by the Monday they start, with the totals the API stores beside each week
 * (`storeWeekTotals`: paid minutes, scheduled minutes, overtime minutes), never the lines. Submitted
 * weeks are the provider's unchecked figures and rejected ones are sent again, so neither counts.
 */
export const timecardWeeksSql: DatasetSql = {
  source: (scope) => sql`
    select t.week_start as period, t.hospital_id, u.name as unit, d.title,
           t.worked_minutes, t.scheduled_minutes, t.overtime_minutes, d.clinician_id
    from timecards t join deals d on d.id = t.deal_id join units u on u.id = t.unit_id
    where ${allOf(scopeConditions(scope, { network: sql`t.network_id`, hospital: sql`t.hospital_id`, unit: sql`u.name`, title: sql`d.title` }))}
      and t.status in ('Approved', 'Adjusted') and t.week_start between ${scope.from}::date and ${scope.to}::date`,
  measures: {
    hoursWorked: sumHours(sql`s.worked_minutes`),
    scheduledHours: sumHours(sql`s.scheduled_minutes`),
    overtimeHours: sumHours(sql`s.overtime_minutes`),
    overtimeShare: rate(sql`sum(s.overtime_minutes)`, sql`sum(s.worked_minutes)`),
    weeks: sql`count(*)::int`,
    clinicians: sql`count(distinct s.clinician_id)::int`,
  },
};
