import { useTranslation } from 'react-i18next';
import { ConfirmModal } from 'shared-ui/confirm-modal';
import { NAMESPACE } from '../../../i18n';
import type { DeleteAddressFlow } from '../hooks/use-delete-address';
import { AddressText } from './address-text';

/** The spec's confirm modal: its text, Cancel and Confirm; the address named so the right one goes. */
export function DeleteAddressDialog({ flow }: { flow: DeleteAddressFlow }) {
  const { t } = useTranslation(NAMESPACE);
  const { target, busy, cancel, confirm } = flow;
  return (
    <ConfirmModal
      open={target !== null}
      title={t('addresses.delete.title')}
      text={t('addresses.delete.text')}
      tone="danger"
      busy={busy}
      onCancel={cancel}
      onConfirm={() => void confirm()}
    >
      {target && <AddressText>{target.address}</AddressText>}
    </ConfirmModal>
  );
}
