-- Every reference between tables is a real foreign key again. Migration 005 had replaced those of
-- transactions and ledger entries by statement-level triggers for the daily accrual's speed, and
-- transactions.user_plan_id and users.referred_by were never checked at all. PostgreSQL checks a foreign key
-- at the end of the statement, so the accrual's single statement (transactions and their ledger entries
-- written together) passes as before.

DROP TRIGGER transactions_references_on_insert ON transactions;
DROP TRIGGER transactions_references_on_update ON transactions;
DROP FUNCTION check_transaction_references();
DROP TRIGGER ledger_entries_references ON ledger_entries;
DROP FUNCTION check_ledger_references();

ALTER TABLE transactions
  ADD CONSTRAINT transactions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id),
  ADD CONSTRAINT transactions_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES plans (id),
  ADD CONSTRAINT transactions_user_plan_id_fkey FOREIGN KEY (user_plan_id) REFERENCES user_plans (id),
  ADD CONSTRAINT transactions_related_id_fkey FOREIGN KEY (related_id) REFERENCES transactions (id),
  ADD CONSTRAINT transactions_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES users (id);

-- A ledger entry belongs to a transaction of the same user (as 005's check had it): one key over both
-- columns, whose user is then checked by the transaction's own key. Transaction ids grow, so this index is
-- written at its right edge.
CREATE UNIQUE INDEX transactions_id_user_key ON transactions (id, user_id);
ALTER TABLE ledger_entries
  ADD CONSTRAINT ledger_entries_transaction_fkey FOREIGN KEY (transaction_id, user_id)
    REFERENCES transactions (id, user_id);

-- The referrer, by the referral id the new user gave (unique, and never changed, erasure included).
ALTER TABLE users
  ADD CONSTRAINT users_referred_by_fkey FOREIGN KEY (referred_by) REFERENCES users (referral_id);
