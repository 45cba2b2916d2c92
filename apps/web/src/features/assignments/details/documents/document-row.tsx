import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FileDownload from '@mui/icons-material/FileDownloadOutlined';
import { formatDate } from '@/lib/display-format';
import { isSelectable, type DocumentEntry } from '@/lib/document-file';
import { useDownloadDocument } from '../../api/download-document';
import { checkState, selectableOf, type ListedDocument } from './document-selection';
import type { DocumentSelection } from './use-document-selection';

const STATUS_CHIP_COLOURS = { Completed: 'success', Pending: 'default', Expired: 'error' } as const;

/** How the secondary statuses of SPEC.md §4 read beside the status. */
const SECONDARY_STATUS_LABELS: Partial<Record<NonNullable<DocumentEntry['secondaryStatus']>, string>> = {
  ExpiringSoon: 'Expiring Soon',
  OtherPendingOk: 'Client-approved exception',
  BlanketExceptionPendingOk: 'Blanket exception',
  Suppressed: 'Client exception on file',
};

interface EntryProps {
  document: DocumentEntry;
  /** The documents its checkbox selects: itself and, for a parent asset, its downloadable secondary assets. */
  selects: DocumentEntry[];
  selection: DocumentSelection;
  nested?: boolean;
}

const DocumentEntryRow = ({ document, selects, selection, nested = false }: EntryProps) => {
  const download = useDownloadDocument();
  const state = checkState(selects, selection.selected);
  const secondary = document.secondaryStatus ? SECONDARY_STATUS_LABELS[document.secondaryStatus] : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 1, pr: 1, pl: nested ? 5 : 1, borderTop: 1, borderColor: 'divider' }}>
      <Checkbox
        checked={state === 'all'}
        indeterminate={state === 'some'}
        disabled={selects.length === 0}
        onChange={(event) => selection.setChecked(selects, event.target.checked)}
        slotProps={{ input: { 'aria-label': `Select ${document.displayName}` } }}
      />
      <Box sx={{ flex: 1, minWidth: 0, pt: 1 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{document.displayName}</Typography>
        {document.displayDescription && (
          <Typography variant="body2" color="text.secondary">
            {document.displayDescription}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Chip size="small" label={document.status} color={STATUS_CHIP_COLOURS[document.status]} />
          {secondary && <Chip size="small" variant="outlined" label={secondary} />}
          {document.expirationDate && <Typography variant="body2">{`Expires ${formatDate(document.expirationDate)}`}</Typography>}
          {document.followUpDate && <Typography variant="body2">{`Follow-up ${formatDate(document.followUpDate)}`}</Typography>}
        </Box>
      </Box>
      <IconButton
        aria-label={`Download ${document.displayName}`}
        disabled={!isSelectable(document) || download.isPending}
        onClick={() => download.mutate({ blobId: document.blobId })}
      >
        <FileDownload />
      </IconButton>
    </Box>
  );
};

/** A document, and below a parent asset its secondary assets by group. */
export const DocumentRow = ({ listed, selection }: { listed: ListedDocument; selection: DocumentSelection }) => (
  <>
    <DocumentEntryRow document={listed.document} selects={selectableOf(listed)} selection={selection} />
    {listed.secondaryGroups.map((group) => (
      <Box key={group.name} role="group" aria-label={group.name}>
        <Typography variant="body2" color="text.secondary" sx={{ pl: 6, pt: 1, fontWeight: 600 }}>
          {group.name}
        </Typography>
        {group.documents.map((document) => (
          <DocumentEntryRow
            key={document.blobId}
            document={document}
            selects={isSelectable(document) ? [document] : []}
            selection={selection}
            nested
          />
        ))}
      </Box>
    ))}
  </>
);
