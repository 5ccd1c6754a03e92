CREATE TABLE carts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX carts_user_idx ON carts (user_id);

CREATE TABLE cart_lines (
  id serial PRIMARY KEY,
  cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  currency text NOT NULL DEFAULT 'EUR',
  amount integer NOT NULL CHECK (amount >= 0),
  breakdown jsonb NOT NULL,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cart_lines_cart_idx ON cart_lines (cart_id);
