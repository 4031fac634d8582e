import { useCallback, useRef, useState } from 'react';
import { useCreateAddress } from 'shared-api/queries/addresses';
import type { CoinSlug } from 'shared-api/types';
import { errorText, i18n } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import { NAMESPACE } from '../../../i18n';
import { useGoBack } from './use-go-back';

export interface SubmitAddressFlow {
  busy: boolean;
  /** The server's refusal of the last attempt, shown above the buttons. */
  error: string | null;
  submit: (input: { address: string; qrCode: File }) => Promise<void>;
}

const createdText = (serverMessage: string) =>
  i18n.language === 'en' && serverMessage
    ? serverMessage
    : i18n.t('addresses.create.done', { ns: NAMESPACE });

/**
 * POST /create-{coin}-address. Success: a toast, the coin's list reloads, back one page (spec). Failure:
 * the server's message as an error toast and above the buttons; the form keeps what was entered.
 */
export function useSubmitAddress(coin: CoinSlug, listPath: string): SubmitAddressFlow {
  const { mutateAsync: create, isPending } = useCreateAddress();
  const goBack = useGoBack(listPath);
  const [error, setError] = useState<string | null>(null);
  const locked = useRef(false);

  const submit = useCallback(
    async ({ address, qrCode }: { address: string; qrCode: File }) => {
      if (locked.current) return;
      locked.current = true;
      setError(null);
      try {
        const { message } = await create({ coin, address, qrCode });
        notify.success(createdText(message));
        goBack();
      } catch (failure) {
        const message = errorText(failure, i18n.t('addresses.create.failed', { ns: NAMESPACE }));
        setError(message);
        notify.error(message);
        locked.current = false;
      }
    },
    [coin, create, goBack],
  );

  return { busy: isPending, error, submit };
}
