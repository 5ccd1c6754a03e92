-- Issue 28 (docs/decisions/800-services-model-and-states.md): services and project estimates. A service is a
-- template in four languages with default estimate items; a project is an estimate a visitor builds and saves (a
-- signed-in user's, or a guest's under a cookie token until sign-in moves it to the account), with its items and
-- the history of its status. Amounts are integers in minor units of their currency; a volume has at most 2
-- decimals, a coefficient at most 4 (decision 801). The firm quote's columns (validity, firm total, deposit) are
-- filled by the desk (the lead's half of the issue).
CREATE TABLE services (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE CONSTRAINT services_slug_check CHECK (slug ~ '^[a-z0-9-]+$' AND slug NOT IN ('estimate')),
  -- { fa|en|nl|fr: { name, summary, description } }
  texts jsonb NOT NULL,
  pictures jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- [{ name: { fa, en, nl, fr }, kind, unit, volume, value, currency, coefficient }] (app/products/services/codes.ts)
  default_items jsonb NOT NULL DEFAULT '[]'::jsonb,
  default_persons smallint NOT NULL DEFAULT 1 CONSTRAINT services_persons_check CHECK (default_persons BETWEEN 1 AND 1000),
  sort smallint NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT true
);

CREATE TABLE projects (
  id serial PRIMARY KEY,
  -- Random, unguessable (120 bits, base32): the project's path.
  slug text NOT NULL UNIQUE,
  service_id integer REFERENCES services (id) ON DELETE SET NULL,
  title text NOT NULL CONSTRAINT projects_title_check CHECK (char_length(title) BETWEEN 1 AND 80),
  status text NOT NULL DEFAULT 'draft' CONSTRAINT projects_status_check CHECK (status IN ('draft', 'in_progress', 'quote_requested', 'firm', 'completed', 'cancelled')),
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  -- A guest's project: the SHA-256 of the token in the guest's projects cookie, cleared when it moves to an account.
  guest_token_hash text,
  locale text NOT NULL CONSTRAINT projects_locale_check CHECK (locale IN ('fa', 'en', 'nl', 'fr')),
  currency text NOT NULL CONSTRAINT projects_currency_check CHECK (currency IN ('EUR', 'USD', 'IRR', 'GBP', 'CAD')),
  vat_mode text NOT NULL DEFAULT 'incl' CONSTRAINT projects_vat_check CHECK (vat_mode IN ('incl', 'excl')),
  persons smallint NOT NULL DEFAULT 1 CONSTRAINT projects_persons_check CHECK (persons BETWEEN 1 AND 1000),
  -- The firm quote (the desk): until when it holds, its total net of VAT in the project's currency, the share paid
  -- up front, and a note to the customer.
  valid_until date,
  firm_total bigint CONSTRAINT projects_firm_total_check CHECK (firm_total IS NULL OR firm_total >= 0),
  deposit_percent smallint CONSTRAINT projects_deposit_check CHECK (deposit_percent IS NULL OR deposit_percent BETWEEN 1 AND 100),
  firm_note text,
  quote_requested_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT projects_owner_check CHECK (user_id IS NOT NULL OR guest_token_hash IS NOT NULL),
  CONSTRAINT projects_firm_check CHECK (status <> 'firm' OR (valid_until IS NOT NULL AND firm_total IS NOT NULL))
);
CREATE INDEX projects_user_idx ON projects (user_id, updated_at);
CREATE INDEX projects_guest_idx ON projects (guest_token_hash);

CREATE TABLE project_items (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL CONSTRAINT project_items_name_check CHECK (char_length(name) BETWEEN 1 AND 80),
  kind text NOT NULL CONSTRAINT project_items_kind_check CHECK (kind IN ('room_nights', 'flights', 'bus', 'guide', 'hall', 'catering', 'visa', 'insurance', 'transfer', 'activity', 'other')),
  unit text NOT NULL CONSTRAINT project_items_unit_check CHECK (unit IN ('night', 'person', 'day', 'trip', 'hour', 'piece')),
  volume numeric(10, 2) NOT NULL CONSTRAINT project_items_volume_check CHECK (volume > 0 AND volume <= 10000),
  value bigint NOT NULL CONSTRAINT project_items_value_check CHECK (value >= 0),
  currency text NOT NULL CONSTRAINT project_items_currency_check CHECK (currency IN ('EUR', 'USD', 'IRR', 'GBP', 'CAD')),
  coefficient numeric(8, 4) NOT NULL DEFAULT '1'::numeric CONSTRAINT project_items_coefficient_check CHECK (coefficient > 0 AND coefficient <= 10),
  pictures jsonb NOT NULL DEFAULT '[]'::jsonb,
  done_percent smallint NOT NULL DEFAULT 0 CONSTRAINT project_items_done_check CHECK (done_percent BETWEEN 0 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX project_items_project_idx ON project_items (project_id, position);

CREATE TABLE project_status_history (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL CONSTRAINT project_status_history_status_check CHECK (to_status IN ('draft', 'in_progress', 'quote_requested', 'firm', 'completed', 'cancelled')),
  -- Who moved it: the customer, the desk (a staff user id in staff_user_id) or the system.
  actor text NOT NULL CONSTRAINT project_status_history_actor_check CHECK (actor IN ('customer', 'desk', 'system')),
  staff_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  note text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX project_status_history_project_idx ON project_status_history (project_id, at);
