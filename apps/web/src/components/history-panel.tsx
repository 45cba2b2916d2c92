import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { HistoryEntry, HistoryPage } from '@portal/domain/api/history';
import { formatDateTime } from '@/lib/display-format';
import { DetailsSection } from './details-section';
import { SectionError } from './section-error';
import { ShowMoreButton } from './show-more-button';

/** Our texts (SPEC.md shows no history): the panel's title and its empty state. */
export const HISTORY_TITLE = 'History';
export const NO_HISTORY = 'Nothing has been recorded yet.';
/** Who acted when the entry names no one: the provider's staff or systems. */
const NOBODY = 'Provider staff';
const EMPTY_VALUE = '(empty)';

export type HistoryQuery = UseInfiniteQueryResult<InfiniteData<HistoryPage>>;

const Change = ({ field, from, to }: HistoryEntry['changes'][number]) => (
  <Box component="li" sx={{ overflowWrap: 'anywhere' }}>
    <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
      {field}:
    </Typography>{' '}
    <Typography variant="body2" component="span">
      <Box component="del" sx={{ textDecoration: 'none' }} aria-label={`${field} before`}>
        {from ?? EMPTY_VALUE}
      </Box>
      {' → '}
      <Box component="ins" sx={{ textDecoration: 'none' }} aria-label={`${field} after`}>
        {to ?? EMPTY_VALUE}
      </Box>
    </Typography>
  </Box>
);

const Entry = ({ entry }: { entry: HistoryEntry }) => (
  <Box component="li" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25 }}>
      <Typography sx={{ fontWeight: 600, flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
        {entry.action} <Typography component="span" sx={{ fontWeight: 400 }}>by {entry.actor ?? NOBODY}</Typography>
      </Typography>
      <Typography component="time" dateTime={entry.at} variant="body2" color="text.secondary">
        {formatDateTime(entry.at)}
      </Typography>
    </Box>
    {entry.detail && (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {entry.detail}
      </Typography>
    )}
    {entry.changes.length > 0 && (
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {entry.changes.map((change) => (
          <Change key={change.field} {...change} />
        ))}
      </Box>
    )}
  </Box>
);

/**
 * A details page's History: the entity's audit log, newest first (who did what, when, and each
 * field from before to after), a page at a time with 'Show more'. The page passes its own query.
 */
export const HistoryPanel = ({ history }: { history: HistoryQuery }) => {
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <DetailsSection title={HISTORY_TITLE}>
      {history.isPending ? (
        <CircularProgress size={24} aria-label="Loading history" />
      ) : history.isError && entries.length === 0 ? (
        <SectionError onRefresh={() => void history.refetch()} />
      ) : entries.length === 0 ? (
        <Typography color="text.secondary">{NO_HISTORY}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </Box>
      )}
      <ShowMoreButton query={history} sx={{ mt: 2 }} />
    </DetailsSection>
  );
};
