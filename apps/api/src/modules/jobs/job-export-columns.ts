import { displayDate } from '../../exports/cells';
import type { ExportColumn } from '../../exports/stream-export';
import type { JobRow } from './job-rows';

type Column = ExportColumn<JobRow>;

const column = (header: string, value: Column['value']): Column => ({ header, value });

/**
 * The columns of the job list file: what the list shows, the local rate only where the network
 * shows local rates, the job type only where it shows PRN jobs and the last change only where it
 * shows when jobs were last modified.
 */
export const jobExportColumns = (shows: { localRates: boolean; jobType: boolean; lastModified: boolean }): Column[] => [
  column('Job #', (row) => row.externalId),
  column('Job Title', (row) => row.jobTitle),
  column('Status', (row) => row.postingStatus),
  column('Hospital', (row) => row.hospital),
  column('City', (row) => row.city),
  column('State', (row) => row.state),
  column('Unit', (row) => row.unit),
  column('Shift', (row) => row.shift),
  column('Start Date', (row) => displayDate(row.startDate)),
  column('Duration', (row) => `${row.duration} Weeks`),
  column('Positions', (row) => row.availablePositions),
  column('Open Positions', (row) => row.openPositions),
  column('Bill Rate', (row) => row.billRate),
  ...(shows.localRates ? [column('Local Bill Rate', (row) => row.localBillRate)] : []),
  ...(shows.jobType ? [column('Job Type', (row) => row.jobType)] : []),
  column('Requisition ID', (row) => row.requisitionId),
  ...(shows.lastModified ? [column('Last Modified', (row) => displayDate(row.modifiedOn.slice(0, 10)))] : []),
];
