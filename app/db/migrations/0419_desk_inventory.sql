-- Issue 26 (docs/decisions/114-desk-prices-and-inventory.md): staff close and reopen inventory from the
-- desk. A closed hotel night (one rate plan, one night) or a closed flight sells nothing new: searches,
-- quotes and holds treat it as full; what is already held or sold stays as it is, and a reopened night
-- or flight sells its remaining rooms or seats again (the counts are never touched by closing).
ALTER TABLE hotel_nights ADD COLUMN closed boolean NOT NULL DEFAULT false;
ALTER TABLE flights ADD COLUMN closed boolean NOT NULL DEFAULT false;
