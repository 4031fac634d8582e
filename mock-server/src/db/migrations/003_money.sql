-- The daily accrual updates every active user plan and the wallet of every investor once a day. Leaving a
-- fifth of each page free lets PostgreSQL write those new row versions on the same page (fewer page
-- splits and, for wallet updates, which touch no indexed column, heap-only updates with no index writes).
-- Storage settings only: no data or constraint changes.
ALTER TABLE users SET (fillfactor = 80);
ALTER TABLE user_plans SET (fillfactor = 80);
