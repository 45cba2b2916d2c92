import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/** Ours: the button of a list read a page at a time (the History panel, My decisions). */
export const SHOW_MORE = 'Show more';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Reads the next page of an infinite query; shown only while there is one. */
export const ShowMoreButton = ({ query, sx }: { query: PagedQuery; sx?: SxProps<Theme> }) =>
  query.hasNextPage ? (
    <Button variant="outlined" sx={sx} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
      {SHOW_MORE}
    </Button>
  ) : null;
