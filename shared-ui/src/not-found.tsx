import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';
import { useDocumentTitle } from './document-title';
import type {} from './styled';

export interface NotFoundProps {
  /** Where "Back to home" goes, e.g. "/" or "/dashboard". */
  homeHref: string;
  homeLabel?: string;
  title?: string;
  text?: ReactNode;
  /** Replaces the default `<a href>` link, e.g. `<Button as={Link} to="/">Back to home</Button>`. */
  action?: ReactNode;
  className?: string;
}

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: 36rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.md};
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: 4rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The page for an unknown address: heading, short text and a way home. */
export function NotFound({
  homeHref,
  homeLabel: homeLabelProp,
  title: titleProp,
  text: textProp,
  action,
  className,
}: NotFoundProps) {
  const { t } = useTranslation('ui');
  const homeLabel = homeLabelProp ?? t('notFound.home');
  const title = titleProp ?? t('notFound.title');
  const text = textProp ?? t('notFound.text');
  const titleId = useId();
  // The tab names this page, not the one the address was meant to show.
  useDocumentTitle(title);
  return (
    <Wrapper aria-labelledby={titleId} className={className}>
      <Code aria-hidden="true">404</Code>
      <Title id={titleId}>{title}</Title>
      <Text>{text}</Text>
      {action ?? (
        <Button as="a" href={homeHref}>
          {homeLabel}
        </Button>
      )}
    </Wrapper>
  );
}
