import { useState, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import { endOfDay, format, isAfter, isValid, parse, parseISO } from 'date-fns';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { INVALID_DATE_MESSAGE } from '@portal/domain/deals/extension-form';

/** Ours: SPEC.md gives no text for a future day where only past ones have data (docs/decisions/0122-report-date-filters.md). */
const FUTURE_DATE_MESSAGE = 'Enter a date that is not in the future';

/** What the typed sections say of the day: nothing typed, part of a day, a day that does not exist, or one in the future. */
const messageOfSections = (sections: readonly string[], disableFuture: boolean): string | undefined => {
  const filled = sections.filter((text) => /^\d+$/.test(text));
  if (filled.length === 0) return undefined;
  if (filled.length < sections.length) return INVALID_DATE_MESSAGE;
  const day = parse(sections.join('/'), 'MM/dd/yyyy', new Date());
  if (!isValid(day)) return INVALID_DATE_MESSAGE;
  return disableFuture && isAfter(day, endOfDay(new Date())) ? FUTURE_DATE_MESSAGE : undefined;
};

interface FilterDateFieldProps {
  label: string;
  /** The day as yyyy-mm-dd, or none. */
  value: string | undefined;
  /** A whole valid day, or undefined when cleared; a half-typed or refused day is not passed on. */
  onChange: (day: string | undefined) => void;
  disableFuture?: boolean;
  /**
   * The first day the calendar offers (yyyy-mm-dd). A day typed before it is still passed on, so that
   * the page can say why it shows nothing (`error`), as the invoice list's lookback does.
   */
  minDate?: string;
  /** The page's message about the value it holds, shown while the typed sections have none of their own. */
  error?: string | undefined;
}

/**
 * A report's date filter, typed or picked as MM/dd/yyyy like every date of the portal. Wide enough
 * for the whole date beside its clear and calendar buttons; a day it cannot use says why beneath.
 */
export const FilterDateField = ({ label, value, onChange, disableFuture = false, minDate, error }: FilterDateFieldProps) => {
  // Judged from the sections the user typed (MM, DD, YYYY) once they leave them (for the calendar
  // button or beyond), not from the picker's value or its errors: a half-typed day never becomes the
  // value, and while a year is typed digit by digit the picker reports each partial year (0002, 0020…).
  // Read once the key that moved the focus has been handled, so the last typed digit is in.
  const [message, setMessage] = useState<string | undefined>();
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next && event.currentTarget.contains(next) && next.getAttribute('role') === 'spinbutton') return;
    const field = event.currentTarget;
    setTimeout(() => {
      const sections = [...field.querySelectorAll('[role="spinbutton"]')].map((section) => section.textContent ?? '');
      setMessage(messageOfSections(sections, disableFuture));
    });
  };
  return (
    <Box onBlur={leave} sx={{ width: { xs: '100%', sm: 'auto' } }}>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <DatePicker
          label={label}
          format="MM/dd/yyyy"
          value={value ? parseISO(value) : null}
          disableFuture={disableFuture}
          {...(minDate ? { minDate: parseISO(minDate) } : {})}
          onChange={(date, context) => {
            const taken = date !== null && isValid(date) && (context.validationError === null || context.validationError === 'minDate');
            // A whole day taken (typed or picked from the calendar), or the field cleared: nothing is wrong.
            if (date === null || taken) setMessage(undefined);
            if (date === null) onChange(undefined);
            else if (taken) onChange(format(date, 'yyyy-MM-dd'));
          }}
          slotProps={{
            field: { clearable: true },
            textField: { size: 'small', error: Boolean(message ?? error), helperText: message ?? error, sx: { width: { xs: '100%', sm: 220 } } },
          }}
        />
      </LocalizationProvider>
    </Box>
  );
};
