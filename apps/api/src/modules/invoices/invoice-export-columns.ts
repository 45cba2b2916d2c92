import { displayDate } from '../../exports/cells';
import type { ExportColumn } from '../../exports/stream-export';
import type { InvoiceRow } from './invoice-rows';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The columns of the invoice list file: those the list shows (SPEC.md §2), amounts in US dollars. */
export const INVOICE_EXPORT_COLUMNS: readonly ExportColumn<InvoiceRow>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Invoice #', value: (row) => row.invoiceNumber },
  { header: 'Invoice Date', value: (row) => displayDate(row.date) },
  { header: 'Facility', value: (row) => row.facilityName },
  { header: 'Unit', value: (row) => row.unit },
  { header: 'Amount', value: (row) => dollars(row.amountCents) },
  { header: 'Balance Due', value: (row) => dollars(row.balanceCents) },
];
