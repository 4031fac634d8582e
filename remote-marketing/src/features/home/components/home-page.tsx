import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isLoggedInAtom } from 'shared-api/session';
import { Button } from 'shared-ui/button';
import { PRODUCT_NAME } from 'shared-ui/logo';
import { usePageMeta } from 'shared-ui/page-meta';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { BelowTheFold } from './below-the-fold';
import { TypedHeadline } from './typed-headline';

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  justify-content: center;
  /* The hero fills the first screen, so the sections below it load only once the visitor scrolls. */
  min-height: calc(100vh - ${({ theme }) => theme.layout.topBarHeight});
  min-height: calc(100svh - ${({ theme }) => theme.layout.topBarHeight});
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.infoSoft},
    ${({ theme }) => theme.colors.bg} 70%
  );
`;

const HeroInner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.md};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
`;

const Lead = styled.p`
  margin: 0;
  max-width: 40rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * `/`: the hero (the product, the rotating headlines of spec §1, one claim it can back, the way in), then
 * the sections below the fold, which load when the visitor scrolls to them. Get started leads to the
 * dashboard with a session, else to sign-up.
 */
export function HomePage() {
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const titleId = useId();
  const { t } = useTranslation(NAMESPACE);
  usePageMeta({ title: t('home.documentTitle'), description: t('home.description') });
  const headlines = [
    t('home.headline1'),
    t('home.headline2'),
    t('home.headline3', { product: PRODUCT_NAME }),
  ];
  return (
    <>
      <Hero aria-labelledby={titleId}>
        <HeroInner>
          <Title id={titleId}>{t('home.title', { product: PRODUCT_NAME })}</Title>
          <TypedHeadline headlines={headlines} />
          <Lead>{t('home.lead')}</Lead>
          <Button as={Link} to={isLoggedIn ? '/dashboard' : '/signup'} size="lg">
            {t('home.getStarted')}
          </Button>
        </HeroInner>
      </Hero>
      <BelowTheFold />
    </>
  );
}
