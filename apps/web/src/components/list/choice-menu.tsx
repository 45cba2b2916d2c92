import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import Menu from '@mui/material/Menu';
import MenuList from '@mui/material/MenuList';
import Typography from '@mui/material/Typography';
import { useSmallScreen } from './use-small-screen';

/** Open state and ARIA wiring of a button that opens a ChoiceMenu. */
export const useChoiceMenu = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const open = anchor !== null;
  return {
    open,
    close: () => setAnchor(null),
    buttonProps: {
      id: `${id}-button`,
      'aria-haspopup': 'menu' as const,
      'aria-controls': open ? `${id}-menu` : undefined,
      'aria-expanded': open,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menuProps: { id: `${id}-menu`, buttonId: `${id}-button`, anchor, open, onClose: () => setAnchor(null) },
  };
};

interface ChoiceMenuProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  /** Heading of the bottom sheet, which has no button beside it to explain it. */
  title: string;
  /** MenuItems. */
  children: ReactNode;
}

/**
 * A menu under its button on desktop; a bottom sheet on phones (SPEC.md §2: mobile sort and
 * download use a bottom sheet), where a small floating menu is hard to reach with a thumb.
 */
export const ChoiceMenu = ({ id, buttonId, anchor, open, onClose, title, children }: ChoiceMenuProps) => {
  const small = useSmallScreen();
  const titleId = `${id}-title`;
  if (!small) {
    return (
      <Menu id={id} anchorEl={anchor} open={open} onClose={onClose} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {children}
      </Menu>
    );
  }
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, pb: 1 } },
      }}
    >
      <Typography id={titleId} variant="h3" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
        {title}
      </Typography>
      <MenuList id={id} autoFocusItem aria-labelledby={titleId}>
        {children}
      </MenuList>
    </Drawer>
  );
};
