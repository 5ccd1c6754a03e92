-- Issue 27 (docs/decisions/412-traveller-documents.md): travellers upload the documents a line asks for
-- (a passport scan, a photo). The bytes are kept by the storage interface (app/domains/storage): in
-- stored_files by default, in an S3-compatible bucket when STORAGE_URL is set. A traveller document names
-- its stored file by an unguessable key and is served under another unguessable id, to its order's
-- viewers and the desk only. One document of each kind per traveller of a line: a new upload replaces it.
CREATE TABLE stored_files (
  key text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);

CREATE TABLE traveller_documents (
  id serial PRIMARY KEY,
  public_id text NOT NULL CONSTRAINT traveller_documents_public_id_unique UNIQUE,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  order_line_id integer NOT NULL REFERENCES order_lines (id) ON DELETE CASCADE,
  traveller smallint NOT NULL CONSTRAINT traveller_documents_traveller_check CHECK (traveller >= 0),
  kind text NOT NULL CONSTRAINT traveller_documents_kind_check CHECK (kind IN ('passportScan', 'photo')),
  storage_key text NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CONSTRAINT traveller_documents_size_check CHECK (size > 0),
  uploaded_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT traveller_documents_line_traveller_kind_unique UNIQUE (order_line_id, traveller, kind)
);
CREATE INDEX traveller_documents_order_idx ON traveller_documents (order_id);
