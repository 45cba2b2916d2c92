import type { DocumentAsset, DocumentFile } from '@portal/domain/api/documents';

/** One document of the Documents tab, without the secondary groups it may head. */
export type DocumentEntry = Omit<DocumentAsset, 'assetGroups'>;

/** The bytes of a downloaded document. An empty file is a failed download (SPEC.md §8). */
export const documentBlob = (document: DocumentFile | undefined): Blob => {
  const bytes = Uint8Array.from(atob(document?.file ?? ''), (char) => char.charCodeAt(0));
  if (bytes.length === 0) throw new Error('The downloaded document is empty');
  return new Blob([bytes], { type: document?.contentType || 'application/octet-stream' });
};
