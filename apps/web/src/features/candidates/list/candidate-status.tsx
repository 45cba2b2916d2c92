import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StatusChip } from '@/components/status-chip';

interface CandidateStatusProps {
  status: string;
  overrideStatus: string | null;
}

/**
 * A candidate's status in its colour of SPEC.md §4 ('Offered' reads 'Offer Pending'); a Ready for
 * Review candidate with an override status shows the override label beneath (SPEC.md §2).
 */
export const CandidateStatus = ({ status, overrideStatus }: CandidateStatusProps) => (
  <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
    <StatusChip status={status} />
    {status === 'Ready for Review' && overrideStatus && (
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
        {overrideStatus}
      </Typography>
    )}
  </Box>
);
