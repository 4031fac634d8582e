-- Plan terms are fixed at purchase (decisions §2): a deposit keeps the roi and duration of its plan as they
-- were when it was submitted (its title is already in plan_reference), and its confirmation starts the user
-- plan on them, whatever the plan says by then. Nullable columns without a default: no table rewrite.
ALTER TABLE transactions ADD COLUMN plan_roi numeric(8, 4), ADD COLUMN plan_duration integer;

-- Confirmed deposits: the terms their plan started on. Pending and rejected ones: the plan's terms of today,
-- the best record there is of what was offered to them.
UPDATE transactions SET plan_roi = user_plans.roi, plan_duration = user_plans.initial_duration
FROM user_plans
WHERE user_plans.deposit_id = transactions.id AND transactions.type = 'deposit';
UPDATE transactions SET plan_roi = plans.roi, plan_duration = plans.duration
FROM plans
WHERE plans.id = transactions.plan_id AND transactions.type = 'deposit' AND transactions.plan_roi IS NULL;

-- Every deposit from now on names its plan and carries its terms. NOT VALID: the rows before were filled
-- just above, and checking them again would read the whole history (earnings included) at start-up; new
-- and updated rows are checked all the same.
ALTER TABLE transactions ADD CONSTRAINT transactions_deposit_terms CHECK (
  type <> 'deposit' OR (plan_id IS NOT NULL AND plan_roi > 0 AND plan_duration > 0)
) NOT VALID;
