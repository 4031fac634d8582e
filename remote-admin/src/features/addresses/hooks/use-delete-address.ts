import { useCallback, useRef, useState } from 'react';
import { useDeleteAddress as useDeleteAddressMutation } from 'shared-api/queries/addresses';
import type { CoinSlug, DepositAddress } from 'shared-api/types';
import { errorText, i18n } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import { NAMESPACE } from '../../../i18n';

export interface DeleteAddressFlow {
  /** The address waiting for confirmation, null when no dialog is open. */
  target: DepositAddress | null;
  busy: boolean;
  ask: (address: DepositAddress) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
}

/** The server writes English: its message in English, the catalog's text for the same outcome otherwise. */
const deletedText = (serverMessage: string) =>
  i18n.language === 'en' && serverMessage
    ? serverMessage
    : i18n.t('addresses.delete.done', { ns: NAMESPACE });

/**
 * The failure of a delete (spec §8: both the server's message and its error): the message (or the
 * catalog's text for its code), then the `error` line when it says something more.
 */
const failureText = (error: unknown): string => {
  const message = errorText(error, i18n.t('addresses.delete.failed', { ns: NAMESPACE }));
  const detail = typeof error === 'object' && error !== null && 'error' in error ? error.error : undefined;
  return typeof detail === 'string' && detail && detail !== message && i18n.language === 'en'
    ? `${message} ${detail}`
    : message;
};

/**
 * Ask → confirm → DELETE /{coin}-delete/{id}. Success: a toast, the coin's list reloads (the mutation marks
 * it stale). Failure: an error toast; nothing else changes. A second confirm while one runs is ignored.
 */
export function useDeleteAddress(coin: CoinSlug): DeleteAddressFlow {
  const { mutateAsync: deleteAddress, isPending } = useDeleteAddressMutation();
  const [target, setTarget] = useState<DepositAddress | null>(null);
  const running = useRef(false);

  const ask = useCallback((address: DepositAddress) => setTarget(address), []);
  const cancel = useCallback(() => {
    if (!running.current) setTarget(null);
  }, []);
  const confirm = useCallback(async () => {
    if (!target || running.current) return;
    running.current = true;
    try {
      const { message } = await deleteAddress({ coin, id: target.id });
      notify.success(deletedText(message));
    } catch (error) {
      notify.error(failureText(error));
    } finally {
      running.current = false;
      setTarget(null);
    }
  }, [target, coin, deleteAddress]);

  return { target, busy: isPending, ask, cancel, confirm };
}
