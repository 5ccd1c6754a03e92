-- Signed booking links (docs/decisions/409-booking-links.md): every link in an order's
-- e-mails carries this version; raising it withdraws all links sent so far.
ALTER TABLE orders ADD COLUMN access_version integer NOT NULL DEFAULT 1 CHECK (access_version >= 1);
