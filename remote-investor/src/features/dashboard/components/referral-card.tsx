import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserStatistics } from 'shared-api/types';
import { Card, CardTitle } from 'shared-ui/card';
import { CopyButton } from 'shared-ui/copy-button';
import { Field } from 'shared-ui/field';
import { useFormat } from 'shared-ui/format';
import { Input } from 'shared-ui/input';
import { StatCard } from 'shared-ui/stat-card';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The referral reward: 1% of each plan a referred user buys (spec §9). */
const REFERRAL_REWARD_PERCENT = 1;

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
`;

/**
 * The referral link to share (`/signup/{referral_id}` on this site) with a copy button, and what it has
 * brought: the people who signed up with it and the referral bonuses the ledger credited (server figures,
 * from the statistics call; shown only once it answered).
 */
export function ReferralCard({
  referralId,
  statistics,
}: {
  referralId: string;
  statistics?: Pick<UserStatistics, 'referral_signups' | 'referral_bonus_sum'> | undefined;
}) {
  const titleId = useId();
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const link = `${window.location.origin}/signup/${encodeURIComponent(referralId)}`;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('referral.title')}</CardTitle>
      <Text>{t('referral.text', { reward: format.percent(REFERRAL_REWARD_PERCENT) })}</Text>
      <Row>
        <Field label={t('referral.linkLabel')}>
          <Input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </Field>
        <CopyButton text={link} label={t('referral.copy')} />
      </Row>
      {statistics && (
        <Figures>
          <StatCard label={t('referral.signups')} value={format.number(statistics.referral_signups)} />
          <StatCard label={t('referral.bonuses')} value={format.dollars(statistics.referral_bonus_sum)} />
        </Figures>
      )}
    </Card>
  );
}
