import { useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Logout from '@mui/icons-material/Logout';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import { usePortalConfig } from '@/lib/config/portal-config-context';
import { useSession } from '@/lib/session/session-context';
import { useMenu } from './use-menu';

/** The sidebar footer's profile menu of SPEC.md §2. */
export const SidebarProfileMenu = ({ onNavigate }: { onNavigate?: () => void }) => {
  const menu = useMenu();
  const navigate = useNavigate();
  const config = usePortalConfig();
  const { contact, userType } = useSession();
  const name = `${contact.firstName} ${contact.lastName}`;
  const go = (path: string) => {
    menu.close();
    onNavigate?.();
    void navigate(path);
  };
  const external = { target: '_blank', rel: 'noopener noreferrer', onClick: menu.close };

  return (
    <>
      <ButtonBase
        {...menu.buttonProps}
        aria-label={`Profile menu for ${name}`}
        sx={{ width: '100%', justifyContent: 'flex-start', gap: 1.5, p: 1, borderRadius: 1, textAlign: 'left' }}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: '0.9rem' }} aria-hidden>
          {`${contact.firstName.charAt(0)}${contact.lastName.charAt(0)}`}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600, fontSize: '0.9rem' }}>
            {name}
          </Typography>
          <Typography noWrap variant="body2" color="text.secondary" sx={{ fontSize: '0.8rem' }}>
            {userType?.name ?? contact.userType}
          </Typography>
        </Box>
      </ButtonBase>
      <Menu {...menu.menuProps} anchorOrigin={{ vertical: 'top', horizontal: 'left' }} transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <MenuItem onClick={() => go('/profile')}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>View Profile</ListItemText>
        </MenuItem>
        <MenuItem component="a" href={`mailto:${config.supportEmail}`} onClick={menu.close}>
          <ListItemIcon>
            <MailOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Contact Support</ListItemText>
        </MenuItem>
        <MenuItem component="a" href={config.feedbackUrl} {...external}>
          <ListItemIcon>
            <FeedbackOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Give Feedback</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => go('/logout')}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>Logout</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem component="a" href={config.termsUrl} {...external}>
          <ListItemIcon>
            <GavelOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Terms of Use</ListItemText>
        </MenuItem>
        <MenuItem component="a" href={config.privacyUrl} {...external}>
          <ListItemIcon>
            <PrivacyTipOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Privacy Policy</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
