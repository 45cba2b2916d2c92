import Chip from '@mui/material/Chip';
import { statusColour, DEAL_STATUS_DISPLAY, type DealStatus } from '@portal/domain/deals/statuses';
import { STATUS_COLOUR_VALUES } from '../lib/theme';

/**
 * A deal or job status in its colour of SPEC.md §4. The display mapping ('Declined Pending') is for
 * deals; a job posting's status shows as it is.
 */
export const StatusChip = ({ status, kind = 'deal' }: { status: string; kind?: 'deal' | 'job' }) => {
  const colour = STATUS_COLOUR_VALUES[statusColour(status)];
  const label = kind === 'deal' ? (DEAL_STATUS_DISPLAY[status as DealStatus] ?? status) : status;
  return <Chip size="small" label={label} sx={{ bgcolor: colour, color: '#fff', fontWeight: 600 }} />;
};
