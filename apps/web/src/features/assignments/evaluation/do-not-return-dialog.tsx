import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DO_NOT_RETURN_SCOPE_LABELS,
  DO_NOT_RETURN_SCOPES,
  LIFT_REASON_MAX,
  type DoNotReturnScope,
} from '@portal/domain/evaluations/evaluation-rules';
import { FIELD_REQUIRED } from '@portal/domain/messages';
import type { DoNotReturnDecision } from '../api/decide-do-not-return';

interface DoNotReturnDialogProps {
  mode: 'confirm' | 'lift';
  clinician: string;
  /** A Local Admin may not apply it to hospitals they do not see. */
  networkScopeAllowed: boolean;
  busy: boolean;
  onCancel: () => void;
  onDecide: (decision: DoNotReturnDecision) => void;
}

/** An admin confirms a Do not return for a scope they choose, or lifts one with a reason. */
export const DoNotReturnDialog = ({ mode, clinician, networkScopeAllowed, busy, onCancel, onDecide }: DoNotReturnDialogProps) => {
  const titleId = useId();
  const [scope, setScope] = useState<DoNotReturnScope>('hospital');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && reason.trim() === '';
  const scopes = DO_NOT_RETURN_SCOPES.filter((value) => value !== 'network' || networkScopeAllowed);

  const decide = () => {
    if (mode === 'confirm') return onDecide({ confirm: scope });
    setTouched(true);
    if (reason.trim() !== '') onDecide({ lift: reason.trim() });
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{mode === 'confirm' ? 'Confirm Do not return' : 'Lift Do not return'}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {mode === 'confirm'
            ? `${clinician} will not be offered again where it applies, and the provider is told.`
            : `${clinician} can be offered again, and the provider is told.`}
        </DialogContentText>
        {mode === 'confirm' ? (
          <TextField select fullWidth required label="Applies to" value={scope} onChange={(event) => setScope(event.target.value as DoNotReturnScope)}>
            {scopes.map((value) => (
              <MenuItem key={value} value={value}>
                {DO_NOT_RETURN_SCOPE_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            required
            fullWidth
            multiline
            minRows={2}
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={missing}
            helperText={missing ? FIELD_REQUIRED : undefined}
            slotProps={{ htmlInput: { maxLength: LIFT_REASON_MAX } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={decide} variant="contained" color={mode === 'confirm' ? 'error' : 'primary'} disabled={busy}>
          {mode === 'confirm' ? 'Confirm' : 'Lift'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
