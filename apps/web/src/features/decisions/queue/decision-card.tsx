import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { format } from 'date-fns';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DecisionItem } from '@portal/domain/api/my-decisions';
import { DECISION_UNDO_MS, onBehalfOfText } from '@portal/domain/decisions/decision-rules';
import { REQUEST_INTERVIEW } from '@portal/domain/interviews/interview-rules';
import { formatDate } from '@/lib/display-format';
import type { HeldDecision } from './use-undo-window';

/** Our texts: SPEC.md has no decision queue (issue 17 adds it). */
export const APPROVE = 'Approve';
export const DECLINE = 'Decline';
export const UNDO = 'Undo';
export const OVERDUE = 'Overdue';
const KIND_NOUN: Record<DecisionItem['kind'], string> = { job: 'Job approval', candidate: 'Candidate', extension: 'Extension offer', evaluation: 'Evaluation', timecard: 'Timecard' };
export const EVALUATE = 'Evaluate';

export const heldText = (decision: HeldDecision, seconds: number) =>
  `${decision.verdict.approve ? 'Approving' : 'Declining'} in ${seconds} s`;

const detailText = (item: DecisionItem) => {
  if (item.kind === 'job') return `Job # ${item.detail}`;
  if (item.kind === 'evaluation' && item.endDate) return `${item.detail}, ends ${formatDate(item.endDate)}`;
  if (item.extension) return `${item.detail}, extension ${formatDate(item.extension.startDate)} - ${formatDate(item.extension.endDate)}`;
  return item.detail;
};

const dueText = (item: DecisionItem) => `Due ${format(new Date(item.dueAt), 'MM/dd/yyyy h:mm a')}`;

/** Seconds left before a held decision is sent, ticking each second. */
const useSecondsLeft = (sendAt: number | undefined) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sendAt === undefined) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [sendAt]);
  // `now` ticks from the card's mount: until the first tick after a decision is held it may be
  // older than the hold itself, and the window is never longer than DECISION_UNDO_MS.
  return sendAt === undefined ? 0 : Math.max(1, Math.ceil((sendAt - Math.max(now, sendAt - DECISION_UNDO_MS)) / 1000));
};

interface DecisionCardProps {
  item: DecisionItem;
  /** Where the item opens in full, when the user may open it. */
  detailsPath: string | undefined;
  held: HeldDecision | undefined;
  sending: boolean;
  onDecide: (approve: boolean) => void;
  onUndo: () => void;
  /** Opens 'Request interview' for a candidate the user may ask to one (docs/decisions/0155). */
  onRequestInterview: () => void;
}

/** One item of the queue: what it is, who waits, when it is due, and large Approve / Decline buttons (or the undo bar). */
export const DecisionCard = ({ item, detailsPath, held, sending, onDecide, onUndo, onRequestInterview }: DecisionCardProps) => {
  const seconds = useSecondsLeft(held?.sendAt);
  const titleId = `decision-${item.id}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: '1 1 auto', pb: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Chip size="small" label={KIND_NOUN[item.kind]} variant="outlined" />
          {item.overdue && <Chip size="small" color="error" label={OVERDUE} sx={{ fontWeight: 600 }} />}
          {item.onBehalfOf && <Chip size="small" variant="outlined" label={onBehalfOfText(item.onBehalfOf.name)} />}
          {item.exceptions > 0 && <Chip size="small" color="warning" variant="outlined" label={item.exceptions === 1 ? '1 exception: open to review' : `${item.exceptions} exceptions: open to review`} />}
        </Box>
        <Typography id={titleId} variant="h3" component="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {detailsPath ? (
            <Link component={RouterLink} to={detailsPath} underline="hover" color="inherit">
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </Typography>
        <Typography variant="body2">{detailText(item)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {item.hospital}
        </Typography>
        <Typography variant="body2" color="text.secondary">{`Waiting: ${item.waiting}`}</Typography>
        <Typography variant="body2" sx={{ fontWeight: item.overdue ? 600 : undefined, color: item.overdue ? 'error.main' : undefined }}>
          {dueText(item)}
        </Typography>
      </CardContent>
      {held ? (
        <Alert
          severity="info"
          role="status"
          sx={{ mx: 2, mb: 2 }}
          action={
            <Button color="inherit" size="large" onClick={onUndo}>
              {UNDO}
            </Button>
          }
        >
          {heldText(held, seconds)}
        </Alert>
      ) : (
        <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          {item.actions.approve && (
            <Button variant="contained" size="large" fullWidth disabled={sending} onClick={() => onDecide(true)} aria-describedby={titleId}>
              {APPROVE}
            </Button>
          )}
          {item.kind === 'evaluation' && detailsPath && (
            <Button variant="contained" size="large" fullWidth component={RouterLink} to={detailsPath} aria-describedby={titleId}>
              {EVALUATE}
            </Button>
          )}
          {item.actions.decline && (
            <Button variant="outlined" color="error" size="large" fullWidth disabled={sending} onClick={() => onDecide(false)} aria-describedby={titleId}>
              {DECLINE}
            </Button>
          )}
          {/* Beneath the two decisions, a full row: a phone has no room for a third button beside them. */}
          {item.actions.interview && (
            <Button
              variant="text"
              size="large"
              disabled={sending}
              onClick={onRequestInterview}
              aria-describedby={titleId}
              sx={{ flexBasis: '100%', '&&': { ml: 0 } }}
            >
              {REQUEST_INTERVIEW}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
};
