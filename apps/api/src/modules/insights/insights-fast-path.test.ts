import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INSIGHT_DATASETS, type DatasetId } from '@portal/domain/insights/insight-datasets';
import { withTenant, type Tx } from '../../db/tenant';
import { rowsOf } from '../../lib/sql-helpers';
import { interviewRows } from './candidate-decisions-sql';
import { INTERVIEW_MEASURES, type DatasetSql } from './dataset-sql';
import { wholeMonths } from './rollup-window';
import { useInsightTestApp } from './insights.test-kit';
import type { ReportScope } from './report-scope';
import { reportStatement } from './run-report-query';

const { t, northwind, localAdminHospitals } = useInsightTestApp();

const WORKED = sql`d.stage = 'assignment' and d.status not in ('Assignment Cancelled', 'Accepted/No Start')`;
const dealScope = (scope: ReportScope) =>
  sql`d.network_id = ${scope.visibility.networkId}
      and (${!scope.visibility.seesEveryHospital} = false or d.hospital_id::text = any(${`{${scope.visibility.hospitalIds.join(',')}}`}::text[]))
      and (${scope.hospitalId ?? null}::uuid is null or d.hospital_id = ${scope.hospitalId ?? null}::uuid)
      and (${scope.unit ?? null}::text is null or u.name = ${scope.unit ?? null}::text)
      and (${scope.title ?? null}::text is null or d.title = ${scope.title ?? null}::text)`;

/**
 * The datasets the fast SQL reads another way, computed the straightforward way: one row per
 * assignment and month, per start or stop, per decided deal, per invoice line, per approved week
 * (the SQL before migrations 0019, 0020 and 0034).
 */
const STRAIGHTFORWARD: Partial<Record<DatasetId, DatasetSql>> = {
  assignmentMonths: {
    source: (scope) => sql`
      select m.month::date as period, d.hospital_id, u.name as unit, d.title
      from deals d join units u on u.id = d.unit_id
      cross join lateral generate_series(date_trunc('month', greatest(d.start_date, ${scope.from}::date)),
                                         least(d.end_date, ${scope.to}::date), interval '1 month') as m(month)
      where ${dealScope(scope)} and ${WORKED} and d.start_date <= ${scope.to}::date and d.end_date >= ${scope.from}::date`,
    measures: { headcount: sql`count(*)::int` },
  },
  startsStops: {
    source: (scope) => sql`
      select e.day as period, d.hospital_id, u.name as unit, d.title, e.start::int as starts, (not e.start)::int as stops
      from deals d join units u on u.id = d.unit_id
      cross join lateral (values (d.start_date, true), (d.end_date, false)) as e(day, start)
      where ${dealScope(scope)} and ${WORKED} and e.day between ${scope.from}::date and ${scope.to}::date`,
    measures: { starts: sql`sum(s.starts)::int`, stops: sql`sum(s.stops)::int` },
  },
  // Interviews are read one by one on both sides: only the decisions are compared with their totals.
  candidateDecisions: {
    source: (scope) => sql`
      select d.decided_at::date as period, d.hospital_id, u.name as unit, d.title, true as decision,
             extract(epoch from d.decided_at - d.submitted_at) / 3600 as review_hours,
             (d.stage = 'assignment' or d.status in ('Offered', 'Approved')) as offered, d.stage = 'assignment' as accepted,
             0 as interviews, null::float8 as to_interview_seconds, null::float8 as to_decision_seconds
      from deals d join units u on u.id = d.unit_id
      where ${dealScope(scope)} and d.decided_at >= ${scope.from}::timestamptz and d.decided_at < ${scope.to}::timestamptz + interval '1 day'
      union all
      select i.period, i.hospital_id, i.unit, i.title, false, null, false, false, i.interviews, i.to_interview_seconds, i.to_decision_seconds
      from (${interviewRows(scope)}) i`,
    measures: {
      decided: sql`count(*) filter (where s.decision)::int`,
      reviewHours: sql`round(avg(s.review_hours)::numeric, 1)::float8`,
      offers: sql`count(*) filter (where s.offered)::int`,
      accepted: sql`count(*) filter (where s.accepted)::int`,
      acceptanceRate: sql`round(100.0 * count(*) filter (where s.accepted) / nullif(count(*) filter (where s.offered), 0), 1)::float8`,
      ...INTERVIEW_MEASURES,
    },
  },
  timecardWeeks: {
    source: (scope) => sql`
      select t.week_start as period, t.hospital_id, u.name as unit, d.title, t.worked_minutes, t.scheduled_minutes, t.overtime_minutes
      from timecards t join deals d on d.id = t.deal_id join units u on u.id = t.unit_id
      where ${dealScope(scope)} and t.status in ('Approved', 'Adjusted') and t.week_start between ${scope.from}::date and ${scope.to}::date`,
    measures: {
      hoursWorked: sql`round(coalesce(sum(s.worked_minutes), 0) / 60.0, 2)::float8`,
      scheduledHours: sql`round(coalesce(sum(s.scheduled_minutes), 0) / 60.0, 2)::float8`,
      overtimeHours: sql`round(coalesce(sum(s.overtime_minutes), 0) / 60.0, 2)::float8`,
      overtimeShare: sql`round(100.0 * sum(s.overtime_minutes) / nullif(sum(s.worked_minutes), 0), 1)::float8`,
      weeks: sql`count(*)::int`,
    },
  },
  invoiceLines: {
    source: (scope) => sql`
      select i.invoice_date as period, i.hospital_id, coalesce(i.unit, 'N/A') as unit, coalesce(d.title, 'N/A') as title,
             il.amount_cents, il.regular_hours + il.overtime_hours as hours, il.rate_cents
      from invoices i join invoice_lines il on il.invoice_id = i.id left join deals d on d.id = il.deal_id
      where i.network_id = ${scope.visibility.networkId}
        and (${!scope.visibility.seesEveryHospital} = false or i.hospital_id::text = any(${`{${scope.visibility.hospitalIds.join(',')}}`}::text[]))
        and (${scope.hospitalId ?? null}::uuid is null or i.hospital_id = ${scope.hospitalId ?? null}::uuid)
        and (${scope.unit ?? null}::text is null or coalesce(i.unit, 'N/A') = ${scope.unit ?? null}::text)
        and (${scope.title ?? null}::text is null or coalesce(d.title, 'N/A') = ${scope.title ?? null}::text)
        and i.invoice_date between ${scope.from}::date and ${scope.to}::date`,
    measures: {
      spend: sql`round(sum(s.amount_cents) / 100.0, 2)::float8`,
      hours: sql`round(sum(s.hours), 2)::float8`,
      billRate: sql`round(sum(s.rate_cents * s.hours) / nullif(sum(s.hours), 0) / 100.0, 2)::float8`,
    },
  },
};

