import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type SvgIcon from '@mui/material/SvgIcon';

interface MenuEntryProps {
  icon: typeof SvgIcon;
  text: string;
  secondary?: string;
  /** A link (mailto:, tel:, another site) rather than an action. */
  href?: string;
  /** Opens the link in a new tab, without handing it this page. */
  external?: boolean;
  onClick: () => void;
}

/** One line of a profile menu (SPEC.md §2): a small icon before its text. */
export const MenuEntry = ({ icon: Icon, text, secondary, href, external = false, onClick }: MenuEntryProps) => {
  const content = (
    <>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={text} secondary={secondary} />
    </>
  );
  if (href === undefined) return <MenuItem onClick={onClick}>{content}</MenuItem>;
  return (
    <MenuItem component="a" href={href} onClick={onClick} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {content}
    </MenuItem>
  );
};
