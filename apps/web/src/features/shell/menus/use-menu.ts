import { useId, useState, type MouseEvent } from 'react';

/** Open state and ARIA wiring of one button-and-menu pair. */
export const useMenu = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const open = anchor !== null;
  return {
    open,
    anchor,
    close: () => setAnchor(null),
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
      onClose: () => setAnchor(null),
      slotProps: { list: { 'aria-labelledby': `${id}-button` } },
    },
  };
};
