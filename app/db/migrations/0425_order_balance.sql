-- Issue 27 (docs/decisions/411-deposit-now-balance-later.md): an order may be confirmed on a deposit, the
-- balance paid later by a date. What is paid stays the sum of its recorded parts (gift card, wallet, card);
-- the balance outstanding and its due day are the order's, and paid + balance can never exceed the total.
ALTER TABLE orders ADD COLUMN balance_amount integer NOT NULL DEFAULT 0 CONSTRAINT orders_balance_amount_check CHECK (balance_amount >= 0);
ALTER TABLE orders ADD COLUMN balance_due_on date;
-- The last reminder queued for the balance (7, then 2 days before the due day): each once.
ALTER TABLE orders ADD COLUMN balance_reminded smallint;
ALTER TABLE orders ADD CONSTRAINT orders_paid_check CHECK ((gift_card_amount + wallet_amount + card_amount + balance_amount) <= total);
ALTER TABLE orders ADD CONSTRAINT orders_balance_due_check CHECK ((balance_amount = 0) OR (balance_due_on IS NOT NULL));
CREATE INDEX orders_balance_due_idx ON orders (balance_due_on) WHERE balance_amount > 0 AND status = 'confirmed';

-- A card payment of the balance: one success per order besides the order's own payment.
ALTER TABLE payments ADD COLUMN for_balance boolean NOT NULL DEFAULT false;
DROP INDEX payments_one_success;
CREATE UNIQUE INDEX payments_one_success ON payments (order_id) WHERE status = 'succeeded' AND change_id IS NULL AND NOT for_balance;
CREATE UNIQUE INDEX payments_one_balance_success ON payments (order_id) WHERE status = 'succeeded' AND for_balance;

-- The wallet paying a balance: its own entry kind, once per order.
ALTER TABLE wallet_entries DROP CONSTRAINT wallet_entries_kind_check;
ALTER TABLE wallet_entries ADD CONSTRAINT wallet_entries_kind_check CHECK (kind = ANY (ARRAY['credit'::text, 'payment'::text, 'payment_reversal'::text, 'refund'::text, 'gift_card'::text, 'adjustment'::text, 'balance_payment'::text]));
CREATE UNIQUE INDEX wallet_one_balance_payment_per_order ON wallet_entries (order_id) WHERE kind = 'balance_payment';
