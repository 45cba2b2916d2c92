import { useState } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { can } from '@portal/domain/access/access-rule';
import { UNIT_MANAGER_NAME_MAX, type CurrentAssignment } from '@portal/domain/api/assignment-details';
import { DetailItem } from '@/components/details-section';
import { useSession } from '@/lib/session/session-context';
import { useUnitManagers } from '../../api/get-unit-managers';
import { useSaveUnitManager } from '../../api/save-unit-manager';

/** SPEC.md §5 hint, exactly as written. */
export const UNIT_MANAGER_HINT = 'Select or add a new Unit Manager';

interface ManagerOption {
  name: string;
  /** The typed name, offered as 'Add "name"' because no manager has it yet. */
  isNew: boolean;
}

const filterManagers = createFilterOptions<ManagerOption>();

const nameOf = (option: ManagerOption | string) => (typeof option === 'string' ? option : option.name);

/**
 * Pick one of the hospital's unit managers or add a new one. Without EditUnitManager it is plain
 * text, as Notes and Reference ID are for those who may not change them.
 */
export const UnitManagerField = ({ assignment }: { assignment: CurrentAssignment }) => {
  const { subject } = useSession();
  const allowed = can(subject, 'EditUnitManager');
  const managers = useUnitManagers(assignment.dealId, allowed);
  const save = useSaveUnitManager(assignment);
  const saved = assignment.unitManager ?? '';
  const [draft, setDraft] = useState(saved);
  const [shown, setShown] = useState(saved);
  if (saved !== shown) {
    setShown(saved);
    setDraft(saved);
  }

  if (!allowed) return <DetailItem label="Unit Manager" value={assignment.unitManager} />;

  const options: ManagerOption[] = (managers.data ?? []).map((name) => ({ name, isNew: false }));
  const typed = draft.trim();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <Autocomplete<ManagerOption, false, false, true>
        freeSolo
        fullWidth
        options={options}
        loading={managers.isFetching}
        inputValue={draft}
        onInputChange={(_event, value) => setDraft(value)}
        value={saved || null}
        onChange={(_event, value) => setDraft(value ? nameOf(value) : '')}
        getOptionLabel={nameOf}
        isOptionEqualToValue={(option, value) => option.name === nameOf(value)}
        filterOptions={(all, state) => {
          const filtered = filterManagers(all, state);
          const text = state.inputValue.trim();
          const known = all.some((option) => option.name.toLowerCase() === text.toLowerCase());
          return text && !known ? [...filtered, { name: text, isNew: true }] : filtered;
        }}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            {option.isNew ? `Add "${option.name}"` : option.name}
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Unit Manager"
            helperText={UNIT_MANAGER_HINT}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: UNIT_MANAGER_NAME_MAX } }}
          />
        )}
      />
      <Button
        variant="contained"
        onClick={() => save.mutate(typed)}
        disabled={!typed || typed === saved || save.isPending}
        loading={save.isPending}
      >
        Save Unit Manager
      </Button>
    </Box>
  );
};
