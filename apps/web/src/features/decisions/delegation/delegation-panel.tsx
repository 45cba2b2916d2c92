import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DelegationState } from '@portal/domain/api/decision-delegation';
import { formatDate } from '@/lib/display-format';
import { useDelegation } from '../api/get-delegation';
import { useEndDelegation } from '../api/set-delegation';
import { DelegationDrawer, DELEGATE_TITLE } from './delegation-drawer';

/** Our texts: SPEC.md has no delegation (issue 17 item 4). */
export const OUT_OF_OFFICE = 'Out of office';
export const NOT_DELEGATED = 'Your decisions are not delegated.';
export const CHANGE_DELEGATION = 'Change delegation';
export const END_DELEGATION = 'End delegation';
export const delegatedText = (name: string, from: string, to: string) => `Your decisions are delegated to ${name} from ${formatDate(from)} to ${formatDate(to)}.`;
export const delegatedToMeText = (name: string, to: string) =>
  `${name} delegated their decisions to you until ${formatDate(to)}: their items are marked with their name.`;

const Status = ({ state }: { state: DelegationState }) =>
  state.delegation ? (
    <Typography>{delegatedText(state.delegation.delegate.name, state.delegation.startsOn, state.delegation.endsOn)}</Typography>
  ) : (
    <Typography>{NOT_DELEGATED}</Typography>
  );

/** The page's out-of-office block: the user's delegation with Set / Change / End, and who delegated to them. */
export const DelegationPanel = () => {
  const delegation = useDelegation();
  const end = useEndDelegation();
  const [open, setOpen] = useState(false);
  const state = delegation.data;
  if (!state) return null;
  return (
    <Box component="section" aria-labelledby="out-of-office" sx={{ mb: 2, display: 'grid', gap: 1 }}>
      {state.delegatedToMe.map((item) => (
        <Alert key={item.delegator.id} severity="info">
          {delegatedToMeText(item.delegator.name, item.endsOn)}
        </Alert>
      ))}
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography id="out-of-office" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {OUT_OF_OFFICE}
        </Typography>
        <Status state={state} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={() => setOpen(true)} disabled={state.colleagues.length === 0 && !state.delegation}>
            {state.delegation ? CHANGE_DELEGATION : DELEGATE_TITLE}
          </Button>
          {state.delegation && (
            <Button variant="text" color="error" disabled={end.isPending} onClick={() => end.mutate()}>
              {END_DELEGATION}
            </Button>
          )}
        </Box>
      </Paper>
      {open && <DelegationDrawer open onClose={() => setOpen(false)} state={state} />}
    </Box>
  );
};
