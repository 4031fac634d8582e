import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { coins } from 'shared-api/address-calls';
import { ApiError } from 'shared-api/client';
import { useLastAddress } from 'shared-api/queries/addresses';
import { profileAtom } from 'shared-api/session';
import type { CryptoPrices, PaymentMethod } from 'shared-api/types';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Card } from 'shared-ui/card';
import { useDocumentTitle } from 'shared-ui/document-title';
import { EmptyState } from 'shared-ui/empty-state';
import { ErrorPanel } from 'shared-ui/error-panel';
import { useFormat } from 'shared-ui/format';
import { errorText } from 'shared-ui/i18n';
import { Spinner } from 'shared-ui/spinner';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { paymentFigures } from '../hooks/payment-figures';
import { type Purchase, readPurchase } from '../hooks/purchase-storage';
import { useCoinPrices } from '../hooks/use-coin-price';
import { usePay } from '../hooks/use-pay';
import { AddressCard } from './address-card';
import { Figures } from './figures';
import { PaidModal } from './paid-modal';
import { SuspendedNotice } from './suspended-notice';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 40rem;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The coin's USD price from the server's prices; USDT has none there (it is pegged at 1). */
const marketPrice = (prices: CryptoPrices | undefined, method: PaymentMethod): number | null =>
  method === 'tether' || !prices ? null : prices[method].usd;

const coinOf = (method: PaymentMethod) => coins.find((coin) => coin.method === method) ?? coins[0];

/** /dashboard/buy-plan/{coin}: where and how much to pay for the purchase chosen in the amount modal. */
export function PaymentPage({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation(NAMESPACE);
  const coinName = t(`buyPlan.coins.${method}`);
  useDocumentTitle(t('pages.payWith', { coin: coinName }));
  const profile = useAtomValue(profileAtom);
  // Read once: the purchase was stored by the amount modal, or survives from before a reload.
  const [purchase] = useState(readPurchase);

  let body: ReactNode;
  if (profile?.suspended === 1) body = <SuspendedNotice />;
  else if (!purchase || purchase.method !== method) {
    body = (
      <EmptyState
        title={t('payment.none.title')}
        text={t('payment.none.text')}
        action={
          <Button as={Link} to="/dashboard/buy-plan">
            {t('payment.choosePlan')}
          </Button>
        }
      />
    );
  } else body = <PaymentDetails purchase={purchase} coinName={coinName} />;

  return (
    <Page>
      <Heading>{t('pages.payWith', { coin: coinName })}</Heading>
      {body}
    </Page>
  );
}

function BackToPlans({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert tone="warning" role="alert">
      <p>{children}</p>
      <Button as={Link} to="/dashboard/buy-plan" variant="secondary" size="sm">
        {t('payment.chooseAgain')}
      </Button>
    </Alert>
  );
}

/** The address, the figures and Paid, once the address and (except for USDT) the price are known. */
function PaymentDetails({ purchase, coinName }: { purchase: Purchase; coinName: string }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const coin = coinOf(purchase.method);
  const address = useLastAddress(coin.slug);
  const prices = useCoinPrices(purchase.method);
  const pay = usePay(purchase);
  const [paying, setPaying] = useState(false);
  const pegged = purchase.method === 'tether';

  if (address.isPending || (!pegged && prices.isPending)) {
    return <Spinner size="lg" label={t('payment.loading')} />;
  }
  if (address.isError) {
    if (address.error instanceof ApiError && address.error.status === 404) {
      return <BackToPlans>{t('payment.noAddress', { coin: coinName })}</BackToPlans>;
    }
    return (
      <ErrorPanel
        title={t('payment.addressFailed')}
        message={errorText(address.error)}
        onRetry={() => void address.refetch()}
      />
    );
  }
  const price = marketPrice(prices.data, purchase.method);
  if (!pegged && !price) {
    return (
      <Alert tone="warning" role="alert" title={t('payment.noPrice.title')}>
        <p>{t('payment.noPrice.text', { coin: coinName })}</p>
        <Actions>
          <Button size="sm" onClick={() => void prices.refetch()}>
            {t('payment.retry')}
          </Button>
          <Button as={Link} to="/dashboard/buy-plan" variant="secondary" size="sm">
            {t('payment.chooseAgain')}
          </Button>
        </Actions>
      </Alert>
    );
  }

  const figures = paymentFigures(purchase.amountCents, purchase.method, price);
  const crypto = (amount: number | null) =>
    amount === null ? '—' : t('payment.cryptoAmount', { amount: format.crypto(amount), symbol: coin.symbol });

  return (
    <>
      <Card as="section" aria-labelledby="payment-summary-title">
        <SectionTitle id="payment-summary-title">{t('payment.summary')}</SectionTitle>
        <Figures>
          <dt>{t('payment.plan')}</dt>
          <dd>{purchase.title}</dd>
          <dt>{t('payment.amount')}</dt>
          <dd>{format.dollars(figures.amountCents / 100)}</dd>
          <dt>{t('payment.amountIn', { symbol: coin.symbol })}</dt>
          <dd>{crypto(figures.cryptoAmount)}</dd>
          <dt>{t('payment.fee')}</dt>
          <dd>{format.dollars(figures.feeCents / 100)}</dd>
          <dt>{t('payment.total')}</dt>
          <dd>{format.dollars(figures.totalCents / 100)}</dd>
          <dt>{t('payment.totalIn', { symbol: coin.symbol })}</dt>
          <dd>{crypto(figures.cryptoTotal)}</dd>
        </Figures>
        {pegged ? (
          <Muted>{t('payment.pegged')}</Muted>
        ) : (
          <Muted>
            {t(prices.data?.stale ? 'payment.priceStale' : 'payment.priceAt', {
              price: format.dollars(price ?? 0),
              symbol: coin.symbol,
              time: prices.data?.updated_at ? format.dateTime(prices.data.updated_at) : '—',
            })}
          </Muted>
        )}
      </Card>
      <AddressCard
        coinName={coinName}
        address={address.data.address}
        qrCode={address.data.qr_code}
        instruction={t('payment.instruction', { amount: crypto(figures.cryptoTotal) })}
      />
      <Actions>
        <Button onClick={() => setPaying(true)}>{t('payment.paid.open')}</Button>
        <Button as={Link} to="/dashboard/buy-plan" variant="secondary">
          {t('payment.changePlan')}
        </Button>
      </Actions>
      <PaidModal open={paying} onClose={() => setPaying(false)} pay={pay} />
    </>
  );
}
