-- Issue 28, "beyond the spec" (docs/decisions/814-group-shares.md): a firm quote paid by a group. The project's owner
-- (the group leader) lists participants, each paying their own share through a personal signed link. A share is an
-- amount net of VAT in minor units of the project's currency (as every stored price); the shares of a project never
-- exceed its firm total (a transactional guard: the project row is locked while a share is added, and the share's
-- hold checks the sum again). `link_version` withdraws the links sent so far when raised; `held` is the share's hold
-- by an order (decision 811's hold, per participant): a share is paid once.
CREATE TABLE project_participants (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name text NOT NULL CONSTRAINT project_participants_name_check CHECK (char_length(name) BETWEEN 1 AND 80),
  email text NOT NULL CONSTRAINT project_participants_email_check CHECK (char_length(email) BETWEEN 3 AND 254 AND position('@' in email) > 1),
  amount bigint NOT NULL CONSTRAINT project_participants_amount_check CHECK (amount > 0),
  link_version integer NOT NULL DEFAULT 1 CONSTRAINT project_participants_link_version_check CHECK (link_version >= 1),
  held boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX project_participants_email_idx ON project_participants (project_id, lower(email));
