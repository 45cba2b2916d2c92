import { useId, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Open state and ARIA wiring of one button-and-menu pair, and `go`, which closes the menu (and what
 * holds it, through `onNavigate`) before opening a page.
 */
export const useMenu = (onNavigate?: () => void) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const id = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  return {
    close,
    go: (path: string) => {
      close();
      onNavigate?.();
      void navigate(path);
    },
    buttonProps: {
      id: `${id}-button`,
      'aria-haspopup': 'true' as const,
      'aria-controls': open ? `${id}-menu` : undefined,
      'aria-expanded': open ? ('true' as const) : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menuProps: {
      id: `${id}-menu`,
      anchorEl: anchor,
      open,
      onClose: close,
      slotProps: { list: { 'aria-labelledby': `${id}-button` } },
    },
  };
};
