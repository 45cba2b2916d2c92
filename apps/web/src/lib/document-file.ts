import type { DocumentAsset, DocumentFile } from '@portal/domain/api/documents';

/** One compliance document (an assignment's or a candidate's), without the secondary groups it may head. */
export type DocumentEntry = Omit<DocumentAsset, 'assetGroups'>;

/** The bytes of a downloaded document. An empty file is a failed download (SPEC.md §8). */
export const documentBlob = (document: DocumentFile | undefined): Blob => {
  const bytes = Uint8Array.from(atob(document?.file ?? ''), (char) => char.charCodeAt(0));
  if (bytes.length === 0) throw new Error('The downloaded document is empty');
  return new Blob([bytes], { type: document?.contentType || 'application/octet-stream' });
};

/**
 * A Pending document cannot be downloaded unless the client approved an exception for it and the
 * audit confirmed it (SPEC.md §4).
 */
export const isSelectable = (document: DocumentEntry): boolean =>
  document.status !== 'Pending' || (document.secondaryStatus === 'OtherPendingOk' && document.isPendingOkayAuditApproved);
