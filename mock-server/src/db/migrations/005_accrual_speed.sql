-- The daily accrual writes one earnings transaction per active plan and day. This migration takes work off
-- that hot path (measured in mock-server/bench): fewer rows, foreign-key checks and index writes per plan-day.

-- 1. The idempotency key (plan, day) moves onto the earnings transaction itself: a unique partial index
-- instead of a separate accruals table saves one insert and two foreign-key checks per plan-day. Existing
-- accrual rows are carried over first, so days already credited stay credited.
ALTER TABLE transactions ADD COLUMN accrual_day date;
UPDATE transactions SET accrual_day = accruals.accrual_day
FROM accruals
WHERE transactions.id = accruals.transaction_id;
-- Day first: each run writes into the newest day's stretch of the index, which stays in memory, instead of
-- one spot per plan spread over the whole history.
CREATE UNIQUE INDEX transactions_accrual_key ON transactions (accrual_day, user_plan_id) WHERE type = 'earnings';
DROP TABLE accruals;
-- Read-only view under the old name, for reports and queries that read which days a plan was credited.
CREATE VIEW accruals AS
  SELECT user_plan_id, accrual_day, id AS transaction_id
  FROM transactions
  WHERE type = 'earnings' AND accrual_day IS NOT NULL;

-- 2. Each day's plan update (days left, total returns, last day credited) can stay on its page without
-- touching any index (a heap-only update) when no indexed column changes and the page has room. The index
-- on (status, last_accrued_on) forced an entry in every user_plans index for every plan every day. The job
-- walks the active plans of one partition of users (user_id % 2, see ACCRUAL_PARTITIONS in jobs/accrual.ts)
-- in user order, so that each wallet is credited once per run; this index serves exactly that walk and
-- changes only when a plan starts or completes.
DROP INDEX user_plans_active_idx;
CREATE INDEX user_plans_accrual_idx ON user_plans ((user_id % 2), user_id, id) WHERE status = 'active';
-- The planner keeps no statistics for expressions of partial indexes: without these it takes a partition
-- for 0.5% of the plans and reads the whole rest of the partition for every batch instead of walking the
-- index to the batch's end.
CREATE STATISTICS user_plans_partition_stats ON (user_id % 2) FROM user_plans;
ANALYZE user_plans;
-- (Leaving half of each page of user_plans and users free for those new row versions, and rewriting both
-- tables so existing pages get that room, is storage tuning: `npm run maintenance` does it, not start-up.)

-- 3. Foreign keys are checked row by row, each check a query plus a row lock: on the accrual's path that was
-- five checks per plan and day and about a third of the job. The references of the two tables the job fills
-- are now checked once per statement, over all its new rows at once. What a foreign key also guarantees on
-- the other side (a referenced row cannot go away or change its key) holds because users, plans and
-- transactions are never deleted (accounts are erased in place, plans retired with deleted_at, transactions
-- are the history of the money) and their keys never change: the triggers at the end make both a rule.
ALTER TABLE transactions
  DROP CONSTRAINT transactions_user_id_fkey,
  DROP CONSTRAINT transactions_plan_id_fkey,
  DROP CONSTRAINT transactions_related_id_fkey,
  DROP CONSTRAINT transactions_decided_by_fkey;
ALTER TABLE ledger_entries
  DROP CONSTRAINT ledger_entries_user_id_fkey,
  DROP CONSTRAINT ledger_entries_transaction_id_fkey;

