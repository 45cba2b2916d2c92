import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export const LoadingScreen = ({ label = 'Loading' }: { label?: string }) => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
    <CircularProgress aria-label={label} />
  </Box>
);
