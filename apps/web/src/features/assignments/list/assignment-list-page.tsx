import { useMemo } from 'react';
import { can } from '@portal/domain/access/access-rule';
import type { AssignmentListItem } from '@portal/domain/api/assigned';
import { ListPage } from '@/components/list/list-page';
import { ListTable } from '@/components/list/list-table';
import { useListPage } from '@/components/list/use-list-page';
import { useSession } from '@/lib/session/session-context';
import { AssignmentCards } from './assignment-cards';
import { assignmentColumns, NAME_COLUMN, STATUS_COLUMN, type RowEmphasis } from './assignment-columns';
import { endingSoon, startsInsideWindow } from './assignment-emphasis';
import { ASSIGNMENT_LIST_SOURCES } from './assignment-list-source';
import { ASSIGNMENT_LISTS, type AssignmentListKind } from '../list-kinds';
import { StartsStopsSelects } from './starts-stops-selects';

/** The Assigned and Starts / Stops pages: one list with its toolkit, told apart by `kind`. */
export const AssignmentListPage = ({ kind }: { kind: AssignmentListKind }) => {
  const list = ASSIGNMENT_LISTS[kind];
  const { subject } = useSession();
  const page = useListPage(ASSIGNMENT_LIST_SOURCES[kind]);
  const { state } = page.controls;

  const windowDays = Number(state.extras.window);
  const showUnitManager = can(subject, 'ViewUnitManager');
  const columns = useMemo(() => {
    const emphasis: RowEmphasis = {
      boldStart: (item) => list.hasWindow && startsInsideWindow(item, windowDays),
      orangeEnd: (item) => endingSoon(item),
    };
    return assignmentColumns(showUnitManager, emphasis);
  }, [list.hasWindow, windowDays, showUnitManager]);
  const linkOf = can(subject, 'ViewAssignedDetails') ? (item: AssignmentListItem) => ({ to: `${list.detailsPath}/${item.dealId}` }) : undefined;

  return (
    <ListPage
      list={page}
      title={list.title}
      subtitle={list.subtitle}
      search={{ label: 'Search by Name' }}
      multipleStatuses={!list.hasWindow}
      extraSelects={
        list.hasWindow && (
          <StartsStopsSelects
            dateType={state.extras.dateType}
            window={state.extras.window}
            onDateType={(value) => page.controls.setExtra('dateType', value)}
            onWindow={(value) => page.controls.setExtra('window', value)}
          />
        )
      }
      sortOptions={list.sortOptions}
      pageSize={list.pageSize}
      download={{ allowed: can(subject, 'ExportAssigned') }}
      table={
        <ListTable
          listId={list.listId}
          label="Assignments"
          pinned={NAME_COLUMN}
          columns={[STATUS_COLUMN, ...columns]}
          rows={page.rows}
          rowKey={(item) => item.dealId}
          rowLink={linkOf}
        />
      }
      cards={<AssignmentCards rows={page.rows} columns={columns} linkOf={linkOf} />}
    />
  );
};
