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

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.md};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.display};
`;

const Lead = styled.p`
  margin: 0;
  max-width: 40rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The landing page's hero: the product, one claim it can back (decisions §1), and the way in. */
export function HomePage() {
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const titleId = useId();
  const { t } = useTranslation(NAMESPACE);
  usePageMeta({ title: t('home.documentTitle'), description: t('home.description') });
  return (
    <Hero aria-labelledby={titleId}>
      <Title id={titleId}>{t('home.title', { product: PRODUCT_NAME })}</Title>
      <Lead>{t('home.lead')}</Lead>
      <Button as={Link} to={isLoggedIn ? '/dashboard' : '/signup'} size="lg">
        {t('home.getStarted')}
      </Button>
    </Hero>
  );
}
