import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAddresses } from 'shared-api/queries/addresses';
import { Button } from 'shared-ui/button';
import { Card, CardTitle } from 'shared-ui/card';
import { useFormat } from 'shared-ui/format';
import { errorText } from 'shared-ui/i18n';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { VisuallyHidden } from 'shared-ui/visually-hidden';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import type { AddressCoin } from './address-coins';
import { AddressText } from './address-text';

const Item = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Label = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

function Summary({ coin }: { coin: AddressCoin }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { data: addresses, status, error, refetch } = useAddresses(coin.slug);
  if (status === 'pending') return <SkeletonText lines={2} />;
  if (status === 'error') {
    return (
      <>
        <Muted role="alert">{errorText(error, t('addresses.list.loadFailed'))}</Muted>
        <div>
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            {t('addresses.retry')}
          </Button>
        </div>
      </>
    );
  }
  const active = addresses[0];
  return (
    <>
      <Muted>
        {t('addresses.hub.count', { count: addresses.length, number: format.number(addresses.length) })}
      </Muted>
      {active ? (
        <>
          <Label>{t('addresses.hub.active')}</Label>
          <AddressText>{active.address}</AddressText>
        </>
      ) : (
        <Muted>{t('addresses.list.empty')}</Muted>
      )}
    </>
  );
}

/** A coin's card on the hub: its count and active address, and the way to its list. */
export function CoinSummaryCard({ coin }: { coin: AddressCoin }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = `address-coin-${coin.slug}`;
  return (
    <Item aria-labelledby={titleId}>
      <CardTitle id={titleId}>{coin.label}</CardTitle>
      <Summary coin={coin} />
      <Actions>
        <Button as={Link} to={coin.path} variant="secondary" size="sm">
          {t('addresses.hub.manage')}
          <VisuallyHidden> {coin.label}</VisuallyHidden>
        </Button>
        <Button as={Link} to={`${coin.path}/create-address`} size="sm">
          {t('addresses.list.new')}
          <VisuallyHidden> {coin.label}</VisuallyHidden>
        </Button>
      </Actions>
    </Item>
  );
}
