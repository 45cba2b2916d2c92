import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { NotificationItem } from '@portal/domain/api/notifications';
import { NO_RESULTS } from '@portal/domain/messages';
import { COVERAGE_NOTIFICATION_KIND } from '@portal/domain/notifications/notification-kinds';
import { useSession } from '@/lib/session/session-context';
import { useClearAllNotifications, useClearNotification } from '../api/clear-notifications';
import { useNotifications } from '../api/get-notifications';
import { useMarkAsRead } from '../api/mark-as-read';
import { ClearAllControl } from './clear-all-control';
import { useLiveNotifications } from '../live/use-live-notifications';
import { NotificationPreferencesDialog } from '../preferences/notification-preferences-dialog';
import { filterCandidatesToReadyForReview, notificationTarget } from './open-notification';
import { NotificationRow } from './notification-row';

/**
 * The header's bell (SPEC.md §2): the unread count, and a panel listing the notifications newest
 * first. Opening one marks it read, sets the candidate filter to Ready for Review and goes to what it
 * is about (SPEC.md §4); each can be cleared, and Clear All clears all once confirmed.
 */
export const NotificationsBell = () => {
  const { network, flags } = useSession();
  useLiveNotifications(network?.hospitalNetworkId);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const { data: items = [] } = useNotifications();
  const markRead = useMarkAsRead();
  const clearOne = useClearNotification();
  const clearAll = useClearAllNotifications();
  const unread = items.filter((item) => !item.wasRead).length;
  const close = () => setAnchor(null);
  // A cleared row (or the disabled Clear All) held the focus: it goes to the panel's heading, so
  // the keyboard stays in the panel and Escape still closes it.
  const heading = useRef<HTMLHeadingElement>(null);
  const keepFocusInPanel = () => heading.current?.focus();

  const open = (item: NotificationItem) => {
    if (!item.wasRead) markRead.mutate(item.notificationReceiptId);
    if (item.notificationSubType === COVERAGE_NOTIFICATION_KIND) {
      close();
      setPreferencesOpen(true);
      return;
    }
    filterCandidatesToReadyForReview();
    close();
    void navigate(notificationTarget(item, flags));
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { width: { xs: 'calc(100vw - 16px)', sm: 380 }, maxHeight: '70vh' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
          <Typography ref={heading} tabIndex={-1} variant="h3" component="h2" sx={{ flex: 1, outline: 'none' }}>
            Notifications
          </Typography>
          <ClearAllControl
            count={items.length}
            onConfirm={() => {
              keepFocusInPanel();
              clearAll.mutate(undefined);
            }}
          />
          <IconButton size="small" aria-label="Notification preferences" onClick={() => setPreferencesOpen(true)}>
            <SettingsOutlined fontSize="small" />
          </IconButton>
        </Box>
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {NO_RESULTS}
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Notifications, newest first">
            {items.map((item) => (
              <NotificationRow key={item.notificationReceiptId} item={item} onOpen={open} onClear={(row) => {
                  keepFocusInPanel();
                  clearOne.mutate(row.notificationReceiptId);
                }} />
            ))}
          </List>
        )}
      </Popover>
      {preferencesOpen && <NotificationPreferencesDialog onClose={() => setPreferencesOpen(false)} />}
    </>
  );
};
