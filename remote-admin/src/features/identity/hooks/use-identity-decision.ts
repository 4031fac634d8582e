import { useCallback, useRef, useState } from 'react';
import { useAcceptIdentity, useRejectIdentity } from 'shared-api/queries/users';
import { errorText, i18n } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import { NAMESPACE } from '../../../i18n';
import { useGoBack } from './use-go-back';

export type Decision = 'accept' | 'reject';

export interface IdentityDecisionFlow {
  /** The decision waiting for confirmation, null when no dialog is open. */
  asking: Decision | null;
  busy: boolean;
  ask: (decision: Decision) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
}

const doneText = (serverMessage: string, decision: Decision) =>
  i18n.language === 'en' && serverMessage
    ? serverMessage
    : i18n.t(decision === 'accept' ? 'identity.detail.accepted' : 'identity.detail.rejected', {
        ns: NAMESPACE,
      });

export const QUEUE_PATH = '../manage-identity-verification';

/**
 * Ask → confirm → accept or reject. Accept: a toast and the user reloads (now level 3, so the decision
 * buttons go). Reject: a toast and back to the queue (the documents are gone). Failure: an error toast.
 */
export function useIdentityDecision(userId: number): IdentityDecisionFlow {
  const accept = useAcceptIdentity();
  const reject = useRejectIdentity();
  const goBack = useGoBack(QUEUE_PATH);
  const [asking, setAsking] = useState<Decision | null>(null);
  const running = useRef(false);

  const ask = useCallback((decision: Decision) => setAsking(decision), []);
  const cancel = useCallback(() => {
    if (!running.current) setAsking(null);
  }, []);
  const confirm = useCallback(async () => {
    if (!asking || running.current) return;
    running.current = true;
    try {
      const { message } = await (asking === 'accept' ? accept : reject).mutateAsync(userId);
      notify.success(doneText(message, asking));
      if (asking === 'reject') goBack();
    } catch (error) {
      notify.error(errorText(error, i18n.t('identity.detail.failed', { ns: NAMESPACE })));
    } finally {
      running.current = false;
      setAsking(null);
    }
  }, [asking, accept, reject, userId, goBack]);

  return { asking, busy: accept.isPending || reject.isPending, ask, cancel, confirm };
}
