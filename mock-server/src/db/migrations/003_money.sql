-- This migration once set the storage fill factor of users and user_plans. Storage tuning does not belong in
-- a migration that runs at start-up: it is part of `npm run maintenance` (src/db/maintenance.ts). The file
-- stays, empty, because databases created before record it as applied.
SELECT 1;
