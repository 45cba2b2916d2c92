import { INVOICE_LOOKBACK_YEARS } from '@portal/domain/limits';
import { dealBillRates, invoiceLines, invoices } from '../db/schema/invoices';
import type { Tx } from '../db/tenant';
import type { SeedCalendar } from './dates';
import type { SeededDeal } from './demo-deals';
import type { SeededNetwork } from './demo-tenancy';
import { insertChunks } from './insert-chunks';
import type { Rng } from './prng';

/** The oldest invoice is a few days inside the two-year lookback, so none falls off while the demo runs. */
const OLDEST_DAYS = INVOICE_LOOKBACK_YEARS * 365 - 5;
/** Hours past this in a week are overtime, billed at time and a half. */
const REGULAR_HOURS_MAX = 40;
const OVERTIME_FACTOR = 1.5;

const BILLED: ReadonlySet<string> = new Set(['On Assignment', 'Extension Offered', 'Completed Assignment', 'Assignment Terminated']);

/** The share of invoices of a given age already paid: old ones nearly all, this month's few. */
const paidShare = (daysAgo: number) => (daysAgo > 60 ? 0.95 : daysAgo > 30 ? 0.6 : 0.15);

export const lineAmountCents = (regularHours: number, overtimeHours: number, rateCents: number) =>
  Math.round(regularHours * rateCents + overtimeHours * rateCents * OVERTIME_FACTOR);

interface RatePeriod {
  fromDays: number;
  rateCents: number;
}

/**
 * Weekly invoices over the last two years, each for a clinician who was working then, numbered in
 * date order, with one line for the week before the invoice. Each billed assignment has its work
 * order's bill rate, and every fourth one an extension at a higher rate from its second half. Most
 * lines bill the rate in effect and the guaranteed hours; some bill a few hours more, a few a whole
 * extra shift, and a few the rate from before the extension, so the checking has something to flag.
 * Amounts are whole cents; a paid invoice has a balance of 0.
 */
export const seedInvoices = async (
  tx: Tx,
  network: SeededNetwork,
  seededDeals: readonly SeededDeal[],
  calendar: SeedCalendar,
  rng: Rng,
): Promise<void> => {
  const { spec, newId } = network;
  const rateRows: (typeof dealBillRates.$inferInsert)[] = [];
  // The first invoice comes a week after the start; none is dated today or later.
  const billable = seededDeals
    .filter((d) => BILLED.has(d.status))
    .map((deal, index) => {
      const startDays = calendar.daysUntil(deal.startDate);
      const baseCents = Math.round(Number(deal.job.billRate) * 100);
      const periods: RatePeriod[] = [{ fromDays: startDays, rateCents: baseCents }];
      if (index % 4 === 0) {
        const middle = Math.round((startDays + calendar.daysUntil(deal.endDate)) / 2);
        periods.push({ fromDays: middle, rateCents: Math.round(baseCents * 1.05) });
      }
      for (const [i, period] of periods.entries()) {
        rateRows.push({
          id: newId('billRate'),
          networkId: spec.id,
          dealId: deal.id,
          effectiveFrom: calendar.date(period.fromDays),
          rateCents: period.rateCents,
          source: i === 0 ? 'Work order' : 'Extension',
        });
      }
      return { deal, periods, from: Math.max(-OLDEST_DAYS, startDays + 7), to: Math.min(-1, calendar.daysUntil(deal.endDate)) };
    })
    .filter(({ from, to }) => from <= to);
  const drafts = Array.from({ length: spec.invoices }, () => {
    const { deal, periods, from, to } = rng.pick(billable);
    const days = rng.int(from, to);
    const weekDays = days - 7;
    const inEffect = periods.filter((p) => p.fromDays <= weekDays).at(-1) ?? periods[0]!;
    const rateCents = inEffect !== periods[0] && rng.chance(0.3) ? periods[0]!.rateCents : inEffect.rateCents;
    const hours = deal.guaranteedHours + rng.pick([0, 0, 0, 0, 0, 0, 2, 4, 12]);
    const regularHours = Math.min(hours, REGULAR_HOURS_MAX);
    const overtimeHours = hours - regularHours;
    const amountCents = lineAmountCents(regularHours, overtimeHours, rateCents);
    const paid = rng.chance(paidShare(-days));
    const balanceCents = paid ? 0 : rng.chance(0.2) ? Math.round((amountCents * rng.int(20, 80)) / 100) : amountCents;
    return { deal, days, weekDays, regularHours, overtimeHours, rateCents, amountCents, balanceCents, paid };
  });
  drafts.sort((a, b) => a.days - b.days);

  const invoiceRows: (typeof invoices.$inferInsert)[] = [];
  const lineRows: (typeof invoiceLines.$inferInsert)[] = [];
  for (const [index, draft] of drafts.entries()) {
    const { deal } = draft;
    const invoiceId = newId('invoice');
    const name = `${deal.clinician.firstName} ${deal.clinician.lastName}`;
    invoiceRows.push({
      id: invoiceId,
      networkId: spec.id,
      hospitalId: deal.job.hospital.id,
      invoiceNumber: `INV-${spec.invoiceNumberBase + index + 1}`,
      name,
      unit: deal.job.unit.kind.name,
      invoiceDate: calendar.date(draft.days),
      amountCents: draft.amountCents,
      balanceCents: draft.balanceCents,
      paid: draft.paid,
    });
    lineRows.push({
      id: newId('invoiceLine'),
      networkId: spec.id,
      invoiceId,
      dealId: deal.id,
      clinicianName: name,
      weekStart: calendar.date(draft.weekDays),
      regularHours: draft.regularHours,
      overtimeHours: draft.overtimeHours,
      rateCents: draft.rateCents,
      amountCents: draft.amountCents,
    });
  }
  await insertChunks(tx, dealBillRates, rateRows);
  await insertChunks(tx, invoices, invoiceRows);
  await insertChunks(tx, invoiceLines, lineRows);
};
