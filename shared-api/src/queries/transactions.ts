/** Query and mutation hooks for the money calls: transactions, statistics, deposits, withdrawals, user plans. */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  adminDeposit,
  confirmTransaction,
  deposit,
  getAllTransactions,
  getTransactions,
  getUserPlans,
  getUserPlansOf,
  rejectTransaction,
  userStatistics,
  withdraw,
} from '../transaction-calls';
import type { AdminDepositBody, DepositBody, WithdrawBody } from '../types';
import { queryKeys, type TransactionFilter } from './keys';
import { useInvalidatingMutation } from './mutation';

export const TRANSACTIONS_PAGE_SIZE = 100;

/** The signed-in user's transactions, newest first, one page per `fetchNextPage` (cursor paging). */
export const transactionsQuery = (filter: TransactionFilter = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.transactionList(filter),
    queryFn: ({ pageParam, signal }) =>
      getTransactions({ ...filter, limit: TRANSACTIONS_PAGE_SIZE, cursor: pageParam ?? undefined, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export const useTransactions = (filter?: TransactionFilter) => useInfiniteQuery(transactionsQuery(filter));

/** Every user's transactions (admin), paged the same way. */
export const allTransactionsQuery = (filter: TransactionFilter = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.allTransactions(filter),
    queryFn: ({ pageParam, signal }) =>
      getAllTransactions({
        ...filter,
        limit: TRANSACTIONS_PAGE_SIZE,
        cursor: pageParam ?? undefined,
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export const useAllTransactions = (filter?: TransactionFilter) =>
  useInfiniteQuery(allTransactionsQuery(filter));

export const userStatisticsQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.userStatistics(userId),
    queryFn: () => userStatistics(userId),
  });

/** GET /user-statictics/{userId}; waits while there is no user yet. */
export const useUserStatistics = (userId: number | undefined) =>
  useQuery({ ...userStatisticsQuery(userId ?? 0), enabled: userId !== undefined });

export const useUserPlans = () =>
  useQuery({ queryKey: queryKeys.userPlans, queryFn: () => getUserPlans().then((r) => r.user_plans) });

export const useUserPlansOf = (userId: number) =>
  useQuery({
    queryKey: queryKeys.userPlansOf(userId),
    queryFn: () => getUserPlansOf(userId).then((r) => r.user_plans),
  });

/** What a change to someone's money can alter: their ledger, figures and plans. */
const moneyChanged = () => [
  queryKeys.transactions,
  ['user-statistics'],
  queryKeys.userPlans,
  queryKeys.users,
];

export const useDeposit = () => useInvalidatingMutation((body: DepositBody) => deposit(body), moneyChanged);
export const useWithdraw = () =>
  useInvalidatingMutation((body: WithdrawBody) => withdraw(body), moneyChanged);
export const useConfirmTransaction = () =>
  useInvalidatingMutation((id: number) => confirmTransaction(id), moneyChanged);
export const useRejectTransaction = () =>
  useInvalidatingMutation(
    ({ id, reason }: { id: number; reason?: string }) => rejectTransaction(id, reason),
    moneyChanged,
  );
export const useAdminDeposit = () =>
  useInvalidatingMutation((body: AdminDepositBody) => adminDeposit(body), moneyChanged);
