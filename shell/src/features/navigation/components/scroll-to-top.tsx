import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the top on every route change (spec §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolling is the reaction to a new path.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
