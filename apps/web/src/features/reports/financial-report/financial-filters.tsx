import { format, parseISO } from 'date-fns';
import Stack from '@mui/material/Stack';
import type { FinanceReportFilters, FinancialReportRequest } from '@portal/domain/api/reports';
import { INVOICE_SEARCH_DEBOUNCE_MS, INVOICE_SEARCH_MAX } from '@portal/domain/limits';
import { FilterDateField } from '@/components/form-fields/filter-date-field';
import { SearchBox } from '@/components/list/search-box';
import { StatusSelect } from '@/components/list/status-select';

interface FinancialFiltersProps {
  request: FinancialReportRequest;
  options: FinanceReportFilters | undefined;
  onChange: (change: Partial<FinancialReportRequest>) => void;
}

const monthLabel = (month: string) => format(parseISO(`${month}-01`), 'MMMM yyyy');

/** The financial report request of SPEC.md §3: date range, facilities, months, units and clinician name. */
export const FinancialFilters = ({ request, options, onChange }: FinancialFiltersProps) => (
  <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 2, alignItems: { md: 'flex-start' } }}>
    <FilterDateField label="Start Date" value={request.startDate} disableFuture onChange={(startDate) => onChange({ startDate })} />
    <FilterDateField label="End Date" value={request.endDate} disableFuture onChange={(endDate) => onChange({ endDate })} />
    <StatusSelect
      multiple
      label="Facilities"
      emptyLabel="All Facilities"
      options={(options?.facilities ?? []).map((f) => ({ value: f.id, label: f.label }))}
      value={request.facilityIds ?? []}
      onChange={(facilityIds) => onChange({ facilityIds })}
    />
    <StatusSelect
      multiple
      label="Months"
      emptyLabel="All Months"
      options={(options?.months ?? []).map((m) => ({ value: m, label: monthLabel(m) }))}
      value={request.months ?? []}
      onChange={(months) => onChange({ months })}
    />
    <StatusSelect
      multiple
      label="Units"
      emptyLabel="All Units"
      options={(options?.units ?? []).map((u) => ({ value: u, label: u }))}
      value={request.units ?? []}
      onChange={(units) => onChange({ units })}
    />
    <SearchBox
      label="Clinician Name"
      value={request.travelerName ?? ''}
      maxLength={INVOICE_SEARCH_MAX}
      debounceMs={INVOICE_SEARCH_DEBOUNCE_MS}
      onSubmit={(travelerName) => onChange({ travelerName: travelerName || undefined })}
    />
  </Stack>
);
