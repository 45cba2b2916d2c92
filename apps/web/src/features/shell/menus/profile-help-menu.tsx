import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import Logout from '@mui/icons-material/Logout';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined';
import { usePortalConfig } from '@/lib/config/portal-config-context';
import { formatPhone } from '@/lib/format-phone';
import { useSession } from '@/lib/session/session-context';
import { useMenu } from './use-menu';
import { WhatsNewDialog } from './whats-new-dialog';

/** The header's Profile & Help menu of SPEC.md §2. */
export const ProfileHelpMenu = ({ compact }: { compact: boolean }) => {
  const menu = useMenu();
  const navigate = useNavigate();
  const config = usePortalConfig();
  const { contact, flags } = useSession();
  const [whatsNew, setWhatsNew] = useState(false);
  const go = (path: string) => {
    menu.close();
    void navigate(path);
  };

  return (
    <>
      {compact ? (
        <IconButton color="inherit" aria-label="Profile & Help" {...menu.buttonProps}>
          <HelpOutlined />
        </IconButton>
      ) : (
        <Button color="inherit" startIcon={<HelpOutlined />} {...menu.buttonProps}>
          Profile & Help
        </Button>
      )}
      <Menu {...menu.menuProps}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{`${contact.firstName} ${contact.lastName}`}</Typography>
          <Typography variant="body2" color="text.secondary">
            {contact.email}
          </Typography>
          <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => go('/profile')}>
            Update profile
          </Button>
        </Box>
        <Divider />
        <MenuItem component="a" href={`mailto:${config.supportEmail}`} onClick={menu.close}>
          <ListItemIcon>
            <MailOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Contact Support</ListItemText>
        </MenuItem>
        <MenuItem component="a" href={`tel:+1${config.supportPhone}`} onClick={menu.close}>
          <ListItemIcon>
            <PhoneOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Call us" secondary={formatPhone(config.supportPhone)} />
        </MenuItem>
        <MenuItem component="a" href={config.feedbackUrl} target="_blank" rel="noopener noreferrer" onClick={menu.close}>
          <ListItemIcon>
            <FeedbackOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Give Feedback</ListItemText>
        </MenuItem>
        {flags.announcementsWidget && (
          <MenuItem
            onClick={() => {
              menu.close();
              setWhatsNew(true);
            }}
          >
            <ListItemIcon>
              <NewReleasesOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{"What's New"}</ListItemText>
          </MenuItem>
        )}
        <Divider />
        <MenuItem onClick={() => go('/logout')}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>Log out</ListItemText>
        </MenuItem>
      </Menu>
      <WhatsNewDialog open={whatsNew} onClose={() => setWhatsNew(false)} />
    </>
  );
};
