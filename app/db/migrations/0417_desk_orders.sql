-- Issue 26 (docs/decisions/112-desk-orders-and-customers.md): the desk's orders and customers.
-- Staff notes on an order; who (which staff member) made a manual refund; wallet adjustments by
-- finance, a ledger entry of their own kind with who made it.
CREATE TABLE order_notes (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  author_email text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT order_notes_body_check CHECK (length(body) BETWEEN 1 AND 2000)
);
CREATE INDEX order_notes_order_idx ON order_notes (order_id);

ALTER TABLE refunds ADD COLUMN created_by integer REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE wallet_entries ADD COLUMN created_by integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE wallet_entries DROP CONSTRAINT wallet_entries_kind_check;
ALTER TABLE wallet_entries ADD CONSTRAINT wallet_entries_kind_check CHECK (kind = ANY (ARRAY['credit'::text, 'payment'::text, 'payment_reversal'::text, 'refund'::text, 'gift_card'::text, 'adjustment'::text]));
