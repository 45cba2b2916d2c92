import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';

export const DEFAULT_ERROR_HEADING = 'Oops. Something went wrong.';
export const DEFAULT_ERROR_MESSAGE =
  'You have no active hospitals at this time. Please contact support if you believe that this is in error.';

/** The default error screen of SPEC.md §2. */
export const ErrorScreen = ({ onRefresh }: { onRefresh?: () => void }) => (
  <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2, maxWidth: 560, mx: 'auto' }}>
    <ErrorOutline color="warning" sx={{ fontSize: 56 }} aria-hidden />
    <Typography variant="h1" component="h1" sx={{ mt: 2 }}>
      {DEFAULT_ERROR_HEADING}
    </Typography>
    <Typography sx={{ mt: 2 }} color="text.secondary">
      {DEFAULT_ERROR_MESSAGE}
    </Typography>
    {onRefresh && (
      <Button variant="contained" sx={{ mt: 3 }} onClick={onRefresh}>
        Refresh
      </Button>
    )}
  </Box>
);
