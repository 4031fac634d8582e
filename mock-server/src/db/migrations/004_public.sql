-- Indexes behind the public marketing figures (GET /public-stats) and the testimonials list, so these
-- unauthenticated calls stay cheap as the tables grow.

-- Total paid out: a sum over confirmed withdrawals, answered from the index alone.
CREATE INDEX transactions_confirmed_withdrawals_idx ON transactions (amount_cents)
  WHERE type = 'withdrawal' AND status = 'confirmed';

-- Countries represented: users with a confirmed deposit.
CREATE INDEX transactions_confirmed_deposits_user_idx ON transactions (user_id)
  WHERE type = 'deposit' AND status = 'confirmed';

-- Active investors and assets under management: active plans with their owner and capital.
CREATE INDEX user_plans_active_capital_idx ON user_plans (user_id, amount_cents) WHERE status = 'active';

CREATE INDEX testimonials_given_on_idx ON testimonials (given_on DESC, id DESC);
