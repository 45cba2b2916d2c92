import { INVOICE_LOOKBACK_YEARS } from '@portal/domain/limits';
import { files } from '../schema/documents';
import { invoices } from '../schema/invoices';
import type { Tx } from '../tenant';
import type { SeedCalendar } from './dates';
import type { SeededDeal } from './demo-deals';
import type { SeededNetwork } from './demo-tenancy';
import { insertChunks } from './insert-chunks';
import type { PdfContent } from './pdf';
import type { Rng } from './prng';

/** The oldest invoice is a few days inside the two-year lookback, so none falls off while the demo runs. */
const OLDEST_DAYS = INVOICE_LOOKBACK_YEARS * 365 - 5;

const BILLED: ReadonlySet<string> = new Set(['On Assignment', 'Extension Offered', 'Completed Assignment', 'Assignment Terminated']);

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The share of invoices of a given age already paid: old ones nearly all, this month's few. */
const paidShare = (daysAgo: number) => (daysAgo > 60 ? 0.95 : daysAgo > 30 ? 0.6 : 0.15);

/**
 * Weekly invoices over the last two years, each for a clinician who was working then, numbered in
 * date order, with a PDF. Amounts are whole cents; a paid invoice has a balance of 0.
 */
export const seedInvoices = async (
  tx: Tx,
  network: SeededNetwork,
  seededDeals: readonly SeededDeal[],
  render: (content: PdfContent) => Promise<Uint8Array>,
  calendar: SeedCalendar,
  rng: Rng,
): Promise<void> => {
  const { spec, newId } = network;
  // The first invoice comes a week after the start; none is dated today or later.
  const billable = seededDeals
    .filter((d) => BILLED.has(d.status))
    .map((deal) => ({
      deal,
      from: Math.max(-OLDEST_DAYS, calendar.daysUntil(deal.startDate) + 7),
      to: Math.min(-1, calendar.daysUntil(deal.endDate)),
    }))
    .filter(({ from, to }) => from <= to);
  const drafts = Array.from({ length: spec.invoices }, () => {
    const { deal, from, to } = rng.pick(billable);
    const days = rng.int(from, to);
    const hours = deal.guaranteedHours + rng.pick([0, 0, 0, 4, 8, 12]);
    const amountCents = Math.round(hours * Number(deal.job.billRate) * 100);
    const paid = rng.chance(paidShare(-days));
    const balanceCents = paid ? 0 : rng.chance(0.2) ? Math.round(amountCents * rng.int(20, 80) / 100) : amountCents;
    return { deal, days, amountCents, balanceCents, paid };
  });
  drafts.sort((a, b) => a.days - b.days);

  const fileRows: (typeof files.$inferInsert)[] = [];
  const invoiceRows: (typeof invoices.$inferInsert)[] = [];
  for (const [index, draft] of drafts.entries()) {
    const { deal, days, amountCents, balanceCents, paid } = draft;
    const invoiceNumber = `INV-${spec.invoiceNumberBase + index + 1}`;
    const invoiceDate = calendar.date(days);
    const name = `${deal.clinician.firstName} ${deal.clinician.lastName}`;
    const hospital = deal.job.hospital.spec;
    const content = await render({
      title: `Invoice ${invoiceNumber}`,
      lines: [
        `Invoice date: ${calendar.display(invoiceDate)}`,
        `Bill to: ${spec.name}, ${hospital.name} (${hospital.city}, ${hospital.state})`,
        `Clinician: ${name}, ${deal.job.title}, ${deal.job.unit.kind.name}`,
        `Amount: ${dollars(amountCents)}`,
        `Balance due: ${dollars(balanceCents)}`,
      ],
    });
    const fileId = newId('file');
    fileRows.push({
      id: fileId,
      networkId: spec.id,
      fileName: `Invoice ${invoiceNumber}.pdf`,
      contentType: 'application/pdf',
      content,
      createdAt: calendar.at(days),
    });
    invoiceRows.push({
      id: newId('invoice'),
      networkId: spec.id,
      hospitalId: deal.job.hospital.id,
      invoiceNumber,
      name,
      unit: deal.job.unit.kind.name,
      invoiceDate,
      amountCents,
      balanceCents,
      paid,
      fileId,
    });
  }
  await insertChunks(tx, files, fileRows);
  await insertChunks(tx, invoices, invoiceRows);
};
