import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_AUTO_DISMISS_MS, TOAST_MAX_WIDTH_PX, TOAST_MIN_WIDTH_PX } from '@portal/domain/limits';
import { ToastContext, type ToastOptions, type ToastType, type Toaster } from './toast-context';

interface Toast {
  id: number;
  type: ToastType;
  message: string;
  position: NonNullable<ToastOptions['position']>;
}

const SEVERITY = { success: 'success', error: 'error', neutral: 'info' } as const;

let nextId = 1;

/** One toast at a time; a newer one replaces the current one. Auto-dismissed after 5 s (SPEC.md §9). */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((type: ToastType, message: string, options?: ToastOptions) => {
    setToast({ id: nextId++, type, message, position: options?.position ?? 'bottom' });
    setOpen(true);
  }, []);

  const toaster = useMemo<Toaster>(
    () => ({
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      neutral: (message, options) => show('neutral', message, options),
    }),
    [show],
  );

  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {toast && (
        <Snackbar
          key={toast.id}
          open={open}
          autoHideDuration={TOAST_AUTO_DISMISS_MS}
          onClose={close}
          anchorOrigin={{ vertical: toast.position, horizontal: 'center' }}
        >
          <Alert
            onClose={close}
            severity={SEVERITY[toast.type]}
            variant="filled"
            data-toast-type={toast.type}
            sx={{ minWidth: TOAST_MIN_WIDTH_PX, maxWidth: TOAST_MAX_WIDTH_PX, width: '100%' }}
          >
            {toast.message}
          </Alert>
        </Snackbar>
      )}
    </ToastContext.Provider>
  );
};
