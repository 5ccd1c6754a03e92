-- Issue 25 item 8 (docs/decisions/109-date-changes.md): a confirmed order's line changed after purchase
-- (a flight moved to another date). The change holds what its new line needs while the difference is
-- paid, and is applied (the line replaced, the old inventory given back) in one transaction. A payment
-- pays an order or one of its changes; a card payment can be refunded in parts, never beyond its amount.
CREATE TABLE order_changes (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  order_line_id integer NOT NULL REFERENCES order_lines(id) ON DELETE CASCADE,
  status text NOT NULL,
  payload jsonb NOT NULL,
  amount integer NOT NULL,
  breakdown jsonb NOT NULL,
  fee integer NOT NULL,
  due integer NOT NULL,
  refund integer NOT NULL,
  currency text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz,
  CONSTRAINT order_changes_status_check CHECK (status = ANY (ARRAY['pending_payment'::text, 'done'::text, 'expired'::text])),
  CONSTRAINT order_changes_amount_check CHECK (amount >= 0),
  CONSTRAINT order_changes_fee_check CHECK (fee >= 0),
  CONSTRAINT order_changes_due_check CHECK (due >= 0),
  CONSTRAINT order_changes_refund_check CHECK (refund >= 0),
  CONSTRAINT order_changes_one_way_check CHECK (due = 0 OR refund = 0)
);
CREATE INDEX order_changes_order_idx ON order_changes (order_id);
CREATE UNIQUE INDEX order_changes_one_pending ON order_changes (order_id) WHERE status = 'pending_payment';

ALTER TABLE payments ADD COLUMN change_id integer REFERENCES order_changes(id) ON DELETE CASCADE;
ALTER TABLE payments ADD COLUMN refunded integer NOT NULL DEFAULT 0;
ALTER TABLE payments ADD CONSTRAINT payments_refunded_check CHECK (refunded >= 0 AND refunded <= amount);
DROP INDEX payments_one_success;
CREATE UNIQUE INDEX payments_one_success ON payments (order_id) WHERE status = 'succeeded' AND change_id IS NULL;
CREATE UNIQUE INDEX payments_one_success_per_change ON payments (change_id) WHERE status = 'succeeded';

-- A payment's refunds are bounded by payments.refunded (the check above), not one refund per payment.
DROP INDEX refunds_one_per_payment;
CREATE INDEX refunds_payment_idx ON refunds (payment_id);
