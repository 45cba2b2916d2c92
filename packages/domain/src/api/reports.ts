import { z } from 'zod';
import { INVOICE_SEARCH_MAX } from '../limits';
import { commaNames } from '../lists/comma-list';
import { filterIds, filterNames, isoDate, MAX_FILTER_VALUES } from '../lists/list-request';
import { maxLengthMessage } from '../messages';
import { defineCall } from './call';
import { ExportedFile, ExportQuery } from './export-format';
import { FacilityOption } from './invoices';
import { storableText } from './storable-text';

/** SPEC.md §6: the financial report needs ViewFinances. */
const FINANCE_ACCESS = { privileges: ['ViewFinances'] } as const;
/** SPEC.md §6: reports need ViewReports; the metrics flag hides only the sidebar link (§2), not the page or its calls. */
const REPORTS_ACCESS = { privileges: ['ViewReports'] } as const;

/** A month as yyyy-mm. */
const month = z.string().max(7).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'months must be written yyyy-mm');

/** SPEC.md §3 financial report request. */
export const FinancialReportRequest = z
  .object({
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    facilityIds: filterIds('facilityIds', 'hospital ids'),
    months: z.array(month).max(MAX_FILTER_VALUES).optional(),
    units: filterNames('units'),
    /** Clinicians whose name starts with it. */
    travelerName: storableText().trim().max(INVOICE_SEARCH_MAX, maxLengthMessage(INVOICE_SEARCH_MAX)).optional(),
  })
  .refine((r) => !r.startDate || !r.endDate || r.startDate <= r.endDate, {
    message: 'The start date must not be after the end date',
    path: ['endDate'],
  });
export type FinancialReportRequest = z.input<typeof FinancialReportRequest>;

const money = z.number();
const count = z.number().int().min(0);

export const FinancialTotals = z.object({ invoices: count, amount: money, balance: money });
export type FinancialTotals = z.infer<typeof FinancialTotals>;

export const FinancialReport = z.object({
  total: FinancialTotals,
  byMonth: z.array(FinancialTotals.extend({ month: z.string() })),
  byFacilityUnit: z.array(FinancialTotals.extend({ facilityId: z.uuid(), facility: z.string(), unit: z.string() })),
});
export type FinancialReport = z.infer<typeof FinancialReport>;

export const getFinancialReport = defineCall({
  name: 'Reports/Invoicing',
  method: 'POST',
  version: 'v1',
  path: 'Reports/Invoicing',
  summary: 'Invoiced amounts and balances by month and by facility and unit, with their total.',
  scope: 'tenant',
  access: FINANCE_ACCESS,
  body: FinancialReportRequest,
  response: FinancialReport,
});

export const FinanceReportFilters = z.object({
  facilities: z.array(FacilityOption),
  /** Months holding invoices, newest first. */
  months: z.array(z.string()),
  units: z.array(z.string()),
});
export type FinanceReportFilters = z.infer<typeof FinanceReportFilters>;

export const getFinanceReportFilters = defineCall({
  name: 'Reports/invoicing/FinanceReportFilters',
  method: 'GET',
  version: 'v1',
  path: 'Reports/invoicing/FinanceReportFilters',
  summary: 'Facilities, months and units the financial report filters by.',
  scope: 'tenant',
  access: FINANCE_ACCESS,
  response: FinanceReportFilters,
});

export const exportFinancialDetailReport = defineCall({
  name: 'FinancialDetailReport',
  method: 'POST',
  version: 'v1',
  path: 'FinancialDetailReport',
  summary: 'Every invoice line the financial report request selects, as a streamed CSV or XLSX file.',
  scope: 'tenant',
  access: FINANCE_ACCESS,
  query: ExportQuery,
  body: FinancialReportRequest,
  response: ExportedFile,
});

export const exportFinancialSummaryReport = defineCall({
  name: 'FinancialSummaryReport',
  method: 'POST',
  version: 'v1',
  path: 'FinancialSummaryReport',
  summary: 'The financial report by month, facility and unit, as a CSV or XLSX file.',
  scope: 'tenant',
  access: FINANCE_ACCESS,
  query: ExportQuery,
  body: FinancialReportRequest,
  response: ExportedFile,
});

/** SPEC.md §3 bill rate report filters, as comma-joined query values. */
export const BillRateQuery = z.object({
  titles: commaNames('titles'),
  units: commaNames('units'),
  states: commaNames('states'),
});
export type BillRateQuery = z.input<typeof BillRateQuery>;

export const BillRateRow = z.object({
  title: z.string(),
  unit: z.string(),
  state: z.string(),
  jobs: count,
  /** Hourly bill rates, US dollars. */
  minRate: money,
  averageRate: money,
  maxRate: money,
});
export type BillRateRow = z.infer<typeof BillRateRow>;

export const getBillRateReport = defineCall({
  name: 'Reports/BillRate',
  method: 'GET',
  version: 'v1',
  path: 'Reports/BillRate',
  summary: "Bill rates of the visible hospitals' job postings by title, unit and state: lowest, average and highest.",
  scope: 'tenant',
  access: REPORTS_ACCESS,
  query: BillRateQuery,
  response: z.array(BillRateRow),
});

const filterCall = (what: 'Titles' | 'Units' | 'States') =>
  defineCall({
    name: `Reports/Filters/${what}`,
    method: 'GET',
    version: 'v1',
    path: `Reports/Filters/${what}`,
    summary: `${what} the bill-rate report filters by.`,
    scope: 'tenant',
    access: REPORTS_ACCESS,
    response: z.array(z.string()),
  });

export const getBillRateTitles = filterCall('Titles');
export const getBillRateUnits = filterCall('Units');
export const getBillRateStates = filterCall('States');

export const REPORT_CALLS = [
  getFinancialReport,
  getFinanceReportFilters,
  exportFinancialDetailReport,
  exportFinancialSummaryReport,
  getBillRateReport,
  getBillRateTitles,
  getBillRateUnits,
  getBillRateStates,
] as const;
