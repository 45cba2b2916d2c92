import { Link as RouterLink } from 'react-router';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PortalRoute } from '@portal/domain/access/routes';
import { useSession } from '@/lib/session/session-context';
import { breadcrumbTrail } from './breadcrumb-trail';

export const Breadcrumbs = ({ route }: { route: PortalRoute }) => {
  const { flags } = useSession();
  return (
    <MuiBreadcrumbs aria-label="Breadcrumb" sx={{ mb: 2, displayPrint: 'none' }}>
      {breadcrumbTrail(route, flags).map((crumb) =>
        crumb.path ? (
          <Link key={crumb.path} component={RouterLink} to={crumb.path} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key="current" color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
};
