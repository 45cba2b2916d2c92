import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OfferChannel } from '@portal/domain/deals/statuses';
import { StatusChip } from '@/components/status-chip';

interface CandidateStatusProps {
  status: string;
  overrideStatus: string | null;
  offerChannel: OfferChannel | null;
}

/**
 * A candidate's status in its colour of SPEC.md §4 ('Offered' reads 'Offer Pending', or
 * 'Candidate approved, processing offer' when the offer was made from mobile); a Ready for
 * Review candidate with an override status shows the override label beneath (SPEC.md §2).
 */
export const CandidateStatus = ({ status, overrideStatus, offerChannel }: CandidateStatusProps) => (
  <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
    <StatusChip status={status} offerChannel={offerChannel} />
    {status === 'Ready for Review' && overrideStatus && (
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
        {overrideStatus}
      </Typography>
    )}
  </Box>
);
