import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Typography from '@mui/material/Typography';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import Logout from '@mui/icons-material/Logout';
import MailOutlined from '@mui/icons-material/MailOutlined';
import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { usePortalConfig } from '@/lib/config/portal-config-context';
import { formatPhone } from '@/lib/format-phone';
import { useSession } from '@/lib/session/session-context';
import { MenuEntry } from './menu-entry';
import { useMenu } from './use-menu';
import { WhatsNewDialog } from './whats-new-dialog';

/** The header's Profile & Help menu of SPEC.md §2. */
export const ProfileHelpMenu = ({ compact }: { compact: boolean }) => {
  const menu = useMenu();
  const config = usePortalConfig();
  const { contact, flags } = useSession();
  const [whatsNew, setWhatsNew] = useState(false);

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
          <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => menu.go('/profile')}>
            Update profile
          </Button>
        </Box>
        <Divider />
        <MenuEntry icon={MailOutlined} text="Contact Support" href={`mailto:${config.supportEmail}`} onClick={menu.close} />
        <MenuEntry icon={PhoneOutlined} text="Call us" secondary={formatPhone(config.supportPhone)} href={`tel:+1${config.supportPhone}`} onClick={menu.close} />
        <MenuEntry icon={FeedbackOutlined} text="Give Feedback" href={config.feedbackUrl} external onClick={menu.close} />
        {flags.announcementsWidget && (
          <MenuEntry
            icon={NewReleasesOutlined}
            text="What's New"
            onClick={() => {
              menu.close();
              setWhatsNew(true);
            }}
          />
        )}
        <Divider />
        {/* SPEC.md §2 words this one 'Log out' and the sidebar's 'Logout'. */}
        <MenuEntry icon={Logout} text="Log out" onClick={() => menu.go('/logout')} />
      </Menu>
      <WhatsNewDialog open={whatsNew} onClose={() => setWhatsNew(false)} />
    </>
  );
};
