import type { AssignmentListItem } from '@portal/domain/api/assigned';
import type { ListColumn } from '@/components/list/list-columns';
import { StatusChip } from '@/components/status-chip';
import { formatDate, orNotAvailable } from '@/lib/display-format';

export const travelerName = (item: AssignmentListItem) => `${item.travelerFirstName} ${item.travelerLastName}`;

/** Which cells a list emphasises (SPEC.md §4): a bold start inside the window, an orange end soon. */
export interface RowEmphasis {
  boldStart: (item: AssignmentListItem) => boolean;
  orangeEnd: (item: AssignmentListItem) => boolean;
}

type AssignmentColumn = ListColumn<AssignmentListItem>;

/** The table's pinned first column. */
export const NAME_COLUMN = { id: 'name', label: 'Name', value: travelerName } satisfies Pick<AssignmentColumn, 'id' | 'label' | 'value'>;

/** A card shows the status beside the name; the table gives it a column. */
export const STATUS_COLUMN: AssignmentColumn = {
  id: 'status',
  label: 'Status',
  priority: 2,
  defaultVisible: true,
  value: (item) => <StatusChip status={item.travelerStatus} />,
};

/**
 * The lines of a card, in card order, and the table's other columns: the dates, hospital and unit
 * first so they show without scrolling sideways; Notes (long free text) only when chosen.
 */
export const assignmentColumns = (showUnitManager: boolean, emphasis: RowEmphasis): AssignmentColumn[] => [
  { id: 'title', label: 'Title', priority: 2, defaultVisible: true, value: (item) => orNotAvailable(item.travelerTitle) },
  { id: 'hospital', label: 'Hospital', priority: 1, defaultVisible: true, value: (item) => orNotAvailable(item.hospital) },
  { id: 'unit', label: 'Unit', priority: 1, defaultVisible: true, value: (item) => orNotAvailable(item.unit) },
  ...(showUnitManager
    ? [{ id: 'unitManager', label: 'Unit Manager', priority: 3, defaultVisible: true, value: (item) => orNotAvailable(item.unitManager) } satisfies AssignmentColumn]
    : []),
  { id: 'shift', label: 'Shift', priority: 2, defaultVisible: true, value: (item) => orNotAvailable(item.travelerShift) },
  {
    id: 'start',
    label: 'Start Date',
    priority: 1,
    defaultVisible: true,
    value: (item) => formatDate(item.assignmentStartDate),
    emphasis: (item) => (emphasis.boldStart(item) ? { fontWeight: 700 } : {}),
  },
  {
    id: 'end',
    label: 'End Date',
    priority: 1,
    defaultVisible: true,
    value: (item) => formatDate(item.assignmentEndDate),
    emphasis: (item) => (emphasis.orangeEnd(item) ? { color: 'warning.dark' } : {}),
  },
  { id: 'notes', label: 'Notes', priority: 3, defaultVisible: false, value: (item) => orNotAvailable(item.notes), maxWidth: 240 },
];
