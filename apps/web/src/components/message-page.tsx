import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A centred page with one message: access pages, sign-in problems, errors. */
export const MessagePage = ({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) => (
  <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
    <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 600, width: '100%', textAlign: 'center', border: 1, borderColor: 'divider' }}>
      {icon}
      <Typography variant="h1" component="h1" sx={{ mt: icon ? 2 : 0, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  </Box>
);
