import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CandidateRehire } from '@portal/domain/api/candidate-list';
import { REHIRE_BADGE_COLOURS, type RehireAnswer } from '@portal/domain/evaluations/evaluation-rules';

/** A clinician's rehire answer as a badge: the evaluation panel and the candidates of the same clinician show it alike. */
export const RehireBadge = ({ answer }: { answer: RehireAnswer }) => (
  <Chip size="small" label={answer} color={REHIRE_BADGE_COLOURS[answer]} variant={answer === 'Eligible' ? 'outlined' : 'filled'} sx={{ fontWeight: 600 }} />
);

/** A candidate evaluated on an earlier assignment: the badge and the evaluation's summary beneath it (issue 34). */
export const CandidateRehireNote = ({ rehire }: { rehire: CandidateRehire }) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
    <RehireBadge answer={rehire.answer} />
    <Typography variant="body2" color="text.secondary">
      {rehire.reason ? `${rehire.reason}. ${rehire.summary}` : rehire.summary}
    </Typography>
  </Box>
);
