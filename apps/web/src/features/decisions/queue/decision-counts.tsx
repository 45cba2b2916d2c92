import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { MyDecisions } from '@portal/domain/api/my-decisions';
import { DECISION_KIND_LABELS, DECISION_KINDS } from '@portal/domain/decisions/decision-rules';

/** How many items of each kind wait, and how many are overdue. */
export const DecisionCounts = ({ decisions }: { decisions: MyDecisions }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} aria-label="Waiting for your decision" role="group">
    {DECISION_KINDS.map((kind) => (
      <Chip key={kind} label={`${DECISION_KIND_LABELS[kind]}: ${decisions.counts[kind]}`} variant="outlined" />
    ))}
    {decisions.overdue > 0 && <Chip color="error" label={`Overdue: ${decisions.overdue}`} />}
  </Box>
);
