import type { MyTeamItem } from '@portal/domain/api/my-team';
import { routeById } from '@portal/domain/access/routes';
import type { ListColumn, RowLink } from '@/components/list/list-columns';
import { formatDate } from '@/lib/display-format';

type MyTeamColumn = ListColumn<MyTeamItem>;

export const clinicianName = (row: Pick<MyTeamItem, 'firstName' | 'lastName'>) => `${row.firstName} ${row.lastName}`;
export const ratingText = (row: MyTeamItem) => `${row.rating.toFixed(1)} / 5`;
const ratingsText = (row: MyTeamItem) => `Clinical ${row.clinicalSkills} · Reliability ${row.reliability} · Teamwork ${row.teamwork}`;
export const openClinicianLabel = (row: MyTeamItem) => `Open the last assignment of ${clinicianName(row)}`;

/** A row opens the evaluated assignment, where the evaluation is. */
export const myTeamLink = (row: MyTeamItem): RowLink => ({ to: routeById('assignedDetails').path.replace(':travelerId', row.dealId) });

/** The table's pinned first column. */
export const CLINICIAN_COLUMN = { id: 'clinician', label: 'Clinician', value: clinicianName } satisfies Pick<MyTeamColumn, 'id' | 'label' | 'value'>;

/** The lines of a card, in card order, and the table's other columns (issue 34: last unit, dates and rating). */
export const MY_TEAM_COLUMNS: readonly MyTeamColumn[] = [
  { id: 'title', label: 'Title', priority: 1, defaultVisible: true, value: (row) => row.title },
  { id: 'unit', label: 'Last Unit', priority: 1, defaultVisible: true, value: (row) => row.unit },
  { id: 'hospital', label: 'Hospital', priority: 1, defaultVisible: true, value: (row) => row.hospital },
  { id: 'dates', label: 'Dates', priority: 1, defaultVisible: true, value: (row) => `${formatDate(row.startDate)} - ${formatDate(row.endDate)}` },
  { id: 'rating', label: 'Rating', priority: 1, defaultVisible: true, value: ratingText },
  { id: 'ratings', label: 'Ratings', priority: 2, defaultVisible: false, value: ratingsText },
  { id: 'evaluatedBy', label: 'Evaluated By', priority: 3, defaultVisible: false, value: (row) => row.evaluatedBy },
];
