import { useMemo } from 'react';
import { can } from '@portal/domain/access/access-rule';
import { routeById } from '@portal/domain/access/routes';
import type { CandidateListItem } from '@portal/domain/api/candidate-list';
import { PAGE_SIZE, SEARCH_MAX } from '@portal/domain/limits';
import { CANDIDATE_SORT_OPTIONS } from '@portal/domain/lists/sort-options';
import { ListPage } from '@/components/list/list-page';
import { ListTable } from '@/components/list/list-table';
import { useListPage } from '@/components/list/use-list-page';
import { useSession } from '@/lib/session/session-context';
import { useNow } from '../review-clock/use-now';
import { CandidateCards } from './candidate-cards';
import { candidateColumns, NAME_COLUMN, STATUS_COLUMN } from './candidate-columns';
import { CANDIDATE_LIST_SOURCE } from './candidate-list-source';
import { useCandidateRowMenu } from './candidate-row-menu';
import { OverdueSwitch } from './overdue-switch';
import { CANDIDATE_LIST_ID } from './use-candidate-list-controls';

/** SPEC.md §2. */
export const CANDIDATE_LIST_SUBTITLE = 'Review submitted candidates and make offer decisions.';

/** /candidates: the submitted candidates, their review clock, and the way into each one's details. */
export const CandidateListPage = () => {
  const { subject } = useSession();
  const page = useListPage(CANDIDATE_LIST_SOURCE);
  const now = useNow();
  const columns = useMemo(() => candidateColumns(now), [now]);
  // SPEC.md §2: a row or card opens the details only with ViewCandidateDetail.
  const linkOf = can(subject, 'ViewCandidateDetail') ? (candidate: CandidateListItem) => ({ to: `/candidates/${candidate.dealId}` }) : undefined;
  const rowMenu = useCandidateRowMenu();

  return (
    <>
      <ListPage
        list={page}
        title={routeById('candidates').label}
        subtitle={CANDIDATE_LIST_SUBTITLE}
        search={{ label: 'Search by Name', maxLength: SEARCH_MAX }}
        multipleStatuses
        extraSelects={
          <OverdueSwitch
            checked={page.controls.state.extras.overdue === 'only'}
            onChange={(only) => page.controls.setExtra('overdue', only ? 'only' : 'all')}
          />
        }
        sortOptions={CANDIDATE_SORT_OPTIONS}
        pageSize={PAGE_SIZE.candidates}
        download={{ allowed: can(subject, 'ExportCandidates') }}
        table={
          <ListTable
            listId={CANDIDATE_LIST_ID}
            label="Candidates"
            pinned={NAME_COLUMN}
            columns={[STATUS_COLUMN, ...columns]}
            rows={page.rows}
            rowKey={(candidate) => candidate.dealId}
            rowLink={linkOf}
            rowActions={rowMenu.menuOf}
          />
        }
        cards={<CandidateCards rows={page.rows} columns={columns} linkOf={linkOf} actionsOf={rowMenu.menuOf} />}
      />
      {rowMenu.drawer}
    </>
  );
};
