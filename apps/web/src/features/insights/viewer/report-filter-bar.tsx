import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { InsightFilterOptions, ReportFilters } from '@portal/domain/api/insights';
import { FilterDateField } from '@/components/form-fields/filter-date-field';

interface ReportFilterBarProps {
  filters: ReportFilters;
  /** The range the report computed (the default window when the address names none). */
  range: { from: string | null; to: string | null } | undefined;
  dated: boolean;
  options: InsightFilterOptions | undefined;
  onChange: (change: Partial<ReportFilters>) => void;
}

const ALL = '';

const Choice = ({ label, value, all, options, onChange }: { label: string; value: string | undefined; all: string; options: { value: string; label: string }[]; onChange: (value: string | undefined) => void }) => (
  <TextField select size="small" label={label} value={value ?? ALL} onChange={(event) => onChange(event.target.value || undefined)} sx={{ minWidth: 180 }}>
    <MenuItem value={ALL}>{all}</MenuItem>
    {options.map((option) => (
      <MenuItem key={option.value} value={option.value}>
        {option.label}
      </MenuItem>
    ))}
  </TextField>
);

/** The report's filters (issue 16): a date range (the portal's date picker), a hospital, a unit and a title. */
export const ReportFilterBar = ({ filters, range, dated, options, onChange }: ReportFilterBarProps) => (
  <Box component="section" aria-label="Report filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
    {dated && (
      <>
        <FilterDateField label="From" value={filters.from ?? range?.from ?? undefined} onChange={(from) => onChange({ from })} />
        <FilterDateField label="To" value={filters.to ?? range?.to ?? undefined} onChange={(to) => onChange({ to })} />
      </>
    )}
    <Choice
      label="Hospital"
      all="All Hospitals"
      value={filters.hospitalId}
      options={(options?.hospitals ?? []).map((h) => ({ value: h.id, label: h.name }))}
      onChange={(hospitalId) => onChange({ hospitalId })}
    />
    <Choice label="Unit" all="All Units" value={filters.unit} options={(options?.units ?? []).map((u) => ({ value: u, label: u }))} onChange={(unit) => onChange({ unit })} />
    <Choice label="Title" all="All Titles" value={filters.title} options={(options?.titles ?? []).map((t) => ({ value: t, label: t }))} onChange={(title) => onChange({ title })} />
  </Box>
);
