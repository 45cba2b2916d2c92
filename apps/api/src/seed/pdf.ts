import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export interface PdfContent {
  title: string;
  lines: readonly string[];
}

/**
 * A real one-page PDF, so every seeded download opens. Dates are fixed by the caller (not "now")
 * so the same seed yields the same bytes.
 */
export const renderPdf = async ({ title, lines }: PdfContent, issuedAt: Date): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('Travel Client Portal demo data');
  doc.setCreator('Travel Client Portal demo data');
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([612, 792]);
  page.drawText(title, { x: 72, y: 700, size: 20, font: bold, color: rgb(0.1, 0.2, 0.4) });
  lines.forEach((line, i) => page.drawText(line, { x: 72, y: 660 - i * 22, size: 12, font }));
  page.drawText('Demo document: sample data, not a real record.', {
    x: 72,
    y: 72,
    size: 9,
    font,
    color: rgb(0.45, 0.45, 0.45),
  });
  return doc.save({ useObjectStreams: false });
};

/**
 * Builds each distinct PDF once and hands out the same bytes afterwards: thousands of compliance
 * documents share a few dozen (document, status) templates, which keeps the seed fast.
 */
export const createPdfTemplates = (issuedAt: Date) => {
  const cache = new Map<string, Promise<Uint8Array>>();
  return (content: PdfContent): Promise<Uint8Array> => {
    const key = `${content.title}\n${content.lines.join('\n')}`;
    let bytes = cache.get(key);
    if (!bytes) {
      bytes = renderPdf(content, issuedAt);
      cache.set(key, bytes);
    }
    return bytes;
  };
};
