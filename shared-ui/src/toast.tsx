// The only module that imports react-toastify, so every app shares one copy and one container.
// react-toastify 11 injects its own stylesheet when the container mounts; no CSS import is needed.
import type { ReactNode } from 'react';
import { ToastContainer, toast } from 'react-toastify';

/** Spec timings: errors and everything else 4 s, success 2 s; at most 20 toasts at once. */
export const TOAST_DURATION_MS = { default: 4000, success: 2000, error: 4000 } as const;
export const TOAST_LIMIT = 20;

export type ToastId = string | number;
export type ToastType = 'success' | 'error' | 'info' | 'warning';

const durationFor = (type: ToastType): number =>
  type === 'success'
    ? TOAST_DURATION_MS.success
    : type === 'error'
      ? TOAST_DURATION_MS.error
      : TOAST_DURATION_MS.default;

export interface ToastHostProps {
  theme: 'light' | 'dark';
}

/** The one toast container. The shell renders it once, beside its routes. */
export function ToastHost({ theme }: ToastHostProps) {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_DURATION_MS.default}
      limit={TOAST_LIMIT}
      theme={theme}
      newestOnTop
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
    />
  );
}

/** Toast helpers with the spec's timings. Each returns the toast id. */
export const notify = {
  success: (message: ReactNode): ToastId => toast.success(message, { autoClose: durationFor('success') }),
  error: (message: ReactNode): ToastId => toast.error(message, { autoClose: durationFor('error') }),
  info: (message: ReactNode): ToastId => toast.info(message, { autoClose: durationFor('info') }),
  warning: (message: ReactNode): ToastId => toast.warning(message, { autoClose: durationFor('warning') }),
  /** A toast with a spinner that stays until `update` or `dismiss`, e.g. "Logging out...". */
  loading: (message: ReactNode): ToastId => toast.loading(message),
  /** Turns a toast (typically a loading one) into a final one that closes on the normal timing. */
  update: (id: ToastId, { type, message }: { type: ToastType; message: ReactNode }): void => {
    toast.update(id, {
      render: message,
      type,
      isLoading: false,
      autoClose: durationFor(type),
      closeOnClick: true,
      draggable: true,
    });
  },
  /** Closes one toast, or all when no id is given. */
  dismiss: (id?: ToastId): void => {
    toast.dismiss(id);
  },
};
