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
 * The report's three groupings in one pass over the invoices: by month, by facility and unit, and
 * the total (grouping sets), with the facility names joined to the few grouped rows afterwards.
 */
const summaryQuery = (conditions: FinancialConditions): SQL => sql`
  with grouped as (
    select to_char(i.invoice_date, 'YYYY-MM') as month, i.hospital_id, coalesce(i.unit, 'N/A') as unit,
           count(*)::int as invoices, sum(i.amount_cents)::float8 as "amountCents", sum(i.balance_cents)::float8 as "balanceCents",
           grouping(to_char(i.invoice_date, 'YYYY-MM'), i.hospital_id) as grouping_bits
    from invoices i
    where ${allOf(conditions.where)}
    group by grouping sets ((to_char(i.invoice_date, 'YYYY-MM')), (i.hospital_id, coalesce(i.unit, 'N/A')), ())
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
  select g.month, h.name as "facility", g.unit, g.invoices, g."amountCents", g."balanceCents"
  from (
    select to_char(i.invoice_date, 'YYYY-MM') as month, i.hospital_id, coalesce(i.unit, 'N/A') as unit, count(*)::int as invoices,
           sum(i.amount_cents)::float8 as "amountCents", sum(i.balance_cents)::float8 as "balanceCents"
    from invoices i where ${allOf(conditions.where)}
    group by 1, 2, 3
  ) g join hospitals h on h.id = g.hospital_id
  order by g.month, h.name, g.unit`;
