import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { orNotAvailable } from '../lib/display-format';

/** A titled card of the details page, a landmark named by its title. */
export const DetailsSection = ({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) => {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id={titleId} variant="h2" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
};

/** Label and value pairs, in columns on wide screens and stacked on phones. */
export const DetailList = ({ children }: { children: ReactNode }) => (
  <Box
    component="dl"
    sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
  >
    {children}
  </Box>
);

/** One pair; `wide` spans the whole row (long text such as notes). */
export const DetailItem = ({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) => (
  <Box sx={wide ? { gridColumn: '1 / -1' } : undefined}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {typeof value === 'string' || typeof value === 'number' || value === null || value === undefined ? orNotAvailable(value) : value}
    </Typography>
  </Box>
);
