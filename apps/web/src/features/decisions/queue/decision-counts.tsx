import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { MyDecisions } from '@portal/domain/api/my-decisions';
import { DECISION_KIND_LABELS, DECISION_KINDS } from '@portal/domain/decisions/decision-rules';
import { ALL_DECISIONS, decisionFilterPath, sameFilter, type DecisionFilter } from '../decision-filter';

interface DecisionCountsProps {
  decisions: Pick<MyDecisions, 'counts' | 'overdue'>;
  /** The filter the page lists, marked as current; Home has none. */
  current?: DecisionFilter | undefined;
}

/**
 * How many items of each kind wait, and how many are overdue: each count opens My decisions filtered
 * to it; the current one leads back to everything.
 */
export const DecisionCounts = ({ decisions, current }: DecisionCountsProps) => {
  const total = DECISION_KINDS.reduce((sum, kind) => sum + decisions.counts[kind], 0);
  const chips: { filter: DecisionFilter; label: string; error?: boolean }[] = [
    ...(current ? [{ filter: ALL_DECISIONS, label: `All: ${total}` }] : []),
    ...DECISION_KINDS.map((kind) => ({ filter: { kind, overdueOnly: false }, label: `${DECISION_KIND_LABELS[kind]}: ${decisions.counts[kind]}` })),
    ...(decisions.overdue > 0 ? [{ filter: { kind: undefined, overdueOnly: true }, label: `Overdue: ${decisions.overdue}`, error: true }] : []),
  ];
  return (
    <Box component="nav" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} aria-label="Waiting for your decision">
      {chips.map(({ filter, label, error }) => {
        const isCurrent = current !== undefined && sameFilter(filter, current);
        return (
          <Chip
            key={label}
            label={label}
            clickable
            component={RouterLink}
            to={decisionFilterPath(isCurrent ? ALL_DECISIONS : filter)}
            aria-current={isCurrent ? 'page' : undefined}
            color={error ? 'error' : isCurrent ? 'primary' : 'default'}
            variant={isCurrent || (error && !current) ? 'filled' : 'outlined'}
          />
        );
      })}
    </Box>
  );
};
