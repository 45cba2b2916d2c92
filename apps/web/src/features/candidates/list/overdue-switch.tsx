import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

/** Our text: the review clock is ours (issue 12). */
export const OVERDUE_ONLY = 'Overdue only';

/** Narrows the list to the candidates past their review-by time. */
export const OverdueSwitch = ({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) => (
  <FormControlLabel
    control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    label={OVERDUE_ONLY}
    sx={{ mx: 0, whiteSpace: 'nowrap' }}
  />
);
