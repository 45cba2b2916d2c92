import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import type { JobForm } from '@portal/domain/jobs/job-form';
import { SelectField } from '@/components/form-fields/select-field';
import type { HospitalLookup } from './use-job-form-lookups';

interface HospitalLookupSelectProps {
  control: Control<JobForm>;
  name: 'unitId' | 'approverId';
  label: string;
  lookup: HospitalLookup;
  disabled?: boolean;
}

export const lookupFailedMessage = (label: string) => `The ${label.toLowerCase()} options could not be loaded.`;

/**
 * A select whose options follow the hospital chosen: disabled while they load, and when they fail,
 * the failure shows under this field with a retry rather than taking the whole form away.
 */
export const HospitalLookupSelect = ({ control, name, label, lookup, disabled = false }: HospitalLookupSelectProps) => (
  <Box>
    <SelectField control={control} name={name} label={label} options={lookup.options} disabled={disabled || lookup.loading} />
    {lookup.failed && (
      <FormHelperText component="div" error sx={{ mx: 1.75, display: 'flex', alignItems: 'center', gap: 1 }}>
        <span role="alert">{lookupFailedMessage(label)}</span>
        <Button size="small" onClick={lookup.retry}>
          Retry
        </Button>
      </FormHelperText>
    )}
  </Box>
);
