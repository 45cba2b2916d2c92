import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UserListItem } from '@portal/domain/api/users';
import { ListPagination } from '@/components/list/list-pagination';
import { useSmallScreen } from '@/components/list/use-small-screen';
import { formatDate, orNotAvailable } from '@/lib/display-format';
import { formatPhone } from '@/lib/format-phone';
import { UserCards } from './user-cards';
import { AccountStatusChip, HospitalNames, UserAction } from './user-cells';

/** The columns of SPEC.md §2's user list, in order. */
export const USER_COLUMNS = ['Name', 'Email', 'Phone', 'User Type', 'Hospitals', 'Job Approver', 'Last Login', 'Account Status', 'Action'] as const;

interface UserSectionProps {
  title: 'ACTIVE' | 'INACTIVE';
  users: readonly UserListItem[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onEdit: (user: UserListItem) => void;
}

/** One section of the list: its heading with the count, the table and its pages. */
export const UserSection = ({ title, users, total, page, pageSize, onPage, onEdit }: UserSectionProps) => {
  const headingId = `users-${title.toLowerCase()}`;
  const small = useSmallScreen();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 1 }}>
        {title} ({total})
      </Typography>
      {users.length > 0 && small && <UserCards users={users} onEdit={onEdit} />}
      {users.length > 0 && !small && (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {USER_COLUMNS.map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {users.map((user) => {
                const name = `${user.firstName} ${user.lastName}`;
                return (
                  <TableRow key={user.userID}>
                    <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{name}</TableCell>
                    <TableCell>{user.email}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{orNotAvailable(formatPhone(user.phoneNumber))}</TableCell>
                    <TableCell>{user.userType}</TableCell>
                    <TableCell sx={{ minWidth: 180 }}>
                      <HospitalNames names={user.hospitalNames} />
                    </TableCell>
                    <TableCell>{user.isJobApprover ? 'Yes' : 'No'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(user.lastLoginDate)}</TableCell>
                    <TableCell>
                      <AccountStatusChip status={user.accountStatus} />
                    </TableCell>
                    <TableCell>
                      <UserAction user={user} onEdit={onEdit} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListPagination page={page} pageSize={pageSize} total={total} onChange={onPage} />
    </Box>
  );
};
