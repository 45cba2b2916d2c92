import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { JobListItem } from '@portal/domain/api/job-list';
import { CardFields, CardGrid } from '@/components/list/card-grid';
import { StatusChip } from '@/components/status-chip';
import type { CandidateCountsByJob } from '../api/get-job-candidate-counts';
import { openJobLabel, type JobField } from './job-fields';

export interface JobViewProps {
  rows: readonly JobListItem[];
  fields: readonly JobField[];
  candidateCounts: CandidateCountsByJob | undefined;
  onOpen: (job: JobListItem) => void;
}

const CardBody = ({ job, fields, candidateCounts }: Omit<JobViewProps, 'rows' | 'onOpen'> & { job: JobListItem }) => (
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
    <CardFields fields={fields.map((field) => ({ key: field.key, label: field.label, value: field.value(job, candidateCounts) }))} />
  </CardContent>
);

/** The card view (the only one on phones). */
export const JobCards = ({ rows, fields, candidateCounts, onOpen }: JobViewProps) => (
  <CardGrid>
    {rows.map((job) => (
      <Card key={job.jobId} variant="outlined">
        <CardActionArea onClick={() => onOpen(job)} aria-label={openJobLabel(job)} sx={{ height: '100%' }}>
          <CardBody job={job} fields={fields} candidateCounts={candidateCounts} />
        </CardActionArea>
      </Card>
    ))}
  </CardGrid>
);
