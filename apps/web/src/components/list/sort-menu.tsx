import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';
import Sort from '@mui/icons-material/Sort';
import { ChoiceMenu, useChoiceMenu } from './choice-menu';

export interface SortChoice {
  id: string;
  label: string;
}

interface SortMenuProps {
  /** In the page's order; the first is the default (SPEC.md §4). */
  options: readonly SortChoice[];
  /** Id of the chosen option; an unknown id shows the first option as chosen. */
  value: string;
  onChange: (id: string) => void;
}

/** The sort button of a list: a menu on desktop, a bottom sheet on phones. */
export const SortMenu = ({ options, value, onChange }: SortMenuProps) => {
  const menu = useChoiceMenu();
  // Below the xl breakpoint the list toolbar's row is too narrow for the longest orders ('Available
  // Start Date (Ascending)'): the button reads 'Sort' and the chosen order stays in its accessible
  // name, its tooltip and the menu (docs/decisions/0125-one-list-toolbar-row.md).
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('xl'), { noSsr: true });
  const selected = options.find((option) => option.id === value) ?? options[0];
  const choose = (id: string) => {
    menu.close();
    if (id !== value) onChange(id);
  };
  return (
    <>
      <Tooltip title={small && selected ? `Sort by ${selected.label}` : ''}>
        <Button
          variant="outlined"
          startIcon={<Sort />}
          {...menu.buttonProps}
          aria-label={selected ? `Sort by ${selected.label}` : 'Sort by'}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {small || !selected ? 'Sort' : selected.label}
        </Button>
      </Tooltip>
      <ChoiceMenu {...menu.menuProps} title="Sort By">
        {options.map((option) => {
          const chosen = option.id === selected?.id;
          return (
            <MenuItem key={option.id} role="menuitemradio" aria-checked={chosen} selected={chosen} onClick={() => choose(option.id)}>
              <ListItemIcon>{chosen && <Check fontSize="small" />}</ListItemIcon>
              <ListItemText>{option.label}</ListItemText>
            </MenuItem>
          );
        })}
      </ChoiceMenu>
    </>
  );
};
