import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'shared-ui/spinner';
import styled from 'styled-components';
import { NAMESPACE } from '../../../../i18n';

// The chart and its library (lightweight-charts) are a chunk of their own, fetched when half of the chart's
// place is in view: not part of the dashboard's first load, where it starts below the fold or at its edge.
const MarketChart = lazy(() => import('./market-chart'));

/** Keeps the page from jumping when the chart arrives. */
const Slot = styled.div`
  min-height: 22rem;
`;

/** Half of the slot (22rem high) fits on any screen, so the chart always loads once scrolled to. */
const VISIBLE_SHARE = 0.5;

/** True once half the element has been on screen (at once where IntersectionObserver does not exist). */
const useSeenOnce = (ref: React.RefObject<HTMLElement | null>): boolean => {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { threshold: VISIBLE_SHARE },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
};

/** Where the market chart goes; it loads once scrolled into view. */
export function MarketChartSlot() {
  const { t } = useTranslation(NAMESPACE);
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(ref);
  const loading = <Spinner label={t('market.chartLoading')} />;
  return (
    <Slot ref={ref}>
      {seen ? (
        <Suspense fallback={loading}>
          <MarketChart />
        </Suspense>
      ) : null}
    </Slot>
  );
}
