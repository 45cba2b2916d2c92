import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws, read back as a reader would extract it: each content stream inflated and
 * its text strings (pdf-lib writes standard-font text as hex strings) decoded.
 */
export const pdfText = (pdf: Buffer): string => {
  const texts: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const raw = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
  }
  return texts.join('\n');
};
