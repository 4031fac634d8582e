import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const mediaQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;

const subscribe = (onChange: () => void): (() => void) => {
  const mq = mediaQuery();
  if (!mq) return () => {};
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
};

const read = (): boolean => mediaQuery()?.matches ?? false;

/** True when the user asked the system to reduce motion; follows changes live. */
export const usePrefersReducedMotion = (): boolean => useSyncExternalStore(subscribe, read, () => false);
