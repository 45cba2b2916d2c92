import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LinkOff from '@mui/icons-material/LinkOff';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { ACCESS_DENIED_MESSAGE, INVALID_URL_MESSAGE } from '../../components/error-messages';

export const INVALID_URL_HEADING = 'Oops. Something went wrong';
export const ACCESS_DENIED_HEADING = 'Access Denied';

/** Why the details cannot be shown, inside the page frame, with the way back to the list. */
export const DetailsError = ({ problem, list }: { problem: 'accessDenied' | 'invalidUrl'; list: { path: string; label: string } }) => {
  const denied = problem === 'accessDenied';
  const Icon = denied ? LockOutlined : LinkOff;
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2, maxWidth: 600, mx: 'auto' }}>
      <Icon color="warning" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h1" component="h1" sx={{ mt: 2 }}>
        {denied ? ACCESS_DENIED_HEADING : INVALID_URL_HEADING}
      </Typography>
      <Typography sx={{ mt: 2 }} color="text.secondary">
        {denied ? ACCESS_DENIED_MESSAGE : INVALID_URL_MESSAGE}
      </Typography>
      <Button component={RouterLink} to={list.path} variant="contained" sx={{ mt: 3 }}>
        {`Back to ${list.label}`}
      </Button>
    </Box>
  );
};
