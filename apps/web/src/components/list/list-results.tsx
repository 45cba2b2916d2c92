import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { SectionError } from '../section-error';
import { EmptyState } from './empty-state';
import type { ListLayout } from './use-list-controls';

interface ListResultsProps {
  /** The page's query. */
  query: { isFetching: boolean; isError: boolean; isSuccess: boolean; refetch: () => unknown };
  empty: boolean;
  layout: ListLayout;
  table: ReactNode;
  cards: ReactNode;
}

/** One page of a list: a progress bar while it loads, then the error, the empty state, the table or the cards. */
export const ListResults = ({ query, empty, layout, table, cards }: ListResultsProps) => (
  <Box sx={{ position: 'relative', mt: 2 }} aria-busy={query.isFetching}>
    {query.isFetching && <LinearProgress aria-label="Loading" sx={{ position: 'absolute', top: -8, left: 0, right: 0 }} />}
    {query.isError ? (
      <SectionError onRefresh={() => void query.refetch()} />
    ) : query.isSuccess && empty ? (
      <EmptyState />
    ) : layout === 'list' ? (
      table
    ) : (
      cards
    )}
  </Box>
);
