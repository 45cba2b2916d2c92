import Chip from '@mui/material/Chip';
import type { TimecardListItem } from '@portal/domain/api/timecards';
import { addDays, hoursText } from '@portal/domain/timecards/timecard-rules';
import type { ListColumn } from '@/components/list/list-columns';
import { StatusChip } from '@/components/status-chip';
import { formatDate, formatDateTime } from '@/lib/display-format';

type TimecardColumn = ListColumn<TimecardListItem>;

export const travelerName = (row: Pick<TimecardListItem, 'travelerFirstName' | 'travelerLastName'>) => `${row.travelerFirstName} ${row.travelerLastName}`;
export const weekText = (weekStart: string) => `${formatDate(weekStart)} - ${formatDate(addDays(weekStart, 6))}`;
/** Worked against scheduled hours: '38 of 37.5 h'. */
export const hoursAgainstSchedule = (row: Pick<TimecardListItem, 'workedMinutes' | 'scheduledMinutes'>) => `${hoursText(row.workedMinutes)} of ${hoursText(row.scheduledMinutes)} h`;
export const exceptionsText = (count: number) => (count === 0 ? 'None' : count === 1 ? '1 exception' : `${count} exceptions`);
export const openTimecardLabel = (row: TimecardListItem) => `Open timecard of ${travelerName(row)}, week of ${formatDate(row.weekStart)}`;

/** The table's pinned first column. */
export const TRAVELER_COLUMN = { id: 'traveler', label: 'Traveler', value: travelerName } satisfies Pick<TimecardColumn, 'id' | 'label' | 'value'>;

export const ExceptionsChip = ({ count }: { count: number }) =>
  count === 0 ? <>{exceptionsText(0)}</> : <Chip size="small" color="warning" variant="outlined" label={exceptionsText(count)} />;

/** The status beside the name on a card, a column of the table. */
export const TIMECARD_HEADING_COLUMNS: readonly TimecardColumn[] = [
  { id: 'status', label: 'Status', priority: 1, defaultVisible: true, value: (row) => <StatusChip kind="job" status={row.status} /> },
];

/** The lines of a card, in card order, and the table's other columns. */
export const TIMECARD_COLUMNS: readonly TimecardColumn[] = [
  { id: 'week', label: 'Week', priority: 1, defaultVisible: true, value: (row) => weekText(row.weekStart) },
  { id: 'hours', label: 'Hours', priority: 1, defaultVisible: true, value: hoursAgainstSchedule },
  { id: 'exceptions', label: 'Exceptions', priority: 1, defaultVisible: true, value: (row) => <ExceptionsChip count={row.exceptions} /> },
  { id: 'dueBy', label: 'Due By', priority: 1, defaultVisible: true, value: (row) => formatDateTime(row.dueAt) },
  { id: 'hospital', label: 'Hospital', priority: 2, defaultVisible: true, value: (row) => row.hospital },
  { id: 'unit', label: 'Unit', priority: 2, defaultVisible: true, value: (row) => row.unit },
  { id: 'title', label: 'Title', priority: 3, defaultVisible: false, value: (row) => row.title },
  { id: 'contract', label: 'Contract Hours', priority: 3, defaultVisible: false, value: (row) => (row.contractHours === null ? 'N/A' : `${row.contractHours} h`) },
];
