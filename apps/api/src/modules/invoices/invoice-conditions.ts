import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { InvoiceListQuery } from '@portal/domain/api/invoices';
import { invoiceLookbackStart } from '@portal/domain/invoices/invoice-rules';
import type { Visibility } from '../../context/visibility';
import { oneOf } from '../../lib/sql-helpers';
import { invoiceSearch } from './invoice-search';

export type InvoiceFilters = Pick<z.output<typeof InvoiceListQuery>, 'facilities' | 'searchTerm' | 'invoiceDate' | 'invoicePaid'>;

/** Which invoices a list request covers, as SQL conditions over `invoices i`; typed so a stray fragment is not taken for them. */
export interface InvoiceConditions {
  readonly where: SQL[];
  /** A search picks its rows through the name and number indexes rather than by walking dates. */
  readonly searches: boolean;
}

/**
 * The hospitals the list covers: those asked for that the user may see (another network's ids
 * match nothing), or every one the user may see when none are asked for.
 */
export const invoiceHospitals = (visibility: Visibility, facilities: readonly string[] | undefined): readonly string[] => {
  if (!facilities || facilities.length === 0) return visibility.hospitalIds;
  const visible = new Set(visibility.hospitalIds);
  return [...new Set(facilities)].filter((id) => visible.has(id));
};

/**
 * SPEC.md §5: only the last two years are listed, whatever the request (a date before that is refused
 * by the contract); without a date the whole two years are.
 */
export const invoiceConditions = (filters: InvoiceFilters, visibility: Visibility): InvoiceConditions => {
  const search = invoiceSearch(filters.searchTerm);
  const unpaidOnly = filters.invoicePaid !== 'true';
  const hospitals = invoiceHospitals(visibility, filters.facilities);
  const asked = (filters.facilities?.length ?? 0) > 0;
  return {
    searches: search !== undefined,
    where: [
      // Explicit as well as enforced by row-level security: it lets the planner use the tenant indexes.
      sql`i.network_id = ${visibility.networkId}`,
      ...(visibility.seesEveryHospital && !asked ? [] : [oneOf(sql`i.hospital_id`, hospitals)]),
      sql`i.invoice_date >= ${filters.invoiceDate ?? invoiceLookbackStart()}::date`,
      ...(unpaidOnly ? [sql`not i.paid`] : []),
      ...(search ? [search] : []),
    ],
  };
};
