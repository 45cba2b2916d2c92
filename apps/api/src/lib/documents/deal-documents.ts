import { and, asc, eq, inArray } from 'drizzle-orm';
import { documents, files } from '../../db/schema/documents';
import { documentCategories } from '../../db/schema/reference';
import type { Tx } from '../../db/tenant';

/**
 * The documents of one deal, whichever list it is opened from (an assignment's Documents tab, a
 * candidate's details): the caller has already found the deal visible to the user, so these
 * queries take its id and the network alone.
 */

export const DOCUMENT_NOT_FOUND = 'Document not found.';

const assetColumns = {
  id: documents.id,
  parentId: documents.parentId,
  assetVersion: documents.assetVersion,
  displayName: documents.displayName,
  displayDescription: documents.displayDescription,
  status: documents.status,
  secondaryStatus: documents.secondaryStatus,
  isPendingOkayAuditApproved: documents.isPendingOkayAuditApproved,
  isSuppressedAuditApproved: documents.isSuppressedAuditApproved,
  followUpDate: documents.followUpDate,
  expirationDate: documents.expirationDate,
  protocolAssetId: documents.protocolAssetId,
  categoryName: documentCategories.name,
};

/** The compliance documents of one deal, parents and children alike. */
export const complianceDocuments = (tx: Tx, networkId: string, dealId: string) =>
  tx
    .select(assetColumns)
    .from(documents)
    .leftJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
    .where(and(eq(documents.networkId, networkId), eq(documents.dealId, dealId), eq(documents.kind, 'compliance')));

export type ComplianceDocumentRow = Awaited<ReturnType<typeof complianceDocuments>>[number];

export const fileColumns = {
  id: documents.id,
  kind: documents.kind,
  displayName: documents.displayName,
  status: documents.status,
  secondaryStatus: documents.secondaryStatus,
  isPendingOkayAuditApproved: documents.isPendingOkayAuditApproved,
  fileName: files.fileName,
  contentType: files.contentType,
  content: files.content,
};

/** Documents of one kind of one deal with their bytes: those of `ids`, or all when none are named. */
export const dealFiles = (tx: Tx, networkId: string, dealId: string, kind: 'compliance' | 'legacy', ids?: readonly string[]) =>
  tx
    .select(fileColumns)
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(
      and(
        eq(documents.networkId, networkId),
        eq(documents.dealId, dealId),
        eq(documents.kind, kind),
        ids ? inArray(documents.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(documents.displayName), asc(documents.id));

export type DocumentWithFile = Awaited<ReturnType<typeof dealFiles>>[number];
