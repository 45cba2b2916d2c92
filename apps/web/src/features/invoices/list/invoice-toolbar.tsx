import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { FacilityOption } from '@portal/domain/api/invoices';
import { INVOICE_DATE_TOO_OLD, invoiceLookbackStart } from '@portal/domain/invoices/invoice-rules';
import { INVOICE_SEARCH_DEBOUNCE_MS, INVOICE_SEARCH_MAX } from '@portal/domain/limits';
import { INVOICE_SORT_OPTIONS } from '@portal/domain/lists/sort-options';
import { FilterDateField } from '@/components/form-fields/filter-date-field';
import { SearchBox } from '@/components/list/search-box';
import { SortMenu } from '@/components/list/sort-menu';
import { dateTooOld, type InvoiceListState } from './invoice-list-state';

interface InvoiceToolbarProps {
  state: InvoiceListState;
  facilities: readonly FacilityOption[];
  /** Changes the given controls and goes back to the first page. */
  onChange: (change: Partial<InvoiceListState>) => void;
}

/** The invoice list's controls of SPEC.md §2: search, date, facility, Include Paid and sort. */
export const InvoiceToolbar = ({ state, facilities, onChange }: InvoiceToolbarProps) => (
  <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap', rowGap: 2 }}>
    <SearchBox
      label="Search by Name or Invoice #"
      value={state.search}
      maxLength={INVOICE_SEARCH_MAX}
      debounceMs={INVOICE_SEARCH_DEBOUNCE_MS}
      onSubmit={(search) => onChange({ search })}
    />
    <FilterDateField
      label="Invoice Date"
      value={state.date || undefined}
      minDate={invoiceLookbackStart()}
      disableFuture
      error={dateTooOld(state) ? INVOICE_DATE_TOO_OLD : undefined}
      onChange={(date) => onChange({ date: date ?? '' })}
    />
    <TextField
      select
      size="small"
      label="Facility"
      value={facilities.some((f) => f.id === state.facility) ? state.facility : ''}
      onChange={(event) => onChange({ facility: event.target.value })}
      sx={{ width: { xs: '100%', md: 260 } }}
    >
      {facilities.map((facility) => (
        <MenuItem key={facility.id} value={facility.id}>
          {facility.label}
        </MenuItem>
      ))}
    </TextField>
    <FormControlLabel
      control={<Switch checked={state.includePaid} onChange={(event) => onChange({ includePaid: event.target.checked })} />}
      label="Include Paid"
    />
    <SortMenu options={INVOICE_SORT_OPTIONS} value={state.sort} onChange={(sort) => onChange({ sort })} />
  </Stack>
);
