import Chip from '@mui/material/Chip';
import { statusColour } from '@portal/domain/deals/statuses';
import { STATUS_COLOUR_VALUES } from '../../../lib/theme';

/**
 * A job posting's status badge in its colour of SPEC.md §4. The deal display mapping ('Declined
 * Pending') is for candidates, so a job's status shows as it is.
 */
export const JobStatusChip = ({ status }: { status: string }) => (
  <Chip size="small" label={status} sx={{ bgcolor: STATUS_COLOUR_VALUES[statusColour(status)], color: '#fff', fontWeight: 600 }} />
);
