-- Hotels (issue 13; decision 500): the generated catalog — properties with their texts in
-- the four languages, room types and rate plans — and the nightly inventory: one row per
-- rate plan and night with its price and the rooms left, which never go below 0 (CHECK).
-- Prices are minor units of the property's currency (IRR in Iran, EUR abroad), before the
-- property's taxes (tax_percent, paid with the booking) and its city tax (per adult and
-- night, paid at the hotel).
CREATE TABLE hotel_properties (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  city text NOT NULL,
  country text NOT NULL,
  domestic boolean NOT NULL,
  currency text NOT NULL CONSTRAINT hotel_properties_currency_check CHECK (currency IN ('IRR', 'EUR')),
  kind text NOT NULL CONSTRAINT hotel_properties_kind_check CHECK (kind IN ('hotel', 'boutique', 'apartment', 'traditional', 'resort')),
  stars smallint NOT NULL CONSTRAINT hotel_properties_stars_check CHECK (stars BETWEEN 1 AND 5),
  district text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  distance_m integer NOT NULL CONSTRAINT hotel_properties_distance_m_check CHECK (distance_m >= 0),
  amenities text[] NOT NULL,
  photos text[] NOT NULL,
  check_in_time text NOT NULL CONSTRAINT hotel_properties_check_in_time_check CHECK (check_in_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
  check_out_time text NOT NULL CONSTRAINT hotel_properties_check_out_time_check CHECK (check_out_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
  children_allowed boolean NOT NULL,
  -- children up to this age count as children in a room; older ones as adults
  child_max_age smallint NOT NULL CONSTRAINT hotel_properties_child_max_age_check CHECK (child_max_age BETWEEN 1 AND 17),
  -- a cot for a baby (under 2) on request, not counted in the room's occupancy
  cots boolean NOT NULL,
  pets text NOT NULL CONSTRAINT hotel_properties_pets_check CHECK (pets IN ('allowed', 'on_request', 'not_allowed')),
  id_rules text[] NOT NULL,
  -- tenths of a point out of 10 (86 = 8.6); null without reviews
  review_score smallint CONSTRAINT hotel_properties_review_score_check CHECK (review_score BETWEEN 10 AND 100),
  review_count integer NOT NULL CONSTRAINT hotel_properties_review_count_check CHECK (review_count >= 0),
  tax_percent smallint NOT NULL CONSTRAINT hotel_properties_tax_percent_check CHECK (tax_percent BETWEEN 0 AND 30),
  city_tax integer NOT NULL CONSTRAINT hotel_properties_city_tax_check CHECK (city_tax >= 0),
  popularity smallint NOT NULL CONSTRAINT hotel_properties_popularity_check CHECK (popularity BETWEEN 0 AND 100),
  time_zone text NOT NULL
);
CREATE INDEX hotel_properties_city_idx ON hotel_properties (city);

-- A property's name, description and address in one language; search_name is the name as
-- searches compare it (app/products/hotels/text.ts).
CREATE TABLE hotel_property_texts (
  property_id integer NOT NULL REFERENCES hotel_properties (id) ON DELETE CASCADE,
  locale text NOT NULL CONSTRAINT hotel_property_texts_locale_check CHECK (locale IN ('fa', 'en', 'nl', 'fr')),
  name text NOT NULL,
  description text NOT NULL,
  address text NOT NULL,
  search_name text NOT NULL,
  PRIMARY KEY (property_id, locale)
);

CREATE TABLE hotel_room_types (
  id integer PRIMARY KEY,
  property_id integer NOT NULL REFERENCES hotel_properties (id) ON DELETE CASCADE,
  code text NOT NULL CONSTRAINT hotel_room_types_code_check CHECK (code IN ('single', 'double', 'twin', 'triple', 'family', 'suite', 'studio', 'apartment_1br', 'apartment_2br')),
  -- the ways the beds can be set up: [[{"type": "double", "count": 1}], [{"type": "single", "count": 2}]]
  beds jsonb NOT NULL,
  max_adults smallint NOT NULL CONSTRAINT hotel_room_types_max_adults_check CHECK (max_adults >= 1),
  max_children smallint NOT NULL CONSTRAINT hotel_room_types_max_children_check CHECK (max_children >= 0),
  max_occupancy smallint NOT NULL,
  size_m2 smallint NOT NULL CONSTRAINT hotel_room_types_size_m2_check CHECK (size_m2 > 0),
  CONSTRAINT hotel_room_types_occupancy_check CHECK (max_occupancy >= max_adults AND max_occupancy <= max_adults + max_children)
);
CREATE INDEX hotel_room_types_property_idx ON hotel_room_types (property_id);

-- What is sold: a room type with a board and a cancellation rule (paid now; app/products/hotels/cancellation.ts).
CREATE TABLE hotel_rate_plans (
  id integer PRIMARY KEY,
  room_type_id integer NOT NULL REFERENCES hotel_room_types (id) ON DELETE CASCADE,
  property_id integer NOT NULL REFERENCES hotel_properties (id) ON DELETE CASCADE,
  board text NOT NULL CONSTRAINT hotel_rate_plans_board_check CHECK (board IN ('room_only', 'breakfast', 'half_board', 'full_board', 'all_inclusive')),
  cancellation text NOT NULL CONSTRAINT hotel_rate_plans_cancellation_check CHECK (cancellation IN ('free', 'partial', 'none')),
  -- free: cancelling is free until this many days before arrival (12:00 at the hotel)
  free_until_days smallint NOT NULL CONSTRAINT hotel_rate_plans_free_until_days_check CHECK (free_until_days BETWEEN 0 AND 60),
  -- partial: the share of the room price kept when cancelled; none: 100
  keep_percent smallint NOT NULL CONSTRAINT hotel_rate_plans_keep_percent_check CHECK (keep_percent BETWEEN 0 AND 100),
  min_stay smallint NOT NULL CONSTRAINT hotel_rate_plans_min_stay_check CHECK (min_stay BETWEEN 1 AND 30),
  -- the reference price of one night, around which the nights' prices are generated
  base_price integer NOT NULL CONSTRAINT hotel_rate_plans_base_price_check CHECK (base_price > 0)
);
CREATE INDEX hotel_rate_plans_property_idx ON hotel_rate_plans (property_id);

-- The nightly inventory: the price of one room for the night and how many rooms are left of
-- the allotment. Rooms are taken only when an order is created, inside its transaction.
CREATE TABLE hotel_nights (
  rate_plan_id integer NOT NULL REFERENCES hotel_rate_plans (id) ON DELETE CASCADE,
  night date NOT NULL,
  price integer NOT NULL CONSTRAINT hotel_nights_price_check CHECK (price > 0),
  allotment smallint NOT NULL CONSTRAINT hotel_nights_allotment_check CHECK (allotment >= 0),
  available smallint NOT NULL CONSTRAINT hotel_nights_available_check CHECK (available >= 0),
  CONSTRAINT hotel_nights_available_allotment_check CHECK (available <= allotment),
  PRIMARY KEY (rate_plan_id, night)
);

-- The cities whose nights have been made (they are made per city when first needed, from
-- first_night on; the seeder forgets them when they do not start today).
CREATE TABLE hotel_city_stock (
  city text PRIMARY KEY,
  first_night date NOT NULL
);
