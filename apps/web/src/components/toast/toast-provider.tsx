import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ToastClearanceContext } from './toast-clearance';
import { ToastContext, type ToastOptions, type ToastType, type Toaster } from './toast-context';
import type { Toast } from './toast-view';

/** The snackbar is not part of the first screen: it loads just after, before any toast needs it. */
const loadToastView = () => import('./toast-view').then((m) => ({ default: m.ToastView }));
const ToastView = lazy(loadToastView);

let nextId = 1;

/**
 * One toast at a time; a newer one replaces the current one. Auto-dismissed after 5 s (SPEC.md §9).
 * A bottom toast opens above the bars registered with `useKeepClearOfToasts`.
 */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);
  const [clearOf, setClearOf] = useState<ReadonlySet<HTMLElement>>(() => new Set());
  useEffect(() => void loadToastView(), []);

  const keepClear = useCallback((element: HTMLElement) => {
    setClearOf((current) => new Set(current).add(element));
    return () =>
      setClearOf((current) => {
        const next = new Set(current);
        next.delete(element);
        return next;
      });
  }, []);

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
      <ToastClearanceContext.Provider value={keepClear}>
        {children}
        {toast && (
          <Suspense fallback={null}>
            <ToastView key={toast.id} toast={toast} open={open} onClose={close} clearOf={clearOf} />
          </Suspense>
        )}
      </ToastClearanceContext.Provider>
    </ToastContext.Provider>
  );
};
