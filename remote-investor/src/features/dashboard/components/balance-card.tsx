import { useId } from 'react';
import { Card, CardTitle } from 'shared-ui/card';
import { formatDollars } from 'shared-ui/format';
import styled from 'styled-components';

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
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardTitle id={titleId}>Wallet balance</CardTitle>
      <Figure>{formatDollars(wallet)}</Figure>
      <Note>Available to withdraw or invest.</Note>
    </Card>
  );
}
