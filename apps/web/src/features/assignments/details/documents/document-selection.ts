import type { DocumentListResponse } from '@portal/domain/api/documents';
import { isSelectable, type DocumentEntry } from '@/lib/document-file';

/** The document status filter of SPEC.md §9; no choice means All Statuses. */
export const DOCUMENT_STATUS_FILTERS = ['Completed', 'Pending', 'Expired/Expiring Soon'] as const;
export type DocumentStatusFilter = (typeof DOCUMENT_STATUS_FILTERS)[number];

const matchesStatus = (document: DocumentEntry, filter: DocumentStatusFilter | undefined): boolean => {
  switch (filter) {
    case undefined:
      return true;
    case 'Expired/Expiring Soon':
      return document.status === 'Expired' || document.secondaryStatus === 'Expired' || document.secondaryStatus === 'ExpiringSoon';
    default:
      return document.status === filter;
  }
};

const matchesSearch = (document: DocumentEntry, search: string): boolean => {
  const term = search.trim().toLowerCase();
  return !term || [document.displayName, document.displayDescription ?? ''].some((text) => text.toLowerCase().includes(term));
};

interface DocumentFilter {
  search: string;
  status: DocumentStatusFilter | undefined;
}

interface SecondaryGroup {
  name: string;
  documents: DocumentEntry[];
}

/** A document as listed: a parent asset carries its secondary assets, in their groups. */
export interface ListedDocument {
  document: DocumentEntry;
  secondaryGroups: SecondaryGroup[];
}

export interface CategoryGroup {
  name: string;
  documents: ListedDocument[];
  /** Of all the category's documents, not only those the filter shows. */
  completed: number;
  total: number;
}

/** 'X of Y Completed' shows only when there is more than one document (SPEC.md §4). */
export const completedLabel = (completed: number, total: number): string | undefined =>
  total > 1 ? `${completed} of ${total} Completed` : undefined;

const listed = (asset: DocumentListResponse['assetList'][number], filter: DocumentFilter): ListedDocument | undefined => {
  const matches = (document: DocumentEntry) => matchesStatus(document, filter.status) && matchesSearch(document, filter.search);
  const { assetGroups, ...document } = asset;
  const secondaryGroups = assetGroups
    .map((group) => ({ name: group.name, documents: group.secondaryAssets.filter(matches) }))
    .filter((group) => group.documents.length > 0);
  return matches(document) || secondaryGroups.length > 0 ? { document, secondaryGroups } : undefined;
};

/** The categories in the server's order, each with the documents the filter shows; empty ones are left out. */
export const categoryGroups = (list: DocumentListResponse, filter: DocumentFilter): CategoryGroup[] => {
  const names = [...new Set([...list.categoryList, ...list.assetList.map((asset) => asset.categoryName)])];
  return names
    .map((name) => {
      const assets = list.assetList.filter((asset) => asset.categoryName === name);
      return {
        name,
        documents: assets.map((asset) => listed(asset, filter)).filter((entry): entry is ListedDocument => entry !== undefined),
        completed: assets.filter((asset) => asset.status === 'Completed').length,
        total: assets.length,
      };
    })
    .filter((group) => group.documents.length > 0);
};

/** The downloadable documents of a listed document: itself and its secondary assets, when selectable. */
export const selectableOf = ({ document, secondaryGroups }: ListedDocument): DocumentEntry[] =>
  [document, ...secondaryGroups.flatMap((group) => group.documents)].filter(isSelectable);

export const selectableInGroups = (groups: readonly CategoryGroup[]): DocumentEntry[] =>
  groups.flatMap((group) => group.documents.flatMap(selectableOf));

type CheckState = 'none' | 'some' | 'all';

/** How a checkbox standing for several documents looks, given what is selected. */
export const checkState = (documents: readonly DocumentEntry[], selected: ReadonlyMap<string, DocumentEntry>): CheckState => {
  const count = documents.filter((document) => selected.has(document.blobId)).length;
  if (count === 0) return 'none';
  return count === documents.length ? 'all' : 'some';
};
