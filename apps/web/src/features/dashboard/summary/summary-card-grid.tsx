import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { SummaryCard } from './summary-cards';

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
} as const;

const CardBody = ({ card }: { card: SummaryCard }) => (
  <CardContent>
    <Typography color="text.secondary" sx={{ fontSize: '0.9rem', display: 'flex', alignItems: 'center' }}>
      {card.label}
      {card.href && <ChevronRight fontSize="small" aria-hidden sx={{ ml: 'auto' }} />}
    </Typography>
    <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, mt: 0.5 }}>
      {card.count.toLocaleString('en-US')}
    </Typography>
  </CardContent>
);

/** The overdue count under Candidates to Review: its own link (a link may not hold another) to those candidates. */
const CardNote = ({ card }: { card: SummaryCard }) => (
  <Typography variant="body2" sx={{ px: 2, pb: 1.5, mt: -1, fontWeight: 600 }}>
    {card.noteHref ? (
      <Link component={RouterLink} to={card.noteHref} color="error">
        {card.note}
      </Link>
    ) : (
      <Box component="span" sx={{ color: 'error.main' }}>
        {card.note}
      </Box>
    )}
  </Typography>
);

/** One card per count; each opens its list with the matching filter. */
export const SummaryCardGrid = ({ cards }: { cards: SummaryCard[] | undefined }) => (
  <Box component="section" aria-label="Summary" sx={gridSx}>
    {cards
      ? cards.map((card) => (
          <Card key={card.id} data-card={card.id} sx={{ display: 'flex', flexDirection: 'column' }}>
            {card.href ? (
              <CardActionArea component={RouterLink} to={card.href} aria-label={`${card.label}: ${card.count}`} sx={{ flex: 1 }}>
                <CardBody card={card} />
              </CardActionArea>
            ) : (
              <CardBody card={card} />
            )}
            {card.note && <CardNote card={card} />}
          </Card>
        ))
      : Array.from({ length: 5 }, (_, i) => <Skeleton key={i} variant="rounded" height={104} />)}
  </Box>
);
