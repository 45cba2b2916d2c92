import { format, parseISO } from 'date-fns';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { NotificationItem } from '@portal/domain/api/notifications';

interface NotificationRowProps {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
  onClear: (item: NotificationItem) => void;
}

/** Read by screen readers, not shown: the dot says the same to the eye. */
const SCREEN_READER_ONLY = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** One notification: text, time and an unread mark; the row opens it, the cross clears it. */
export const NotificationRow = ({ item, onOpen, onClear }: NotificationRowProps) => (
  <ListItem
    disablePadding
    divider
    secondaryAction={
      <IconButton edge="end" aria-label={`Clear notification: ${item.notificationText}`} onClick={() => onClear(item)} size="small">
        <CloseIcon fontSize="small" />
      </IconButton>
    }
  >
    <ListItemButton onClick={() => onOpen(item)} sx={{ alignItems: 'flex-start', gap: 1, pr: 6 }}>
      <Box
        aria-hidden
        sx={{ mt: 0.75, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: item.wasRead ? 'transparent' : 'primary.main' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: item.wasRead ? 400 : 700, overflowWrap: 'anywhere' }}>
          {!item.wasRead && <Box component="span" sx={SCREEN_READER_ONLY}>Unread: </Box>}
          {item.notificationText}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={item.createdDate}>
          {format(parseISO(item.createdDate), 'MM/dd/yyyy h:mm a')}
        </Typography>
      </Box>
    </ListItemButton>
  </ListItem>
);
