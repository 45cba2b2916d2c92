import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import type { UserListItem } from '@portal/domain/api/users';
import { ListPagination } from '@/components/list/list-pagination';
import { useSmallScreen } from '@/components/list/use-small-screen';
import { formatDate, orNotAvailable } from '@/lib/display-format';
import { formatPhone } from '@/lib/format-phone';
import { UserCards } from './user-cards';
import { AccountStatusChip, EmailAddress, HospitalNames, UserAction } from './user-cells';

/**
 * The list's columns, in order. Name, email and phone share the first so that Edit is on screen at
 * 1280 px beside the sidebar; Action stays pinned at the right edge where the frame is narrower
 * (decision 0119).
 */
export const USER_COLUMNS = ['User', 'User Type', 'Hospitals', 'Job Approver', 'Last Login', 'Account Status', 'Action'] as const;

/** The Action column, pinned to the frame's right edge while the rest scrolls under it. */
const PINNED_RIGHT = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  borderLeft: 1,
  borderLeftColor: 'divider',
  boxShadow: (theme: Theme) => `-6px 0 6px -6px ${alpha(theme.palette.common.black, 0.3)}`,
} as const;

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
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: '100%', overflowX: 'auto', bgcolor: 'background.paper' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {USER_COLUMNS.map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 600, ...(column === 'Action' ? { ...PINNED_RIGHT, zIndex: 1 } : {}) }}>
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
                    <TableCell sx={{ minWidth: 240, overflowWrap: 'break-word' }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        <EmailAddress email={user.email} />
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                        {orNotAvailable(formatPhone(user.phoneNumber))}
                      </Typography>
                    </TableCell>
                    <TableCell>{user.userType}</TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      <HospitalNames names={user.hospitalNames} />
                    </TableCell>
                    <TableCell>{user.isJobApprover ? 'Yes' : 'No'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(user.lastLoginDate)}</TableCell>
                    <TableCell>
                      <AccountStatusChip status={user.accountStatus} />
                    </TableCell>
                    <TableCell sx={PINNED_RIGHT}>
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
