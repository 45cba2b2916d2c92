import Chip from '@mui/material/Chip';
import { REHIRE_BADGE_COLOURS, type RehireAnswer } from '@portal/domain/evaluations/evaluation-rules';

/** A clinician's rehire answer as a badge: the evaluation panel and the candidates of the same clinician show it alike. */
export const RehireBadge = ({ answer }: { answer: RehireAnswer }) => (
  <Chip size="small" label={answer} color={REHIRE_BADGE_COLOURS[answer]} variant={answer === 'Eligible' ? 'outlined' : 'filled'} sx={{ fontWeight: 600 }} />
);
