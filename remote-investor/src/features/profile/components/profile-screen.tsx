import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from 'shared-ui/card';
import { useDocumentTitle } from 'shared-ui/document-title';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';

/** The profile page, where every sub-screen goes back to. */
export const PROFILE_PATH = '/dashboard/profile';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: 40rem;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Back = styled(Link)`
  align-self: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ProfileScreenProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of a profile sub-screen: a link back to the profile, the title (also the tab's), a card. */
export function ProfileScreen({ title, intro, children }: ProfileScreenProps) {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(title);
  const titleId = useId();
  return (
    <Page aria-labelledby={titleId}>
      <Back to={PROFILE_PATH}>{t('profile.back')}</Back>
      <Title id={titleId}>{title}</Title>
      {intro && <Intro>{intro}</Intro>}
      <Card>{children}</Card>
    </Page>
  );
}
