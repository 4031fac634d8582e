import { useQuery } from '@tanstack/react-query';
import { getAllTransactions } from 'shared-api/transaction-calls';

/** How many of a user's latest transactions the detail screen shows. */
export const USER_TRANSACTIONS_SHOWN = 50;

/** The latest transactions of one user (admin), newest first; under `transactions`, so money changes reload it. */
export const useUserTransactions = (userId: number) =>
  useQuery({
    queryKey: ['transactions', 'all', 'user', userId],
    queryFn: ({ signal }) =>
      getAllTransactions({ userId, limit: USER_TRANSACTIONS_SHOWN, signal }).then(
        (page) => page.transactions,
      ),
  });
