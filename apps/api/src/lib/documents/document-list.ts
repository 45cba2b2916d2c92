import type { DocumentAsset, DocumentListResponse } from '@portal/domain/api/documents';
import type { ComplianceDocumentRow } from './deal-documents';

/** Shown for a document filed under no category, so it still has a group to sit in. */
const NO_CATEGORY = 'Uncategorized';

const byCategoryThenName = (a: ComplianceDocumentRow, b: ComplianceDocumentRow) =>
  (a.categoryName ?? NO_CATEGORY).localeCompare(b.categoryName ?? NO_CATEGORY) || a.displayName.localeCompare(b.displayName);

const assetOf = (row: ComplianceDocumentRow, isParentAsset: boolean): Omit<DocumentAsset, 'assetGroups'> => ({
  blobId: row.id,
  assetVersion: row.assetVersion,
  displayName: row.displayName,
  displayDescription: row.displayDescription,
  status: row.status,
  secondaryStatus: row.secondaryStatus,
  isPendingOkayAuditApproved: row.isPendingOkayAuditApproved,
  isSuppressedAuditApproved: row.isSuppressedAuditApproved,
  followUpDate: row.followUpDate,
  expirationDate: row.expirationDate,
  categoryName: row.categoryName ?? NO_CATEGORY,
  protocolAssetId: row.protocolAssetId,
  isParentAsset,
  // Selection is the page's state; every list starts with nothing selected.
  isChecked: false,
});

/**
 * The Documents tab's list (SPEC.md §3): top-level documents sorted by category and name, each
 * parent carrying its children as one asset group of secondary assets. A child whose parent is
 * missing is listed on its own rather than lost. The counts are of the listed (top-level) items,
 * which is what 'X of Y Completed' speaks of.
 */
export const buildDocumentList = (rows: readonly ComplianceDocumentRow[], withSecondaryAssets: boolean): DocumentListResponse => {
  const ids = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<string, ComplianceDocumentRow[]>();
  const topLevel: ComplianceDocumentRow[] = [];
  for (const row of rows) {
    if (row.parentId && ids.has(row.parentId)) {
      childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
    } else {
      topLevel.push(row);
    }
  }
  topLevel.sort(byCategoryThenName);

  const assetList: DocumentAsset[] = topLevel.map((row) => {
    const children = [...(childrenOf.get(row.id) ?? [])].sort(byCategoryThenName);
    const assetGroups =
      withSecondaryAssets && children.length > 0
        ? [{ name: row.displayName, secondaryAssets: children.map((child) => assetOf(child, false)) }]
        : [];
    return { ...assetOf(row, children.length > 0), assetGroups };
  });

  return {
    assetList,
    categoryList: [...new Set(assetList.map((asset) => asset.categoryName))].sort((a, b) => a.localeCompare(b)),
    totalCount: assetList.length,
    completedCount: assetList.filter((asset) => asset.status === 'Completed').length,
  };
};
