import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { RouteId } from '@portal/domain/access/routes';
import type { NavGroup, NavItem } from './nav-groups';
import { NavIcon } from './nav-icon';
import { ProductMark } from './product-mark';

const itemSx = {
  borderRadius: 1,
  mx: 1,
  '&.active': { bgcolor: 'action.selected', color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } },
} as const;

/** A line under a route's entry (My decisions' counts per kind). */
type RouteNotes = Partial<Record<RouteId, string>>;

const NavEntry = ({ item, note, onNavigate }: { item: NavItem; note?: string; onNavigate?: () => void }) => (
  <ListItem disablePadding sx={note ? { flexDirection: 'column', alignItems: 'stretch' } : undefined}>
    {item.kind === 'route' ? (
      <ListItemButton component={NavLink} to={item.path} end onClick={onNavigate} sx={itemSx}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <NavIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={item.label} />
      </ListItemButton>
    ) : (
      <ListItemButton component="a" href={item.href} target="_blank" rel="noopener noreferrer" sx={itemSx}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <NavIcon name="external" />
        </ListItemIcon>
        <ListItemText primary={item.label} secondary="Opens the shifts site" />
      </ListItemButton>
    )}
    {/* Beside the link, not in it: the link keeps its page's name, and other entries' names are not found in it. */}
    {note && (
      <Typography variant="caption" color="text.secondary" sx={{ pl: 7.5, pr: 2, pb: 0.5 }}>
        {note}
      </Typography>
    )}
  </ListItem>
);

/** The sidebar: groups of SPEC.md §2 and the profile menu at its foot. */
export const Sidebar = ({
  groups,
  notes = {},
  footer,
  onNavigate,
}: {
  groups: NavGroup[];
  notes?: RouteNotes;
  footer: ReactNode;
  onNavigate?: () => void;
}) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
    <ProductMark />
    {/* minHeight 0 lets the list shrink below its content and scroll between the mark and the footer. */}
    <Box component="nav" aria-label="Main" sx={{ flex: '1 1 auto', minHeight: 0, overflowY: 'auto', pb: 1 }}>
      {groups.map((group) => (
        <List
          key={group.label}
          dense
          aria-labelledby={`nav-group-${group.label}`}
          subheader={
            <ListSubheader id={`nav-group-${group.label}`} disableSticky sx={{ lineHeight: '2.25rem', bgcolor: 'transparent' }}>
              {group.label}
            </ListSubheader>
          }
        >
          {group.items.map((item) => (
            <NavEntry
              key={item.kind === 'route' ? item.routeId : item.href}
              item={item}
              note={item.kind === 'route' ? notes[item.routeId] : undefined}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      ))}
    </Box>
    <Box sx={{ flexShrink: 0, borderTop: 1, borderColor: 'divider', p: 1 }}>{footer}</Box>
  </Box>
);
