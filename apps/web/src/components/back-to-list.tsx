import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ArrowBack from '@mui/icons-material/ArrowBack';

/** The list a details page was opened from. */
export interface ListTarget {
  path: string;
  label: string;
}

const backLabel = (list: ListTarget) => `Back to ${list.label}`;

/** The link above a details page's heading. */
export const BackToListLink = ({ list }: { list: ListTarget }) => (
  <Link component={RouterLink} to={list.path} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5 }}>
    <ArrowBack fontSize="small" aria-hidden />
    {backLabel(list)}
  </Link>
);

/** The way out of a details page that cannot be shown. */
export const BackToListButton = ({ list }: { list: ListTarget }) => (
  <Button component={RouterLink} to={list.path} variant="contained" sx={{ mt: 3 }}>
    {backLabel(list)}
  </Button>
);
