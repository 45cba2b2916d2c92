import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Hospital } from '@/lib/session/session-context';

const ALL = 'all';

interface HospitalFilterProps {
  hospitals: readonly Hospital[];
  value: string | undefined;
  onChange: (hospitalId: string | undefined) => void;
  /** Head count per hospital, shown beside each name (hospital-counts flag). */
  counts?: ReadonlyMap<string, number>;
}

/** The Hospital filter of network users with more than one hospital. */
export const HospitalFilter = ({ hospitals, value, onChange, counts }: HospitalFilterProps) => {
  const label = (hospital: Hospital) => {
    const count = counts?.get(hospital.hospitalId);
    return count === undefined ? hospital.name : `${hospital.name} (${count})`;
  };
  return (
    <TextField
      select
      size="small"
      label="Hospital"
      value={value && hospitals.some((h) => h.hospitalId === value) ? value : ALL}
      onChange={(event) => onChange(event.target.value === ALL ? undefined : event.target.value)}
      sx={{ minWidth: 240, maxWidth: '100%' }}
    >
      <MenuItem value={ALL}>All Hospitals</MenuItem>
      {hospitals.map((hospital) => (
        <MenuItem key={hospital.hospitalId} value={hospital.hospitalId}>
          {label(hospital)}
        </MenuItem>
      ))}
    </TextField>
  );
};
