import { useSetAtom } from 'jotai';
import { useWithdraw } from 'shared-api/queries/transactions';
import { fetchProfileAtom } from 'shared-api/session';
import type { PaymentMethod } from 'shared-api/types';
import { errorText } from 'shared-ui/i18n';

export type WithdrawalOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * POST /withdraw. The amount is held from the wallet at once, so besides the ledger and figures the shared
 * mutation invalidates, the profile (which carries the wallet) is loaded again.
 */
export function useSubmitWithdrawal() {
  const withdraw = useWithdraw();
  const refreshProfile = useSetAtom(fetchProfileAtom);
  const submit = async (body: {
    amount: number;
    address: string;
    payment_method: PaymentMethod;
  }): Promise<WithdrawalOutcome> => {
    try {
      const { message } = await withdraw.mutateAsync(body);
      await refreshProfile();
      return { ok: true, message };
    } catch (error) {
      return { ok: false, message: errorText(error) };
    }
  };
  return { submit, pending: withdraw.isPending };
}
