import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAddresses } from 'shared-api/queries/addresses';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { EmptyState } from 'shared-ui/empty-state';
import { ErrorPanel } from 'shared-ui/error-panel';
import { errorText } from 'shared-ui/i18n';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { Stack } from 'shared-ui/stack';
import { PageHeading } from '../../../components/page-heading';
import { NAMESPACE } from '../../../i18n';
import { useDeleteAddress } from '../hooks/use-delete-address';
import type { AddressCoin } from './address-coins';
import { AddressList } from './address-list';
import { DeleteAddressDialog } from './delete-address-dialog';

function NewAddressButton() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Button as={Link} to="create-address">
      {t('addresses.list.new')}
    </Button>
  );
}

function Body({ coin }: { coin: AddressCoin }) {
  const { t } = useTranslation(NAMESPACE);
  const { data: addresses, status, error, refetch, isRefetchError } = useAddresses(coin.slug);
  const deletion = useDeleteAddress(coin.slug);

  if (status === 'pending') return <SkeletonText lines={4} />;
  if (status === 'error') {
    return (
      <ErrorPanel
        title={t('addresses.list.loadFailed')}
        message={errorText(error)}
        retryLabel={t('addresses.retry')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (addresses.length === 0) {
    return <EmptyState title={t('addresses.list.empty')} action={<NewAddressButton />} />;
  }
  return (
    <Stack gap="md">
      {isRefetchError && (
        <Alert tone="error" title={t('addresses.list.refreshFailed')}>
          {errorText(error)}
        </Alert>
      )}
      <AddressList addresses={addresses} onDelete={deletion.ask} />
      <DeleteAddressDialog flow={deletion} />
    </Stack>
  );
}

/** /dashboard/admin/manage-address/{coin} — the coin's addresses, newest (active) first. */
export function CoinAddressesPage({ coin }: { coin: AddressCoin }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageHeading
        title={t('addresses.list.title', { coin: coin.label })}
        description={t('addresses.list.note')}
      />
      <Stack gap="lg">
        <Stack direction="row" justify="space-between" align="center" gap="md">
          <Button as={Link} to="../manage-address" variant="secondary" size="sm">
            {t('addresses.list.back')}
          </Button>
          <NewAddressButton />
        </Stack>
        <Body coin={coin} />
      </Stack>
    </>
  );
}
