import { sql, type SQL } from 'drizzle-orm';
import type { FinancialReport } from '@portal/domain/api/reports';
import type { Tx } from '../../db/tenant';
import { allOf, rowsOf } from '../../lib/sql-helpers';
import type { FinancialConditions } from './financial-conditions';

interface SummaryRow {
  month: string | null;
  facilityId: string | null;
  facility: string | null;
  unit: string | null;
  invoices: number;
  amountCents: number;
  balanceCents: number;
  /** 0 for the by-month rows, 1 for the by-facility-and-unit rows, 2 for the total (grouping bits). */
  level: number;
}

/**
 * The invoices summed by month, hospital and unit: read from the totals the triggers keep when the
 * request covers whole months, else summed from the invoices themselves.
 */
const monthRows = (conditions: FinancialConditions): SQL =>
  conditions.monthly
    ? sql`select t.month, t.hospital_id, t.unit, t.invoices, t.amount_cents, t.balance_cents
          from invoice_month_totals t where ${allOf(conditions.monthly)}`
    : sql`select date_trunc('month', i.invoice_date::timestamp)::date as month, i.hospital_id, coalesce(i.unit, 'N/A') as unit,
                 count(*)::int as invoices, sum(i.amount_cents) as amount_cents, sum(i.balance_cents) as balance_cents
          from invoices i where ${allOf(conditions.where)}
          group by 1, 2, 3`;

/**
 * The report's three groupings (by month, by facility and unit, the total) over those rows with
 * grouping sets, the facility names joined to the few grouped rows afterwards.
 */
const summaryQuery = (conditions: FinancialConditions): SQL => sql`
  with grouped as (
    -- The total of no rows is one row of nulls: counted as zero.
    select to_char(m.month, 'YYYY-MM') as month, m.hospital_id, m.unit, coalesce(sum(m.invoices), 0)::int as invoices,
           coalesce(sum(m.amount_cents), 0)::float8 as "amountCents", coalesce(sum(m.balance_cents), 0)::float8 as "balanceCents",
           grouping(m.month, m.hospital_id) as grouping_bits
    from (${monthRows(conditions)}) m
    group by grouping sets ((m.month), (m.hospital_id, m.unit), ())
  )
  select g.month, g.hospital_id as "facilityId", h.name as "facility", g.unit, g.invoices, g."amountCents", g."balanceCents",
         case g.grouping_bits when 1 then 0 when 2 then 1 else 2 end as level
  from grouped g left join hospitals h on h.id = g.hospital_id
  order by level, g.month, h.name, g.unit`;

const totals = (row: Pick<SummaryRow, 'invoices' | 'amountCents' | 'balanceCents'>) => ({
  invoices: row.invoices,
  amount: row.amountCents / 100,
  balance: row.balanceCents / 100,
});

export const financialSummary = async (tx: Tx, conditions: FinancialConditions): Promise<FinancialReport> => {
  const rows = rowsOf<SummaryRow>(await tx.execute(summaryQuery(conditions)));
  const total = rows.find((row) => row.level === 2);
  return {
    total: total ? totals(total) : { invoices: 0, amount: 0, balance: 0 },
    byMonth: rows.filter((row) => row.level === 0).map((row) => ({ month: row.month!, ...totals(row) })),
    byFacilityUnit: rows
      .filter((row) => row.level === 1)
      .map((row) => ({ facilityId: row.facilityId!, facility: row.facility ?? 'N/A', unit: row.unit ?? 'N/A', ...totals(row) })),
  };
};

export interface SummaryExportRow {
  month: string;
  facility: string;
  unit: string;
  invoices: number;
  amountCents: number;
  balanceCents: number;
}

/** The summary file's rows: by month, facility and unit. */
export const summaryExportQuery = (conditions: FinancialConditions): SQL => sql`
  select to_char(m.month, 'YYYY-MM') as month, h.name as "facility", m.unit, sum(m.invoices)::int as invoices,
         sum(m.amount_cents)::float8 as "amountCents", sum(m.balance_cents)::float8 as "balanceCents"
  from (${monthRows(conditions)}) m join hospitals h on h.id = m.hospital_id
  group by m.month, h.name, m.unit
  order by m.month, h.name, m.unit`;
