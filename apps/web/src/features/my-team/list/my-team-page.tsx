import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@portal/domain/access/access-rule';
import { routeById } from '@portal/domain/access/routes';
import { PAGE_SIZE } from '@portal/domain/limits';
import { MY_TEAM_SORT_OPTIONS } from '@portal/domain/lists/sort-options';
import { CardFields, CardGrid } from '@/components/list/card-grid';
import { DownloadButton } from '@/components/list/download-button';
import { EmptyState } from '@/components/list/empty-state';
import { LinkedCard } from '@/components/list/linked-card';
import { ListPagination } from '@/components/list/list-pagination';
import { ListTable } from '@/components/list/list-table';
import { SearchBox } from '@/components/list/search-box';
import { SortMenu } from '@/components/list/sort-menu';
import { useSmallScreen } from '@/components/list/use-small-screen';
import { PageHeader } from '@/components/page-header';
import { SectionError } from '@/components/section-error';
import { useSession } from '@/lib/session/session-context';
import { useUrlListState } from '@/lib/use-list-state';
import { useExportMyTeam } from '../api/export-my-team';
import { useMyTeam } from '../api/get-my-team';
import { CLINICIAN_COLUMN, clinicianName, MY_TEAM_COLUMNS, myTeamLink, openClinicianLabel } from './my-team-columns';
import { MY_TEAM_LIST_DEFAULTS, MY_TEAM_LIST_ID, MY_TEAM_LIST_URL, MyTeamListStateSchema, myTeamRequest, type MyTeamListState } from './my-team-list-state';

/** Ours: issue 34 gives My Team no subtitle. */
export const MY_TEAM_SUBTITLE = 'Clinicians your hospitals rated Preferred, with their last assignment.';
export const MY_TEAM_EMPTY = 'Nobody is on your team yet: clinicians evaluated Preferred at the end of an assignment appear here.';

/**
 * /my-team (issue 34 item 3): the preferred clinicians, searched by name, sorted, paged and
 * downloaded. Not a counted list (no statuses, no drawer filters), so it composes the list pieces
 * itself (docs/decisions/0160-my-team.md).
 */
export const MyTeamPage = () => {
  const { subject } = useSession();
  const small = useSmallScreen();
  const [state, setState, readState] = useUrlListState(MY_TEAM_LIST_ID, MyTeamListStateSchema, MY_TEAM_LIST_DEFAULTS, MY_TEAM_LIST_URL);
  const request = myTeamRequest(state);
  const list = useMyTeam(request);
  const total = list.data?.count ?? 0;
  const rows = list.data?.data ?? [];
  const exporter = useExportMyTeam(request, total);
  const mayOpen = can(subject, 'ViewAssignedDetails');
  const change = (next: Partial<MyTeamListState>) => setState({ ...readState(), ...next, page: next.page ?? 1 });

  return (
    <Box>
      <PageHeader
        title={routeById('myTeam').label}
        subtitle={MY_TEAM_SUBTITLE}
        actions={<DownloadButton allowed={can(subject, 'ExportAssigned')} busy={exporter.busy} disabled={total === 0} onDownload={exporter.download} />}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap', rowGap: 2 }}>
        <SearchBox label="Search by Name" value={state.search} onSubmit={(search) => change({ search })} />
        <SortMenu options={MY_TEAM_SORT_OPTIONS} value={state.sort} onChange={(sort) => change({ sort })} />
      </Stack>
      <Box sx={{ mt: 2 }}>
        {list.isError ? (
          <SectionError onRefresh={() => void list.refetch()} />
        ) : list.isPending ? (
          <LinearProgress aria-label="Loading my team" />
        ) : rows.length === 0 ? (
          <EmptyState message={state.search ? undefined : MY_TEAM_EMPTY} />
        ) : (
          <Stack spacing={2}>
            {list.isFetching && <LinearProgress aria-label="Loading my team" />}
            {small ? (
              <CardGrid>
                {rows.map((row) => (
                  <LinkedCard key={row.clinicianId} link={mayOpen ? myTeamLink(row) : undefined} label={openClinicianLabel(row)}>
                    <CardContent>
                      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                        {clinicianName(row)}
                      </Typography>
                      <CardFields fields={MY_TEAM_COLUMNS.map((column) => ({ key: column.id, label: column.label, value: column.value(row) }))} />
                    </CardContent>
                  </LinkedCard>
                ))}
              </CardGrid>
            ) : (
              <ListTable
                listId={MY_TEAM_LIST_ID}
                label="My Team"
                pinned={CLINICIAN_COLUMN}
                columns={MY_TEAM_COLUMNS}
                rows={rows}
                rowKey={(row) => row.clinicianId}
                rowLink={mayOpen ? myTeamLink : undefined}
              />
            )}
            <ListPagination page={state.page} pageSize={PAGE_SIZE.myTeam} total={total} onChange={(page) => change({ page })} />
          </Stack>
        )}
      </Box>
    </Box>
  );
};
