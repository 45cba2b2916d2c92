import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CurrentAssignment } from '@portal/domain/api/assignment-details';
import { GatedButton } from '@/components/gated-button';
import { useKeepClearOfToasts } from '@/components/toast/toast-clearance';
import { countLabel } from '@/lib/count-label';
import { useDownloadDocuments } from '../api/download-documents';
import type { DocumentSelection } from './documents/use-document-selection';

/** Our texts for the footers (SPEC.md names none but the button). */
export const REQUEST_EXTENSION = 'Request Extension';
const EXTENSION_PROMPT = 'Need this clinician longer? Request an extension of this assignment.';
const selectedLabel = (count: number) => `${countLabel(count, 'document')} selected`;

/** A bar kept at the bottom of the page; on phones its buttons take the whole width. Toasts open above it. */
const StickyFooter = ({ label, children }: { label: string; children: ReactNode }) => {
  const keepClearOfToasts = useKeepClearOfToasts();
  return (
    <Paper
      ref={keepClearOfToasts}
      component="aside"
      aria-label={label}
      sx={{
        position: 'sticky',
        bottom: 0,
        mt: 3,
        p: 2,
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 1.5,
        zIndex: 'appBar',
        // Actions on the screen, not part of the printed record.
        displayPrint: 'none',
      }}
    >
      {children}
    </Paper>
  );
};

export const SelectionFooter = ({ assignment, selection }: { assignment: CurrentAssignment; selection: DocumentSelection }) => {
  const download = useDownloadDocuments(assignment);
  const documents = [...selection.selected.values()];
  return (
    <StickyFooter label="Selected documents">
      <Typography role="status" sx={{ flex: 1, fontWeight: 600 }}>
        {selectedLabel(documents.length)}
      </Typography>
      <Button variant="outlined" onClick={selection.clear}>
        Clear
      </Button>
      <Button variant="contained" loading={download.isPending} onClick={() => download.mutate(documents, { onSuccess: selection.clear })}>
        Download
      </Button>
    </StickyFooter>
  );
};

export const RequestExtensionFooter = ({ allowed, onRequest }: { allowed: boolean; onRequest: () => void }) => (
  <StickyFooter label={REQUEST_EXTENSION}>
    <Typography sx={{ flex: 1 }}>{EXTENSION_PROMPT}</Typography>
    {/* GatedButton's wrapper must stretch too, or the phone layout leaves a short disabled button. */}
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <GatedButton allowed={allowed} variant="contained" onClick={onRequest}>
        {REQUEST_EXTENSION}
      </GatedButton>
    </Box>
  </StickyFooter>
);
