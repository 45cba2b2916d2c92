import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceDetails } from '@portal/domain/api/invoices';
import { formatUsd } from '@portal/domain/invoices/invoice-rules';
import { displayDate } from '../../exports/cells';
import { printable } from '../../exports/pdf-table';

const PAGE_SIZE: [number, number] = [612, 792];
const MARGIN = 54;
const LINE_HEIGHT = 16;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);
const FLAGGED = rgb(0.7, 0.25, 0);

/** Columns of the lines table: header and left edge. */
const COLUMNS = [
  ['Week of', 0],
  ['Clinician', 70],
  ['Regular', 230],
  ['Overtime', 285],
  ['Rate', 345],
  ['Amount', 420],
] as const;

/** Writes top to bottom, starting a new page when one is full. */
const createWriter = (doc: PDFDocument, font: PDFFont, bold: PDFFont) => {
  let page: PDFPage = doc.addPage(PAGE_SIZE);
  let y = PAGE_SIZE[1] - MARGIN;
  const room = (lines: number) => {
    if (y - lines * LINE_HEIGHT < MARGIN) {
      page = doc.addPage(PAGE_SIZE);
      y = PAGE_SIZE[1] - MARGIN;
    }
  };
  return {
    text(text: string, options: { x?: number; size?: number; strong?: boolean; color?: ReturnType<typeof rgb>; advance?: boolean } = {}) {
      room(1);
      const size = options.size ?? 10;
      page.drawText(printable(text), { x: MARGIN + (options.x ?? 0), y, size, font: options.strong ? bold : font, color: options.color ?? INK });
      if (options.advance !== false) y -= Math.max(LINE_HEIGHT, size + 6);
    },
    gap(lines = 1) {
      y -= lines * LINE_HEIGHT;
    },
  };
};

/**
 * The invoice as a PDF, built from the invoice and its lines as they are now (so a download shows
 * the balance due today and any dispute), with each flagged line's reason beneath it.
 */
export const renderInvoicePdf = async (invoice: InvoiceDetails, networkName: string): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${invoice.invoiceNumber}`);
  doc.setProducer('Travel Client Portal');
  doc.setCreator('Travel Client Portal');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const write = createWriter(doc, font, bold);

  write.text(`Invoice ${invoice.invoiceNumber}`, { size: 20, strong: true });
  write.text(`Invoice date: ${displayDate(invoice.date)}`);
  write.text(`Bill to: ${networkName}, ${invoice.facilityName}${invoice.unit ? `, ${invoice.unit}` : ''}`);
  write.text(`Clinician: ${invoice.name}`);
  write.gap();
  for (const [header, x] of COLUMNS) write.text(header, { x, strong: true, advance: x === COLUMNS.at(-1)![1] });
  for (const line of invoice.lines) {
    const cells = [
      displayDate(line.weekStart),
      line.clinician,
      `${line.regularHours} h`,
      `${line.overtimeHours} h`,
      formatUsd(line.rate),
      formatUsd(line.amount),
    ];
    cells.forEach((cell, i) => write.text(cell, { x: COLUMNS[i]![1], advance: i === cells.length - 1 }));
    for (const flag of line.flags) write.text(`Flagged: ${flag}`, { x: 70, size: 9, color: FLAGGED });
    for (const dispute of invoice.disputes.filter((d) => d.lineId === line.id)) {
      write.text(`Disputed (${dispute.status}): ${dispute.reason}`, { x: 70, size: 9, color: FLAGGED });
    }
  }
  write.gap();
  write.text(`Amount: ${formatUsd(invoice.paid)}`, { strong: true });
  write.text(`Balance due: ${formatUsd(invoice.due)}`, { strong: true });
  write.gap(2);
  write.text('Amounts in US dollars. Overtime is billed at time and a half.', { size: 9, color: MUTED });
  return doc.save({ useObjectStreams: false });
};
