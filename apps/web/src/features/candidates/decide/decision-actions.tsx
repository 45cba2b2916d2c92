import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CandidateDetails } from '@portal/domain/api/candidates';
import { OFFER_PROMPT } from '@portal/domain/candidates/candidate-rules';
import { doNotReturnOfferRefusal } from '@portal/domain/evaluations/evaluation-rules';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDecideCandidate } from '../api/decide-candidate';
import { candidateName } from '../list/candidate-columns';
import { DECLINE, DeclineDialog } from './decline-dialog';

export const EXTEND_OFFER = 'Extend Offer';

type Opened = 'none' | 'offer' | 'decline';

/**
 * Extend Offer and Decline, shown when the server says this user may decide this candidate now
 * (ApproveCandidates, and a status a decision is allowed from).
 */
export const DecisionActions = ({ candidate }: { candidate: CandidateDetails }) => {
  const [opened, setOpened] = useState<Opened>('none');
  const refusalId = useId();
  const decide = useDecideCandidate(candidate);
  if (!candidate.actions.decide) return null;
  const close = () => setOpened('none');
  // The server refuses the offer too (issue 34); the button says why before anyone tries.
  const doNotReturn = candidate.rehire?.answer === 'Do not return' ? doNotReturnOfferRefusal(candidateName(candidate), candidate.rehire.scope ?? 'unit') : null;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" color="error" onClick={() => setOpened('decline')} disabled={decide.isPending}>
        {DECLINE}
      </Button>
      <Button
        variant="contained"
        onClick={() => setOpened('offer')}
        loading={decide.isPending && opened === 'none'}
        disabled={doNotReturn !== null}
        aria-describedby={doNotReturn ? refusalId : undefined}
      >
        {EXTEND_OFFER}
      </Button>
      {doNotReturn && (
        <Typography id={refusalId} variant="body2" color="error" sx={{ flexBasis: '100%', maxWidth: '36rem' }}>
          {doNotReturn}
        </Typography>
      )}
      <ConfirmDialog
        open={opened === 'offer'}
        question={OFFER_PROMPT}
        onAnswer={(yes) => {
          close();
          if (yes) decide.mutate({ decision: 'offer' });
        }}
      />
      {opened === 'decline' && (
        <DeclineDialog
          candidateName={candidateName(candidate)}
          open
          busy={decide.isPending}
          onCancel={close}
          onDecline={(declineReasonId) => decide.mutate({ decision: 'decline', declineReasonId }, { onSettled: close })}
        />
      )}
    </Box>
  );
};
