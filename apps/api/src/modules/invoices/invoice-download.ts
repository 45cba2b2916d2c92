import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { exportFileName } from '../../exports/file-name';
import { zipStream } from '../../lib/zip-archive';
import { logDocumentDownload, type Downloader } from '../../lib/documents/log-download';
import { FileReply } from '../../plugins/file-reply';
import { loadInvoiceDetails } from './invoice-details';
import { renderInvoicePdf } from './invoice-pdf';

const PDF = 'application/pdf';

/**
 * SPEC.md §7 Invoicing/Download: one invoice answers its PDF, several one ZIP of their PDFs. Every
 * id must be an invoice the user may see (404 otherwise, nothing partial). The PDFs are built from
 * the invoices and their lines read in the request's transaction, before the reply starts; each
 * invoice's download is recorded in its audit log in that transaction.
 */
export const downloadInvoiceFiles = async (
  tx: Tx,
  visibility: Visibility,
  user: Downloader,
  networkName: string,
  ids: readonly string[],
): Promise<FileReply> => {
  const invoices = await loadInvoiceDetails(tx, visibility, ids);
  const files = await Promise.all(
    invoices.map(async (invoice) => ({ fileName: `Invoice ${invoice.invoiceNumber}.pdf`, content: await renderInvoicePdf(invoice, networkName) })),
  );
  for (const [i, invoice] of invoices.entries()) {
    await logDocumentDownload(tx, { networkId: visibility.networkId, user, entity: 'invoice', entityId: invoice.id, files: [{ displayName: files[i]!.fileName }] });
  }
  if (files.length === 1) return new FileReply(files[0]!.fileName, PDF, Buffer.from(files[0]!.content));
  return new FileReply(exportFileName('Invoices', 'zip'), 'application/zip', zipStream(files));
};
