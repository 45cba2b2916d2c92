import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { SEARCH_MAX } from '@portal/domain/limits';
import { maxLengthMessage } from '@portal/domain/messages';

/** Ours (SPEC.md §5 sets the Job # minimum but gives no message): why Enter did not search. */
export const searchMinimumMessage = (min: number) => `Enter at least ${min} characters to search`;

/** Search input width on desktop (SPEC.md §9). */
export const SEARCH_WIDTH_PX = 200;

interface SearchBoxProps {
  /** Visible label and accessible name, e.g. 'Search by Name'. */
  label: string;
  /** The applied search; the box shows it again when it changes elsewhere (Clear All, reset). */
  value: string;
  /** Called with the trimmed text on Enter, with '' on the clear button. */
  onSubmit: (value: string) => void;
  /** SPEC.md §5: 30 by default, 100 for documents, 10 for Job #. */
  maxLength?: number;
  /** Shorter text (other than none, which clears) is not submitted: the box says why instead (Job #: 6). */
  minLength?: number;
  /** Submit by itself this long after typing stops (invoices: 500 ms); Enter still submits at once. */
  debounceMs?: number;
  /** Full width on every screen (inside a drawer), not only on phones. */
  fullWidth?: boolean;
}

/** The list search of SPEC.md §5: cut to its limit, says so at the limit, Enter submits. */
export const SearchBox = ({ label, value, onSubmit, maxLength = SEARCH_MAX, minLength = 0, debounceMs, fullWidth = false }: SearchBoxProps) => {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // Typing one past the limit is cut off, but the user still tried: keep the message up.
  const [overLimit, setOverLimit] = useState(false);
  const [tooShort, setTooShort] = useState(false);
  // What this box last sent: its echo must not overwrite what the user typed since.
  const [sent, setSent] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  if (value !== shown) {
    setShown(value);
    // Only a change from outside (Clear All, a reset) replaces the text; a debounced submit echoes
    // back while the user may already be typing past it, or past a trailing space.
    if (value !== sent && draft.trim() !== value) setDraft(value);
  }

  const send = (text: string) => {
    setSent(text);
    onSubmit(text);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const tooShortToSearch = (trimmed: string) => trimmed.length > 0 && trimmed.length < minLength;

  const submit = (text: string) => {
    window.clearTimeout(timer.current);
    const trimmed = text.trim();
    setDraft(trimmed);
    if (tooShortToSearch(trimmed)) {
      setTooShort(true);
      return;
    }
    send(trimmed);
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const next = typed.slice(0, maxLength);
    setOverLimit(typed.length > maxLength);
    setTooShort(false);
    setDraft(next);
    if (debounceMs !== undefined) {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => !tooShortToSearch(next.trim()) && send(next.trim()), debounceMs);
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit(draft);
    } else if (draft.length >= maxLength && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
      setOverLimit(true);
    }
  };

  const atLimit = overLimit || draft.length >= maxLength;

  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={draft}
      onChange={change}
      onKeyDown={keyDown}
      helperText={atLimit ? maxLengthMessage(maxLength) : tooShort ? searchMinimumMessage(minLength) : undefined}
      sx={{
        width: fullWidth ? '100%' : { xs: '100%', md: SEARCH_WIDTH_PX },
        // The clear button below replaces the browser's own, which not every browser draws.
        '& input::-webkit-search-cancel-button': { display: 'none' },
      }}
      slotProps={{
        htmlInput: { maxLength, enterKeyHint: 'search' },
        // Announced as it appears, not only when the field is next focused.
        formHelperText: { role: 'status' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: draft ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label="Clear search" onClick={() => submit('')}>
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
};
