import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from 'shared-ui/card';
import { useFormat } from 'shared-ui/format';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';

const Figure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The wallet's available balance, as the profile reports it. */
export function BalanceCard({ wallet }: { wallet: number }) {
  const titleId = useId();
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('balance.title')}</CardTitle>
      <Figure>{format.dollars(wallet)}</Figure>
      <Note>{t('balance.note')}</Note>
    </Card>
  );
}
