-- Flights (issue 3): the bookable inventory. One row is one fare offer on one flight
-- (a flight number on a date, in one cabin, with its fare type). Prices are net of VAT,
-- in EUR minor units, for one adult; child and infant prices follow the fare rules
-- (app/products/flights/fare-rules.ts). Seats are taken only when an order is created.
CREATE TABLE flights (
  id serial PRIMARY KEY,
  flight_number text NOT NULL,
  airline text NOT NULL,
  origin text NOT NULL,
  destination text NOT NULL,
  -- local calendar date of departure at the origin (what a visitor searches for)
  depart_date date NOT NULL,
  depart_at timestamptz NOT NULL,
  arrive_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
  aircraft text NOT NULL,
  cabin text NOT NULL CHECK (cabin IN ('economy', 'premium_economy', 'business', 'first')),
  flight_type text NOT NULL CHECK (flight_type IN ('scheduled', 'charter')),
  fare_type text NOT NULL CHECK (fare_type IN ('saver', 'standard', 'flex')),
  seats_total integer NOT NULL CHECK (seats_total > 0),
  seats_remaining integer NOT NULL CHECK (seats_remaining >= 0),
  baggage_kg integer NOT NULL CHECK (baggage_kg >= 0),
  price_adult integer NOT NULL CHECK (price_adult > 0),
  tax_adult integer NOT NULL CHECK (tax_adult >= 0),
  CHECK (seats_remaining <= seats_total)
);
-- The search: one route on one day, cheapest first.
CREATE INDEX flights_search_idx ON flights (origin, destination, depart_date, price_adult);
