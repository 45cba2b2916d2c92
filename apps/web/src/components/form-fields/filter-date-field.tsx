import { useState, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import { format, isValid, parseISO } from 'date-fns';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { INVALID_DATE_MESSAGE } from '@portal/domain/deals/extension-form';

/** Ours: SPEC.md gives no text for a future day where only past ones have data (docs/decisions/0122-report-date-filters.md). */
export const FUTURE_DATE_MESSAGE = 'Enter a date that is not in the future';

const messageOf = (error: DateValidationError): string | undefined => {
  if (error === null) return undefined;
  return error === 'disableFuture' ? FUTURE_DATE_MESSAGE : INVALID_DATE_MESSAGE;
};

interface FilterDateFieldProps {
  label: string;
  /** The day as yyyy-mm-dd, or none. */
  value: string | undefined;
  /** A whole valid day, or undefined when cleared; a half-typed or refused day is not passed on. */
  onChange: (day: string | undefined) => void;
  disableFuture?: boolean;
}

/**
 * A report's date filter, typed or picked as MM/dd/yyyy like every date of the portal. Wide enough
 * for the whole date beside its clear and calendar buttons; a day it cannot use says why beneath.
 */
export const FilterDateField = ({ label, value, onChange, disableFuture = false }: FilterDateFieldProps) => {
  const [error, setError] = useState<DateValidationError>(null);
  // A half-typed day never becomes the value, so the picker's own validation does not see it: on
  // leaving the typed sections (for the calendar button or beyond), a text still holding a
  // placeholder (02/03/YYYY) beside a digit says so.
  const [halfTyped, setHalfTyped] = useState(false);
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next && event.currentTarget.contains(next) && next.getAttribute('role') === 'spinbutton') return;
    const text = event.currentTarget.querySelector('input')?.value ?? '';
    setHalfTyped(/\d/.test(text) && /[A-Za-z]/.test(text));
  };
  const message = halfTyped ? INVALID_DATE_MESSAGE : messageOf(error);
  return (
    <Box onBlur={leave} sx={{ width: { xs: '100%', sm: 'auto' } }}>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <DatePicker
          label={label}
          format="MM/dd/yyyy"
          value={value ? parseISO(value) : null}
          disableFuture={disableFuture}
          onError={setError}
          onChange={(date, context) => {
            setHalfTyped(date !== null && !isValid(date));
            if (date === null) onChange(undefined);
            else if (isValid(date) && context.validationError === null) onChange(format(date, 'yyyy-MM-dd'));
          }}
          slotProps={{
            field: { clearable: true },
            textField: { size: 'small', error: Boolean(message), helperText: message, sx: { width: { xs: '100%', sm: 220 } } },
          }}
        />
      </LocalizationProvider>
    </Box>
  );
};
