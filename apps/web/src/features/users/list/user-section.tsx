import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UserListItem } from '@portal/domain/api/users';
import { ACCOUNT_STATUS_DISPLAY, CANNOT_EDIT_TOOLTIP } from '@portal/domain/users/user-rules';
import { ListPagination } from '@/components/list/list-pagination';
import { formatDate, orNotAvailable } from '@/lib/display-format';
import { formatPhone } from '@/lib/format-phone';

/** The columns of SPEC.md §2's user list, in order. */
export const USER_COLUMNS = ['Name', 'Email', 'Phone', 'User Type', 'Hospitals', 'Job Approver', 'Last Login', 'Account Status', 'Action'] as const;

export const CANNOT_EDIT = 'CANNOT EDIT';

/** Most hospital names a row spells out; the rest are counted, all of them in the tooltip. */
const HOSPITALS_SHOWN = 2;

const HospitalNames = ({ names }: { names: readonly string[] }) => {
  if (names.length <= HOSPITALS_SHOWN) return <>{orNotAvailable(names.join(', '))}</>;
  return (
    <Tooltip title={names.join(', ')}>
      <Typography component="span" variant="body2" tabIndex={0}>
        {names.slice(0, HOSPITALS_SHOWN).join(', ')}, +{names.length - HOSPITALS_SHOWN} more
      </Typography>
    </Tooltip>
  );
};

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
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 1 }}>
        {title} ({total})
      </Typography>
      {users.length > 0 && (
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
                const status = ACCOUNT_STATUS_DISPLAY[user.accountStatus];
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
                      <Chip size="small" label={status.label} color={status.tone} variant={status.tone === 'default' ? 'outlined' : 'filled'} />
                    </TableCell>
                    <TableCell>
                      {user.canEdit ? (
                        <Button size="small" onClick={() => onEdit(user)} aria-label={`Edit ${name}`}>
                          Edit
                        </Button>
                      ) : (
                        <Tooltip title={CANNOT_EDIT_TOOLTIP}>
                          <Typography component="span" tabIndex={0} variant="caption" sx={{ fontWeight: 600, whiteSpace: 'nowrap', color: 'text.secondary' }}>
                            {CANNOT_EDIT}
                          </Typography>
                        </Tooltip>
                      )}
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
