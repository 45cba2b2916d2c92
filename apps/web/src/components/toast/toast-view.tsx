import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_AUTO_DISMISS_MS, TOAST_MAX_WIDTH_PX, TOAST_MIN_WIDTH_PX } from '@portal/domain/limits';
import { useLiftAbove } from './toast-clearance';
import type { ToastOptions, ToastType } from './toast-context';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  position: NonNullable<ToastOptions['position']>;
}

const SEVERITY = { success: 'success', error: 'error', neutral: 'info' } as const;

interface ToastViewProps {
  toast: Toast;
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
  /** Bars at the bottom of the screen a bottom toast opens above. */
  clearOf: ReadonlySet<HTMLElement>;
}

/** MUI's own distance of a snackbar from the bottom edge: 8 px on phones, 24 px from sm up. */
const EDGE = { xs: 8, sm: 24 } as const;

export const ToastView = ({ toast, open, onClose, clearOf }: ToastViewProps) => {
  const lift = useLiftAbove(clearOf);
  const raised = toast.position === 'bottom' && lift > 0;
  return (
    <Snackbar
      open={open}
      autoHideDuration={TOAST_AUTO_DISMISS_MS}
      onClose={onClose}
      anchorOrigin={{ vertical: toast.position, horizontal: 'center' }}
      sx={raised ? { bottom: { xs: lift + EDGE.xs, sm: lift + EDGE.sm } } : undefined}
    >
      <Alert
        onClose={onClose}
        severity={SEVERITY[toast.type]}
        variant="filled"
        data-toast-type={toast.type}
        sx={{ minWidth: TOAST_MIN_WIDTH_PX, maxWidth: TOAST_MAX_WIDTH_PX, width: '100%' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
};
