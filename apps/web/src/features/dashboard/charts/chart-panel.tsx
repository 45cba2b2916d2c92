import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SectionError } from '@/components/section-error';

interface ChartPanelProps {
  title: string;
  description: string;
  state: { isError: boolean; isPending: boolean; refetch: () => unknown };
  children: ReactNode;
}

/** A titled chart section with its loading state and section error fallback. */
export const ChartPanel = ({ title, description, state, children }: ChartPanelProps) => (
  <Paper component="section" aria-label={title} sx={{ p: 2, border: 1, borderColor: 'divider', minWidth: 0 }}>
    <Typography variant="h2" component="h2">
      {title}
    </Typography>
    <Typography color="text.secondary" sx={{ fontSize: '0.9rem', mb: 1 }}>
      {description}
    </Typography>
    {state.isError ? (
      <SectionError onRefresh={() => void state.refetch()} />
    ) : state.isPending ? (
      <Skeleton variant="rounded" height={280} />
    ) : (
      <Box sx={{ width: '100%' }}>{children}</Box>
    )}
  </Paper>
);
