import { z } from 'zod';
import type { InvoiceListQuery } from '@portal/domain/api/invoices';
import { isWithinInvoiceLookback } from '@portal/domain/invoices/invoice-rules';
import { INVOICE_SEARCH_MAX, PAGE_SIZE } from '@portal/domain/limits';
import { joinCommaList } from '@portal/domain/lists/comma-list';
import { INVOICE_SORT_OPTIONS } from '@portal/domain/lists/sort-options';
import type { ListStateUrl } from '@/lib/use-list-state';

export const INVOICE_LIST_ID = 'invoices';

/** The invoice list's controls: search, the day listed from, the facility, Include Paid, sort and page. */
export interface InvoiceListState {
  search: string;
  /** yyyy-mm-dd, or '' for the whole two years. */
  date: string;
  /** '' until the facility options arrive and the first is preselected. */
  facility: string;
  includePaid: boolean;
  sort: string;
  page: number;
}

export const INVOICE_LIST_DEFAULTS: InvoiceListState = {
  search: '',
  date: '',
  facility: '',
  includePaid: false,
  sort: INVOICE_SORT_OPTIONS[0]!.id,
  page: 1,
};

/** Forgiving: a stale or tampered value falls back to its default field by field. */
export const InvoiceListStateSchema: z.ZodType<InvoiceListState> = z.object({
  search: z.string().max(INVOICE_SEARCH_MAX).catch(''),
  date: z.union([z.iso.date(), z.literal('')]).catch(''),
  facility: z.string().max(36).catch(''),
  includePaid: z.boolean().catch(false),
  sort: z.enum(INVOICE_SORT_OPTIONS.map((option) => option.id) as [string, ...string[]]).catch(INVOICE_LIST_DEFAULTS.sort),
  page: z.number().int().min(1).catch(1),
});

const PARAM = { search: 'q', date: 'x.date', facility: 'x.facility', includePaid: 'x.paid', sort: 'sort', page: 'page' } as const;

/** The state in the address: short names, each left out while it is the default. */
export const INVOICE_LIST_URL: ListStateUrl<InvoiceListState> = {
  toParams: (state) => {
    const params = new URLSearchParams();
    if (state.search) params.set(PARAM.search, state.search);
    if (state.date) params.set(PARAM.date, state.date);
    if (state.facility) params.set(PARAM.facility, state.facility);
    if (state.includePaid) params.set(PARAM.includePaid, 'true');
    if (state.sort !== INVOICE_LIST_DEFAULTS.sort) params.set(PARAM.sort, state.sort);
    if (state.page !== 1) params.set(PARAM.page, String(state.page));
    return params;
  },
  fromParams: (params) => {
    if (!Object.values(PARAM).some((name) => params.has(name))) return undefined;
    const page = params.get(PARAM.page);
    return {
      search: params.get(PARAM.search) ?? '',
      date: params.get(PARAM.date) ?? '',
      facility: params.get(PARAM.facility) ?? '',
      includePaid: params.get(PARAM.includePaid) === 'true',
      sort: params.get(PARAM.sort) ?? INVOICE_LIST_DEFAULTS.sort,
      page: page === null ? 1 : Number(page),
    };
  },
};

/** SPEC.md §5: a date older than two years shows no data and sends no query. */
export const dateTooOld = (state: InvoiceListState) => state.date !== '' && !isWithinInvoiceLookback(state.date);

/** The list call's query for this state. */
export const invoiceQuery = (state: InvoiceListState): InvoiceListQuery => ({
  page: state.page,
  size: PAGE_SIZE.invoices,
  facilities: joinCommaList(state.facility ? [state.facility] : []),
  searchTerm: state.search || undefined,
  invoiceDate: state.date || undefined,
  invoicePaid: state.includePaid ? 'true' : 'false',
  sortOrder: INVOICE_SORT_OPTIONS.find((option) => option.id === state.sort)?.sortOrder ?? 'desc',
});
