import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NOT_AVAILABLE } from '@/lib/display-format';

/** A details value that is a list of names (certifications, licences): one a line, or N/A when there are none. */
export const NameList = ({ names }: { names: readonly string[] }) =>
  names.length === 0 ? (
    <Typography color="text.secondary">{NOT_AVAILABLE}</Typography>
  ) : (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </Box>
  );
