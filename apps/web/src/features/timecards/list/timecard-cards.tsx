import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { TimecardListItem } from '@portal/domain/api/timecards';
import { CardFields, CardGrid } from '@/components/list/card-grid';
import type { ListColumn, RowLink } from '@/components/list/list-columns';
import { LinkedCard } from '@/components/list/linked-card';
import { StatusChip } from '@/components/status-chip';
import { openTimecardLabel, travelerName } from './timecard-columns';

interface TimecardCardsProps {
  rows: readonly TimecardListItem[];
  columns: readonly ListColumn<TimecardListItem>[];
  linkOf: (row: TimecardListItem) => RowLink;
}

/** The card view (the only one on phones): every line, whatever the table's Columns menu hides. */
export const TimecardCards = ({ rows, columns, linkOf }: TimecardCardsProps) => (
  <CardGrid>
    {rows.map((row) => (
      <LinkedCard key={row.id} link={linkOf(row)} label={openTimecardLabel(row)}>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {travelerName(row)}
            </Typography>
            <StatusChip kind="job" status={row.status} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {row.title}
          </Typography>
          <CardFields fields={columns.map((column) => ({ key: column.id, label: column.label, value: column.value(row) }))} />
        </CardContent>
      </LinkedCard>
    ))}
  </CardGrid>
);
