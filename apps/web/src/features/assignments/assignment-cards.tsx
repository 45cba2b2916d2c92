import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { AssignmentListItem } from '@portal/domain/api/assigned';
import { CardFields, CardGrid } from '@/components/list/card-grid';
import { StatusChip } from '@/components/status-chip';
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
    <CardFields
      fields={assignmentColumns(showUnitManager).map((column) => ({
        key: column.key,
        label: column.label,
        value: column.value(item),
        emphasis: {
          fontWeight: column.key === 'start' && emphasis.boldStart(item) ? 700 : undefined,
          color: column.key === 'end' && emphasis.orangeEnd(item) ? 'warning.dark' : undefined,
        },
      }))}
    />
  </CardContent>
);

/** The card view (the only one on phones). */
export const AssignmentCards = ({ rows, showUnitManager, emphasis, onOpen }: AssignmentCardsProps) => (
  <CardGrid>
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
  </CardGrid>
);
