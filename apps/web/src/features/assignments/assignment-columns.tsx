import type { AssignmentListItem } from '@portal/domain/api/assigned';
import { formatDate, orNotAvailable } from '@/lib/display-format';

export const travelerName = (item: AssignmentListItem) => `${item.travelerFirstName} ${item.travelerLastName}`;

/** The columns of the list view and the lines of a card, in one place so both show the same. */
export const assignmentColumns = (showUnitManager: boolean) =>
  [
    { key: 'title', label: 'Title', value: (item: AssignmentListItem) => orNotAvailable(item.travelerTitle) },
    { key: 'hospital', label: 'Hospital', value: (item: AssignmentListItem) => orNotAvailable(item.hospital) },
    { key: 'unit', label: 'Unit', value: (item: AssignmentListItem) => orNotAvailable(item.unit) },
    ...(showUnitManager ? [{ key: 'unitManager', label: 'Unit Manager', value: (item: AssignmentListItem) => orNotAvailable(item.unitManager) }] : []),
    { key: 'shift', label: 'Shift', value: (item: AssignmentListItem) => orNotAvailable(item.travelerShift) },
    { key: 'start', label: 'Start Date', value: (item: AssignmentListItem) => formatDate(item.assignmentStartDate) },
    { key: 'end', label: 'End Date', value: (item: AssignmentListItem) => formatDate(item.assignmentEndDate) },
    { key: 'notes', label: 'Notes', value: (item: AssignmentListItem) => orNotAvailable(item.notes) },
  ] as const;
