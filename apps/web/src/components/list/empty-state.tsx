import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';

export const EMPTY_LIST_MESSAGE = 'No results found - Try adjusting your search and filter options.';

/** What a list shows when nothing matches; list fetch failures use SectionError instead. */
export const EmptyState = ({ message = EMPTY_LIST_MESSAGE }: { message?: string }) => (
  <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 6, px: 2, textAlign: 'center' }}>
    <SearchOff color="action" sx={{ fontSize: 40 }} aria-hidden />
    <Typography color="text.secondary">{message}</Typography>
  </Box>
);
