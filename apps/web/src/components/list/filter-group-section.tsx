import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { SEARCH_MAX } from '@portal/domain/limits';
import { NO_RESULTS } from '@portal/domain/messages';
import { SearchBox } from './search-box';
import type { FilterGroup } from './filter-selection';

/** Past this many options a group gets its own search and scrolls inside a fixed height. */
export const SEARCHABLE_GROUP_MIN = 8;

interface FilterGroupSectionProps {
  group: FilterGroup;
  selected: readonly string[];
  onToggle: (value: string) => void;
}

/** One group of the filter drawer: its options as checkboxes, each with its count of matches. */
export const FilterGroupSection = ({ group, selected, onToggle }: FilterGroupSectionProps) => {
  const [query, setQuery] = useState('');
  const headingId = useId();
  const long = group.options.length > SEARCHABLE_GROUP_MIN;
  const needle = query.toLocaleLowerCase();
  const shown = needle ? group.options.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : group.options;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 1 }}>
        {group.label}
        {selected.length > 0 && (
          <>
            {' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({selected.length} selected)
            </Typography>
          </>
        )}
      </Typography>
      {long && (
        <Box sx={{ mb: 1 }}>
          {/* Narrows the options as the user types; Enter is not needed here. */}
          <SearchBox label={`Search ${group.label}`} value={query} onSubmit={setQuery} debounceMs={0} maxLength={SEARCH_MAX} fullWidth />
        </Box>
      )}
      <FormGroup role="group" aria-labelledby={headingId} sx={long ? { maxHeight: 240, overflowY: 'auto', flexWrap: 'nowrap' } : undefined}>
        {shown.map((option) => (
          <FormControlLabel
            key={option.value}
            control={<Checkbox size="small" checked={selected.includes(option.value)} onChange={() => onToggle(option.value)} />}
            label={
              <>
                {option.label}
                {option.count !== undefined && (
                  <>
                    {' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      ({option.count})
                    </Typography>
                  </>
                )}
              </>
            }
          />
        ))}
        {shown.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {NO_RESULTS}
          </Typography>
        )}
      </FormGroup>
    </Box>
  );
};