CREATE FUNCTION check_transaction_references() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing text;
BEGIN
  SELECT problem INTO missing FROM (
    SELECT 'user ' || checked.user_id AS problem FROM checked_rows AS checked
    WHERE NOT EXISTS (SELECT FROM users WHERE users.id = checked.user_id)
    UNION ALL
    SELECT 'plan ' || checked.plan_id FROM checked_rows AS checked
    WHERE checked.plan_id IS NOT NULL AND NOT EXISTS (SELECT FROM plans WHERE plans.id = checked.plan_id)
    UNION ALL
    SELECT 'transaction ' || checked.related_id FROM checked_rows AS checked
    WHERE checked.related_id IS NOT NULL
      AND NOT EXISTS (SELECT FROM transactions WHERE transactions.id = checked.related_id)
    UNION ALL
    SELECT 'user ' || checked.decided_by FROM checked_rows AS checked
    WHERE checked.decided_by IS NOT NULL AND NOT EXISTS (SELECT FROM users WHERE users.id = checked.decided_by)
  ) AS problems
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'A transaction refers to % that does not exist', missing
      USING ERRCODE = 'foreign_key_violation', TABLE = 'transactions';
  END IF;
  RETURN NULL;
END;
$$;
-- (A trigger with transition tables serves one event: one for inserts, one for updates.)
CREATE TRIGGER transactions_references_on_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT EXECUTE FUNCTION check_transaction_references();
CREATE TRIGGER transactions_references_on_update AFTER UPDATE ON transactions
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT EXECUTE FUNCTION check_transaction_references();

-- A ledger entry belongs to a transaction of the same user (stronger than the two separate keys before; the
-- user's existence follows from the transaction's own check). Ledger rows are never updated (001).
CREATE FUNCTION check_ledger_references() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orphan bigint;
BEGIN
  SELECT checked.transaction_id INTO orphan FROM checked_rows AS checked
  WHERE NOT EXISTS (
    SELECT FROM transactions
    WHERE transactions.id = checked.transaction_id AND transactions.user_id = checked.user_id
  )
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'A ledger entry refers to transaction %, which does not exist for its user', orphan
      USING ERRCODE = 'foreign_key_violation', TABLE = 'ledger_entries';
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER ledger_entries_references AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT EXECUTE FUNCTION check_ledger_references();

-- The referenced side: rows others refer to are kept, with their keys.
CREATE FUNCTION refuse_losing_referenced_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never deleted and never change their key: other rows refer to them', TG_TABLE_NAME
    USING ERRCODE = 'foreign_key_violation', TABLE = TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER users_kept BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION refuse_losing_referenced_rows();
CREATE TRIGGER users_kept_whole BEFORE TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_losing_referenced_rows();
CREATE TRIGGER users_key_kept BEFORE UPDATE OF id ON users
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION refuse_losing_referenced_rows();
CREATE TRIGGER plans_kept BEFORE DELETE ON plans
  FOR EACH ROW EXECUTE FUNCTION refuse_losing_referenced_rows();
CREATE TRIGGER plans_kept_whole BEFORE TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_losing_referenced_rows();
CREATE TRIGGER plans_key_kept BEFORE UPDATE OF id ON plans
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION refuse_losing_referenced_rows();
CREATE TRIGGER transactions_kept BEFORE DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION refuse_losing_referenced_rows();
CREATE TRIGGER transactions_kept_whole BEFORE TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_losing_referenced_rows();
CREATE TRIGGER transactions_keys_kept BEFORE UPDATE OF id, user_id ON transactions
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION refuse_losing_referenced_rows();

-- 4. Nothing reads the ledger by user through an index (the wallet checks add up whole tables); a user's
-- entries are those of the user's transactions (checked above), found through transactions_user_idx and
-- this index by transaction, whose keys arrive in increasing order and so are appended at the index's
-- right edge rather than written all over a per-user index.
DROP INDEX ledger_entries_user_idx;
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);

-- 5. Earnings are most of the rows (one per plan and day) and nobody looks them up by type and status: the
-- admin list filtered to earnings walks the primary key (earnings are what it finds first), while the rarer
-- types (pending deposits and withdrawals to decide, bonuses...) keep their index, now far smaller.
DROP INDEX transactions_type_status_idx;
CREATE INDEX transactions_type_status_idx ON transactions (type, status, id DESC) WHERE type <> 'earnings';
