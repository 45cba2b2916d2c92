import { z } from 'zod';
import { INVOICE_SEARCH_MAX, PAGE_SIZE, SORT_ORDERS } from '../limits';
import { INVOICE_DATE_TOO_OLD, isWithinInvoiceLookback } from '../invoices/invoice-rules';
import { commaIds } from '../lists/comma-list';
import { isoDate, listResponse, MAX_EXPORT_ROWS, MAX_LIST_PAGE_SIZE } from '../lists/list-request';
import { maxLengthMessage } from '../messages';
import { defineCall } from './call';
import { ExportedFile, ExportQuery } from './export-format';
import { storableText } from './storable-text';

/** Most invoices one download may bundle into a ZIP: a page of the list. */
export const MAX_INVOICES_PER_DOWNLOAD = PAGE_SIZE.invoices;
/** Longest reason of a dispute or note of its resolution. */
export const DISPUTE_TEXT_MAX = 1000;
export const INVOICE_SORT_KEYS = ['createdDate'] as const;

/** Who may read invoices (SPEC.md §6): ViewInvoices with the invoicing flag. */
export const INVOICE_ACCESS = { privileges: ['ViewInvoices'], flagsOn: ['invoicing'] } as const;
/** Disputing and resolving lines is Finance's work: ViewFinances on top of reading invoices. */
const DISPUTE_ACCESS = { privileges: ['ViewInvoices', 'ViewFinances'], flagsOn: ['invoicing'] } as const;

const lookbackDate = isoDate.refine((date) => isWithinInvoiceLookback(date), { message: INVOICE_DATE_TOO_OLD });

/** The list's filters (SPEC.md §7 GET /api/v2/invoicing), shared by the page and its export. */
const InvoiceFilters = z.object({
  /** Comma-joined hospital ids; none means every hospital the user may see. */
  facilities: commaIds('facilities', 'hospital ids'),
  /** Name or Invoice # (SPEC.md §9: at most 30 characters). */
  searchTerm: storableText().max(INVOICE_SEARCH_MAX, maxLengthMessage(INVOICE_SEARCH_MAX)).optional(),
  /** Invoices dated on or after this day, which must be within the last two years. */
  invoiceDate: lookbackDate.optional(),
  sortBy: z.enum(INVOICE_SORT_KEYS).default('createdDate'),
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
  /** 'true' includes paid invoices; by default only those with a balance due are listed. */
  invoicePaid: z.enum(['true', 'false']).default('false'),
});

export const InvoiceListQuery = InvoiceFilters.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_LIST_PAGE_SIZE, `size must be at most ${MAX_LIST_PAGE_SIZE}`).default(PAGE_SIZE.invoices),
});
/** What a client sends: page and size as numbers (the query string carries them as text, which the schema coerces). */
export type InvoiceListQuery = Omit<z.input<typeof InvoiceListQuery>, 'page' | 'size'> & { page?: number; size?: number };

/** SPEC.md §3 Invoice, with its number; amounts are US dollars. */
export const InvoiceListItem = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  name: z.string(),
  date: isoDate,
  facilityName: z.string(),
  unit: z.string().nullable(),
  /** The invoice's amount. */
  paid: z.number(),
  /** Its balance due. */
  due: z.number(),
});
export type InvoiceListItem = z.infer<typeof InvoiceListItem>;

export const InvoiceListResponse = listResponse(InvoiceListItem);
export type InvoiceListResponse = z.infer<typeof InvoiceListResponse>;

export const getInvoices = defineCall({
  name: 'invoicing',
  method: 'GET',
  version: 'v2',
  path: 'invoicing',
  summary: 'One page of the invoices of the visible hospitals, searched by name or Invoice #, from a date, paid ones on request.',
  scope: 'tenant',
  access: INVOICE_ACCESS,
  query: InvoiceListQuery,
  response: InvoiceListResponse,
});

export const FacilityOption = z.object({ id: z.uuid(), label: z.string() });
export type FacilityOption = z.infer<typeof FacilityOption>;

export const getInvoiceFacilities = defineCall({
  name: 'invoicing/filters/facilities',
  method: 'GET',
  version: 'v2',
  path: 'invoicing/filters/facilities',
  summary: 'The hospitals the invoice list filters by, by name; the first is preselected.',
  scope: 'tenant',
  access: INVOICE_ACCESS,
  response: z.array(FacilityOption),
});

export const InvoiceDownloadRequest = z.object({
  /** One invoice id or a comma-joined list of them (SPEC.md §7). */
  invoiceIds: storableText()
    .max(MAX_INVOICES_PER_DOWNLOAD * 37, `At most ${MAX_INVOICES_PER_DOWNLOAD} invoices at a time`)
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()).filter(Boolean))])
    .pipe(
      z
        .array(z.uuid({ message: 'invoiceIds must hold invoice ids' }))
        .min(1, 'Choose at least one invoice')
        .max(MAX_INVOICES_PER_DOWNLOAD, `At most ${MAX_INVOICES_PER_DOWNLOAD} invoices at a time`),
    ),
});
export type InvoiceDownloadRequest = z.input<typeof InvoiceDownloadRequest>;

