import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LoginContact } from '@portal/domain/api/platform';

const lastLogin = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US') : 'N/A');

/** What the user cannot change here: e-mail, role, network, last sign-in. */
export const ProfileDetails = ({ contact }: { contact: LoginContact }) => {
  const rows: [string, string][] = [
    ['Email', contact.email],
    ['User Type', contact.userType],
    ['Network', contact.networkName ?? 'Internal'],
    ['Last Login', lastLogin(contact.lastLoginDate)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, gap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
