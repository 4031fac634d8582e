/**
 * Wire types for the browser, derived from the contract. Type-only: importing this module adds no code
 * (and never zod) to a bundle.
 */
import type { z } from 'zod';
import type {
  addressListResponse,
  CoinSlug,
  DepositAddress,
  LastAddressResponse,
} from './contract/addresses';
import type {
  changePasswordBody,
  emailBody,
  LoginBody,
  LoginResponse,
  MeResponse,
  Profile,
  resetPasswordBody,
  SignupBody,
  updateContactBody,
  updateLanguageBody,
  updateProfileBody,
  verifyEmailCodeBody,
} from './contract/auth';
import type {
  AdminPaymentMethod,
  MessageResponse,
  PaymentMethod,
  TransactionStatus,
  TransactionType,
} from './contract/common';
import type { VerifyIdentityFields } from './contract/identity';
import type {
  CoinPrice,
  CryptoPrices,
  HistoryRange,
  MarketCoin,
  NewsArticle,
  NewsResponse,
  PriceHistory,
  PricePoint,
} from './contract/market';
import type { Plan, PlanBody, PlansResponse } from './contract/plans';
import type {
  OutboxMessage,
  outboxResponse,
  PublicStats,
  Testimonial,
  testimonialsResponse,
} from './contract/public';
import type {
  AdminDepositBody,
  DepositBody,
  StatementEntry,
  StatementResponse,
  Transaction,
  TransactionListResponse,
  UserPlan,
  UserPlansResponse,
  UserStatistics,
  WithdrawBody,
} from './contract/transactions';
import type {
  Adjustment,
  AdminUser,
  AuditAction,
  AuditEntry,
  adjustmentsResponse,
  auditResponse,
  bonusBody,
  customMailBody,
  displayMessageBody,
  feeBody,
  RoleRequest,
  UserResponse,
  UserSummary,
  UsersResponse,
} from './contract/users';

export type {
  Adjustment,
  AdminDepositBody,
  AdminPaymentMethod,
  AdminUser,
  AuditAction,
  AuditEntry,
  CoinPrice,
  CoinSlug,
  CryptoPrices,
  DepositAddress,
  DepositBody,
  HistoryRange,
  LastAddressResponse,
  LoginBody,
  LoginResponse,
  MarketCoin,
  MeResponse,
  MessageResponse,
  NewsArticle,
  NewsResponse,
  OutboxMessage,
  PaymentMethod,
  Plan,
  PlanBody,
  PlansResponse,
  PriceHistory,
  PricePoint,
  Profile,
  PublicStats,
  RoleRequest,
  SignupBody,
  StatementEntry,
  StatementResponse,
  Testimonial,
  Transaction,
  TransactionListResponse,
  TransactionStatus,
  TransactionType,
  UserPlan,
  UserPlansResponse,
  UserResponse,
  UserStatistics,
  UserSummary,
  UsersResponse,
  VerifyIdentityFields,
  WithdrawBody,
};

/** Request bodies as the caller writes them (`z.input`: before server-side coercion). */
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type EmailBody = z.input<typeof emailBody>;
export type VerifyEmailCodeBody = z.input<typeof verifyEmailCodeBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type UpdateProfileBody = z.input<typeof updateProfileBody>;
export type UpdateContactBody = z.input<typeof updateContactBody>;
export type UpdateLanguageBody = z.input<typeof updateLanguageBody>;
export type DisplayMessageBody = z.input<typeof displayMessageBody>;
export type BonusBody = z.input<typeof bonusBody>;
export type FeeBody = z.input<typeof feeBody>;
export type CustomMailBody = z.input<typeof customMailBody>;

export type AddressListResponse = z.output<typeof addressListResponse>;
export type TestimonialsResponse = z.output<typeof testimonialsResponse>;
export type OutboxResponse = z.output<typeof outboxResponse>;
export type AdjustmentsResponse = z.output<typeof adjustmentsResponse>;
export type AuditResponse = z.output<typeof auditResponse>;

/** The four load states of spec §4. */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
