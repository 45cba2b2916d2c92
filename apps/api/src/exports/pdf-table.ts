import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** Standard fonts encode WinAnsi only: anything else (a name from another script) is written as '?', never a failed download. */
export const printable = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** US Letter, landscape: a report's columns need the width. */
const PAGE_SIZE: [number, number] = [792, 612];
const MARGIN = 40;
const LINE_HEIGHT = 14;
const SIZE = 9;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);

export interface PdfTable {
  title: string;
  /** Lines under the title (filters, date range). */
  notes: readonly string[];
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

/** Cuts text to what fits `width` points, marking the cut with an ellipsis. */
const fitted = (font: PDFFont, text: string, width: number): string => {
  const clean = printable(text);
  if (font.widthOfTextAtSize(clean, SIZE) <= width) return clean;
  let end = clean.length;
  while (end > 0 && font.widthOfTextAtSize(`${clean.slice(0, end)}...`, SIZE) > width) end -= 1;
  return `${clean.slice(0, end)}...`;
};

/** A table as a PDF: title and notes on the first page, the header repeated on every page. */
export const renderPdfTable = async (table: PdfTable): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setTitle(printable(table.title));
  doc.setProducer('Travel Client Portal');
  doc.setCreator('Travel Client Portal');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const columnWidth = (PAGE_SIZE[0] - 2 * MARGIN) / Math.max(1, table.header.length);

  let page: PDFPage = doc.addPage(PAGE_SIZE);
  let y = PAGE_SIZE[1] - MARGIN;
  const line = (cells: readonly string[], cellFont: PDFFont) => {
    cells.forEach((cell, index) =>
      page.drawText(fitted(cellFont, cell, columnWidth - 6), { x: MARGIN + index * columnWidth, y, size: SIZE, font: cellFont, color: INK }),
    );
    y -= LINE_HEIGHT;
  };

  page.drawText(printable(table.title), { x: MARGIN, y, size: 16, font: bold, color: INK });
  y -= 24;
  for (const note of table.notes) {
    page.drawText(printable(note), { x: MARGIN, y, size: SIZE, font, color: MUTED });
    y -= LINE_HEIGHT;
  }
  y -= LINE_HEIGHT / 2;
  line(table.header, bold);
  for (const row of table.rows) {
    if (y < MARGIN) {
      page = doc.addPage(PAGE_SIZE);
      y = PAGE_SIZE[1] - MARGIN;
      line(table.header, bold);
    }
    line(row, font);
  }
  return doc.save();
};
