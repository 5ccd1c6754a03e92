CREATE TABLE discount_codes (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('fixed_amount', 'percentage', 'second_purchase', 'buy_one_get_one', 'direct')),
  value integer NOT NULL CHECK (value >= 0),
  currency text NOT NULL DEFAULT 'EUR',
  min_amount integer NOT NULL DEFAULT 0 CHECK (min_amount >= 0),
  valid_from timestamptz,
  valid_until timestamptz,
  usage_limit integer CHECK (usage_limit IS NULL OR usage_limit >= 0),
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (usage_limit IS NULL OR used_count <= usage_limit)
);

CREATE TABLE gift_cards (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  kind text NOT NULL DEFAULT 'gift' CHECK (kind IN ('gift', 'promo')),
  currency text NOT NULL DEFAULT 'EUR',
  initial_amount integer NOT NULL CHECK (initial_amount >= 0),
  balance integer NOT NULL CHECK (balance >= 0),
  expires_at timestamptz,
  redeemed_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (balance <= initial_amount)
);

CREATE TABLE orders (
  id serial PRIMARY KEY,
  number text NOT NULL UNIQUE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('pending_payment', 'confirmed', 'cancelled', 'expired')),
  locale text NOT NULL DEFAULT 'fa',
  currency text NOT NULL DEFAULT 'EUR',
  ticket_amount integer NOT NULL,
  tax integer NOT NULL,
  commission integer NOT NULL,
  other_costs integer NOT NULL,
  discount integer NOT NULL DEFAULT 0,
  vat integer NOT NULL,
  total integer NOT NULL CHECK (total >= 0),
  gift_card_amount integer NOT NULL DEFAULT 0 CHECK (gift_card_amount >= 0),
  wallet_amount integer NOT NULL DEFAULT 0 CHECK (wallet_amount >= 0),
  card_amount integer NOT NULL DEFAULT 0 CHECK (card_amount >= 0),
  buyer jsonb NOT NULL,
  billing jsonb NOT NULL,
  shipping jsonb NOT NULL,
  charity text,
  discovery text,
  send_to jsonb,
  discount_code_id integer REFERENCES discount_codes (id),
  gift_card_id integer REFERENCES gift_cards (id),
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (gift_card_amount + wallet_amount <= total)
);
CREATE INDEX orders_user_idx ON orders (user_id);
CREATE INDEX orders_pending_idx ON orders (expires_at) WHERE status = 'pending_payment';

CREATE TABLE order_lines (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  currency text NOT NULL DEFAULT 'EUR',
  amount integer NOT NULL CHECK (amount >= 0),
  breakdown jsonb NOT NULL,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity > 0)
);
CREATE INDEX order_lines_order_idx ON order_lines (order_id);

CREATE TABLE tickets (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  order_line_id integer NOT NULL REFERENCES order_lines (id) ON DELETE CASCADE,
  passenger_index integer NOT NULL,
  segment_index integer NOT NULL,
  passenger_name text NOT NULL,
  segment_label text NOT NULL,
  number text NOT NULL UNIQUE,
  issued_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_line_id, passenger_index, segment_index)
);
CREATE INDEX tickets_order_idx ON tickets (order_id);

CREATE TABLE payments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider text NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL DEFAULT 'EUR',
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'declined', 'failed')),
  provider_ref text,
  card_brand text,
  card_last4 text,
  save_card boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX payments_order_idx ON payments (order_id);
-- One successful card charge per order, whatever races happen.
CREATE UNIQUE INDEX payments_one_success ON payments (order_id) WHERE status = 'succeeded';

CREATE TABLE wallet_entries (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount <> 0),
  currency text NOT NULL DEFAULT 'EUR',
  kind text NOT NULL CHECK (kind IN ('credit', 'payment', 'payment_reversal', 'refund', 'gift_card')),
  order_id integer REFERENCES orders (id) ON DELETE SET NULL,
  gift_card_id integer REFERENCES gift_cards (id),
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_entries_user_idx ON wallet_entries (user_id);
CREATE UNIQUE INDEX wallet_one_payment_per_order ON wallet_entries (order_id) WHERE kind = 'payment';
CREATE UNIQUE INDEX wallet_one_reversal_per_order ON wallet_entries (order_id) WHERE kind = 'payment_reversal';

CREATE TABLE saved_cards (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL,
  holder text NOT NULL,
  provider text NOT NULL,
  provider_token text NOT NULL,
  fingerprint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, fingerprint)
);

CREATE TABLE refunds (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL DEFAULT 'EUR',
  method text NOT NULL CHECK (method IN ('wallet', 'card', 'gift_card')),
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_order_idx ON refunds (order_id);
