import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Profile } from 'shared-api/types';
import { Button } from 'shared-ui/button';
import { Card, CardTitle } from 'shared-ui/card';
import { useDocumentTitle } from 'shared-ui/document-title';
import { useFormat } from 'shared-ui/format';
import { Grid } from 'shared-ui/stack';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { AccountLevelCard } from './account-level-card';
import { DetailsList } from './details-list';
import { SecurityCard } from './security-card';
import { WithProfile } from './with-profile';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

/**
 * /dashboard/profile: four cards (spec §2, decisions §4): who the user is, how to reach them, their account
 * level with the next step, and Security (change password, sign out of every session).
 */
export function ProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('pages.profile'));
  return (
    <WithProfile>
      {(profile) => (
        <Page>
          <Title>{t('pages.profile')}</Title>
          <Grid $min="18rem">
            <ProfileCard profile={profile} />
            <ContactCard profile={profile} />
            <AccountLevelCard profile={profile} />
          </Grid>
          <SecurityCard />
        </Page>
      )}
    </WithProfile>
  );
}

function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('profile.card.title')}</CardTitle>
      <DetailsList>
        <dt>{t('profile.fields.name')}</dt>
        <dd>
          {profile.firstname} {profile.lastname}
        </dd>
        <dt>{t('profile.fields.username')}</dt>
        <dd>{profile.username}</dd>
        <dt>{t('profile.fields.email')}</dt>
        <dd>{profile.email}</dd>
        <dt>{t('profile.fields.gender')}</dt>
        <dd>{t(`profile.gender.${profile.gender}`)}</dd>
        <dt>{t('profile.fields.dateOfBirth')}</dt>
        {/* A calendar date: read at noon UTC, so no time zone moves it to the day before. */}
        <dd>{format.date(`${profile.age}T12:00:00Z`)}</dd>
        <dt>{t('profile.fields.country')}</dt>
        <dd>{profile.country}</dd>
      </DetailsList>
      <Button as={Link} to="edit-profile" variant="secondary">
        {t('profile.card.edit')}
      </Button>
    </Card>
  );
}

function ContactCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('profile.contact.title')}</CardTitle>
      <DetailsList>
        <dt>{t('profile.fields.phone')}</dt>
        <dd>{profile.phone ?? t('profile.contact.notSet')}</dd>
        <dt>{t('profile.fields.address')}</dt>
        <dd>{profile.address ?? t('profile.contact.notSet')}</dd>
      </DetailsList>
      <Button as={Link} to="edit-contact-information" variant="secondary">
        {t('profile.contact.edit')}
      </Button>
    </Card>
  );
}
