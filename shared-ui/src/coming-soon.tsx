import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDocumentTitle } from './document-title';
import type {} from './styled';

/** English; the page shows the `ui` catalog's `comingSoon.text`. */
export const COMING_SOON_TEXT = 'This page is coming soon.';

const Section = styled.section`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ComingSoonProps {
  /** The page's name, shown as its heading and in the browser tab. */
  title: string;
}

/** A screen that is routed but not built yet: its title and one honest sentence, nothing invented. */
export function ComingSoon({ title }: ComingSoonProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  useDocumentTitle(title);
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      <Text>{t('comingSoon.text')}</Text>
    </Section>
  );
}
