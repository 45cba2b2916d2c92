import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { AssignmentListItem } from '@portal/domain/api/assigned';
import { StatusChip } from '../../components/status-chip';
import { assignmentColumns, travelerName } from './assignment-fields';

/** Which cells a list emphasises (SPEC.md §4): a bold start inside the window, an orange end soon. */
export interface RowEmphasis {
  boldStart: (item: AssignmentListItem) => boolean;
  orangeEnd: (item: AssignmentListItem) => boolean;
}

interface AssignmentCardsProps {
  rows: readonly AssignmentListItem[];
  showUnitManager: boolean;
  emphasis: RowEmphasis;
  onOpen?: (item: AssignmentListItem) => void;
}

const CardBody = ({ item, showUnitManager, emphasis }: Omit<AssignmentCardsProps, 'rows' | 'onOpen'> & { item: AssignmentListItem }) => (
  <CardContent>
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start', mb: 1 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {travelerName(item)}
      </Typography>
      <StatusChip status={item.travelerStatus} />
    </Box>
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0 }}>
      {assignmentColumns(showUnitManager).map((column) => (
        <Box key={column.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {column.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{
              m: 0,
              overflowWrap: 'anywhere',
              fontWeight: column.key === 'start' && emphasis.boldStart(item) ? 700 : undefined,
              color: column.key === 'end' && emphasis.orangeEnd(item) ? 'warning.dark' : undefined,
            }}
          >
            {column.value(item)}
          </Typography>
        </Box>
      ))}
    </Box>
  </CardContent>
);

/** The card view (the only one on phones). */
export const AssignmentCards = ({ rows, showUnitManager, emphasis, onOpen }: AssignmentCardsProps) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
    {rows.map((item) => (
      <Card key={item.dealId} variant="outlined">
        {onOpen ? (
          <CardActionArea onClick={() => onOpen(item)} aria-label={`Open ${travelerName(item)}`}>
            <CardBody item={item} showUnitManager={showUnitManager} emphasis={emphasis} />
          </CardActionArea>
        ) : (
          <CardBody item={item} showUnitManager={showUnitManager} emphasis={emphasis} />
        )}
      </Card>
    ))}
  </Box>
);
