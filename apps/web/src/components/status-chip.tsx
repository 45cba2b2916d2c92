import Chip from '@mui/material/Chip';
import { statusColour, DEAL_STATUS_DISPLAY, type DealStatus } from '@portal/domain/deals/statuses';
import { STATUS_COLOUR_VALUES } from '../lib/theme';

/** A deal or job status in its colour of SPEC.md §4, with the display mapping applied. */
export const StatusChip = ({ status }: { status: string }) => {
  const colour = STATUS_COLOUR_VALUES[statusColour(status)];
  const label = DEAL_STATUS_DISPLAY[status as DealStatus] ?? status;
  return <Chip size="small" label={label} sx={{ bgcolor: colour, color: '#fff', fontWeight: 600 }} />;
};
