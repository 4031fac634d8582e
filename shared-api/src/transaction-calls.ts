/** Money calls: transactions, statistics, deposits (buying a plan), withdrawals, user plans. */
import { get, post } from './client';
import type {
  AdminDepositBody,
  DepositBody,
  MessageResponse,
  StatementResponse,
  TransactionListResponse,
  TransactionStatus,
  TransactionType,
  UserPlansResponse,
  UserStatistics,
  WithdrawBody,
} from './types';

export interface TransactionQuery {
  /** Page size, 1..1000 (server default 100). */
  limit?: number;
  /** Return entries older than this id (the previous page's `next_cursor`). */
  cursor?: number;
  type?: TransactionType;
  status?: TransactionStatus;
  signal?: AbortSignal;
}

const query = ({ limit, cursor, type, status }: TransactionQuery) => ({ limit, cursor, type, status });

/** GET /transactions?limit&cursor&type → `{ transactions, next_cursor }` (the signed-in user's). */
export const getTransactions = (params: TransactionQuery = {}): Promise<TransactionListResponse> =>
  get('transactions', { searchParams: query(params), ...(params.signal ? { signal: params.signal } : {}) });

/** GET /statement?limit&after → `{ entries, next_after }`: the caller's ledger, oldest first, with balances. */
export const getStatement = (
  params: { limit?: number; after?: number; signal?: AbortSignal } = {},
): Promise<StatementResponse> =>
  get('statement', {
    searchParams: { limit: params.limit, after: params.after },
    ...(params.signal ? { signal: params.signal } : {}),
  });

/** GET /all-transactions (admin) with the same paging and filters, optionally one user's (`userId`). */
export const getAllTransactions = (
  params: TransactionQuery & { userId?: number } = {},
): Promise<TransactionListResponse> =>
  get('all-transactions', {
    searchParams: { ...query(params), user_id: params.userId },
    ...(params.signal ? { signal: params.signal } : {}),
  });

/** GET /user-statictics/{userId} (sic, spec §7) → `{ deposit_sum, withdrawal_sum, earnings_sum, user_plans_count }`. */
export const userStatistics = (userId: number): Promise<UserStatistics> => get(`user-statictics/${userId}`);

/** POST /deposit: buy a plan with an on-chain payment (pending until an admin confirms). */
export const deposit = (body: DepositBody): Promise<MessageResponse> =>
  post('deposit', { type: 'deposit', ...body });

/** POST /withdraw. */
export const withdraw = (body: WithdrawBody): Promise<MessageResponse> =>
  post('withdraw', { type: 'withdrawal', ...body });

/** POST /confirm-transaction/{id} (admin, pending deposits and withdrawals). */
export const confirmTransaction = (id: number): Promise<MessageResponse> => post(`confirm-transaction/${id}`);

/** POST /reject-transaction/{id} (admin); the reason is shown to the user. */
export const rejectTransaction = (id: number, reason?: string): Promise<MessageResponse> =>
  post(`reject-transaction/${id}`, reason ? { reason } : undefined);

/** GET /get-user-plans → `{ user_plans }` (the signed-in user's). */
export const getUserPlans = (): Promise<UserPlansResponse> => get('get-user-plans');

/** GET /get-user-plans/{id} (admin: one user's plans). */
export const getUserPlansOf = (userId: number): Promise<UserPlansResponse> => get(`get-user-plans/${userId}`);

/** POST /admin-deposit: an admin buys a plan for a user (payment_method `wallet` pays from the balance). */
export const adminDeposit = (body: AdminDepositBody): Promise<MessageResponse> =>
  post('admin-deposit', { type: 'deposit', ...body });
