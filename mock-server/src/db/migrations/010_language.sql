-- The language of each account (issue 8): its e-mails are written in it, and the front end applies it at
-- sign-in. One of shared-api/src/languages.ts; English for every account that existed before.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en'
  CONSTRAINT users_language_check CHECK (language IN ('en', 'fr', 'it', 'es', 'de', 'nl', 'pl', 'zh-CN'));
