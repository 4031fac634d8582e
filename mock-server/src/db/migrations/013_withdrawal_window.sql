-- Withdrawal limits are totals over the last 24 hours (decisions §2): each request adds up the user's
-- pending and confirmed withdrawals since then, under the user's row lock. This index answers that from a
-- few entries per user, however long their history of earnings.
CREATE INDEX transactions_recent_withdrawals_idx ON transactions (user_id, created_at)
  WHERE type = 'withdrawal' AND status IN ('pending', 'confirmed');
