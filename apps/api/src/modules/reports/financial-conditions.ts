import { sql, type SQL } from 'drizzle-orm';
import type { FinancialReportRequest } from '@portal/domain/api/reports';
import { invoiceLookbackStart } from '@portal/domain/invoices/invoice-rules';
import type { z } from 'zod';
import type { Visibility } from '../../context/visibility';
import { escapeLike, oneOf } from '../../lib/sql-helpers';

type Request = z.output<typeof FinancialReportRequest>;

/**
 * Which invoices a financial report covers: as SQL conditions over `invoices i`, and, when the
 * request covers whole months and names no clinician, the same over `invoice_month_totals t`.
 */
export interface FinancialConditions {
  readonly where: SQL[];
  readonly monthly: SQL[] | undefined;
}

const today = () => new Date().toISOString().slice(0, 10);
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const lastDayOfMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month!, 0)).toISOString().slice(0, 10) === day;
};

/**
 * SPEC.md §3 financial report request: a date range (without one, the months of the last two
 * years: from the first of the month two years back to today), facilities (only those the user may
 * see; none means all of them), months, units and the clinician's name or surname as typed.
 */
export const financialConditions = (request: Request, visibility: Visibility): FinancialConditions => {
  const visible = new Set(visibility.hospitalIds);
  const asked = request.facilityIds ?? [];
  const hospitals = asked.length > 0 ? asked.filter((id) => visible.has(id)) : visibility.hospitalIds;
  const start = request.startDate ?? monthOf(invoiceLookbackStart());
  const end = request.endDate ?? today();
  const name = request.travelerName?.trim();
  const months = request.months && request.months.length > 0 ? request.months : undefined;
  const units = request.units && request.units.length > 0 ? request.units : undefined;
  const byHospital = visibility.seesEveryHospital && asked.length === 0 ? undefined : hospitals;
  const shared = (alias: 'i' | 't', monthColumn: SQL) => [
    sql`${sql.raw(alias)}.network_id = ${visibility.networkId}`,
    ...(byHospital ? [oneOf(sql`${sql.raw(alias)}.hospital_id`, byHospital)] : []),
    ...(months ? [oneOf(sql`to_char(${monthColumn}, 'YYYY-MM')`, months)] : []),
  ];
  const wholeMonths = !name && start === monthOf(start) && (end >= today() || lastDayOfMonth(end));
  return {
    where: [
      ...shared('i', sql`i.invoice_date`),
      sql`i.invoice_date between ${start}::date and ${end}::date`,
      ...(units ? [oneOf(sql`i.unit`, units)] : []),
      ...(name ? [sql`(i.name ilike ${`${escapeLike(name)}%`} or i.surname ilike ${`${escapeLike(name)}%`})`] : []),
    ],
    monthly: wholeMonths
      ? [
          ...shared('t', sql`t.month`),
          sql`t.month between ${start}::date and ${monthOf(end)}::date`,
          sql`t.invoices > 0`,
          ...(units ? [oneOf(sql`t.unit`, units)] : []),
        ]
      : undefined,
  };
};
