import { useContext } from 'react';
import { ToastContext, type Toaster } from './toast-context';

export const useToast = (): Toaster => {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a ToastProvider');
  return toaster;
};
