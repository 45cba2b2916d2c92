import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CoveredUnit, NotificationPreference } from '@portal/domain/api/notifications';
import { SOMETHING_WENT_WRONG_HEADING } from '@portal/domain/messages';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, type NotificationChannel } from '@portal/domain/notifications/notification-kinds';
import { UnitCoverageChecklist } from '@/components/unit-coverage/unit-coverage-checklist';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/notification-preferences';
import { useSetUnitCoverage, useUnitCoverage } from '../api/unit-coverage';

/**
 * Where each kind of notification goes (in the portal, in a daily e-mail digest, or nowhere), and
 * which units the user follows: candidates of a unit reach who follows it (docs/decisions/0130).
 */
export const NotificationPreferencesDialog = ({ onClose }: { onClose: () => void }) => {
  const { data, isPending, isError } = useNotificationPreferences(true);
  const save = useUpdateNotificationPreferences();
  const [changes, setChanges] = useState<Partial<Record<NotificationPreference['kind'], NotificationChannel>>>({});
  const channelOf = (kind: NotificationPreference['kind']) => changes[kind] ?? data?.preferences.find((p) => p.kind === kind)?.channel ?? 'portal';
  const coverage = useUnitCoverage(true);
  const saveCoverage = useSetUnitCoverage();
  const [follows, setFollows] = useState<Record<string, boolean>>({});
  const covers = (unit: CoveredUnit) => follows[unit.unitId] ?? unit.covers;

  const submit = () => {
    const preferences = NOTIFICATION_KINDS.map(({ id }) => ({ kind: id, channel: channelOf(id) }));
    const followChanges = (coverage.data?.units ?? [])
      .filter((unit) => covers(unit) !== unit.covers)
      .map((unit) => ({ unitId: unit.unitId, covers: covers(unit) }));
    save.mutate(preferences, {
      onSuccess: () => (followChanges.length > 0 ? saveCoverage.mutate(followChanges, { onSuccess: onClose }) : onClose()),
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="notification-preferences-title" fullWidth maxWidth="xs">
      <DialogTitle id="notification-preferences-title">Notification preferences</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Choose where each kind of notification reaches you.
        </Typography>
        {isError ? (
          <Typography color="error">{SOMETHING_WENT_WRONG_HEADING}</Typography>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {NOTIFICATION_KINDS.map(({ id, label }) => (
              <TextField
                key={id}
                select
                label={label}
                value={channelOf(id)}
                disabled={isPending}
                onChange={(event) => setChanges({ ...changes, [id]: event.target.value as NotificationChannel })}
              >
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <MenuItem key={channel.id} value={channel.id}>
                    {channel.label}
                  </MenuItem>
                ))}
              </TextField>
            ))}
            <Typography variant="subtitle1" component="h3" sx={{ pt: 1 }}>
              Units you follow
            </Typography>
            <Typography variant="body2" color="text.secondary">
              New candidates of a unit reach the people who follow it.
            </Typography>
            {coverage.isError ? (
              <Typography color="error">{SOMETHING_WENT_WRONG_HEADING}</Typography>
            ) : (
              coverage.data && (
                <UnitCoverageChecklist
                  label="Units you follow"
                  units={coverage.data.units}
                  covers={covers}
                  onChange={(unit, checked) => setFollows({ ...follows, [unit.unitId]: checked })}
                />
              )
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={isPending || isError || save.isPending || saveCoverage.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};
