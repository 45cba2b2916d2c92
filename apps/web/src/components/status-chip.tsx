import Chip from '@mui/material/Chip';
import { dealStatusLabel, statusColour, type OfferChannel } from '@portal/domain/deals/statuses';
import { STATUS_COLOUR_VALUES } from '../lib/theme';

interface StatusChipProps {
  status: string;
  kind?: 'deal' | 'job';
  /** Where a deal's offer was extended from: a mobile-made offer has its own label (SPEC.md §4). */
  offerChannel?: OfferChannel | null;
}

/**
 * A deal or job status in its colour of SPEC.md §4. The display mapping ('Declined Pending') is for
 * deals; a job posting's status shows as it is.
 */
export const StatusChip = ({ status, kind = 'deal', offerChannel = null }: StatusChipProps) => {
  const colour = STATUS_COLOUR_VALUES[statusColour(status)];
  const label = kind === 'deal' ? dealStatusLabel(status, offerChannel) : status;
  return <Chip size="small" label={label} sx={{ bgcolor: colour, color: '#fff', fontWeight: 600 }} />;
};
