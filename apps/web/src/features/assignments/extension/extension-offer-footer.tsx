import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { can } from '@portal/domain/access/access-rule';
import type { CurrentAssignment } from '@portal/domain/api/assignment-details';
import { EXTENSION_ACCEPT_PROMPT, EXTENSION_REJECT_PROMPT } from '@portal/domain/decisions/decision-rules';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { WrittenReasonField } from '@/components/reason-fields/written-reason-field';
import { formatDate } from '@/lib/display-format';
import { useSession } from '@/lib/session/session-context';
import { useAnswerExtensionOffer } from '../api/answer-extension-offer';

/** Our texts: SPEC.md shows Extension Offered but no answer to it (issue 17 adds one). */
export const EXTENSION_OFFER = 'Extension offer';
const offerText = (assignment: CurrentAssignment) =>
  assignment.extensionRequestedEndDate
    ? `The provider offers to extend this assignment to ${formatDate(assignment.extensionRequestedEndDate)}.`
    : 'The provider offers to extend this assignment.';

const RejectDialog = ({ busy, onCancel, onReject }: { busy: boolean; onCancel: () => void; onReject: (reason: string) => void }) => {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && reason.trim() === '';
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{EXTENSION_REJECT_PROMPT}</DialogTitle>
      <DialogContent>
        <WrittenReasonField value={reason} onChange={setReason} missing={missing} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={busy}
          onClick={() => {
            setTouched(true);
            if (reason.trim()) onReject(reason.trim());
          }}
        >
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** An Extension Offered assignment's answer: Accept (ApproveExtension) or Reject with a reason (RejectExtension). */
export const ExtensionOfferFooter = ({ assignment }: { assignment: CurrentAssignment }) => {
  const { subject } = useSession();
  const answer = useAnswerExtensionOffer(assignment);
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  return (
    <Paper
      component="aside"
      aria-label={EXTENSION_OFFER}
      sx={{ position: 'sticky', bottom: 0, mt: 3, p: 2, border: 1, borderColor: 'divider', zIndex: 'appBar', displayPrint: 'none' }}
    >
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5 }}>
        <Typography sx={{ flex: 1 }}>{offerText(assignment)}</Typography>
        {can(subject, 'ApproveExtension') && (
          <Button variant="contained" size="large" disabled={answer.isPending} onClick={() => setAsking('accept')}>
            Accept
          </Button>
        )}
        {can(subject, 'RejectExtension') && (
          <Button variant="outlined" color="error" size="large" disabled={answer.isPending} onClick={() => setAsking('reject')}>
            Reject
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={asking === 'accept'}
        question={EXTENSION_ACCEPT_PROMPT}
        onAnswer={(yes) => {
          setAsking(null);
          if (yes) answer.mutate({ decision: 'accept' });
        }}
      />
      {asking === 'reject' && (
        <RejectDialog
          busy={answer.isPending}
          onCancel={() => setAsking(null)}
          onReject={(reason) => answer.mutate({ decision: 'reject', reason }, { onSettled: () => setAsking(null) })}
        />
      )}
    </Paper>
  );
};
