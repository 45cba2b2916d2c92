import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LinkOff from '@mui/icons-material/LinkOff';

/** SPEC.md §8 'Job deal not found', exactly as written. */
export const JOB_UNAVAILABLE_MESSAGE =
  'We apologize, but it appears that this job status has changed and may no longer be available for viewing. Please check the link and try again, or contact your support team if you continue to have an issue.';
export const JOB_UNAVAILABLE_HEADING = 'Oops. Something went wrong';

/** A job that is not there for this user (malformed id, gone, another network's), with the way back to the list. */
export const JobUnavailable = ({ list }: { list: { path: string; label: string } }) => (
  <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2, maxWidth: 600, mx: 'auto' }}>
    <LinkOff color="warning" sx={{ fontSize: 56 }} aria-hidden />
    <Typography variant="h1" component="h1" sx={{ mt: 2 }}>
      {JOB_UNAVAILABLE_HEADING}
    </Typography>
    <Typography sx={{ mt: 2 }} color="text.secondary">
      {JOB_UNAVAILABLE_MESSAGE}
    </Typography>
    <Button component={RouterLink} to={list.path} variant="contained" sx={{ mt: 3 }}>
      {`Back to ${list.label}`}
    </Button>
  </Box>
);
