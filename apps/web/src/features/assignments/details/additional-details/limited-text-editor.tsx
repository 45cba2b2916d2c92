import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { maxLengthMessage } from '@portal/domain/messages';
import { DetailItem } from '@/components/details-section';

interface LimitedTextEditorProps {
  label: string;
  /** The saved value. */
  value: string | null;
  maxLength: number;
  /** When false the value is only shown (SPEC.md §4 editing rule). */
  editable: boolean;
  onSave: (value: string) => void;
  saving: boolean;
  multiline?: boolean;
}

/**
 * A saved text the user may change: it shows the limit and the current length once the text is too
 * long (SPEC.md §5), instead of cutting it, so pasted text is not lost silently.
 */
export const LimitedTextEditor = ({ label, value, maxLength, editable, onSave, saving, multiline = false }: LimitedTextEditorProps) => {
  const saved = value ?? '';
  const [draft, setDraft] = useState(saved);
  const [shown, setShown] = useState(saved);
  // The assignment was read again (after a save): show what is stored now.
  if (saved !== shown) {
    setShown(saved);
    setDraft(saved);
  }

  // A read-only value is a term and its definition, which must sit in a list of them (axe: dlitem).
  if (!editable) {
    return (
      <Box component="dl" sx={{ m: 0 }}>
        <DetailItem label={label} value={value} />
      </Box>
    );
  }

  const tooLong = draft.length > maxLength;
  const unchanged = draft.trim() === saved;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        label={label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        fullWidth
        error={tooLong}
        helperText={
          tooLong ? (
            <>
              <Box component="span" sx={{ display: 'block' }}>{maxLengthMessage(maxLength)}</Box>
              <Box component="span" sx={{ display: 'block' }}>{`Current length: ${draft.length}`}</Box>
            </>
          ) : undefined
        }
        slotProps={{ formHelperText: { role: 'status' } }}
      />
      <Button variant="contained" onClick={() => onSave(draft)} disabled={tooLong || unchanged || saving} loading={saving}>
        {`Save ${label}`}
      </Button>
    </Box>
  );
};
