/**
 * Every query key of the platform, in one place: a screen and the mutation that changes its data name
 * the same key, and a prefix (`['transactions']`) invalidates every variant under it.
 */
import type { CoinSlug, HistoryRange, MarketCoin, TransactionStatus, TransactionType } from '../types';
import type { AuditFilter } from '../user-calls';

export interface TransactionFilter {
  type?: TransactionType;
  status?: TransactionStatus;
}

export const queryKeys = {
  plans: ['plans'] as const,
  transactions: ['transactions'] as const,
  transactionList: (filter: TransactionFilter = {}) => ['transactions', 'mine', filter] as const,
  allTransactions: (filter: TransactionFilter = {}) => ['transactions', 'all', filter] as const,
  userStatistics: (userId: number) => ['user-statistics', userId] as const,
  userPlans: ['user-plans'] as const,
  userPlansOf: (userId: number) => ['user-plans', userId] as const,
  users: ['users'] as const,
  userList: (search: string) => ['users', 'list', search] as const,
  user: (id: number) => ['users', 'one', id] as const,
  adjustments: (status?: 'pending' | 'approved' | 'rejected') => ['adjustments', status ?? 'all'] as const,
  auditLog: (filter: AuditFilter = {}) => ['audit-log', filter] as const,
  addresses: (coin: CoinSlug) => ['addresses', coin] as const,
  lastAddress: (coin: CoinSlug) => ['addresses', coin, 'last'] as const,
  cryptoPrices: ['crypto-prices'] as const,
  priceHistory: (coin: MarketCoin, range: HistoryRange) => ['crypto-prices', 'history', coin, range] as const,
  cryptoNews: ['crypto-news'] as const,
  publicStats: ['public-stats'] as const,
  testimonials: ['testimonials'] as const,
  outbox: ['dev-outbox'] as const,
} as const;
