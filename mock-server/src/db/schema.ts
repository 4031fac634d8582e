import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Language } from 'shared-api/languages';

/** bigint columns come back as numbers (see the type parsers in database.ts); cents fit easily in 2^53. */
type Id = Generated<number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** `date` columns are read as 'YYYY-MM-DD' strings on both drivers. */
type DateString = ColumnType<string, string, string>;

export interface UsersTable {
  id: Id;
  firstname: string | null;
  lastname: string | null;
  username: string;
  email: string | null;
  date_of_birth: DateString | null;
  gender: 'male' | 'female' | null;
  country: string | null;
  phone: string | null;
  address: string | null;
  level: Generated<number>;
  email_verified: Generated<boolean>;
  role: Generated<'user' | 'admin'>;
  suspended: Generated<boolean>;
  message: string | null;
  /** The national ID number, encrypted (modules/identity/ssn.ts): IV || GCM tag || ciphertext. */
  ssn_sealed: Uint8Array | null;
  /** Numbers stored before migration 027, until the start-up step seals them: always empty after it. */
  ssn_plaintext: string | null;
  occupation: string | null;
  salary: string | null;
  identity_status: Generated<'none' | 'pending' | 'accepted' | 'rejected'>;
  language: Generated<Language>;
  referral_id: string;
  referred_by: string | null;
  password_hash: string | null;
  wallet_cents: Generated<number>;
  created_at: CreatedAt;
  deleted_at: Timestamp | null;
  erased_at: Timestamp | null;
}

export interface SessionsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface OneTimeCodesTable {
  id: Id;
  user_id: number;
  purpose: 'verify_email' | 'reset_password';
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface PlansTable {
  id: Id;
  title: string;
  /** numeric: read as a string by both drivers; convert with Number(). */
  roi: ColumnType<string, string | number, string | number>;
  duration: number;
  min_amount_cents: number;
  max_amount_cents: number;
  created_at: CreatedAt;
  deleted_at: Timestamp | null;
}

export interface DepositAddressesTable {
  id: Id;
  coin: 'bitcoin' | 'tether' | 'ripple' | 'solana' | 'ethereum';
  address: string;
  qr_code: Uint8Array;
  qr_mime: string;
  created_at: CreatedAt;
}

export type TransactionType =
  | 'deposit'
  | 'withdrawal'
  | 'bonus'
  | 'earnings'
  | 'charges'
  | 'capital_return'
  | 'reversal';
export type TransactionStatus = 'pending' | 'confirmed' | 'failed';

export interface TransactionsTable {
  id: Id;
  user_id: number;
  type: TransactionType;
  status: TransactionStatus;
  amount_cents: number;
  reference: string | null;
  payment_method: 'bitcoin' | 'ethereum' | 'tether' | 'ripple' | 'solana' | 'wallet' | null;
  address: string | null;
  plan_id: number | null;
  /** A deposit's plan title as it was when it was submitted; the plan and day of an earnings row. */
  plan_reference: string | null;
  /** A deposit's plan terms as they were when it was submitted (migration 011): numeric, read as text. */
  plan_roi: ColumnType<string | null, string | null | undefined, string | null>;
  plan_duration: number | null;
  user_plan_id: number | null;
  /** The day an `earnings` row credits (migration 005): with user_plan_id, the accrual's idempotency key. */
  accrual_day: DateString | null;
  related_id: number | null;
  reason: string | null;
  created_at: CreatedAt;
  decided_at: Timestamp | null;
  decided_by: number | null;
}

export interface LedgerEntriesTable {
  id: Id;
  user_id: number;
  transaction_id: number;
  amount_cents: number;
  created_at: CreatedAt;
}

export interface UserPlansTable {
  id: Id;
  user_id: number;
  plan_id: number;
  deposit_id: number;
  title: string;
  roi: ColumnType<string, string | number, string | number>;
  amount_cents: number;
  returns_cents: number;
  duration: number;
  initial_duration: number;
  total_returns_cents: Generated<number>;
  status: Generated<'active' | 'completed'>;
  started_on: DateString;
  last_accrued_on: DateString | null;
  created_at: CreatedAt;
  completed_at: Timestamp | null;
}

/** A read-only view over the earnings transactions since migration 005 (the days each plan was credited). */
type ViewColumn<T> = ColumnType<T, never, never>;
export interface AccrualsView {
  user_plan_id: ViewColumn<number>;
  accrual_day: ViewColumn<string>;
  transaction_id: ViewColumn<number>;
}

export interface AdjustmentsTable {
  id: Id;
  user_id: number;
  kind: 'bonus' | 'fee';
  amount_cents: number;
  reason: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  requested_by: number;
  decided_by: number | null;
  decided_at: Timestamp | null;
  decision_note: string | null;
  transaction_id: number | null;
  created_at: CreatedAt;
}

/** A request to make a user an administrator, decided by another administrator (migration 014). */
export interface RoleRequestsTable {
  id: Id;
  user_id: number;
  requested_by: number;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  decided_by: number | null;
  decided_at: Timestamp | null;
  decision_note: string | null;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Id;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: string | null;
  payload: ColumnType<Record<string, unknown>, string, never>;
  created_at: CreatedAt;
}

export interface IdentityDocumentsTable {
  user_id: number;
  side: 'front' | 'back';
  mime: string;
  iv: Uint8Array;
  auth_tag: Uint8Array;
  ciphertext: Uint8Array;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Id;
  recipient: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
  /** Migration 026: local (developer outbox), pending (to deliver), failed (given up). */
  status: ColumnType<'local' | 'pending' | 'failed', 'local' | 'pending' | undefined, 'pending' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Date | null;
  last_error: string | null;
}

export interface TestimonialsTable {
  id: Id;
  name: string;
  country: string;
  message: string;
  given_on: DateString;
  sample: Generated<boolean>;
  created_at: CreatedAt;
}

/** The server's own price history (migration 028). */
export interface PriceSamplesTable {
  coin: 'bitcoin' | 'ethereum' | 'tether' | 'ripple' | 'solana';
  recorded_at: Timestamp;
  usd: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  plans: PlansTable;
  deposit_addresses: DepositAddressesTable;
  transactions: TransactionsTable;
  ledger_entries: LedgerEntriesTable;
  user_plans: UserPlansTable;
  accruals: AccrualsView;
  adjustments: AdjustmentsTable;
  role_requests: RoleRequestsTable;
  audit_log: AuditLogTable;
  identity_documents: IdentityDocumentsTable;
  mail_outbox: MailOutboxTable;
  testimonials: TestimonialsTable;
  price_samples: PriceSamplesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type PlanRow = Selectable<PlansTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type UserPlanRow = Selectable<UserPlansTable>;
