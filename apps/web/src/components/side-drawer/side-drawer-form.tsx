import { useId, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { DiscardChangesDialog } from './discard-changes-dialog';

/** Drawer width on tablets and larger; phones get the whole width. */
export const SIDE_DRAWER_WIDTH_PX = 520;

export interface SideDrawerFormProps<TValues extends FieldValues, TSubmitted extends FieldValues> {
  open: boolean;
  title: string;
  subtitle?: string;
  /**
   * The react-hook-form instance of the fields in `children`. Its dirtiness guards leaving; its
   * validation runs on submit and, through `shouldFocusError` (on by default), focuses the first
   * invalid field in the order the fields are rendered: render them in SPEC.md §5's order and pass
   * each field's `ref` to its input.
   */
  form: UseFormReturn<TValues, unknown, TSubmitted>;
  /**
   * Saves valid values. Resolving closes the drawer and resets the form; rejecting keeps the drawer
   * open with what the user entered (the caller has already said why, e.g. with a toast).
   */
  onSubmit: (values: TSubmitted) => Promise<void>;
  /** Leaves the drawer: at once when nothing changed, after 'Discard & Exit' otherwise. */
  onClose: () => void;
  submitLabel: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The one side-drawer form of the portal (DESIGN.md 'Web'): a right drawer with a title, a
 * subtitle, the fields, and a footer with Cancel and the primary action.
 */
export const SideDrawerForm = <TValues extends FieldValues, TSubmitted extends FieldValues>({
  open,
  title,
  subtitle,
  form,
  onSubmit,
  onClose,
  submitLabel,
  children,
}: SideDrawerFormProps<TValues, TSubmitted>) => {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const { isDirty, isSubmitting } = form.formState;

  const leave = () => {
    setConfirming(false);
    form.reset();
    onClose();
  };

  const requestClose = () => {
    if (isSubmitting) return;
    if (isDirty) setConfirming(true);
    else leave();
  };

  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values);
    leave();
  });

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={requestClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: SIDE_DRAWER_WIDTH_PX } } } }}
    >
      <Box
        component="form"
        noValidate
        // A rejected save keeps the drawer open; the caller has told the user why.
        onSubmit={(event) => void submit(event).catch(() => undefined)}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, pt: 3, pb: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="h2" component="h2">
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          <IconButton aria-label="Close" onClick={requestClose} edge="end">
            <Close />
          </IconButton>
        </Box>
        <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</Box>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            justifyContent: 'flex-end',
            gap: 1,
            px: 3,
            py: 2,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button variant="outlined" onClick={requestClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Box>
      </Box>
      <DiscardChangesDialog open={confirming} onKeepEditing={() => setConfirming(false)} onDiscard={leave} />
    </Drawer>
  );
};
