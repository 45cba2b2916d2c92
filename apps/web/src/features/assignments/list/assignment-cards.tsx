import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { AssignmentListItem } from '@portal/domain/api/assigned';
import { CardFields, CardGrid } from '@/components/list/card-grid';
import type { ListColumn, RowLink } from '@/components/list/list-columns';
import { LinkedCard } from '@/components/list/linked-card';
import { StatusChip } from '@/components/status-chip';
import { travelerName } from './assignment-columns';

interface AssignmentCardsProps {
  rows: readonly AssignmentListItem[];
  columns: readonly ListColumn<AssignmentListItem>[];
  /** Absent when the user may not open details. */
  linkOf?: (item: AssignmentListItem) => RowLink;
}

/** The card view (the only one on phones): every line, whatever the table's Columns menu hides. */
export const AssignmentCards = ({ rows, columns, linkOf }: AssignmentCardsProps) => (
  <CardGrid>
    {rows.map((item) => (
      <LinkedCard key={item.dealId} link={linkOf?.(item)} label={`Open ${travelerName(item)}`}>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start', mb: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {travelerName(item)}
            </Typography>
            <StatusChip status={item.travelerStatus} />
          </Box>
          <CardFields
            fields={columns.map((column) => ({ key: column.id, label: column.label, value: column.value(item), emphasis: column.emphasis?.(item) }))}
          />
        </CardContent>
      </LinkedCard>
    ))}
  </CardGrid>
);
