import { useState } from 'react';
import { z } from 'zod';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { can } from '@portal/domain/access/access-rule';
import type { UserListItem } from '@portal/domain/api/users';
import { findSortOption, USER_SORT_OPTIONS } from '@portal/domain/lists/sort-options';
import { DownloadButton } from '@/components/list/download-button';
import { EmptyState } from '@/components/list/empty-state';
import { SearchBox } from '@/components/list/search-box';
import { SortMenu } from '@/components/list/sort-menu';
import { GatedButton } from '@/components/gated-button';
import { PageHeader } from '@/components/page-header';
import { SectionError } from '@/components/section-error';
import { useSession } from '@/lib/session/session-context';
import { useListState } from '@/lib/use-list-state';
import { useExportUsers } from '../api/export-users';
import { useUsers } from '../api/get-users';
import { UserDrawer } from '../user-form/user-drawer';
import { UserSection } from './user-section';

/** Texts of SPEC.md §2, exactly as written. */
export const USER_MAINTENANCE_SUBTITLE = 'Manage your team members and their account permissions.';
export const USER_SEARCH_LABEL = 'Search by Name or Email';
export const USERS_EMPTY = "Try adjusting your search by entering part of the user's name or checking for typos.";
export const userMaintenanceTitle = (network: string) => `${network} - User Maintenance`;

const PAGE_SIZE = 24;

const UserListState = z.object({
  search: z.string().max(30).catch(''),
  sort: z.string().max(40).catch(USER_SORT_OPTIONS[0]!.id),
  activePage: z.number().int().min(1).catch(1),
  inactivePage: z.number().int().min(1).catch(1),
});
type UserListState = z.infer<typeof UserListState>;
const DEFAULTS: UserListState = { search: '', sort: USER_SORT_OPTIONS[0]!.id, activePage: 1, inactivePage: 1 };

/** The User Maintenance page of SPEC.md §2: search, sort, the ACTIVE and INACTIVE sections, Add User and Download. */
export const UserMaintenancePage = () => {
  const session = useSession();
  const [state, setState] = useListState('users', UserListState, DEFAULTS);
  const [drawer, setDrawer] = useState<{ user?: UserListItem } | null>(null);
  const sort = findSortOption(USER_SORT_OPTIONS, state.sort);
  const base = { userName: state.search || undefined, sortBy: sort.sortBy, sortOrder: sort.sortOrder, pageSize: PAGE_SIZE };
  const active = useUsers({ ...base, section: 'active', pageNumber: state.activePage });
  const inactive = useUsers({ ...base, section: 'inactive', pageNumber: state.inactivePage });
  const exporting = useExportUsers({ userName: base.userName, sortBy: sort.sortBy, sortOrder: sort.sortOrder });

  const change = (next: Partial<UserListState>) => {
    setState({ ...state, activePage: 1, inactivePage: 1, ...next });
    window.scrollTo?.({ top: 0 });
  };
  const failed = active.isError || inactive.isError;
  const loading = active.isPending || inactive.isPending;
  const empty = !loading && !failed && (active.data?.count ?? 0) === 0 && (inactive.data?.count ?? 0) === 0;

  return (
    // The tables scroll sideways inside the page rather than widening it.
    <Box sx={{ minWidth: 0 }}>
      <PageHeader
        title={userMaintenanceTitle(session.network?.networkName ?? '')}
        subtitle={USER_MAINTENANCE_SUBTITLE}
        actions={
          <>
            <DownloadButton allowed={can(session.subject, 'ExportUser')} busy={exporting.busy} onDownload={exporting.download} />
            <GatedButton allowed={can(session.subject, 'CreateUser')} variant="contained" startIcon={<Add />} onClick={() => setDrawer({})}>
              Add User
            </GatedButton>
          </>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}>
        <SearchBox label={USER_SEARCH_LABEL} value={state.search} onSubmit={(search) => change({ search })} />
        <SortMenu options={USER_SORT_OPTIONS} value={sort.id} onChange={(id) => change({ sort: id })} />
      </Box>
      {failed && (
        <SectionError
          onRefresh={() => {
            void active.refetch();
            void inactive.refetch();
          }}
        />
      )}
      {loading && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading users" />
        </Box>
      )}
      {empty && <EmptyState message={USERS_EMPTY} />}
      {!failed && !loading && !empty && active.data && inactive.data && (
        <>
          <UserSection
            title="ACTIVE"
            users={active.data.data}
            total={active.data.activeCount}
            page={state.activePage}
            pageSize={PAGE_SIZE}
            onPage={(activePage) => setState({ ...state, activePage })}
            onEdit={(user) => setDrawer({ user })}
          />
          <UserSection
            title="INACTIVE"
            users={inactive.data.data}
            total={inactive.data.inactiveCount}
            page={state.inactivePage}
            pageSize={PAGE_SIZE}
            onPage={(inactivePage) => setState({ ...state, inactivePage })}
            onEdit={(user) => setDrawer({ user })}
          />
        </>
      )}
      <UserDrawer open={drawer !== null} onClose={() => setDrawer(null)} {...(drawer?.user ? { user: drawer.user } : {})} />
    </Box>
  );
};
