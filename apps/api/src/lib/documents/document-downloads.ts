import type { DocumentFile } from '@portal/domain/api/documents';
import type { Tx } from '../../db/tenant';
import { badRequest, notFound } from '../../http-errors';
import { dealFiles, DOCUMENT_NOT_FOUND, type DocumentWithFile } from './deal-documents';
import { zipBuffer } from '../zip-archive';

export const ZIP_CONTENT_TYPE = 'application/zip';

/** Whose documents are downloaded: a deal the caller has found visible, with its clinician's name. */
export interface DealForDocuments {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * SPEC.md §4: a document may be selected for download unless it is Pending, the one exception
 * being a client-approved one (OtherPendingOk whose audit approved it).
 */
const isDownloadable = (document: Pick<DocumentWithFile, 'status' | 'secondaryStatus' | 'isPendingOkayAuditApproved'>) =>
  document.status !== 'Pending' || (document.secondaryStatus === 'OtherPendingOk' && document.isPendingOkayAuditApproved);

/** One part of a file name: letters, digits and hyphens, anything else turned into underscores. */
const namePart = (text: string) => text.trim().replace(/[^\p{L}\p{N}-]+/gu, '_').replace(/^_+|_+$/g, '');

/** First_Last of the clinician, as archive names start (SPEC.md §7). */
export const clinicianStem = (deal: Pick<DealForDocuments, 'firstName' | 'lastName'>) =>
  [namePart(deal.firstName), namePart(deal.lastName)].filter(Boolean).join('_') || 'Clinician';

/** yyyy-mm-dd of today (UTC, like every date the API writes), the date archive names carry. */
export const today = () => new Date().toISOString().slice(0, 10);

/** The name a caller gave an archive, without path separators and with one .zip at the end. */
export const archiveName = (name: string) => `${name.replace(/\.zip$/i, '').replace(/[\\/]/g, '_')}.zip`;

export const fileAnswer = (document: DocumentWithFile): DocumentFile => ({
  file: Buffer.from(document.content).toString('base64'),
  fileName: document.fileName,
  contentType: document.contentType,
  documentStatus: document.status,
});

/**
 * The compliance documents a multi-download asks for, all of them or none: every id must be a
 * document of this deal (404 otherwise, nothing partial) and downloadable (400 naming those that
 * are not). Documents come back in the order they were asked for.
 */
export const selectDocumentsForDownload = async (tx: Tx, networkId: string, deal: DealForDocuments, blobIds: readonly string[]) => {
  const ids = [...new Set(blobIds)];
  const found = await dealFiles(tx, networkId, deal.id, 'compliance', ids);
  if (found.length !== ids.length) throw notFound(DOCUMENT_NOT_FOUND);
  const pending = found.filter((document) => !isDownloadable(document));
  if (pending.length > 0) {
    throw badRequest(
      'Pending documents can be downloaded only when the client approved the exception (OtherPendingOk, audit-approved). ' +
        `Not downloadable: ${pending.map((document) => document.displayName).join(', ')}.`,
    );
  }
  const byId = new Map(found.map((document) => [document.id, document]));
  return ids.map((id) => byId.get(id)!);
};

/** The answer of a multi-download as base64: the one PDF when one is asked for, otherwise one ZIP named after the clinician. */
export const documentsAsOneFile = async (deal: DealForDocuments, documents: readonly DocumentWithFile[]): Promise<DocumentFile[]> => {
  const [only] = documents;
  if (documents.length === 1 && only) return [fileAnswer(only)];
  const zip = await zipBuffer(documents);
  const fileName = `${clinicianStem(deal)}_Documents_${today()}.zip`;
  return [{ file: zip.toString('base64'), fileName, contentType: ZIP_CONTENT_TYPE, documentStatus: null }];
};
