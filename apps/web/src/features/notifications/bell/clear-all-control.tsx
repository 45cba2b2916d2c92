import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface ClearAllControlProps {
  count: number;
  onConfirm: () => void;
}

/**
 * SPEC.md's Clear All, asked once more in the panel itself: it removes every notification and has no
 * undo, so one stray click must not empty the bell. Cancel holds the focus, the safe choice.
 */
export const ClearAllControl = ({ count, onConfirm }: ClearAllControlProps) => {
  const [asking, setAsking] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const clearAll = useRef<HTMLButtonElement>(null);
  // After Cancel the focus goes back to Clear All; after a confirm the caller moves it.
  const cancelled = useRef(false);
  useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (cancelled.current) clearAll.current?.focus();
    cancelled.current = false;
  }, [asking]);

  if (!asking) {
    return (
      <Button size="small" ref={clearAll} onClick={() => setAsking(true)} disabled={count === 0}>
        Clear All
      </Button>
    );
  }
  return (
    <Box role="group" aria-label="Clear all notifications" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <Typography variant="body2">{count === 1 ? 'Clear 1 notification?' : `Clear all ${count} notifications?`}</Typography>
      <Button
        size="small"
        ref={cancel}
        onClick={() => {
          cancelled.current = true;
          setAsking(false);
        }}
      >
        Cancel
      </Button>
      <Button
        size="small"
        color="error"
        variant="contained"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Clear All
      </Button>
    </Box>
  );
};