export const downloadInvoices = defineCall({
  name: 'Invoicing/Download',
  method: 'POST',
  version: 'v2',
  path: 'Invoicing/Download',
  summary: 'Invoices as PDFs built from each invoice and its lines: one PDF for one id, one ZIP of PDFs for several.',
  scope: 'tenant',
  access: INVOICE_ACCESS,
  body: InvoiceDownloadRequest,
  response: z.string().describe('application/pdf or application/zip, named in Content-Disposition'),
});

export const InvoiceExportRequest = InvoiceFilters.extend({
  pageSize: z.number().int().min(1).max(MAX_EXPORT_ROWS).default(MAX_EXPORT_ROWS),
  pageNumber: z.number().int().min(1).max(1_000_000).default(1),
});
export type InvoiceExportRequest = z.input<typeof InvoiceExportRequest>;

export const exportInvoiceList = defineCall({
  name: 'Invoicing/Export',
  method: 'POST',
  version: 'v2',
  path: 'Invoicing/Export',
  summary: 'The invoice list with its filters as a streamed CSV or XLSX file.',
  scope: 'tenant',
  access: { ...INVOICE_ACCESS, privileges: [...INVOICE_ACCESS.privileges, 'ViewExport'] },
  query: ExportQuery,
  body: InvoiceExportRequest,
  response: ExportedFile,
});

export const DISPUTE_STATUSES = ['Open', 'Resolved'] as const;

export const InvoiceDispute = z.object({
  id: z.uuid(),
  lineId: z.uuid(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.string(),
  raisedBy: z.string(),
  raisedAt: z.iso.datetime({ offset: true }),
  resolution: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.iso.datetime({ offset: true }).nullable(),
  version: z.number().int(),
});
export type InvoiceDispute = z.infer<typeof InvoiceDispute>;

export const InvoiceLine = z.object({
  id: z.uuid(),
  clinician: z.string(),
  weekStart: isoDate,
  regularHours: z.number(),
  overtimeHours: z.number(),
  /** Hourly rate billed, US dollars. */
  rate: z.number(),
  amount: z.number(),
  /** The work order's bill rate in effect that week (extensions included); null when none was. */
  expectedRate: z.number().nullable(),
  guaranteedHours: z.number().nullable(),
  /** Why the line is flagged for checking; empty when it checks out. */
  flags: z.array(z.string()),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const InvoiceDetails = InvoiceListItem.extend({
  lines: z.array(InvoiceLine),
  disputes: z.array(InvoiceDispute),
});
export type InvoiceDetails = z.infer<typeof InvoiceDetails>;

const invoiceIdParams = z.object({ id: z.uuid({ message: 'id must be an invoice id' }) });

export const getInvoiceDetails = defineCall({
  name: 'invoicing/:id',
  method: 'GET',
  version: 'v2',
  path: 'invoicing/:id',
  summary: 'One invoice with its lines, each checked against the work order, and its disputes.',
  scope: 'tenant',
  access: INVOICE_ACCESS,
  params: invoiceIdParams,
  response: InvoiceDetails,
});

const disputeText = (field: string) =>
  storableText()
    .trim()
    .min(1, `Enter the ${field}`)
    .max(DISPUTE_TEXT_MAX, maxLengthMessage(DISPUTE_TEXT_MAX));

export const DisputeLineRequest = z.object({
  lineId: z.uuid({ message: 'lineId must be a line of the invoice' }),
  reason: disputeText('reason'),
});
export type DisputeLineRequest = z.input<typeof DisputeLineRequest>;

export const disputeInvoiceLine = defineCall({
  name: 'invoicing/:id/disputes',
  method: 'POST',
  version: 'v2',
  path: 'invoicing/:id/disputes',
  summary: "Disputes a line of an invoice with a reason; offered to the provider as an open dispute. Honours Idempotency-Key.",
  scope: 'tenant',
  access: DISPUTE_ACCESS,
  params: invoiceIdParams,
  body: DisputeLineRequest,
  response: InvoiceDetails,
  successStatus: 201,
});

export const ResolveDisputeRequest = z.object({
  resolution: disputeText('resolution'),
  /** Optimistic-concurrency version of the dispute. */
  version: z.number().int().min(1).max(1_000_000),
});
export type ResolveDisputeRequest = z.input<typeof ResolveDisputeRequest>;

export const resolveInvoiceDispute = defineCall({
  name: 'invoicing/:id/disputes/:disputeId/resolve',
  method: 'POST',
  version: 'v2',
  path: 'invoicing/:id/disputes/:disputeId/resolve',
  summary: 'Records how an open dispute was resolved.',
  scope: 'tenant',
  access: DISPUTE_ACCESS,
  params: invoiceIdParams.extend({ disputeId: z.uuid({ message: 'disputeId must be a dispute id' }) }),
  body: ResolveDisputeRequest,
  response: InvoiceDetails,
});

export const INVOICE_CALLS = [
  getInvoices,
  getInvoiceFacilities,
  downloadInvoices,
  exportInvoiceList,
  getInvoiceDetails,
  disputeInvoiceLine,
  resolveInvoiceDispute,
] as const;
