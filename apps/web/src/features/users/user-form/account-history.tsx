import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '@/lib/display-format';
import { useUserHistory } from '../api/get-user-history';

/** Ours (SPEC.md does not show the history): the account's changes, newest first. */
export const ACCOUNT_HISTORY_TITLE = 'Account History';

const NOBODY = 'Provider staff';

/** Who changed what on the account, when (from the audit log). */
export const AccountHistory = ({ userId }: { userId: string }) => {
  const history = useUserHistory(userId);
  if (!history.data || history.data.length === 0) return null;
  return (
    <Box component="section" aria-label={ACCOUNT_HISTORY_TITLE} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {ACCOUNT_HISTORY_TITLE}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}>
        {history.data.map((entry, i) => (
          <li key={`${entry.at}-${i}`}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {entry.action} · {formatDate(entry.at)} {new Date(entry.at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })} · {entry.actor ?? NOBODY}
            </Typography>
            {entry.changes.map((change) => (
              <Typography key={change.field} variant="body2" color="text.secondary">
                {change.field}: {change.from ?? '—'} → {change.to ?? '—'}
              </Typography>
            ))}
          </li>
        ))}
      </Box>
    </Box>
  );
};
