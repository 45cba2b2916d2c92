import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { InsightField } from '@portal/domain/insights/insight-datasets';

interface FieldChecklistProps {
  legend: string;
  fields: readonly InsightField[];
  chosen: readonly string[];
  error: string | undefined;
  onChange: (chosen: string[]) => void;
}

/** A dataset's fields as checkboxes: the chosen ones keep the dataset's order (the first group-by is the chart's x axis). */
export const FieldChecklist = ({ legend, fields, chosen, error, onChange }: FieldChecklistProps) => {
  const toggle = (id: string, on: boolean) => onChange(fields.map((f) => f.id).filter((fieldId) => (fieldId === id ? on : chosen.includes(fieldId))));
  return (
    <FormControl component="fieldset" error={Boolean(error)} variant="standard">
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup row>
        {fields.map((field) => (
          <FormControlLabel
            key={field.id}
            label={field.label}
            control={<Checkbox checked={chosen.includes(field.id)} onChange={(event) => toggle(field.id, event.target.checked)} />}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
};
