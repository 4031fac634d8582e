-- Initial schema. Money is integer cents (bigint) everywhere; nothing stores a float balance.
-- Kept portable between PostgreSQL 15 and PGlite (PostgreSQL 18).

CREATE TABLE users (
  id              bigserial PRIMARY KEY,
  firstname       text,
  lastname        text,
  username        text NOT NULL,
  email           text,
  date_of_birth   date,
  gender          text CHECK (gender IN ('male', 'female')),
  country         text,
  phone           text,
  address         text,
  level           smallint NOT NULL DEFAULT 1 CHECK (level BETWEEN 1 AND 3),
  email_verified  boolean NOT NULL DEFAULT false,
  role            text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  suspended       boolean NOT NULL DEFAULT false,
  message         text,
  ssn             text,
  occupation      text,
  salary          text,
  identity_status text NOT NULL DEFAULT 'none' CHECK (identity_status IN ('none', 'pending', 'accepted', 'rejected')),
  referral_id     text NOT NULL,
  referred_by     text,
  password_hash   text,
  wallet_cents    bigint NOT NULL DEFAULT 0 CHECK (wallet_cents >= 0),
  created_at      timestamptz NOT NULL DEFAULT now(),
  deleted_at      timestamptz,
  erased_at       timestamptz
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX users_referral_id_key ON users (referral_id);
CREATE INDEX users_deleted_at_idx ON users (deleted_at) WHERE deleted_at IS NOT NULL AND erased_at IS NULL;

-- Bearer sessions: only a SHA-256 of the token is stored, so a database leak yields no usable token.
CREATE TABLE sessions (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- One-time codes (e-mail verification, password reset): stored hashed, limited attempts and lifetime.
CREATE TABLE one_time_codes (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id),
  purpose      text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  code_hash    text NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  expires_at   timestamptz NOT NULL,
  consumed_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_user_idx ON one_time_codes (user_id, purpose, created_at DESC);

CREATE TABLE plans (
  id                bigserial PRIMARY KEY,
  title             text NOT NULL,
  roi               numeric(8, 4) NOT NULL CHECK (roi > 0),
  duration          integer NOT NULL CHECK (duration > 0),
  min_amount_cents  bigint NOT NULL CHECK (min_amount_cents > 0),
  max_amount_cents  bigint NOT NULL CHECK (max_amount_cents >= min_amount_cents),
  created_at        timestamptz NOT NULL DEFAULT now(),
  deleted_at        timestamptz
);

CREATE TABLE deposit_addresses (
  id          bigserial PRIMARY KEY,
  coin        text NOT NULL CHECK (coin IN ('bitcoin', 'tether', 'ripple', 'solana', 'ethereum')),
  address     text NOT NULL,
  qr_code     bytea NOT NULL,
  qr_mime     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposit_addresses_coin_idx ON deposit_addresses (coin, id DESC);

-- What the user sees in their history. amount_cents is always positive; the direction is in the ledger.
CREATE TABLE transactions (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id),
  type            text NOT NULL CHECK (type IN ('deposit', 'withdrawal', 'bonus', 'earnings', 'charges', 'capital_return', 'reversal')),
  status          text NOT NULL CHECK (status IN ('pending', 'confirmed', 'failed')),
  amount_cents    bigint NOT NULL CHECK (amount_cents > 0),
  reference       text,
  payment_method  text CHECK (payment_method IN ('bitcoin', 'ethereum', 'tether', 'ripple', 'solana', 'wallet')),
  address         text,
  plan_id         bigint REFERENCES plans (id),
  plan_reference  text,
  user_plan_id    bigint,
  related_id      bigint REFERENCES transactions (id),
  reason          text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  decided_at      timestamptz,
  decided_by      bigint REFERENCES users (id)
);
CREATE INDEX transactions_user_idx ON transactions (user_id, id DESC);
CREATE INDEX transactions_type_status_idx ON transactions (type, status, id DESC);
-- An on-chain payment can back one deposit only.
CREATE UNIQUE INDEX transactions_deposit_reference_key ON transactions (payment_method, reference)
  WHERE type = 'deposit' AND reference IS NOT NULL;

-- Append-only ledger: every change of users.wallet_cents has exactly one row here, written in the same
-- database transaction. wallet_cents = sum(amount_cents) per user at all times.
CREATE TABLE ledger_entries (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id),
  transaction_id  bigint NOT NULL REFERENCES transactions (id),
  amount_cents    bigint NOT NULL CHECK (amount_cents <> 0),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_user_idx ON ledger_entries (user_id, id);

CREATE TABLE user_plans (
  id                     bigserial PRIMARY KEY,
  user_id                bigint NOT NULL REFERENCES users (id),
  plan_id                bigint NOT NULL REFERENCES plans (id),
  deposit_id             bigint NOT NULL UNIQUE REFERENCES transactions (id),
  title                  text NOT NULL,
  roi                    numeric(8, 4) NOT NULL,
  amount_cents           bigint NOT NULL CHECK (amount_cents > 0),
  returns_cents          bigint NOT NULL CHECK (returns_cents >= 0),
  duration               integer NOT NULL CHECK (duration >= 0),
  initial_duration       integer NOT NULL CHECK (initial_duration > 0),
  total_returns_cents    bigint NOT NULL DEFAULT 0,
  status                 text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed')),
  -- Day (UTC) the plan started; the first accrual is for the following day.
  started_on             date NOT NULL,
  last_accrued_on        date,
  created_at             timestamptz NOT NULL DEFAULT now(),
  completed_at           timestamptz
);
CREATE INDEX user_plans_user_idx ON user_plans (user_id);
CREATE INDEX user_plans_active_idx ON user_plans (status, last_accrued_on) WHERE status = 'active';

-- Idempotency key of the daily accrual: a plan is credited at most once per day.
CREATE TABLE accruals (
  user_plan_id    bigint NOT NULL REFERENCES user_plans (id),
  accrual_day     date NOT NULL,
  transaction_id  bigint NOT NULL REFERENCES transactions (id),
  PRIMARY KEY (user_plan_id, accrual_day)
);

-- Four-eyes manual money: a bonus or fee is a request until another admin approves it.
CREATE TABLE adjustments (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id),
  kind            text NOT NULL CHECK (kind IN ('bonus', 'fee')),
  amount_cents    bigint NOT NULL CHECK (amount_cents > 0),
  reason          text NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  requested_by    bigint NOT NULL REFERENCES users (id),
  decided_by      bigint REFERENCES users (id),
  decided_at      timestamptz,
  decision_note   text,
  transaction_id  bigint REFERENCES transactions (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (decided_by IS NULL OR decided_by <> requested_by)
);
CREATE INDEX adjustments_status_idx ON adjustments (status, id DESC);

CREATE TABLE audit_log (
  id           bigserial PRIMARY KEY,
  actor_id     bigint REFERENCES users (id),
  action       text NOT NULL,
  target_type  text NOT NULL,
  target_id    text,
  payload      jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (id DESC);

-- Identity documents, encrypted at rest (AES-256-GCM); never served publicly.
CREATE TABLE identity_documents (
  user_id     bigint NOT NULL REFERENCES users (id),
  side        text NOT NULL CHECK (side IN ('front', 'back')),
  mime        text NOT NULL,
  iv          bytea NOT NULL,
  auth_tag    bytea NOT NULL,
  ciphertext  bytea NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, side)
);

-- Local mail outbox used when no SMTP server is configured (development, the embedded default).
CREATE TABLE mail_outbox (
  id          bigserial PRIMARY KEY,
  recipient   text NOT NULL,
  subject     text NOT NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE testimonials (
  id          bigserial PRIMARY KEY,
  name        text NOT NULL,
  country     text NOT NULL,
  message     text NOT NULL,
  given_on    date NOT NULL,
  sample      boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- The ledger and the audit log are append-only: the database itself refuses edits and deletions.
CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
