import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { loadPlansAtom } from 'shared-api/plans';
import { profileAtom } from 'shared-api/session';
import { loadTransactionsAtom } from 'shared-api/transactions';

/** Once a profile is present, loads plans and transactions when not loaded yet (spec §2 navigation rules). */
export const useAccountData = (): void => {
  const profileId = useAtomValue(profileAtom)?.id;
  const loadPlans = useSetAtom(loadPlansAtom);
  const loadTransactions = useSetAtom(loadTransactionsAtom);
  useEffect(() => {
    if (profileId === undefined) return;
    void loadPlans();
    void loadTransactions();
  }, [profileId, loadPlans, loadTransactions]);
};
