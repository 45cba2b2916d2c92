import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import type { CurrentAssignment } from '@portal/domain/api/assignment-details';
import { DOCUMENT_SEARCH_MAX } from '@portal/domain/limits';
import { EmptyState } from '@/components/list/empty-state';
import { SearchBox } from '@/components/list/search-box';
import { StatusSelect } from '@/components/list/status-select';
import { SectionError } from '@/components/section-error';
import { useToast } from '@/components/toast/use-toast';
import { useDownloadDocuments } from '../../api/download-documents';
import { useComplianceDocuments } from '../../api/get-compliance-documents';
import { DocumentCategory } from './document-category';
import {
  categoryGroups,
  completedLabel,
  DOCUMENT_STATUS_FILTERS,
  selectableInGroups,
  type DocumentStatusFilter,
} from './document-selection';
import type { DocumentSelection } from './use-document-selection';

/** Texts of SPEC.md §5 and §8, exactly as written. */
export const NO_DOCUMENTS = 'No Documents Available';
export const NO_SEARCH_RESULT = 'No Search Result';
export const NO_RESULT = 'No Result';

const STATUS_OPTIONS = DOCUMENT_STATUS_FILTERS.map((status) => ({ value: status, label: status }));

interface DocumentListProps {
  assignment: CurrentAssignment;
  selection: DocumentSelection;
}

/** The compliance documents by category, with search, status filter, Download All and selection. */
export const DocumentList = ({ assignment, selection }: DocumentListProps) => {
  const documents = useComplianceDocuments(assignment.dealId, assignment.travelerId);
  const downloadMany = useDownloadDocuments(assignment);
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<DocumentStatusFilter | undefined>(undefined);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());

  const groups = useMemo(() => (documents.data ? categoryGroups(documents.data, { search, status }) : []), [documents.data, search, status]);

  if (documents.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading documents" />
      </Box>
    );
  }
  if (documents.isError) return <SectionError onRefresh={() => void documents.refetch()} />;
  if (documents.data.assetList.length === 0) return <EmptyState message={NO_DOCUMENTS} />;

  const downloadAll = () => {
    const matching = selectableInGroups(groups);
    if (matching.length === 0) toast.neutral(NO_RESULT);
    else downloadMany.mutate(matching);
  };
  const allCollapsed = groups.every((group) => collapsed.has(group.name));
  const toggleAll = () => setCollapsed(allCollapsed ? new Set() : new Set(groups.map((group) => group.name)));
  const toggleOne = (name: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  const overall = completedLabel(documents.data.completedCount, documents.data.totalCount);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
        <SearchBox label="Search by Document Name" value={search} onSubmit={setSearch} maxLength={DOCUMENT_SEARCH_MAX} />
        <StatusSelect
          options={STATUS_OPTIONS}
          value={status ? [status] : []}
          onChange={([next]) => setStatus(next as DocumentStatusFilter | undefined)}
          emptyLabel="All Statuses"
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" startIcon={allCollapsed ? <UnfoldMore /> : <UnfoldLess />} onClick={toggleAll} disabled={groups.length === 0}>
          {allCollapsed ? 'Expand All' : 'Collapse All'}
        </Button>
        <Button variant="contained" startIcon={<Download />} onClick={downloadAll} loading={downloadMany.isPending}>
          Download All
        </Button>
      </Box>
      {overall && <Typography color="text.secondary">{overall}</Typography>}
      {groups.length === 0 ? (
        <EmptyState message={NO_SEARCH_RESULT} />
      ) : (
        <Box>
          {groups.map((group) => (
            <DocumentCategory
              key={group.name}
              group={group}
              expanded={!collapsed.has(group.name)}
              onToggle={() => toggleOne(group.name)}
              selection={selection}
            />
          ))}
        </Box>
      )}
    </Box>
  );
};