const DAY_MS = 86_400_000;
const daysFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Windows over the demo data: whole months, partial months at either end, within one month, across years. */
const WINDOWS: [string, string][] = [
  ['2020-01-01', '2030-12-31'],
  [daysFromToday(-400), daysFromToday(-20)],
  [`${daysFromToday(-200).slice(0, 8)}01`, daysFromToday(90)],
  [daysFromToday(-60), `${daysFromToday(-30).slice(0, 8)}01`],
  [`${daysFromToday(-90).slice(0, 8)}03`, `${daysFromToday(-90).slice(0, 8)}25`],
];

const inNorthwind = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, northwind.id, work);
const answer = async (statement: SQL) => inNorthwind(async (tx) => rowsOf<Record<string, unknown>>(await tx.execute(statement)));

const scopeOf = (from: string, to: string, narrower: Partial<ReportScope> = {}): ReportScope => ({
  visibility: { networkId: northwind.id, hospitalIds: [], seesEveryHospital: true, seesUnitManagers: true },
  from,
  to,
  ...narrower,
});

/** The fast statement's rows and the straightforward one's for every grouping of the dataset. */
const compare = async (dataset: DatasetId, scope: ReportScope) => {
  const { dimensions, measures } = INSIGHT_DATASETS[dataset];
  const groupings = [[], ...dimensions.map((d) => [d.id]), dimensions.slice(0, 3).map((d) => d.id)];
  let rows = 0;
  for (const grouping of groupings) {
    const shape = { dataset, dimensions: grouping, measures: measures.map((m) => m.id) };
    const fast = await answer(reportStatement(shape, scope));
    expect(fast, `${dataset} by ${grouping.join(', ')} from ${scope.from} to ${scope.to}`).toEqual(
      await answer(reportStatement(shape, scope, STRAIGHTFORWARD[dataset])),
    );
    rows += fast.length;
  }
  return rows;
};

const FAST_DATASETS = Object.keys(STRAIGHTFORWARD) as DatasetId[];

