import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from 'shared-api/queries/keys';
import { Spinner } from 'shared-ui/spinner';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { useNearViewport } from '../hooks/use-near-viewport';

// A chunk of its own, with its own catalog: none of it is downloaded by a visitor who stays on the hero.
const HomeSections = lazy(() =>
  import('./home-sections').then(({ HomeSections: Sections }) => ({ default: Sections })),
);

/** At least one pixel high: an empty element would never be seen on screen. */
const Anchor = styled.div`
  min-height: 1px;
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.xxl} 0;
`;

/** The home page's sections after the hero, loaded once the visitor reaches them (or with a server-rendered page). */
export function BelowTheFold() {
  const { t } = useTranslation(NAMESPACE);
  const anchor = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  // A page the server rendered with the sections' data (it is in the cache from the first render on) has the
  // sections already: they are shown at once, on the server and in the browser that hydrates them.
  const [arrivedWithData] = useState(() => queryClient.getQueryData(queryKeys.publicStats) !== undefined);
  const reached = useNearViewport(anchor, arrivedWithData);
  return (
    <Anchor ref={anchor}>
      {reached && (
        <Suspense
          fallback={
            <Loading>
              <Spinner size="lg" label={t('home.loadingSections')} />
            </Loading>
          }
        >
          <HomeSections />
        </Suspense>
      )}
    </Anchor>
  );
}
