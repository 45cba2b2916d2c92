import { describe, expect, it } from 'vitest';
import { isSelectable } from '@/lib/document-file';
import { DOCUMENTS, DOCUMENT_IDS } from '../../assignment-details.test-kit';
import { categoryGroups, checkState, completedLabel, selectableInGroups } from './document-selection';

const ALL = { search: '', status: undefined };
const names = (filter: Parameters<typeof categoryGroups>[1]) =>
  categoryGroups(DOCUMENTS, filter).map((group) => [group.name, group.documents.map((listed) => listed.document.displayName)]);

describe('document selection rules (SPEC.md §4)', () => {
  it('lets a Pending document be selected only as an audit-approved client exception', () => {
    const [rn, bls, acls] = DOCUMENTS.assetList;
    expect(isSelectable(rn!)).toBe(true);
    expect(isSelectable(bls!)).toBe(false);
    expect(isSelectable(acls!)).toBe(true);
    expect(isSelectable({ ...acls!, isPendingOkayAuditApproved: false })).toBe(false);
  });

  it('selects the eligible documents of a group, secondary assets included', () => {
    const groups = categoryGroups(DOCUMENTS, ALL);
    expect(selectableInGroups(groups).map((document) => document.blobId)).toEqual([
      DOCUMENT_IDS.rnLicense,
      DOCUMENT_IDS.acls,
      DOCUMENT_IDS.physical,
      DOCUMENT_IDS.mmr,
    ]);
  });

  it("says 'X of Y Completed' only when there is more than one document", () => {
    expect(completedLabel(1, 3)).toBe('1 of 3 Completed');
    expect(completedLabel(1, 1)).toBeUndefined();
    expect(categoryGroups(DOCUMENTS, ALL).map((group) => completedLabel(group.completed, group.total))).toEqual(['1 of 3 Completed', undefined]);
  });

  it('filters by name and by status, keeping a parent whose secondary asset matches', () => {
    expect(names({ search: 'cert', status: undefined })).toEqual([['Licenses & Certifications', ['BLS Certification', 'ACLS Certification']]]);
    expect(names({ search: '', status: 'Pending' })).toEqual([
      ['Licenses & Certifications', ['BLS Certification', 'ACLS Certification']],
      ['Health Records', ['Physical Exam']],
    ]);
    expect(names({ search: 'nothing like it', status: undefined })).toEqual([]);
  });

  it('reads a checkbox for several documents as none, some or all selected', () => {
    const [rn, , acls] = DOCUMENTS.assetList;
    expect(checkState([rn!, acls!], new Map())).toBe('none');
    expect(checkState([rn!, acls!], new Map([[rn!.blobId, rn!]]))).toBe('some');
    expect(checkState([rn!, acls!], new Map([[rn!.blobId, rn!], [acls!.blobId, acls!]]))).toBe('all');
  });
});
