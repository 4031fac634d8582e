-- One payout rule (decisions §2), as the database's last word under the services' checks: a plan's roi lies
-- in (0, 100] (numeric(8, 4) already keeps 4 decimals), and a user plan pays at least a cent every day, so
-- no plan can run to maturity paying nothing. NOT VALID: a row written under the old rules is neither
-- refused at start-up nor lost; the accrual skips and reports a user plan that cannot be credited, and new
-- and updated rows are checked.
ALTER TABLE plans ADD CONSTRAINT plans_roi_at_most_100 CHECK (roi <= 100) NOT VALID;
ALTER TABLE user_plans ADD CONSTRAINT user_plans_pays_a_cent CHECK (returns_cents > 0) NOT VALID;
-- The accrual reports the plans it cannot pay on every run: this index holds just those (none, normally),
-- and no column the daily update changes, so the plans' updates stay heap-only.
CREATE INDEX user_plans_unpayable_idx ON user_plans (id) WHERE status = 'active' AND returns_cents <= 0;
