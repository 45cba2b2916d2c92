import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FileDownload from '@mui/icons-material/FileDownloadOutlined';
import type { DocumentListResponse } from '@portal/domain/api/documents';
import type { UseQueryResult } from '@tanstack/react-query';
import { DetailsSection } from './details-section';
import { EmptyState } from './list/empty-state';
import { SectionError } from './section-error';
import { formatDate } from '@/lib/display-format';
import { isSelectable, type DocumentEntry } from '@/lib/document-file';

/** SPEC.md §8's empty state. */
export const NO_DOCUMENTS = 'No Documents Available';
export const DOWNLOAD_SELECTED = 'Download Selected';

const STATUS_CHIP_COLOURS = { Completed: 'success', Pending: 'default', Expired: 'error' } as const;

/** Every document once, a parent asset's secondary assets after it. */
const flatDocuments = (list: DocumentListResponse): DocumentEntry[] =>
  list.assetList.flatMap(({ assetGroups, ...document }) => [document, ...assetGroups.flatMap((group) => group.secondaryAssets)]);

interface DocumentLineProps {
  document: DocumentEntry;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onDownload: () => void;
  busy: boolean;
}

const DocumentLine = ({ document, checked, onCheck, onDownload, busy }: DocumentLineProps) => {
  const selectable = isSelectable(document);
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Checkbox
        checked={checked}
        disabled={!selectable}
        onChange={(event) => onCheck(event.target.checked)}
        slotProps={{ input: { 'aria-label': `Select ${document.displayName}` } }}
      />
      <Box sx={{ flex: 1, minWidth: 0, pt: 1 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{document.displayName}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {document.categoryName}
          </Typography>
          <Chip size="small" label={document.status} color={STATUS_CHIP_COLOURS[document.status]} />
          {document.expirationDate && <Typography variant="body2">{`Expires ${formatDate(document.expirationDate)}`}</Typography>}
        </Box>
      </Box>
      <IconButton aria-label={`Download ${document.displayName}`} disabled={!selectable || busy} onClick={onDownload}>
        <FileDownload />
      </IconButton>
    </Box>
  );
};

/** How the list's owner downloads documents: one as its PDF, several as one file. */
export interface DocumentDownload {
  mutate: (documents: DocumentEntry[], options?: { onSuccess?: () => void }) => void;
  isPending: boolean;
}

interface ProtocolDocumentsProps {
  title: string;
  documents: UseQueryResult<DocumentListResponse>;
  download: DocumentDownload;
}

/**
 * A clinician's compliance documents (the protocol list of a candidate or an assigned traveller),
 * flat with the category beside each: each downloads as its PDF, the ticked ones together. Pending
 * ones cannot be downloaded (SPEC.md §4).
 */
export const ProtocolDocuments = ({ title, documents, download }: ProtocolDocumentsProps) => {
  const [selected, setSelected] = useState<ReadonlyMap<string, DocumentEntry>>(() => new Map());

  const check = (document: DocumentEntry, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(document.blobId, document);
      else next.delete(document.blobId);
      return next;
    });

  const body = () => {
    if (documents.isPending) {
      return (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading documents" />
        </Box>
      );
    }
    if (documents.isError) return <SectionError onRefresh={() => void documents.refetch()} />;
    const all = flatDocuments(documents.data);
    if (all.length === 0) return <EmptyState message={NO_DOCUMENTS} />;
    return (
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {all.map((document) => (
          <DocumentLine
            key={document.blobId}
            document={document}
            checked={selected.has(document.blobId)}
            onCheck={(checked) => check(document, checked)}
            onDownload={() => download.mutate([document])}
            busy={download.isPending}
          />
        ))}
      </Box>
    );
  };

  return (
    <DetailsSection
      title={title}
      action={
        <Button
          variant="contained"
          startIcon={<FileDownload />}
          disabled={selected.size === 0}
          loading={download.isPending && selected.size > 0}
          onClick={() => download.mutate([...selected.values()], { onSuccess: () => setSelected(new Map()) })}
        >
          {selected.size > 0 ? `${DOWNLOAD_SELECTED} (${selected.size})` : DOWNLOAD_SELECTED}
        </Button>
      }
    >
      {body()}
    </DetailsSection>
  );
};
