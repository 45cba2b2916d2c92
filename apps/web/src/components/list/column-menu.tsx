import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ViewColumn from '@mui/icons-material/ViewColumn';
import { byPriority, isColumnShown, type ColumnChoices, type ListColumn } from './list-columns';

interface ColumnMenuProps {
  columns: readonly ListColumn<never>[];
  choices: ColumnChoices;
  onChoose: (id: string, shown: boolean) => void;
}

/** The Columns button: a checkbox per column of the table, in the table's order (the pinned name column always shows). */
export const ColumnMenu = ({ columns, choices, onChoose }: ColumnMenuProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumn />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': 'Columns', dense: true } }}>
        {byPriority(columns).map((column) => {
          const shown = isColumnShown(column, choices);
          return (
            <MenuItem key={column.id} role="menuitemcheckbox" aria-checked={shown} onClick={() => onChoose(column.id, !shown)}>
              <Checkbox checked={shown} tabIndex={-1} disableRipple size="small" sx={{ p: 0, mr: 1 }} slotProps={{ input: { 'aria-hidden': true } }} />
              <ListItemText primary={column.label} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};
