-- Four eyes that one admin cannot get around (decisions §1, §3).

-- Making a user an administrator is a request until another administrator approves it; taking the role away
-- stays immediate. Neither the requester nor the user concerned may decide it, and a user has at most one
-- request waiting at a time.
CREATE TABLE role_requests (
  id             bigserial PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id),
  requested_by   bigint NOT NULL REFERENCES users (id),
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  decided_by     bigint REFERENCES users (id),
  decided_at     timestamptz,
  decision_note  text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (decided_by IS NULL OR (decided_by <> requested_by AND decided_by <> user_id))
);
CREATE UNIQUE INDEX role_requests_one_pending_key ON role_requests (user_id) WHERE status = 'pending';
CREATE INDEX role_requests_status_idx ON role_requests (status, id DESC);

-- Nobody decides their own case: not a bonus or fee for their own account (001 already keeps the requester
-- from deciding), nor a deposit or withdrawal of their own. NOT VALID: history is not read again at
-- start-up; every new decision is checked.
ALTER TABLE adjustments ADD CONSTRAINT adjustments_not_own_case
  CHECK (decided_by IS NULL OR decided_by <> user_id) NOT VALID;
ALTER TABLE transactions ADD CONSTRAINT transactions_not_own_case
  CHECK (decided_by IS NULL OR decided_by <> user_id) NOT VALID;
