import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { isLoggedInAtom } from 'shared-api/session';
import { Button } from 'shared-ui/button';
import { useDocumentTitle } from 'shared-ui/document-title';
import { PRODUCT_NAME } from 'shared-ui/logo';
import styled from 'styled-components';

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
  useDocumentTitle('Daily fixed returns from crypto');
  return (
    <Hero aria-labelledby={titleId}>
      <Title id={titleId}>{PRODUCT_NAME}: daily fixed returns from crypto</Title>
      <Lead>
        Choose a plan and deposit in crypto. Your earnings are credited to your wallet every day, and you can
        withdraw your earnings at any time.
      </Lead>
      <Button as={Link} to={isLoggedIn ? '/dashboard' : '/signup'} size="lg">
        Get started
      </Button>
    </Hero>
  );
}
