ALTER TABLE users ADD COLUMN country_code text;
ALTER TABLE users ADD COLUMN birth_date text;
ALTER TABLE users ADD COLUMN occupation text;
ALTER TABLE users ADD COLUMN organization text;
ALTER TABLE users ADD COLUMN about text;
ALTER TABLE users ADD COLUMN currency text;
ALTER TABLE users ADD COLUMN newsletter boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN referral_code text;
ALTER TABLE users ADD COLUMN discovery_source text;
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;

CREATE TABLE user_photos (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  content_type text NOT NULL,
  data text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('signup', 'email_change')),
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  target text NOT NULL,
  code_hash text NOT NULL,
  link_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_user_idx ON verification_codes (user_id);
CREATE UNIQUE INDEX verification_codes_link_key ON verification_codes (link_hash);

CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX password_resets_token_key ON password_resets (token_hash);

CREATE TABLE captcha_challenges (
  id text PRIMARY KEY,
  answer_hashes text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
