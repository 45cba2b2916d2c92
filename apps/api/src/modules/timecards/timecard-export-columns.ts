import type { TimecardListItem } from '@portal/domain/api/timecards';
import { addDays, hoursText } from '@portal/domain/timecards/timecard-rules';
import { displayDate } from '../../exports/cells';
import type { ExportColumn } from '../../exports/stream-export';

const column = (header: string, value: ExportColumn<TimecardListItem>['value']): ExportColumn<TimecardListItem> => ({ header, value });

/** The columns of the Timecards file: what the list shows, hours as numbers so a spreadsheet sums them. */
export const TIMECARD_EXPORT_COLUMNS: ExportColumn<TimecardListItem>[] = [
  column('First Name', (row) => row.travelerFirstName),
  column('Last Name', (row) => row.travelerLastName),
  column('Title', (row) => row.title),
  column('Hospital', (row) => row.hospital),
  column('Unit', (row) => row.unit),
  column('Week Start', (row) => displayDate(row.weekStart)),
  column('Week End', (row) => displayDate(addDays(row.weekStart, 6))),
  column('Status', (row) => row.status),
  column('Worked Hours', (row) => Number(hoursText(row.workedMinutes))),
  column('Scheduled Hours', (row) => Number(hoursText(row.scheduledMinutes))),
  column('Contract Hours', (row) => row.contractHours),
  column('Exceptions', (row) => row.exceptions),
  column('Due By', (row) => row.dueAt),
];
