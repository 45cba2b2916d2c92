import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import type { RowLink } from './list-columns';

interface LinkedCardProps {
  /** Absent when the user may not open details: then the card is not a link. */
  link: RowLink | undefined;
  /** The link's name, e.g. 'Open Ada Lovelace'. */
  label: string;
  children: ReactNode;
  /** The card's own actions (a `RowMenu`), in its top right corner beside the link, never inside it: the card's content leaves room for them. */
  actions?: ReactNode;
}

/**
 * A card of a list's card view. With a link the whole card is one: Ctrl / Cmd + click or the middle
 * button open its details in a new tab, and its address can be copied from the context menu.
 */
export const LinkedCard = ({ link, label, children, actions }: LinkedCardProps) => (
  <Card variant="outlined" sx={actions ? { position: 'relative' } : undefined}>
    {link ? (
      <CardActionArea component={RouterLink} to={link.to} state={link.state} aria-label={label} sx={{ height: '100%' }}>
        {children}
      </CardActionArea>
    ) : (
      children
    )}
    {actions && <Box sx={{ position: 'absolute', top: 8, right: 8 }}>{actions}</Box>}
  </Card>
);