describe('the fast report SQL', () => {
  it('splits a window into whole months and the days around them', () => {
    expect(wholeMonths('2026-01-01', '2026-03-31')).toEqual({ start: '2026-01-01', end: '2026-04-01' });
    expect(wholeMonths('2025-12-31', '2026-03-30')).toEqual({ start: '2026-01-01', end: '2026-03-01' });
    expect(wholeMonths('2026-02-02', '2026-02-27')).toBeNull();
    expect(wholeMonths('2024-02-01', '2024-02-29')).toEqual({ start: '2024-02-01', end: '2024-03-01' });
  });

  it.each(FAST_DATASETS)('computes %s exactly as row by row over the demo data, whatever the window and grouping', async (dataset) => {
    let rows = 0;
    for (const [from, to] of WINDOWS) rows += await compare(dataset, scopeOf(from, to));
    expect(rows).toBeGreaterThan(0);
  });

  it.each(FAST_DATASETS)('computes %s exactly as row by row for one hospital, unit and title, and for a Local Admin', async (dataset) => {
    const hospital = northwind.hospitals[0]!;
    const [first] = await answer(sql`select u.name as unit, d.title from deals d join units u on u.id = d.unit_id
                                     where d.hospital_id = ${hospital.id} and d.stage = 'assignment' limit 1`);
    const [from, to] = WINDOWS[1]!;
    await compare(dataset, scopeOf(from, to, { hospitalId: hospital.id }));
    await compare(dataset, scopeOf(from, to, { unit: String(first!.unit), title: String(first!.title) }));
    const localAdmin = { networkId: northwind.id, hospitalIds: localAdminHospitals, seesEveryHospital: false, seesUnitManagers: true };
    await compare(dataset, { ...scopeOf(from, to), visibility: localAdmin });
  });
});

