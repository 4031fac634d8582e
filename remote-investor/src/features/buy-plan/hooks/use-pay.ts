import { useNavigate } from 'react-router-dom';
import { useDeposit } from 'shared-api/queries/transactions';
import { errorText } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import { clearPurchase, type Purchase } from './purchase-storage';

export interface Pay {
  /** Posts the deposit; resolves with the problem to show, or null once on the way to /dashboard. */
  submit: (transactionId: string) => Promise<string | null>;
  pending: boolean;
}

/**
 * Confirm on the payment screen: posts the deposit (pending until an admin confirms it), then forgets the
 * purchase and goes to /dashboard with the server's message. A refusal stays on the screen, in the modal.
 */
export function usePay(purchase: Purchase): Pay {
  const navigate = useNavigate();
  const deposit = useDeposit();
  const submit = async (transactionId: string): Promise<string | null> => {
    try {
      const { message } = await deposit.mutateAsync({
        plan_id: purchase.planId,
        transaction_id: transactionId.trim(),
        payment_method: purchase.method,
        amount: purchase.amount,
      });
      clearPurchase();
      notify.success(message);
      navigate('/dashboard');
      return null;
    } catch (error) {
      return errorText(error);
    }
  };
  return { submit, pending: deposit.isPending };
}
