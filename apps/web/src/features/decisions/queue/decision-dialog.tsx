import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { DecisionItem } from '@portal/domain/api/my-decisions';
import { CANDIDATE_DECLINE_PROMPT, OFFER_PROMPT } from '@portal/domain/candidates/candidate-rules';
import { EXTENSION_ACCEPT_PROMPT, EXTENSION_REJECT_PROMPT, JOB_DECLINE_PROMPT, isDecidedOnQueue, type QueueDecidedKind } from '@portal/domain/decisions/decision-rules';
import { JOB_APPROVE_QUESTION } from '@portal/domain/jobs/job-messages';
import { TIMECARD_APPROVE_PROMPT } from '@portal/domain/timecards/timecard-rules';
import { DeclineReasonSelect } from '@/components/reason-fields/decline-reason-select';
import { WrittenReasonField } from '@/components/reason-fields/written-reason-field';
import type { Verdict } from '../api/decide-item';

/** The question each decision asks: the item page's own prompt where it has one. */
const QUESTIONS: Record<QueueDecidedKind, { approve: string; decline: string }> = {
  job: { approve: JOB_APPROVE_QUESTION, decline: JOB_DECLINE_PROMPT },
  candidate: { approve: OFFER_PROMPT, decline: CANDIDATE_DECLINE_PROMPT },
  extension: { approve: EXTENSION_ACCEPT_PROMPT, decline: EXTENSION_REJECT_PROMPT },
  // Approved in one tap without this dialog, and rejected on its page only.
  timecard: { approve: TIMECARD_APPROVE_PROMPT, decline: TIMECARD_APPROVE_PROMPT },
};

interface DecisionDialogProps {
  item: DecisionItem;
  approve: boolean;
  onCancel: () => void;
  onConfirm: (verdict: Verdict) => void;
}

/**
 * The confirmation before a decision from the queue: Yes / No for an approval or a job's decline; a
 * candidate's decline needs a reason from the list (SPEC.md §5), an extension's rejection a written one.
 */
export const DecisionDialog = ({ item, approve, onCancel, onConfirm }: DecisionDialogProps) => {
  const titleId = useId();
  const subjectId = useId();
  const needsReasonId = !approve && item.kind === 'candidate';
  const needsReasonText = !approve && item.kind === 'extension';
  const [reasonId, setReasonId] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missingId = touched && needsReasonId && reasonId === '';
  const missingText = touched && needsReasonText && reason.trim() === '';

  const confirm = () => {
    setTouched(true);
    if (approve) return onConfirm({ approve: true });
    if (needsReasonId) return reasonId === '' ? undefined : onConfirm({ approve: false, declineReasonId: reasonId });
    if (needsReasonText) return reason.trim() === '' ? undefined : onConfirm({ approve: false, reason: reason.trim() });
    return onConfirm({ approve: false });
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} aria-describedby={subjectId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{isDecidedOnQueue(item.kind) ? QUESTIONS[item.kind][approve ? 'approve' : 'decline'] : null}</DialogTitle>
      <DialogContent>
        {/* The question alone does not say whom it decides: on a phone the card is hidden behind the dialog. */}
        <Typography id={subjectId} sx={{ fontWeight: 600, mb: needsReasonId || needsReasonText ? 2 : 0 }}>
          {`${item.name} · ${item.detail} · ${item.hospital}`}
        </Typography>
        {needsReasonId && <DeclineReasonSelect value={reasonId} onChange={setReasonId} missing={missingId} />}
        {needsReasonText && <WrittenReasonField value={reason} onChange={setReason} missing={missingText} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} size="large">
          No
        </Button>
        <Button onClick={confirm} variant="contained" color={approve ? 'primary' : 'error'} size="large" autoFocus={!needsReasonId && !needsReasonText}>
          {approve || !(needsReasonId || needsReasonText) ? 'Yes' : 'Decline'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
