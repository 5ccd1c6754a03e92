-- The image puzzle's spoken alternative (docs/decisions/205-sign-in-throttling.md): the
-- challenge keeps its digits, so its audio can be played until it is used.
ALTER TABLE captcha_challenges ADD COLUMN digits text;
