-- Every e-mail is written to the outbox inside the transaction that causes it (it exists only if that change
-- committed) and delivered after commit by the sender (modules/mail/sender.ts), with retries and backoff, so
-- an SMTP server that is slow or hangs holds up no request and no transaction.
--   local:   kept for the developer outbox (no SMTP server configured); never delivered
--   pending: to deliver at next_attempt_at (also the lease of a delivery in progress, so that one instance
--            delivers it at a time); a delivered message is deleted (its text may hold a one-time code)
--   failed:  given up after too many attempts; last_error says why
ALTER TABLE mail_outbox
  ADD COLUMN status text NOT NULL DEFAULT 'local' CHECK (status IN ('local', 'pending', 'failed')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN last_error text,
  ADD CHECK (status <> 'pending' OR next_attempt_at IS NOT NULL);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, id) WHERE status = 'pending';
