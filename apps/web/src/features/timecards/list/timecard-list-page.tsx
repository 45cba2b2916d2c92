import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { can } from '@portal/domain/access/access-rule';
import { routeById } from '@portal/domain/access/routes';
import type { TimecardListItem } from '@portal/domain/api/timecards';
import { PAGE_SIZE, SEARCH_MAX } from '@portal/domain/limits';
import { TIMECARD_SORT_OPTIONS } from '@portal/domain/lists/sort-options';
import type { RowLink } from '@/components/list/list-columns';
import { ListPage } from '@/components/list/list-page';
import { ListTable } from '@/components/list/list-table';
import { useListPage } from '@/components/list/use-list-page';
import { useSession } from '@/lib/session/session-context';
import { TimecardCards } from './timecard-cards';
import { TIMECARD_COLUMNS, TIMECARD_HEADING_COLUMNS, TRAVELER_COLUMN } from './timecard-columns';
import { TIMECARD_LIST_SOURCE } from './timecard-list-source';
import { EXCEPTION_CHOICES, TIMECARD_LIST_ID } from './use-timecard-controls';

export const TIMECARD_LIST_SUBTITLE = "Review and approve travellers' weekly hours before they are billed.";

/** A card names the title under the traveller already. */
const CARD_COLUMNS = TIMECARD_COLUMNS.filter((column) => column.id !== 'title');

export const timecardPath = (id: string) => routeById('timecardDetails').path.replace(':timecardId', encodeURIComponent(id));

/** /timecards: travellers' weeks by status, due first, with their hours against the schedule and their exceptions. */
export const TimecardListPage = () => {
  const { subject } = useSession();
  const page = useListPage(TIMECARD_LIST_SOURCE);
  const linkOf = (row: TimecardListItem): RowLink => ({ to: timecardPath(row.id) });
  const { state } = page.controls;

  return (
    <ListPage
      list={page}
      title={routeById('timecards').label}
      subtitle={TIMECARD_LIST_SUBTITLE}
      search={{ label: 'Search by Traveler', maxLength: SEARCH_MAX }}
      multipleStatuses
      extraSelects={
        <TextField select size="small" label="Exceptions" value={state.extras.exceptions} onChange={(event) => page.controls.setExtra('exceptions', event.target.value)} sx={{ minWidth: 170 }}>
          {Object.entries(EXCEPTION_CHOICES).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      }
      sortOptions={TIMECARD_SORT_OPTIONS}
      pageSize={PAGE_SIZE.timecards}
      download={{ allowed: can(subject, 'ViewExport') }}
      table={
        <ListTable
          listId={TIMECARD_LIST_ID}
          label="Timecards"
          pinned={TRAVELER_COLUMN}
          columns={[...TIMECARD_HEADING_COLUMNS, ...TIMECARD_COLUMNS]}
          rows={page.rows}
          rowKey={(row) => row.id}
          rowLink={linkOf}
        />
      }
      cards={<TimecardCards rows={page.rows} columns={CARD_COLUMNS} linkOf={linkOf} />}
    />
  );
};
