import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import Typography from '@mui/material/Typography';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Logout from '@mui/icons-material/Logout';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import { usePortalConfig } from '@/lib/config/portal-config-context';
import { useSession } from '@/lib/session/session-context';
import { MenuEntry } from './menu-entry';
import { useMenu } from './use-menu';

/** The sidebar footer's profile menu of SPEC.md §2. */
export const SidebarProfileMenu = ({ onNavigate }: { onNavigate?: () => void }) => {
  const menu = useMenu(onNavigate);
  const config = usePortalConfig();
  const { contact, userType } = useSession();
  const name = `${contact.firstName} ${contact.lastName}`;

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
        <MenuEntry icon={PersonOutlined} text="View Profile" onClick={() => menu.go('/profile')} />
        <MenuEntry icon={MailOutlined} text="Contact Support" href={`mailto:${config.supportEmail}`} onClick={menu.close} />
        <MenuEntry icon={FeedbackOutlined} text="Give Feedback" href={config.feedbackUrl} external onClick={menu.close} />
        {/* SPEC.md §2 words this one 'Logout' and the header's 'Log out'. */}
        <MenuEntry icon={Logout} text="Logout" onClick={() => menu.go('/logout')} />
        <Divider />
        <MenuEntry icon={GavelOutlined} text="Terms of Use" href={config.termsUrl} external onClick={menu.close} />
        <MenuEntry icon={PrivacyTipOutlined} text="Privacy Policy" href={config.privacyUrl} external onClick={menu.close} />
      </Menu>
    </>
  );
};
