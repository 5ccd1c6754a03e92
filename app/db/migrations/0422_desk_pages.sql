-- Issue 26 (docs/decisions/118-desk-pages.md): job offers, the purchase and refund guides and the special
-- offers leave the code and the locale files for the database, so that editors change them on the desk.
-- Each has its text per language (a language without a row is not shown in it) and is published or not.

-- A job offer: its key is what an application names (the former choices kept theirs), its order on the
-- jobs page, and the last agency day it takes applications (none: until unpublished).
CREATE TABLE job_offers (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  position integer NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT false,
  closes_on date,
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);

CREATE TABLE job_offer_translations (
  offer_id integer NOT NULL REFERENCES job_offers (id) ON DELETE CASCADE,
  locale text NOT NULL,
  title text NOT NULL,
  body_markdown text NOT NULL,
  body_html text NOT NULL,
  PRIMARY KEY (offer_id, locale)
);

-- A guide page (purchaseGuide, refundGuide: its screen in the route table) and its text per language,
-- published per language.
CREATE TABLE guide_pages (
  screen text PRIMARY KEY,
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);

CREATE TABLE guide_page_translations (
  screen text NOT NULL REFERENCES guide_pages (screen) ON DELETE CASCADE,
  locale text NOT NULL,
  title text NOT NULL,
  intro text NOT NULL,
  body_markdown text NOT NULL,
  body_html text NOT NULL,
  published boolean NOT NULL DEFAULT true,
  PRIMARY KEY (screen, locale)
);

-- A special offer: a product's (its kind and the search it prices, through the product's own offer
-- fare) or one priced by the travel desk (a screen it links to, its price and the usual one, EUR minor
-- units net of VAT); shown between two agency days (either open), in order, with an optional picture.
CREATE TABLE special_offers (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  position integer NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT false,
  starts_on date,
  ends_on date,
  picture text NOT NULL DEFAULT '',
  product text,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  screen text,
  price integer,
  was integer,
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT special_offers_window CHECK (starts_on IS NULL OR ends_on IS NULL OR starts_on <= ends_on),
  CONSTRAINT special_offers_kind CHECK (
    product IS NOT NULL OR (screen IS NOT NULL AND price IS NOT NULL AND was IS NOT NULL)
  )
);

CREATE TABLE special_offer_translations (
  offer_id integer NOT NULL REFERENCES special_offers (id) ON DELETE CASCADE,
  locale text NOT NULL,
  title text NOT NULL,
  text text NOT NULL,
  PRIMARY KEY (offer_id, locale)
);
