import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface DetailsTitleProps {
  title: string;
  /** The status chip beside the title. */
  status: ReactNode;
  subtitle: string;
}

/** A details page's heading: who or what it is about, its status, and one line under it. */
export const DetailsTitle = ({ title, status, subtitle }: DetailsTitleProps) => (
  <>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {status}
    </Box>
    <Typography color="text.secondary" sx={{ mt: 0.5 }}>
      {subtitle}
    </Typography>
  </>
);
