import { INVOICE_LOOKBACK_YEARS } from '../limits';

/**
 * Hours a line may bill above the clinician's guaranteed hours before it is flagged for checking:
 * a shift running over by a few hours is ordinary, a whole extra shift is worth a look.
 */
export const INVOICE_HOURS_MARGIN = 4;

export const INVOICE_DATE_TOO_OLD = `Invoices can be searched from ${INVOICE_LOOKBACK_YEARS} years back at most. Choose a later date.`;

/** yyyy-mm-dd of `today` (UTC, as every date the API writes). */
const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** The oldest invoice date the list may ask for: the same day two years ago (SPEC.md §9 invoice lookback). */
export const invoiceLookbackStart = (today: Date = new Date()): string => {
  const start = new Date(Date.UTC(today.getUTCFullYear() - INVOICE_LOOKBACK_YEARS, today.getUTCMonth(), today.getUTCDate()));
  return isoDay(start);
};

/** SPEC.md §5: a date older than the lookback disables querying. */
export const isWithinInvoiceLookback = (date: string, today: Date = new Date()): boolean => date >= invoiceLookbackStart(today);

/** US dollars as the invoices show them: $1,234.50. */
export const formatUsd = (amount: number): string =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole or compact dollars ($40, $1.5M): chart axis ticks, which must fit beside the bars. */
export const formatUsdCompact = (amount: number): string =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

const dollars = (cents: number) => formatUsd(cents / 100);

/** Why a line's rate is flagged: it differs from the work order's bill rate in effect that week. */
export const rateFlagReason = (rateCents: number, expectedCents: number | null): string =>
  expectedCents === null
    ? `Rate ${dollars(rateCents)} has no work order bill rate in effect that week.`
    : `Rate ${dollars(rateCents)} differs from the work order's bill rate of ${dollars(expectedCents)} in effect that week.`;

/** Why a line's hours are flagged: more than the margin above the guaranteed hours. */
export const hoursFlagReason = (hours: number, guaranteedHours: number): string =>
  `${hours} hours exceed the guaranteed ${guaranteedHours} hours by more than ${INVOICE_HOURS_MARGIN}.`;

/** The reasons a line is flagged, empty when it checks out. */
export const invoiceLineFlags = (line: {
  rateCents: number;
  expectedRateCents: number | null;
  hours: number;
  guaranteedHours: number | null;
}): string[] => [
  ...(line.rateCents !== line.expectedRateCents ? [rateFlagReason(line.rateCents, line.expectedRateCents)] : []),
  ...(line.guaranteedHours !== null && line.hours > line.guaranteedHours + INVOICE_HOURS_MARGIN
    ? [hoursFlagReason(line.hours, line.guaranteedHours)]
    : []),
];
