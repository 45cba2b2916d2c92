import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The card view of a list (the only one on phones): one column, then two, then three. */
export const CardGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>{children}</Box>
);

export interface CardField {
  key: string;
  label: string;
  value: ReactNode;
  /** How a list singles a value out (SPEC.md §4: a bold start, an orange end). */
  emphasis?: { fontWeight?: number; color?: string };
}

/** A card's label and value pairs, side by side. */
export const CardFields = ({ fields }: { fields: readonly CardField[] }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0 }}>
    {fields.map((field) => (
      <Box key={field.key} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {field.label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', ...field.emphasis }}>
          {field.value}
        </Typography>
      </Box>
    ))}
  </Box>
);
