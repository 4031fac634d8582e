// The only module that imports react-toastify, so every app shares one copy and one container.
// react-toastify 11 injects its own stylesheet when the container mounts; no CSS import is needed.
//
// The library (10 KB gzip) is loaded on the first toast, not with the page: most page loads show none.
// Until the container mounts, react-toastify queues what it is asked to show.
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

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

type Toastify = typeof import('react-toastify');

let library: Promise<Toastify> | null = null;
let wanted = false;
const hosts = new Set<() => void>();

/** Loads react-toastify once and tells the hosts to mount the container. */
const loadToastify = (): Promise<Toastify> => {
  if (!wanted) {
    wanted = true;
    for (const host of hosts) host();
  }
  library ??= import('react-toastify');
  return library;
};

const subscribe = (listener: () => void) => {
  hosts.add(listener);
  return () => {
    hosts.delete(listener);
  };
};
const isWanted = () => wanted;

type ContainerProps = import('react-toastify').ToastContainerProps & { closeLabel: string };
type CloseButtonProps = import('react-toastify').CloseButtonProps;

/** The library's own close button (same class names, so its styles apply), with our label. */
const closeButtonLabelled =
  (label: string) =>
  ({ closeToast, theme }: CloseButtonProps) => (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );

// The library's close button says "close" in English and cannot be given another label, so ours replaces
// it. Its timer bar has a fixed English label too, so it is not drawn (the toast still closes on time and
// pauses on hover).
const Container = lazy(() =>
  loadToastify().then(({ ToastContainer }) => ({
    default: ({ closeLabel, ...props }: ContainerProps) => (
      <ToastContainer {...props} hideProgressBar closeButton={closeButtonLabelled(closeLabel)} />
    ),
  })),
);

export interface ToastHostProps {
  theme: 'light' | 'dark';
}

/** The one toast container. The shell renders it once, beside its routes; it loads with the first toast. */
export function ToastHost({ theme }: ToastHostProps) {
  const { t } = useTranslation('ui');
  const show = useSyncExternalStore(subscribe, isWanted, isWanted);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Container
        position="top-right"
        autoClose={TOAST_DURATION_MS.default}
        limit={TOAST_LIMIT}
        theme={theme}
        newestOnTop
        closeOnClick
        pauseOnHover
        pauseOnFocusLoss
        aria-label={t('toast.region')}
        closeLabel={t('toast.close')}
      />
    </Suspense>
  );
}

let lastId = 0;
/** Ids are ours, so a toast can be updated or dismissed before the library has loaded. */
const nextId = (): string => `toast-${++lastId}`;

const show = (run: (toastify: Toastify, id: string) => void): ToastId => {
  const id = nextId();
  void loadToastify().then((toastify) => run(toastify, id));
  return id;
};

const timed = (type: ToastType) => (message: ReactNode) =>
  show(({ toast }, toastId) => {
    toast[type](message, { toastId, autoClose: durationFor(type) });
  });

/** Toast helpers with the spec's timings. Each returns the toast id. */
export const notify = {
  success: timed('success'),
  error: timed('error'),
  info: timed('info'),
  warning: timed('warning'),
  /** A toast with a spinner that stays until `update` or `dismiss`, e.g. "Logging out...". */
  loading: (message: ReactNode): ToastId =>
    show(({ toast }, toastId) => {
      toast.loading(message, { toastId });
    }),
  /** Turns a toast (typically a loading one) into a final one that closes on the normal timing. */
  update: (id: ToastId, { type, message }: { type: ToastType; message: ReactNode }): void => {
    void loadToastify().then(({ toast }) => {
      if (toast.isActive(id)) {
        toast.update(id, {
          render: message,
          type,
          isLoading: false,
          autoClose: durationFor(type),
          closeOnClick: true,
          draggable: true,
        });
        return;
      }
      // Still queued (the container is mounting): replace the queued toast by the final one.
      toast.dismiss(id);
      toast[type](message, { toastId: id, autoClose: durationFor(type) });
    });
  },
  /** Closes one toast, or all when no id is given. */
  dismiss: (id?: ToastId): void => {
    // Nothing was shown yet: nothing to close, and no reason to load the library.
    if (!library) return;
    void library.then(({ toast }) => {
      toast.dismiss(id);
    });
  },
};
