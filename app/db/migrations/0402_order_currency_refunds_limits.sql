-- Issue 10, money and limits (docs/decisions/406-order-money.md, 407-pending-order-limits.md):
-- an order is priced, charged and refunded in the currency the customer chose, with the
-- rate (units per 1 EUR) recorded; a charge that must not stand is refunded through the
-- provider and recorded against its payment (at most one refund per payment); pending
-- orders remember who placed them so one visitor or address cannot hoard seats.
ALTER TABLE orders ADD COLUMN rate numeric(18, 6) NOT NULL DEFAULT 1 CHECK (rate > (0)::numeric);
-- What the gift card gave, in its own (base) currency, so a release gives back exactly that.
ALTER TABLE orders ADD COLUMN gift_card_base integer NOT NULL DEFAULT 0 CHECK (gift_card_base >= 0);
ALTER TABLE orders ADD COLUMN visitor text;
ALTER TABLE orders ADD COLUMN client_ip text;
CREATE INDEX orders_pending_visitor_idx ON orders (visitor) WHERE status = 'pending_payment';
CREATE INDEX orders_pending_ip_idx ON orders (client_ip) WHERE status = 'pending_payment';

ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status = ANY (ARRAY['pending'::text, 'succeeded'::text, 'declined'::text, 'failed'::text, 'refunded'::text, 'cancelled'::text]));

ALTER TABLE refunds ADD COLUMN payment_id integer REFERENCES payments (id) ON DELETE SET NULL;
ALTER TABLE refunds ADD COLUMN provider_ref text;
ALTER TABLE refunds ADD COLUMN status text NOT NULL DEFAULT 'done' CHECK (status = ANY (ARRAY['pending'::text, 'done'::text]));
CREATE UNIQUE INDEX refunds_one_per_payment ON refunds (payment_id) WHERE payment_id IS NOT NULL;
CREATE INDEX refunds_pending_idx ON refunds (id) WHERE status = 'pending';
