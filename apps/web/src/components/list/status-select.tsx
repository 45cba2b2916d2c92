import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** Dropdown list width and phone dropdown height of SPEC.md §9. */
export const STATUS_LIST_WIDTH_PX = 300;
export const PHONE_DROPDOWN_MAX_HEIGHT_PX = 250;

export interface StatusOption {
  value: string;
  label: string;
}

interface StatusSelectProps {
  options: readonly StatusOption[];
  /** Chosen values: any number when `multiple`, else none or one. */
  value: readonly string[];
  onChange: (values: string[]) => void;
  multiple?: boolean;
  /** Accessible name and visible label. */
  label?: string;
  /** Shown when nothing is chosen; in single mode also the option that chooses nothing. */
  emptyLabel?: string;
}

/** More chips than this would not fit the field on desktop; the rest is counted instead. */
const MAX_CHIPS = 1;
const NONE = '';

const sameValues = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v) => b.includes(v));

/**
 * The status filter of a list. In multiple mode the ticks are applied when the dropdown closes,
 * so the list reloads (and goes back to page 1) once per choice rather than once per tick.
 */
export const StatusSelect = ({ options, value, onChange, multiple = false, label = 'Status', emptyLabel = 'All Statuses' }: StatusSelectProps) => {
  const [open, setOpen] = useState(false);
  const [ticked, setTicked] = useState<string[]>([...value]);
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;

  const close = () => {
    setOpen(false);
    if (multiple && !sameValues(ticked, value)) onChange(ticked);
  };

  const renderValue = (selected: unknown) => {
    const values = (Array.isArray(selected) ? selected : [selected]).filter((v): v is string => typeof v === 'string' && v !== NONE);
    if (values.length === 0) return emptyLabel;
    if (!multiple) return labelOf(values[0]!);
    const rest = values.length - MAX_CHIPS;
    return (
      <Box sx={{ display: 'flex', gap: 0.5, overflow: 'hidden' }}>
        {values.slice(0, MAX_CHIPS).map((v) => (
          <Chip key={v} size="small" label={labelOf(v)} sx={{ maxWidth: 120 }} />
        ))}
        {rest > 0 && <Chip size="small" label={`+${rest}`} />}
      </Box>
    );
  };

  return (
    <TextField
      select
      size="small"
      label={label}
      value={multiple ? (open ? ticked : [...value]) : (value[0] ?? NONE)}
      onChange={(event) => {
        const next = event.target.value as unknown;
        if (multiple) setTicked(typeof next === 'string' ? next.split(',') : (next as string[]));
        else onChange(next === NONE ? [] : [String(next)]);
      }}
      sx={{ width: { xs: '100%', sm: 220 } }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple,
          displayEmpty: true,
          open,
          onOpen: () => {
            setTicked([...value]);
            setOpen(true);
          },
          onClose: close,
          renderValue,
          MenuProps: {
            slotProps: {
              paper: {
                sx: {
                  width: STATUS_LIST_WIDTH_PX,
                  maxWidth: 'calc(100% - 32px)',
                  maxHeight: { xs: PHONE_DROPDOWN_MAX_HEIGHT_PX, md: 420 },
                },
              },
            },
          },
        },
      }}
    >
      {!multiple && <MenuItem value={NONE}>{emptyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {multiple && <Checkbox size="small" checked={ticked.includes(option.value)} sx={{ p: 0.5, mr: 1 }} tabIndex={-1} disableRipple />}
          <ListItemText>{option.label}</ListItemText>
        </MenuItem>
      ))}
    </TextField>
  );
};
