import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Profile } from 'shared-api/types';
import { Badge } from 'shared-ui/badge';
import { Button } from 'shared-ui/button';
import { Card, CardTitle } from 'shared-ui/card';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';

const Level = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What the account can do next (spec §4, decisions §3). */
export type LevelStep = 'verifyEmail' | 'verifyIdentity' | 'resubmitIdentity' | 'pending' | 'max';

export const levelStepOf = (profile: Profile): LevelStep => {
  if (profile.level >= 3) return 'max';
  if (profile.level < 2) return 'verifyEmail';
  if (profile.identity_status === 'pending') return 'pending';
  return profile.identity_status === 'rejected' ? 'resubmitIdentity' : 'verifyIdentity';
};

/**
 * The account level and its next step: level 1 links to e-mail verification; level 2 to identity
 * verification, or says 'Pending verification' once documents wait for review; level 3 is 'Max level'.
 */
export function AccountLevelCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const step = levelStepOf(profile);
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('profile.level.title')}</CardTitle>
      <Level>{t('profile.level.level', { level: profile.level })}</Level>
      <Text>{t(`profile.level.text.${step}`)}</Text>
      {step === 'verifyEmail' && (
        <Button as={Link} to="verify-email-address">
          {t('profile.level.verifyEmail')}
        </Button>
      )}
      {(step === 'verifyIdentity' || step === 'resubmitIdentity') && (
        <Button as={Link} to="verify-identity">
          {t('profile.level.verifyIdentity')}
        </Button>
      )}
      {step === 'pending' && <Badge tone="warning">{t('profile.level.pending')}</Badge>}
      {step === 'max' && <Badge tone="success">{t('profile.level.max')}</Badge>}
    </Card>
  );
}
