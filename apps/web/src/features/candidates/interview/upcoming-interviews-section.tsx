import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UpcomingInterview } from '@portal/domain/api/interviews';
import { INTERVIEW_KIND_LABELS, INTERVIEW_STATUS_LABELS } from '@portal/domain/interviews/interview-rules';
import { interviewTimeLabel } from '@portal/domain/interviews/interview-time';
import { useUpcomingInterviews } from '../api/get-upcoming-interviews';

const whenOf = (item: UpcomingInterview): string =>
  item.confirmed
    ? interviewTimeLabel(item.confirmed.start, item.timeZone)
    : `${INTERVIEW_STATUS_LABELS[item.status]}: ${item.slots.map((slot) => interviewTimeLabel(slot.start, item.timeZone)).join(', ')}`;

/** Home's 'Interviews': the user's open interviews, soonest first, each a link to its candidate. Nothing when there are none. */
export const UpcomingInterviewsSection = () => {
  const interviews = useUpcomingInterviews();
  const items = interviews.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="upcoming-interviews-heading" sx={{ mb: 3 }}>
      <Typography id="upcoming-interviews-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1 }}>
        Interviews
      </Typography>
      <Paper sx={{ border: 1, borderColor: 'divider' }}>
        <List disablePadding aria-label="Upcoming interviews">
          {items.map((item) => (
            <ListItem key={item.id} divider sx={{ display: 'block' }}>
              <Link component={RouterLink} to={`/candidates/${item.dealId}`} sx={{ fontWeight: 600 }}>
                {item.candidateName}
              </Link>
              <Typography variant="body2">{whenOf(item)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {`${INTERVIEW_KIND_LABELS[item.kind]}, ${item.durationMinutes} min · ${item.title}, ${item.hospital} · ${item.interviewer.name}`}
              </Typography>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Box>
  );
};
