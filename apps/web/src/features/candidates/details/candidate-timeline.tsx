import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CandidateTimelineEntry } from '@portal/domain/api/candidates';
import type { CandidateTimelineAction } from '@portal/domain/candidates/candidate-rules';
import { NO_RESULTS } from '@portal/domain/messages';
import { DetailsSection } from '@/components/details-section';
import { formatDateTime } from '@/lib/display-format';

/** Our texts: what each recorded step of a candidate's history reads as. */
const ACTION_LABELS: Record<CandidateTimelineAction, string> = {
  Submitted: 'Submitted',
  Viewed: 'First viewed',
  Offered: 'Offer extended',
  Declined: 'Declined',
  Reminded: 'Review reminder sent',
};

/** 'Declined by Morgan Patel: Rate too high'; the submission and the reminder have no person. */
export const timelineText = (entry: CandidateTimelineEntry): string => {
  const who = entry.actorName ? ` by ${entry.actorName}` : '';
  const why = entry.reason ? `: ${entry.reason}` : '';
  return `${ACTION_LABELS[entry.action]}${who}${why}`;
};

/** The candidate's history from the audit log, oldest first, each time in the user's time zone. */
export const CandidateTimeline = ({ entries }: { entries: readonly CandidateTimelineEntry[] }) => (
  <DetailsSection title="Timeline">
    {entries.length === 0 ? (
      <Typography color="text.secondary">{NO_RESULTS}</Typography>
    ) : (
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {entries.map((entry) => (
          <Box
            component="li"
            key={`${entry.at}-${entry.action}`}
            sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
          >
            <Typography component="time" dateTime={entry.at} variant="body2" color="text.secondary" sx={{ minWidth: '10.5rem' }}>
              {formatDateTime(entry.at)}
            </Typography>
            <Typography sx={{ flex: '1 1 14rem', overflowWrap: 'anywhere' }}>{timelineText(entry)}</Typography>
          </Box>
        ))}
      </Box>
    )}
  </DetailsSection>
);
