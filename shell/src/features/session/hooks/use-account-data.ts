import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { plansQuery } from 'shared-api/queries/plans';
import { transactionsQuery } from 'shared-api/queries/transactions';
import { profileAtom } from 'shared-api/session';

/**
 * Once a profile is present, loads plans and transactions when not loaded yet (spec §2 navigation rules),
 * into the query cache the screens read: a screen that needs them finds them there.
 */
export const useAccountData = (): void => {
  const profileId = useAtomValue(profileAtom)?.id;
  const client = useQueryClient();
  useEffect(() => {
    if (profileId === undefined) return;
    void client.prefetchQuery(plansQuery());
    void client.prefetchInfiniteQuery(transactionsQuery());
  }, [profileId, client]);
};
