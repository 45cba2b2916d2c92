import { dealStatusLabel } from '@portal/domain/deals/statuses';
import { displayDate } from '../../exports/cells';
import type { ExportColumn } from '../../exports/stream-export';
import type { CandidateRow } from './candidate-rows';

type Column = ExportColumn<CandidateRow>;

const column = (header: string, value: Column['value']): Column => ({ header, value });

/** Times are written in UTC, as the file is read by people in any time zone: yyyy-mm-dd hh:mm UTC. */
const utcTime = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : null);

/** The columns of the candidate list file: what the list shows, statuses as SPEC.md §4 displays them, and the review clock. */
export const CANDIDATE_EXPORT_COLUMNS: readonly Column[] = [
  column('Last Name', (row) => row.candidateLastName),
  column('First Name', (row) => row.candidateFirstName),
  column('Title', (row) => row.candidateTitle),
  column('Status', (row) => dealStatusLabel(row.candidateStatus, row.offerChannel)),
  column('Override Status', (row) => row.candidateOverrideStatus),
  column('Email', (row) => row.candidateEmail),
  column('Phone', (row) => row.candidatePhoneNumber),
  column('Hospital', (row) => row.hospital),
  column('Unit', (row) => row.unit),
  column('Shift', (row) => row.candidateShift),
  column('Available Start Date', (row) => displayDate(row.candidateStartDate)),
  column('Job #', (row) => row.jobOrExternalId),
  column('Job Title', (row) => row.jobTitle),
  column('Submitted', (row) => utcTime(row.submittedAt)),
  column('Review By', (row) => utcTime(row.reviewBy)),
  column('Overdue', (row) => (row.isOverdue ? 'Yes' : 'No')),
];
