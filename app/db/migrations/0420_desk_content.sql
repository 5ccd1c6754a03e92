-- Issue 26 (docs/decisions/115-desk-content.md): editors write the blog on the desk. An article can be
-- unpublished (kept, shown nowhere on the site) without losing its date; a picture uploaded on the desk
-- is kept here, resized to the widths the site serves (WebP, base64 like user_photos), and served from
-- /_/content-image/:id/:width.webp.
ALTER TABLE articles ADD COLUMN published boolean NOT NULL DEFAULT true;

CREATE TABLE content_images (
  id serial PRIMARY KEY,
  width integer NOT NULL,
  height integer NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);

CREATE TABLE content_image_variants (
  image_id integer NOT NULL REFERENCES content_images (id) ON DELETE CASCADE,
  width integer NOT NULL,
  data text NOT NULL,
  PRIMARY KEY (image_id, width)
);
