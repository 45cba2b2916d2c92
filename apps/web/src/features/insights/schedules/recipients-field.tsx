import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Colleague } from '@portal/domain/api/report-schedules';
import { COLLEAGUE_SEARCH_MAX, REPORT_SCHEDULE_RECIPIENTS_MAX } from '@portal/domain/limits';
import { useScheduleColleagues } from '../api/get-schedule-colleagues';

interface RecipientsFieldProps {
  value: Colleague[];
  onChange: (recipients: Colleague[]) => void;
  error?: string | undefined;
}

/** Colleagues of the network, found by name or e-mail as the user types. */
export const RecipientsField = ({ value, onChange, error }: RecipientsFieldProps) => {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const colleagues = useScheduleColleagues(search.trim(), open);
  return (
    <Autocomplete<Colleague, true>
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={colleagues.data ?? []}
      loading={colleagues.isFetching}
      value={value}
      onChange={(_event, next) => onChange(next.slice(0, REPORT_SCHEDULE_RECIPIENTS_MAX))}
      inputValue={search}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setSearch(next);
      }}
      // The server already matched the search; the options are its answer.
      filterOptions={(options) => options}
      getOptionLabel={(colleague) => colleague.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={({ key, ...props }, colleague) => (
        <li key={key} {...props}>
          {colleague.name} ({colleague.email})
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Recipients"
          required
          error={Boolean(error)}
          helperText={error ?? 'Colleagues of your hospital network, by name or e-mail.'}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: COLLEAGUE_SEARCH_MAX } }}
        />
      )}
    />
  );
};
