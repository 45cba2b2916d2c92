import { useId, useState, type MouseEvent, type SyntheticEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';

export interface RowAction {
  label: string;
  onSelect: () => void;
}

/**
 * A row's or card's own actions behind one '⋮' button, named for the row ('Actions for Ada Lovelace').
 * Its clicks stay its own: the row or card around it is a link to the details, and React carries a
 * click in the menu (rendered elsewhere in the page) up to it.
 */
export const RowMenu = ({ label, actions }: { label: string; actions: readonly RowAction[] }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const keep = (event: SyntheticEvent) => event.stopPropagation();
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        id={`${id}-button`}
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          event.stopPropagation();
          event.preventDefault();
          setAnchor(event.currentTarget);
        }}
        size="small"
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onClick={keep}
        onKeyDown={keep}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              setAnchor(null);
              action.onSelect();
            }}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
