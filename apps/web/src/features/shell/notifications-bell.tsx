import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { NO_RESULTS } from '@portal/domain/messages';
import { useMenu } from './use-menu';

/**
 * The header's notifications bell. The notifications feature supplies the panel's list; until then
 * the panel shows its empty state.
 */
export const NotificationsBell = () => {
  const menu = useMenu();
  return (
    <>
      <IconButton color="inherit" aria-label="Notifications" {...menu.buttonProps}>
        <NotificationsOutlined />
      </IconButton>
      <Popover
        id={menu.menuProps.id}
        open={menu.open}
        anchorEl={menu.anchor}
        onClose={menu.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ p: 2, width: 320, maxWidth: '90vw' }} role="region" aria-label="Notifications panel">
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            Notifications
          </Typography>
          <Typography color="text.secondary">{NO_RESULTS}</Typography>
        </Box>
      </Popover>
    </>
  );
};
