import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import { reviewClock } from './review-clock';

/** Our texts: SPEC.md has no review clock (issue 12 adds it). */
export const OVERDUE = 'Overdue';
export const waitedText = (waited: string) => `Waiting ${waited}`;
export const reviewByText = (reviewBy: string) => `Review by ${reviewBy}`;

interface ReviewClockLineProps {
  submittedAt: string;
  reviewBy: string;
  /** The server's verdict when the page was read; the clock also turns overdue while the page stays open. */
  isOverdue: boolean;
  now: Date;
  /** One line (a details header) or one part under the other (a table cell or a card line, so rows read alike). */
  inline?: boolean;
}

/** How long a candidate has waited, when it should be decided by, and an Overdue mark once that has passed. */
export const ReviewClockLine = ({ submittedAt, reviewBy, isOverdue, now, inline = false }: ReviewClockLineProps) => {
  const clock = reviewClock(submittedAt, reviewBy, now);
  const overdue = isOverdue || clock.overdue;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: inline ? 'row' : 'column',
        flexWrap: 'wrap',
        alignItems: inline ? 'center' : 'flex-start',
        columnGap: 1,
        rowGap: 0.25,
      }}
    >
      {overdue && <Chip size="small" color="error" icon={<AlarmOutlined aria-hidden />} label={OVERDUE} sx={{ fontWeight: 600 }} />}
      <Typography variant="body2" component="span">
        {waitedText(clock.waited)}
      </Typography>
      <Typography variant="body2" component="span" color={overdue ? 'error' : 'text.secondary'} sx={{ fontWeight: overdue ? 600 : 400 }}>
        {reviewByText(clock.reviewBy)}
      </Typography>
    </Box>
  );
};
