import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UserListItem } from '@portal/domain/api/users';
import { ACCOUNT_STATUS_DISPLAY, CANNOT_EDIT_TOOLTIP, type AccountStatus } from '@portal/domain/users/user-rules';
import { orNotAvailable } from '@/lib/display-format';

export const CANNOT_EDIT = 'CANNOT EDIT';

/** Most hospital names a row spells out; the rest are counted, all of them in the tooltip. */
const HOSPITALS_SHOWN = 2;

export const HospitalNames = ({ names }: { names: readonly string[] }) => {
  if (names.length <= HOSPITALS_SHOWN) return <>{orNotAvailable(names.join(', '))}</>;
  return (
    <Tooltip title={names.join(', ')}>
      <Typography component="span" variant="body2" tabIndex={0}>
        {names.slice(0, HOSPITALS_SHOWN).join(', ')}, +{names.length - HOSPITALS_SHOWN} more
      </Typography>
    </Tooltip>
  );
};

/** An e-mail address that, where it must wrap, wraps after its '@' rather than anywhere. */
export const EmailAddress = ({ email }: { email: string }) => {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
};

export const AccountStatusChip = ({ status }: { status: AccountStatus }) => {
  const display = ACCOUNT_STATUS_DISPLAY[status];
  return <Chip size="small" label={display.label} color={display.tone} variant={display.tone === 'default' ? 'outlined' : 'filled'} />;
};

/** Edit, or SPEC.md §6's 'CANNOT EDIT' with its tooltip where the reader may not edit the user. */
export const UserAction = ({ user, onEdit }: { user: UserListItem; onEdit: (user: UserListItem) => void }) =>
  user.canEdit ? (
    <Button size="small" onClick={() => onEdit(user)} aria-label={`Edit ${user.firstName} ${user.lastName}`}>
      Edit
    </Button>
  ) : (
    <Tooltip title={CANNOT_EDIT_TOOLTIP}>
      <Typography component="span" tabIndex={0} variant="caption" sx={{ fontWeight: 600, whiteSpace: 'nowrap', color: 'text.secondary' }}>
        {CANNOT_EDIT}
      </Typography>
    </Tooltip>
  );
