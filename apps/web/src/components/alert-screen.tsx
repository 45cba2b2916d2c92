import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';

interface AlertScreenProps {
  icon: typeof SvgIcon;
  heading: string;
  message: string;
  /** The way on: Refresh, or back to the list. */
  action?: ReactNode;
}

/** A centred problem that replaces a page's content: icon, heading, message and what to do next. */
export const AlertScreen = ({ icon: Icon, heading, message, action }: AlertScreenProps) => (
  <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2, maxWidth: 600, mx: 'auto' }}>
    <Icon color="warning" sx={{ fontSize: 56 }} aria-hidden />
    <Typography variant="h1" component="h1" sx={{ mt: 2 }}>
      {heading}
    </Typography>
    <Typography sx={{ mt: 2 }} color="text.secondary">
      {message}
    </Typography>
    {action}
  </Box>
);
