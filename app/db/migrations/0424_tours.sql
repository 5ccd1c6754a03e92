-- Issue 27 (docs/decisions/700-tours.md): tours bought online. A tour is a package (transport and nights in a hotel)
-- or a day tour; a departure is one date of it with its own places, taken inside the order's transaction and never
-- below zero (CHECK); a hotel option is one hotel of a package with prices per person by occupancy; the waitlist
-- keeps who asked for a full departure, in order, and the place held for 24 hours for the first of them when one
-- frees up. Amounts are minor units of the tour's currency (IRR at home, EUR abroad).
CREATE TABLE tours (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  kind text NOT NULL CONSTRAINT tours_kind_check CHECK (kind IN ('package', 'day')),
  theme text NOT NULL CONSTRAINT tours_theme_check CHECK (theme IN ('city', 'beach', 'pilgrimage', 'nature', 'heritage')),
  origin text NOT NULL,
  destination text NOT NULL,
  nights smallint NOT NULL,
  transport text NOT NULL CONSTRAINT tours_transport_check CHECK (transport IN ('flight', 'bus')),
  outbound jsonb NOT NULL,
  inbound jsonb NOT NULL,
  currency text NOT NULL CONSTRAINT tours_currency_check CHECK (currency IN ('IRR', 'EUR')),
  min_participants smallint NOT NULL CONSTRAINT tours_min_check CHECK (min_participants >= 1),
  confirm_days smallint NOT NULL CONSTRAINT tours_confirm_days_check CHECK (confirm_days >= 0),
  deposit_percent smallint NOT NULL CONSTRAINT tours_deposit_check CHECK (deposit_percent BETWEEN 1 AND 100),
  balance_days smallint NOT NULL CONSTRAINT tours_balance_days_check CHECK (balance_days >= 0),
  day_prices jsonb,
  -- Every title and place name in the four languages, normalised (app/utils/search-text.ts): what a search matches.
  search text NOT NULL,
  published boolean NOT NULL DEFAULT true,
  CONSTRAINT tours_nights_check CHECK ((kind = 'day' AND nights = 0) OR (kind = 'package' AND nights >= 1)),
  CONSTRAINT tours_day_prices_check CHECK ((kind = 'day') = (day_prices IS NOT NULL))
);

CREATE TABLE tour_texts (
  tour_id integer NOT NULL REFERENCES tours (id) ON DELETE CASCADE,
  locale text NOT NULL CONSTRAINT tour_texts_locale_check CHECK (locale IN ('fa', 'en', 'nl', 'fr')),
  title text NOT NULL,
  summary text NOT NULL,
  -- included, excluded, itinerary, documents, visaNotes (app/products/tours/codes.ts, TourText).
  body jsonb NOT NULL,
  PRIMARY KEY (tour_id, locale)
);

CREATE TABLE tour_hotels (
  id integer PRIMARY KEY,
  tour_id integer NOT NULL REFERENCES tours (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  name text NOT NULL,
  stars smallint NOT NULL CONSTRAINT tour_hotels_stars_check CHECK (stars BETWEEN 1 AND 5),
  board text NOT NULL CONSTRAINT tour_hotels_board_check CHECK (board IN ('room_only', 'breakfast', 'half_board', 'all_inclusive')),
  double integer NOT NULL,
  triple integer NOT NULL,
  single_supplement integer NOT NULL,
  child_with_bed integer NOT NULL,
  child_no_bed integer NOT NULL,
  infant integer NOT NULL,
  UNIQUE (tour_id, position),
  CONSTRAINT tour_hotels_prices_check CHECK (
    double > 0 AND triple > 0 AND single_supplement >= 0 AND child_with_bed >= 0 AND child_no_bed >= 0 AND infant >= 0
  )
);

CREATE TABLE tour_departures (
  id integer PRIMARY KEY,
  tour_id integer NOT NULL REFERENCES tours (id) ON DELETE CASCADE,
  departs_on date NOT NULL,
  returns_on date NOT NULL,
  places integer NOT NULL,
  places_left integer NOT NULL,
  -- The season: every price of the departure is the tour's × price_percent / 100 (occupancy.ts, seasonPrice).
  price_percent smallint NOT NULL DEFAULT 100 CONSTRAINT tour_departures_percent_check CHECK (price_percent BETWEEN 50 AND 300),
  status text NOT NULL DEFAULT 'open' CONSTRAINT tour_departures_status_check CHECK (status IN ('open', 'confirmed', 'cancelled')),
  UNIQUE (tour_id, departs_on),
  CONSTRAINT tour_departures_places_check CHECK (places >= 1 AND places_left >= 0 AND places_left <= places),
  CONSTRAINT tour_departures_dates_check CHECK (returns_on >= departs_on)
);
CREATE INDEX tour_departures_day_idx ON tour_departures (departs_on, tour_id);

CREATE TABLE tour_waitlist (
  id serial PRIMARY KEY,
  departure_id integer NOT NULL REFERENCES tour_departures (id) ON DELETE CASCADE,
  email text NOT NULL,
  locale text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  places smallint NOT NULL CONSTRAINT tour_waitlist_places_check CHECK (places BETWEEN 1 AND 9),
  status text NOT NULL DEFAULT 'waiting' CONSTRAINT tour_waitlist_status_check CHECK (status IN ('waiting', 'offered', 'booked', 'expired', 'left')),
  -- The secret of the e-mailed link that books the held places (only its hash is kept).
  token_hash text UNIQUE,
  hold_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT tour_waitlist_offer_check CHECK (status <> 'offered' OR (hold_until IS NOT NULL AND token_hash IS NOT NULL))
);
CREATE INDEX tour_waitlist_queue_idx ON tour_waitlist (departure_id, status, id);
-- One place in the queue per address and departure while waiting or offered.
CREATE UNIQUE INDEX tour_waitlist_once_idx ON tour_waitlist (departure_id, lower(email)) WHERE status IN ('waiting', 'offered');
