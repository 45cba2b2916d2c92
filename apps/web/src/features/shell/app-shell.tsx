import { useMemo, useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import type { PortalRoute } from '@portal/domain/access/routes';
import { decisionCountsText } from '@portal/domain/decisions/decision-rules';
import { usePortalConfig } from '@/lib/config/portal-config-context';
import { useMyDecisions } from '@/lib/my-decisions/get-my-decisions';
import { useSession } from '@/lib/session/session-context';
import { usePlatformAccess } from './api/get-platform-access';
import { Breadcrumbs } from './breadcrumbs/breadcrumbs';
import { showsBreadcrumbs } from './breadcrumbs/breadcrumb-trail';
import { navGroups } from './sidebar/nav-groups';
import { PRODUCT_NAME } from './sidebar/product-mark';
import { ProfileHelpMenu } from './menus/profile-help-menu';
import { Sidebar } from './sidebar/sidebar';
import { SidebarProfileMenu } from './menus/sidebar-profile-menu';

const DRAWER_WIDTH = 264;
const NO_PLATFORM_PERMISSIONS: ReadonlySet<string> = new Set();

type ShellVariant = 'new' | 'classic';

interface AppShellProps {
  route: PortalRoute;
  /** The new shell (new-dashboard flag) shows breadcrumbs. */
  variant: ShellVariant;
  /** Shown at the start of the header (the network switcher). */
  headerStart?: ReactNode;
  /** Shown before the Profile & Help menu (the notifications bell, from its own feature). */
  headerEnd?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every signed-in page: sidebar (a drawer on phones), header, breadcrumbs, content.
 * A printed page is its content only: the frame is hidden in print.
 */
export const AppShell = ({ route, variant, headerStart, headerEnd, children }: AppShellProps) => {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { subject } = useSession();
  const { shiftsSiteUrl } = usePortalConfig();
  const platform = usePlatformAccess().data;
  const groups = useMemo(
    () =>
      navGroups({
        subject,
        platformPermissions: platform ? new Set(platform.permissions) : NO_PLATFORM_PERMISSIONS,
        platformRoleId: platform?.roleId ?? null,
        shiftsSiteUrl,
      }),
    [subject, shiftsSiteUrl, platform],
  );
  const decisions = useMyDecisions(!mobile || drawerOpen).data;
  const notes = useMemo(() => (decisions ? { myDecisions: decisionCountsText(decisions.counts) } : {}), [decisions]);
  const closeDrawer = () => setDrawerOpen(false);
  const sidebar = (
    <Sidebar
      groups={groups}
      notes={notes}
      onNavigate={mobile ? closeDrawer : undefined}
      footer={<SidebarProfileMenu onNavigate={closeDrawer} />}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link href="#main-content" sx={skipLinkSx}>
        Skip to main content
      </Link>
      {mobile ? (
        <Drawer variant="temporary" open={drawerOpen} onClose={closeDrawer} slotProps={{ paper: { sx: { width: DRAWER_WIDTH, overflow: 'hidden' } } }}>
          {sidebar}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          open
          sx={{ width: DRAWER_WIDTH, flexShrink: 0, displayPrint: 'none' }}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH, overflow: 'hidden' } } }}
        >
          {sidebar}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', displayPrint: 'none' }}>
          {/* One tree at every width (the switcher keeps its state); on phones it wraps to a second row. */}
          <Toolbar sx={{ gap: 1, flexWrap: 'wrap', alignContent: 'center', py: { xs: headerStart ? 0.5 : 0, md: 0 } }}>
            {mobile && (
              <IconButton edge="start" aria-label="Open navigation" onClick={() => setDrawerOpen(true)}>
                <MenuIcon />
              </IconButton>
            )}
            {mobile && <Typography sx={{ fontWeight: 700, color: 'primary.main', flex: 1 }}>{PRODUCT_NAME}</Typography>}
            <Box
              sx={{
                order: { xs: 1, md: 0 },
                flex: { xs: '1 0 100%', md: 1 },
                minWidth: 0,
                display: headerStart ? 'flex' : { xs: 'none', md: 'flex' },
                alignItems: 'center',
              }}
            >
              {headerStart}
            </Box>
            {headerEnd}
            <ProfileHelpMenu compact={mobile} />
          </Toolbar>
        </AppBar>
        <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 }, outline: 'none' }}>
          {variant === 'new' && !mobile && showsBreadcrumbs(route) && <Breadcrumbs route={route} />}
          {children}
        </Box>
      </Box>
    </Box>
  );
};

const skipLinkSx = {
  position: 'absolute',
  left: -9999,
  zIndex: 2000,
  '&:focus': { left: 8, top: 8, p: 1, bgcolor: 'background.paper' },
  displayPrint: 'none',
} as const;
