import { displayDate } from '../../exports/cells';
import type { ExportColumn } from '../../exports/stream-export';
import type { ExportRow } from './assignment-rows';

type Column = ExportColumn<ExportRow>;

const column = (header: string, value: Column['value']): Column => ({ header, value });

/**
 * The columns of the Assigned and Starts / Stops files: what the list shows, the Unit Manager only
 * for users who may see it and the Reference ID only where the network has the reference-id flag.
 */
export const assignmentExportColumns = (shows: { unitManager: boolean; referenceId: boolean }): Column[] => [
  column('Last Name', (row) => row.travelerLastName),
  column('First Name', (row) => row.travelerFirstName),
  column('Title', (row) => row.travelerTitle),
  column('Status', (row) => row.travelerStatus),
  column('Hospital', (row) => row.hospital),
  column('Unit', (row) => row.unit),
  ...(shows.unitManager ? [column('Unit Manager', (row) => row.unitManager)] : []),
  column('Shift', (row) => row.travelerShift),
  column('Start Date', (row) => displayDate(row.assignmentStartDate)),
  column('End Date', (row) => displayDate(row.assignmentEndDate)),
  column('Retention Type', (row) => row.assignmentRetentionType),
  column('Notes', (row) => row.notes),
  ...(shows.referenceId ? [column('Reference ID', (row) => row.referenceId)] : []),
];
