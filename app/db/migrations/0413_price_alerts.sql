-- Issue 25 item 7 (docs/decisions/108-price-alerts.md): flight price alerts. An address follows a
-- route (airport codes or city slugs, as the search URL names them) on one day (YYYY-MM-DD) or in a
-- month (YYYY-MM). A guest's alert is pending until its e-mailed link is confirmed; a signed-in
-- user's is active at once. `reference_price` is the price the next drop is measured from (the
-- baseline, then the last price e-mailed, raised when the price rises); `version` makes the
-- scheduled check's update conditional, so two checks at once send one e-mail.
CREATE TABLE flight_price_alerts (
  id serial PRIMARY KEY,
  email text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  locale text NOT NULL,
  origin text NOT NULL,
  destination text NOT NULL,
  period text NOT NULL,
  adults integer NOT NULL DEFAULT 1,
  status text NOT NULL DEFAULT 'pending',
  baseline_price integer,
  baseline_seats integer,
  reference_price integer,
  latest_price integer,
  latest_seats integer,
  seats_low boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  checked_at timestamptz,
  notified_at timestamptz,
  CONSTRAINT flight_price_alerts_status_check CHECK (status = ANY (ARRAY['pending'::text, 'active'::text, 'ended'::text, 'stopped'::text])),
  CONSTRAINT flight_price_alerts_period_check CHECK (period ~ '^\d{4}-\d{2}(-\d{2})?$'),
  CONSTRAINT flight_price_alerts_adults_check CHECK (adults BETWEEN 1 AND 9),
  CONSTRAINT flight_price_alerts_email_route_key UNIQUE (email, origin, destination, period)
);
CREATE INDEX flight_price_alerts_status_idx ON flight_price_alerts (status);
CREATE INDEX flight_price_alerts_user_id_idx ON flight_price_alerts (user_id);

-- Headers of a message of its own (decision 108): a price alert's List-Unsubscribe and
-- List-Unsubscribe-Post (RFC 8058), which mail clients show as a one-click "Unsubscribe".
ALTER TABLE outbox ADD COLUMN headers jsonb;
