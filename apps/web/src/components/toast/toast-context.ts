import { createContext } from 'react';

/** Toast types of SPEC.md §2. */
export type ToastType = 'success' | 'error' | 'neutral';
export type ToastPosition = 'bottom' | 'top';

export interface ToastOptions {
  position?: ToastPosition;
}

export interface Toaster {
  success(message: string, options?: ToastOptions): void;
  error(message: string, options?: ToastOptions): void;
  neutral(message: string, options?: ToastOptions): void;
}

export const ToastContext = createContext<Toaster | null>(null);
