import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { CoveredUnit } from '@portal/domain/api/notifications';

interface Props {
  /** Names the group for assistive technology ("Units you follow"). */
  label: string;
  units: readonly CoveredUnit[];
  /** Whether a unit is ticked now: the saved state with the unsaved changes over it. */
  covers: (unit: CoveredUnit) => boolean;
  onChange: (unit: CoveredUnit, covers: boolean) => void;
  disabled?: boolean;
}

/** The units a user may follow, a checkbox each, under their hospital's name (docs/decisions/0130). */
export const UnitCoverageChecklist = ({ label, units, covers, onChange, disabled = false }: Props) => {
  const hospitals = [...new Map(units.map((unit) => [unit.hospitalId, unit.hospitalName])).entries()];
  if (units.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No units to follow.
      </Typography>
    );
  }
  return (
    <Box role="group" aria-label={label} sx={{ maxHeight: 260, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
      {hospitals.map(([hospitalId, hospitalName]) => (
        <Box key={hospitalId} sx={{ '&:not(:first-of-type)': { mt: 1 } }}>
          <Typography variant="subtitle2" component="p">
            {hospitalName}
          </Typography>
          <FormGroup role="group" aria-label={hospitalName}>
            {units
              .filter((unit) => unit.hospitalId === hospitalId)
              .map((unit) => (
                <FormControlLabel
                  key={unit.unitId}
                  label={unit.unitName}
                  disabled={disabled}
                  control={<Checkbox size="small" checked={covers(unit)} onChange={(event) => onChange(unit, event.target.checked)} />}
                />
              ))}
          </FormGroup>
        </Box>
      ))}
    </Box>
  );
};
