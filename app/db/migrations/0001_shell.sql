CREATE TABLE currencies (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  label text NOT NULL,
  sign text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  rate numeric(18, 6) NOT NULL CHECK (rate > 0),
  icon text NOT NULL,
  decimals integer NOT NULL DEFAULT 2,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE newsletter_subscriptions (
  id serial PRIMARY KEY,
  email text NOT NULL,
  locale text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  unsubscribed_at timestamptz
);
CREATE UNIQUE INDEX newsletter_subscriptions_email_key ON newsletter_subscriptions (email);

CREATE TABLE service_requests (
  id serial PRIMARY KEY,
  vertical text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  destination text NOT NULL,
  start_date text,
  end_date text,
  travellers integer NOT NULL,
  message text,
  locale text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  channel text NOT NULL DEFAULT 'email',
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  html text,
  status text NOT NULL DEFAULT 'stored',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient_idx ON outbox (recipient, id);

-- The currencies of spec §9 (reference data the site cannot run without).
INSERT INTO currencies (code, label, sign, active, rate, icon, decimals, position) VALUES
  ('EUR', 'Euro', '€', true, 1, '🇪🇺', 2, 1),
  ('USD', 'US Dollar', '$', true, 1.1111, '🇺🇸', 2, 2),
  ('IRR', 'Iranian Rial', '﷼', true, 600000, '🇮🇷', 0, 3),
  ('GBP', 'Pound Sterling', '£', true, 1.2, '🇬🇧', 2, 4),
  ('CAD', 'Canadian Dollar', 'C$', true, 1.2, '🇨🇦', 2, 5);
