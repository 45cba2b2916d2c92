import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { StatusChip } from '@/components/status-chip';
import type { JobViewProps } from './job-cards';
import { openJobLabel } from './job-fields';

/** The list view (medium screens and wider): one row per job posting. */
export const JobTable = ({ rows, fields, candidateCounts, onOpen }: JobViewProps) => (
  <TableContainer sx={{ maxHeight: 'calc(100vh - 400px)', minHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
    <Table stickyHeader size="small" aria-label="Job postings">
      <TableHead>
        <TableRow>
          <TableCell>Job #</TableCell>
          <TableCell>Job Title</TableCell>
          <TableCell>Status</TableCell>
          {fields.map((field) => (
            <TableCell key={field.key} sx={{ whiteSpace: 'nowrap' }}>
              {field.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((job) => (
          <TableRow
            key={job.jobId}
            hover
            onClick={() => onOpen(job)}
            onKeyDown={(event) => event.key === 'Enter' && onOpen(job)}
            tabIndex={0}
            aria-label={openJobLabel(job)}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{job.externalId}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{job.jobTitle}</TableCell>
            <TableCell>
              <StatusChip kind="job" status={job.postingStatus} />
            </TableCell>
            {fields.map((field) => (
              <TableCell key={field.key} sx={{ whiteSpace: 'nowrap' }}>
                {field.value(job, candidateCounts)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
