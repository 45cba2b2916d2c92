import Tooltip from '@mui/material/Tooltip';
import type { CandidateListItem } from '@portal/domain/api/candidate-list';
import type { ListColumn } from '@/components/list/list-columns';
import { RehireBadge } from '@/components/rehire-badge';
import { formatDate, formatWeeks, NOT_AVAILABLE, orNotAvailable } from '@/lib/display-format';
import { ReviewClockLine } from '../review-clock/review-clock-line';
import { CandidateStatus } from './candidate-status';

type CandidateColumn = ListColumn<CandidateListItem>;

export const candidateName = (candidate: Pick<CandidateListItem, 'candidateFirstName' | 'candidateLastName'>) =>
  `${candidate.candidateFirstName} ${candidate.candidateLastName}`;

export const openCandidateLabel = (candidate: CandidateListItem) => `Open ${candidateName(candidate)}`;

/** The table's pinned first column. */
export const NAME_COLUMN = { id: 'name', label: 'Name', value: candidateName } satisfies Pick<CandidateColumn, 'id' | 'label' | 'value'>;

/** A card shows the status beside the name; the table gives it a column. */
export const STATUS_COLUMN: CandidateColumn = {
  id: 'status',
  label: 'Status',
  priority: 1,
  defaultVisible: true,
  value: (candidate) => (
    <>
      <CandidateStatus status={candidate.candidateStatus} overrideStatus={candidate.candidateOverrideStatus} offerChannel={candidate.offerChannel} />{' '}
      {/* A clinician evaluated on an earlier assignment (issue 34): the summary on hover, in full on the card and the details. */}
      {candidate.rehire && (
        <Tooltip title={candidate.rehire.summary}>
          <span>
            <RehireBadge answer={candidate.rehire.answer} />
          </span>
        </Tooltip>
      )}
    </>
  ),
};

/** The review clock of a candidate waiting for a decision; nothing once it has been decided. */
export const ReviewClockCell = ({ candidate, now }: { candidate: CandidateListItem; now: Date }) =>
  candidate.reviewBy ? (
    <ReviewClockLine submittedAt={candidate.submittedAt} reviewBy={candidate.reviewBy} isOverdue={candidate.isOverdue} now={now} />
  ) : (
    NOT_AVAILABLE
  );

/**
 * The lines of a card, in card order, and the table's other columns: the review clock, the job and
 * the available start first, so a reviewer sees what to decide first without scrolling sideways.
 * Contact details are on the details page only (SPEC.md §3 shows no more of a candidate row).
 */
export const candidateColumns = (now: Date): CandidateColumn[] => [
  { id: 'reviewClock', label: 'Review Clock', priority: 1, defaultVisible: true, value: (candidate) => <ReviewClockCell candidate={candidate} now={now} /> },
  { id: 'title', label: 'Title', priority: 1, defaultVisible: true, value: (candidate) => orNotAvailable(candidate.candidateTitle) },
  { id: 'job', label: 'Job', priority: 1, defaultVisible: true, value: (candidate) => orNotAvailable(candidate.jobEntity.jobTitle) },
  { id: 'hospital', label: 'Hospital', priority: 1, defaultVisible: true, value: (candidate) => orNotAvailable(candidate.jobEntity.hospital) },
  { id: 'unit', label: 'Unit', priority: 2, defaultVisible: true, value: (candidate) => orNotAvailable(candidate.jobEntity.unit) },
  { id: 'shift', label: 'Shift', priority: 2, defaultVisible: true, value: (candidate) => orNotAvailable(candidate.candidateShift) },
  { id: 'availableStart', label: 'Available Start', priority: 1, defaultVisible: true, value: (candidate) => formatDate(candidate.candidateStartDate) },
  { id: 'jobStart', label: 'Job Start', priority: 3, defaultVisible: true, value: (candidate) => formatDate(candidate.jobEntity.startDate) },
  { id: 'duration', label: 'Duration', priority: 3, defaultVisible: true, value: (candidate) => formatWeeks(candidate.jobEntity.duration) },
];
