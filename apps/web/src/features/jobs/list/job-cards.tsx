import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { JobListItem } from '@portal/domain/api/job-list';
import { CardFields, CardGrid } from '@/components/list/card-grid';
import type { ListColumn, RowLink } from '@/components/list/list-columns';
import { LinkedCard } from '@/components/list/linked-card';
import { StatusChip } from '@/components/status-chip';
import { openJobLabel } from './job-columns';

interface JobCardsProps {
  rows: readonly JobListItem[];
  columns: readonly ListColumn<JobListItem>[];
  linkOf: (job: JobListItem) => RowLink;
}

/** The card view (the only one on phones): every line, whatever the table's Columns menu hides. */
export const JobCards = ({ rows, columns, linkOf }: JobCardsProps) => (
  <CardGrid>
    {rows.map((job) => (
      <LinkedCard key={job.jobId} link={linkOf(job)} label={openJobLabel(job)}>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {job.jobTitle}
            </Typography>
            <StatusChip kind="job" status={job.postingStatus} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Job # {job.externalId}
          </Typography>
          <CardFields fields={columns.map((column) => ({ key: column.id, label: column.label, value: column.value(job) }))} />
        </CardContent>
      </LinkedCard>
    ))}
  </CardGrid>
);
