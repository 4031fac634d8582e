-- The national ID number is encrypted at rest like the identity images: AES-256-GCM with the document key,
-- a fresh IV for every write, bound to its row (modules/identity/ssn.ts). ssn_sealed = IV || tag || ciphertext.
-- SQL cannot encrypt (the key never reaches the database), so the numbers stored before this migration stay
-- in ssn_plaintext until the start-up step that runs right after the migrations seals them: each row is
-- sealed and its plaintext emptied in one update, rows locked elsewhere are skipped (several instances
-- starting together), and running it again finds nothing to do. The plaintext column is renamed, not kept
-- as `ssn`, so that a server of an older version still running during an upgrade fails to write a plain
-- number instead of writing one; a row never holds both forms.
ALTER TABLE users RENAME COLUMN ssn TO ssn_plaintext;
ALTER TABLE users
  ADD COLUMN ssn_sealed bytea CHECK (octet_length(ssn_sealed) > 28),
  ADD CONSTRAINT users_ssn_one_form CHECK (ssn_plaintext IS NULL OR ssn_sealed IS NULL);
