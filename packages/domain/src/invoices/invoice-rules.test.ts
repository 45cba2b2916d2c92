import { describe, expect, it } from 'vitest';
import { InvoiceListQuery } from '../api/invoices';
import { formatUsd, formatUsdCompact, invoiceLineFlags, invoiceLookbackStart, isWithinInvoiceLookback, INVOICE_DATE_TOO_OLD } from './invoice-rules';

const TODAY = new Date('2026-11-24T15:00:00Z');

describe('invoice rules', () => {
  it('looks back two years to the day, and no further', () => {
    expect(invoiceLookbackStart(TODAY)).toBe('2024-11-24');
    expect(isWithinInvoiceLookback('2024-11-24', TODAY)).toBe(true);
    expect(isWithinInvoiceLookback('2024-11-23', TODAY)).toBe(false);
  });

  it('refuses a list date older than the lookback with its message', () => {
    const result = InvoiceListQuery.safeParse({ invoiceDate: '2020-01-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INVOICE_DATE_TOO_OLD);
    expect(InvoiceListQuery.parse({ facilities: ' aaaaaaaa-0000-4000-8000-000000000001 ,' }).facilities).toEqual(['aaaaaaaa-0000-4000-8000-000000000001']);
  });

  it('flags a rate other than the one in effect, and hours past the guarantee by more than the margin', () => {
    const line = { rateCents: 9550, expectedRateCents: 9550, hours: 40, guaranteedHours: 36 };
    expect(invoiceLineFlags(line)).toEqual([]);
    expect(invoiceLineFlags({ ...line, hours: 41 })).toEqual(['41 hours exceed the guaranteed 36 hours by more than 4.']);
    expect(invoiceLineFlags({ ...line, expectedRateCents: 10028 })).toEqual([
      "Rate $95.50 differs from the work order's bill rate of $100.28 in effect that week.",
    ]);
    expect(invoiceLineFlags({ ...line, expectedRateCents: null })).toEqual(['Rate $95.50 has no work order bill rate in effect that week.']);
    expect(invoiceLineFlags({ ...line, guaranteedHours: null, hours: 60 })).toEqual([]);
  });

  it('writes dollars with cents, and compactly on chart axes', () => {
    expect(formatUsd(4161)).toBe('$4,161.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsdCompact(1_500_000)).toBe('$1.5M');
  });
});
