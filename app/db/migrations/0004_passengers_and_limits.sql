CREATE TABLE saved_passengers (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  gender text NOT NULL CHECK (gender IN ('male', 'female')),
  birth_date text NOT NULL,
  document_type text NOT NULL CHECK (document_type IN ('id_card', 'passport')),
  national_id text,
  passport_number text,
  passport_country text,
  passport_expiry text,
  occupation text,
  organization text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_passengers_user_idx ON saved_passengers (user_id);

CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
