import { sql, type SQL } from 'drizzle-orm';
import { formatUsd } from '@portal/domain/invoices/invoice-rules';
import { displayDate } from '../../exports/cells';
import type { ExportColumn } from '../../exports/stream-export';
import { INVOICE_LINE_COLUMNS, lineFlagsOf, type InvoiceLineRow } from '../../lib/invoice-line-columns';
import { allOf } from '../../lib/sql-helpers';
import type { FinancialConditions } from './financial-conditions';
import type { SummaryExportRow } from './financial-summary';

export interface DetailRow extends InvoiceLineRow {
  invoiceNumber: string;
  invoiceDate: string;
  facility: string;
  unit: string | null;
  balanceCents: number;
  openDisputes: number;
}

/** Every line of the invoices the report covers, with the work order rate in effect that week, in invoice order. */
export const detailExportQuery = (conditions: FinancialConditions): SQL => sql`
  select i.invoice_number as "invoiceNumber", i.invoice_date::text as "invoiceDate", h.name as "facility", i.unit,
         ${INVOICE_LINE_COLUMNS}, i.balance_cents::float8 as "balanceCents",
         (select count(*)::int from invoice_disputes x where x.line_id = l.id and x.status = 'Open') as "openDisputes"
  from invoices i
  join hospitals h on h.id = i.hospital_id
  join invoice_lines l on l.invoice_id = i.id
  left join deals d on d.id = l.deal_id
  where ${allOf(conditions.where)}
  order by i.invoice_date, i.invoice_number, l.week_start, l.id`;

const dollars = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

export const DETAIL_COLUMNS: readonly ExportColumn<DetailRow>[] = [
  { header: 'Invoice #', value: (row) => row.invoiceNumber },
  { header: 'Invoice Date', value: (row) => displayDate(row.invoiceDate) },
  { header: 'Facility', value: (row) => row.facility },
  { header: 'Unit', value: (row) => row.unit },
  { header: 'Clinician', value: (row) => row.clinician },
  { header: 'Week Of', value: (row) => displayDate(row.weekStart) },
  { header: 'Regular Hours', value: (row) => row.regularHours },
  { header: 'Overtime Hours', value: (row) => row.overtimeHours },
  { header: 'Rate', value: (row) => dollars(row.rateCents) },
  { header: 'Work Order Rate', value: (row) => dollars(row.expectedRateCents) },
  { header: 'Amount', value: (row) => dollars(row.amountCents) },
  { header: 'Invoice Balance Due', value: (row) => dollars(row.balanceCents) },
  {
    header: 'Flags',
    value: (row) => lineFlagsOf(row).join(' '),
  },
  { header: 'Open Disputes', value: (row) => row.openDisputes },
];

export const SUMMARY_COLUMNS: readonly ExportColumn<SummaryExportRow>[] = [
  { header: 'Month', value: (row) => row.month },
  { header: 'Facility', value: (row) => row.facility },
  { header: 'Unit', value: (row) => row.unit },
  { header: 'Invoices', value: (row) => row.invoices },
  { header: 'Amount', value: (row) => formatUsd(row.amountCents / 100) },
  { header: 'Balance Due', value: (row) => formatUsd(row.balanceCents / 100) },
];
