-- The daily accrual writes one earnings transaction per active plan and day. This migration takes work off
-- that hot path (measured in mock-server/bench): fewer rows, foreign-key checks and index writes per plan-day.

-- 1. The idempotency key (plan, day) moves onto the earnings transaction itself: a unique partial index
-- instead of a separate accruals table saves one insert and two foreign-key checks per plan-day. Existing
-- accrual rows are carried over first, so days already credited stay credited.
ALTER TABLE transactions ADD COLUMN accrual_day date;
UPDATE transactions SET accrual_day = accruals.accrual_day
FROM accruals
WHERE transactions.id = accruals.transaction_id;
CREATE UNIQUE INDEX transactions_accrual_key ON transactions (user_plan_id, accrual_day) WHERE type = 'earnings';
DROP TABLE accruals;
-- Read-only view under the old name, for reports and queries that read which days a plan was credited.
CREATE VIEW accruals AS
  SELECT user_plan_id, accrual_day, id AS transaction_id
  FROM transactions
  WHERE type = 'earnings' AND accrual_day IS NOT NULL;
