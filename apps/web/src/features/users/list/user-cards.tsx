import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UserListItem } from '@portal/domain/api/users';
import { formatDate, orNotAvailable } from '@/lib/display-format';
import { formatPhone } from '@/lib/format-phone';
import { AccountStatusChip, HospitalNames, UserAction } from './user-cells';

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 1 }}>
    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 96 }}>
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/** The list's users as cards on phones, with the same columns as the table. */
export const UserCards = ({ users, onEdit }: { users: readonly UserListItem[]; onEdit: (user: UserListItem) => void }) => (
  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
    {users.map((user) => (
      <Paper component="li" key={user.userID} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {user.firstName} {user.lastName}
          </Typography>
          <AccountStatusChip status={user.accountStatus} />
        </Box>
        <Line label="Email">{user.email}</Line>
        <Line label="Phone">{orNotAvailable(formatPhone(user.phoneNumber))}</Line>
        <Line label="User Type">{user.userType}</Line>
        <Line label="Hospitals">
          <HospitalNames names={user.hospitalNames} />
        </Line>
        <Line label="Job Approver">{user.isJobApprover ? 'Yes' : 'No'}</Line>
        <Line label="Last Login">{formatDate(user.lastLoginDate)}</Line>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <UserAction user={user} onEdit={onEdit} />
        </Box>
      </Paper>
    ))}
  </Box>
);
