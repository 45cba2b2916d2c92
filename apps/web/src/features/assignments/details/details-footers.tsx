import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { REPLACE_ACTION } from '@portal/domain/jobs/replacement-rules';
import type { CurrentAssignment } from '@portal/domain/api/assignment-details';
import { GatedButton } from '@/components/gated-button';
import { useKeepClearOfToasts } from '@/components/toast/toast-clearance';
import { countLabel } from '@/lib/count-label';
import { useDownloadDocuments } from '../api/download-documents';
import type { DocumentSelection } from './documents/use-document-selection';

/** Our texts for the footers (SPEC.md names none but the button). */
export const REQUEST_EXTENSION = 'Request Extension';
const EXTENSION_PROMPT = 'Need this clinician longer? Request an extension of this assignment.';
const REPLACE_PROMPT = 'This assignment ends soon. Replace the clinician with a new job posting.';
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

interface EndingFooterProps {
  /** Request Extension, when the assignment may be extended: whether the user may, and what it opens. */
  extension?: { allowed: boolean; onRequest: () => void };
  /** Replace, when the assignment ends within 30 days: the job list that opens the prefilled Add Job form. */
  replacePath?: string;
}

/** The ending assignment's choices: extend the clinician, or replace them with a new job posting (issue 34). */
export const EndingFooter = ({ extension, replacePath }: EndingFooterProps) => (
  <StickyFooter label={extension ? REQUEST_EXTENSION : REPLACE_ACTION}>
    <Typography sx={{ flex: 1 }}>{extension ? EXTENSION_PROMPT : REPLACE_PROMPT}</Typography>
    {replacePath && (
      <Button variant="outlined" component={RouterLink} to={replacePath}>
        {REPLACE_ACTION}
      </Button>
    )}
    {extension && (
      // GatedButton's wrapper must stretch too, or the phone layout leaves a short disabled button.
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <GatedButton allowed={extension.allowed} variant="contained" onClick={extension.onRequest}>
          {REQUEST_EXTENSION}
        </GatedButton>
      </Box>
    )}
  </StickyFooter>
);
