import { sql, type SQL } from 'drizzle-orm';
import type { FinancialReportRequest } from '@portal/domain/api/reports';
import { invoiceLookbackStart } from '@portal/domain/invoices/invoice-rules';
import type { z } from 'zod';
import type { Visibility } from '../../context/visibility';
import { escapeLike, oneOf } from '../../lib/sql-helpers';

type Request = z.output<typeof FinancialReportRequest>;

/** Which invoices a financial report covers, as SQL conditions over `invoices i`. */
export interface FinancialConditions {
  readonly where: SQL[];
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * SPEC.md §3 financial report request: a date range (the last two years when none is given),
 * facilities (only those the user may see; none means all of them), months, units and the
 * clinician's name or surname as typed.
 */
export const financialConditions = (request: Request, visibility: Visibility): FinancialConditions => {
  const visible = new Set(visibility.hospitalIds);
  const asked = request.facilityIds ?? [];
  const hospitals = asked.length > 0 ? asked.filter((id) => visible.has(id)) : visibility.hospitalIds;
  const name = request.travelerName?.trim();
  const pattern = name ? `${escapeLike(name)}%` : undefined;
  return {
    where: [
      sql`i.network_id = ${visibility.networkId}`,
      ...(visibility.seesEveryHospital && asked.length === 0 ? [] : [oneOf(sql`i.hospital_id`, hospitals)]),
      sql`i.invoice_date between ${request.startDate ?? invoiceLookbackStart()}::date and ${request.endDate ?? today()}::date`,
      ...(request.months && request.months.length > 0 ? [oneOf(sql`to_char(i.invoice_date, 'YYYY-MM')`, request.months)] : []),
      ...(request.units && request.units.length > 0 ? [oneOf(sql`i.unit`, request.units)] : []),
      ...(pattern ? [sql`(i.name ilike ${pattern} or i.surname ilike ${pattern})`] : []),
    ],
  };
};
