-- A shorter checkout (docs/decisions/405-shorter-checkout.md): a billing address is kept
-- only when an invoice was requested (or the payment method needs one), a shipping address
-- only when a line ships something. Orders without them store NULL.
ALTER TABLE orders ALTER COLUMN billing DROP NOT NULL;
ALTER TABLE orders ALTER COLUMN shipping DROP NOT NULL;
