import type { MyTeamItem } from '@portal/domain/api/my-team';
import { displayDate } from '../../exports/cells';
import type { ExportColumn } from '../../exports/stream-export';

const column = (header: string, value: ExportColumn<MyTeamItem>['value']): ExportColumn<MyTeamItem> => ({ header, value });

/** The columns of the My Team file: what the page shows, ratings as numbers so a spreadsheet sorts them. */
export const MY_TEAM_EXPORT_COLUMNS: ExportColumn<MyTeamItem>[] = [
  column('First Name', (row) => row.firstName),
  column('Last Name', (row) => row.lastName),
  column('Title', (row) => row.title),
  column('Hospital', (row) => row.hospital),
  column('Last Unit', (row) => row.unit),
  column('Start Date', (row) => displayDate(row.startDate)),
  column('End Date', (row) => displayDate(row.endDate)),
  column('Rating', (row) => row.rating),
  column('Clinical Skills', (row) => row.clinicalSkills),
  column('Reliability', (row) => row.reliability),
  column('Teamwork', (row) => row.teamwork),
  column('Evaluated By', (row) => row.evaluatedBy),
];
