import { sql } from 'drizzle-orm';
import type { FinanceReportFilters } from '@portal/domain/api/reports';
import { invoiceLookbackStart } from '@portal/domain/invoices/invoice-rules';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { oneOf, rowsOf } from '../../lib/sql-helpers';

/**
 * The financial report's filter options: the hospitals the user may see, the months of the
 * two-year lookback (newest first; counted from the calendar, not by reading the invoices) and the
 * unit names of those hospitals.
 */
export const financeReportFilters = async (tx: Tx, visibility: Visibility): Promise<FinanceReportFilters> => {
  const facilities = rowsOf<{ id: string; label: string }>(
    await tx.execute(sql`
      select id, name as "label" from hospitals
      where network_id = ${visibility.networkId} and ${oneOf(sql`id`, visibility.hospitalIds)} order by name, id`),
  );
  const months = rowsOf<{ month: string }>(
    await tx.execute(sql`
      select to_char(m, 'YYYY-MM') as month
      from generate_series(date_trunc('month', current_date), date_trunc('month', ${invoiceLookbackStart()}::date), interval '-1 month') as m`),
  );
  const units = rowsOf<{ name: string }>(
    await tx.execute(sql`
      select distinct name from units
      where network_id = ${visibility.networkId} and ${oneOf(sql`hospital_id`, visibility.hospitalIds)} order by name`),
  );
  return { facilities, months: months.map((row) => row.month), units: units.map((row) => row.name) };
};
