import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useConfirmTransaction, useRejectTransaction } from 'shared-api/queries/transactions';
import type { Transaction, TransactionStatus } from 'shared-api/types';
import { errorText, i18n } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import { NAMESPACE } from '../../../i18n';
import { adminTransactionListKey, type ListedType } from '../api/use-admin-transaction-list';
import { withStatus } from '../utils/transaction-view';

export type Decision = 'confirmed' | 'rejected';

/**
 * The success toast: the server writes English, so in English its message is shown as it is; in another
 * language the catalog's text for the same outcome (as `errorText` does for errors).
 */
const decidedText = (serverMessage: string, type: ListedType, decision: Decision): string =>
  i18n.language === 'en' && serverMessage
    ? serverMessage
    : i18n.t(`transactions.decided.${type}.${decision}`, { ns: NAMESPACE });

export interface TransactionDecisions {
  /** Ids whose decision call is running (their buttons wait). */
  busyIds: ReadonlySet<number>;
  /** The pending row waiting for a rejection reason, null when the dialog is closed. */
  rejecting: Transaction | null;
  confirm: (transaction: Transaction) => Promise<void>;
  askReject: (transaction: Transaction) => void;
  cancelReject: () => void;
  /** Resolves with the server's error text when the rejection failed (the dialog shows it), else null. */
  reject: (reason: string) => Promise<string | null>;
}

/**
 * Confirm or reject a pending deposit or withdrawal. On the server's answer the row takes its new status at
 * once (the whole list also reloads in the background) and the server's message is a toast; a failure is
 * an error toast and the row stays as it was. A second click on a row already deciding is ignored.
 */
export function useTransactionDecisions(type: ListedType): TransactionDecisions {
  const queryClient = useQueryClient();
  const { mutateAsync: confirmCall } = useConfirmTransaction();
  const { mutateAsync: rejectCall } = useRejectTransaction();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const [rejecting, setRejecting] = useState<Transaction | null>(null);
  // State lands on the next render; the ref stops a double click within the same one.
  const running = useRef(new Set<number>());

  const begin = (id: number): boolean => {
    if (running.current.has(id)) return false;
    running.current.add(id);
    setBusyIds(new Set(running.current));
    return true;
  };
  const end = (id: number) => {
    running.current.delete(id);
    setBusyIds(new Set(running.current));
  };
  const showStatus = useCallback(
    (id: number, status: TransactionStatus, reason?: string) =>
      queryClient.setQueryData<Transaction[]>(adminTransactionListKey(type), (rows) =>
        rows ? withStatus(rows, id, status, reason) : rows,
      ),
    [queryClient, type],
  );

  const confirm = async (transaction: Transaction) => {
    if (!begin(transaction.id)) return;
    try {
      const { message } = await confirmCall(transaction.id);
      showStatus(transaction.id, 'confirmed');
      notify.success(decidedText(message, type, 'confirmed'));
    } catch (error) {
      notify.error(errorText(error, i18n.t('transactions.decisionFailed', { ns: NAMESPACE })));
    } finally {
      end(transaction.id);
    }
  };

  const reject = async (reason: string): Promise<string | null> => {
    const target = rejecting;
    if (!target || !begin(target.id)) return null;
    const trimmed = reason.trim();
    try {
      const { message } = await rejectCall({ id: target.id, ...(trimmed ? { reason: trimmed } : {}) });
      showStatus(target.id, 'failed', trimmed || undefined);
      notify.success(decidedText(message, type, 'rejected'));
      setRejecting(null);
      return null;
    } catch (error) {
      return errorText(error, i18n.t('transactions.decisionFailed', { ns: NAMESPACE }));
    } finally {
      end(target.id);
    }
  };

  return {
    busyIds,
    rejecting,
    confirm,
    askReject: setRejecting,
    cancelReject: () => {
      if (!rejecting || !running.current.has(rejecting.id)) setRejecting(null);
    },
    reject,
  };
}