describe('the monthly invoice totals', () => {
  const spendMatches = async () => {
    for (const [from, to] of WINDOWS) await compare('invoiceLines', scopeOf(from, to));
  };

  it('follow lines added, changed and removed, invoices moved and deals retitled, in the tenant transaction', async () => {
    const [deal] = await answer(sql`select d.id, d.hospital_id from deals d join invoice_lines il on il.deal_id = d.id limit 1`);
    const day = daysFromToday(-45);
    await inNorthwind(async (tx) => {
      const [invoice] = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into invoices (network_id, hospital_id, invoice_number, name, unit, invoice_date, amount_cents, balance_cents, paid)
                             values (${northwind.id}, ${String(deal!.hospital_id)}, 'INV-FAST-1', 'Test Clinician', null, ${day}, 123456, 123456, false)
                             returning id`),
      );
      await tx.execute(sql`insert into invoice_lines (network_id, invoice_id, deal_id, clinician_name, week_start, regular_hours, overtime_hours, rate_cents, amount_cents)
                           values (${northwind.id}, ${invoice!.id}, ${String(deal!.id)}, 'Test Clinician', ${day}, 36.25, 2.5, 9150, 100000),
                                  (${northwind.id}, ${invoice!.id}, null, 'Test Clinician', ${day}, 12, 0, 8000, 23456)`);
    });
    await spendMatches();
    await inNorthwind((tx) => tx.execute(sql`update invoice_lines set amount_cents = amount_cents + 1, overtime_hours = 3.75 where clinician_name = 'Test Clinician'`));
    await spendMatches();
    await inNorthwind((tx) => tx.execute(sql`update invoices set invoice_date = invoice_date - 40, unit = 'Moved Unit' where invoice_number = 'INV-FAST-1'`));
    await spendMatches();
    await inNorthwind((tx) => tx.execute(sql`update deals set title = 'Retitled Nurse' where id = ${String(deal!.id)}`));
    await spendMatches();
    await inNorthwind((tx) => tx.execute(sql`delete from invoice_lines where clinician_name = 'Test Clinician' and deal_id is null`));
    await spendMatches();
    const [moved] = await answer(sql`select count(*)::int as n from invoice_line_month_totals where unit = 'Moved Unit' and title = 'Retitled Nurse' and lines > 0`);
    expect(moved!.n).toBe(1);
  });
});

/** Groups where the decision totals differ from the decided deals summed directly, every network's. */
const decisionTotalsMismatches = async () => {
  const direct = (period: SQL) => sql`
    select network_id, ${period} as period, hospital_id, unit_id, title, count(*)::int as decided,
           sum(extract(epoch from decided_at - submitted_at)) as review_seconds,
           count(*) filter (where stage = 'assignment' or status in ('Offered', 'Approved'))::int as offers,
           count(*) filter (where stage = 'assignment')::int as accepted
    from deals where decided_at is not null group by 1, 2, 3, 4, 5`;
  const kept = (table: string, period: string) => sql`
    select network_id, ${sql.identifier(period)} as period, hospital_id, unit_id, title, decided, review_seconds, offers, accepted
    from ${sql.identifier(table)} where decided > 0`;
  const differences = (a: SQL, b: SQL) => sql`select count(*)::int as n from ((${a}) except (${b})) x`;
  const day = direct(sql`(decided_at at time zone 'UTC')::date`);
  const month = direct(sql`date_trunc('month', decided_at at time zone 'UTC')::date`);
  const counts = await Promise.all(
    [
      differences(day, kept('deal_decision_day_totals', 'day')),
      differences(kept('deal_decision_day_totals', 'day'), day),
      differences(month, kept('deal_decision_month_totals', 'month')),
      differences(kept('deal_decision_month_totals', 'month'), month),
    ].map(async (statement) => rowsOf<{ n: number }>(await t.database.db.execute(statement))[0]!.n),
  );
  return counts.reduce((sum, n) => sum + n, 0);
};

describe('the candidate decision totals', () => {
  const decisionsMatch = async () => {
    expect(await decisionTotalsMismatches()).toBe(0);
    for (const [from, to] of WINDOWS) await compare('candidateDecisions', scopeOf(from, to));
  };
  const change = (statement: SQL) => inNorthwind((tx) => tx.execute(statement));
  const TEST = 'Decision totals test';

  it('follow deals inserted, decided, changed in every counted column and deleted, in the tenant transaction', async () => {
    await decisionsMatch();
    const [other] = await answer(sql`select u.id as unit_id, u.hospital_id from units u
                                     where u.hospital_id <> ${northwind.hospitals[0]!.id} order by u.id limit 1`);
    await change(sql`
      insert into deals (network_id, clinician_id, job_id, hospital_id, unit_id, stage, status, title, shift, start_date, end_date,
                         notes, submitted_at, decided_at)
      select d.network_id, d.clinician_id, d.job_id, d.hospital_id, d.unit_id, v.stage, v.status, d.title, d.shift, d.start_date, d.end_date,
             ${TEST}, now() - interval '70 days' - v.n * interval '1 hour', v.decided_at
      from (select * from deals where hospital_id = ${northwind.hospitals[0]!.id} order by id limit 1) d
      cross join (values (1, 'candidate', 'Offered', now() - interval '40 days 7 minutes'), (2, 'candidate', 'Declined', now() - interval '50 days'),
                         (3, 'assignment', 'Assigned', now() - interval '65 days 3 seconds'), (4, 'candidate', 'Ready for Review', null::timestamptz)) v(n, stage, status, decided_at)`);
    await decisionsMatch();
    const steps = [
      sql`update deals set status = 'Offered', decided_at = now() - interval '10 days' where notes = ${TEST} and decided_at is null`,
      sql`update deals set decided_at = decided_at - interval '45 days 11 hours' where notes = ${TEST} and status = 'Declined'`,
      sql`update deals set submitted_at = submitted_at - interval '3 days 5 minutes' where notes = ${TEST} and status = 'Offered'`,
      sql`update deals set status = 'Approved' where notes = ${TEST} and status = 'Offered'`,
      sql`update deals set stage = 'assignment', status = 'Assigned' where notes = ${TEST} and status = 'Approved'`,
      sql`update deals set title = 'Decision Totals Nurse' where notes = ${TEST} and stage = 'assignment'`,
      sql`update deals set hospital_id = ${String(other!.hospital_id)}, unit_id = ${String(other!.unit_id)} where notes = ${TEST} and status = 'Declined'`,
      sql`update deals set decided_at = null where notes = ${TEST} and status = 'Assigned' and decided_at < now() - interval '60 days'`,
      sql`delete from deals where notes = ${TEST} and status = 'Declined'`,
    ];
    for (const step of steps) {
      await change(step);
      await decisionsMatch();
    }
    const [moved] = await answer(sql`select coalesce(sum(decided), 0)::int as n from deal_decision_month_totals where title = 'Decision Totals Nurse'`);
    expect(moved!.n).toBe(2);
  });

  it('are not written when a deal changes in nothing they count', async () => {
    const before = await answer(sql`select xmin::text as version from deal_decision_day_totals order by 1`);
    await change(sql`update deals set notes = 'Reviewed again', version = version + 1 where decided_at is not null and status = 'Declined'`);
    await change(sql`update deals set review_reminded_at = now() where decided_at is not null`);
    expect(await answer(sql`select xmin::text as version from deal_decision_day_totals order by 1`)).toEqual(before);
    await decisionsMatch();
  });
});
