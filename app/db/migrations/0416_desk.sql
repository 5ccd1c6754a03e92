-- Issue 26 (docs/decisions/111-desk-access.md): the agency desk. Staff roles on existing accounts,
-- desk sessions opened by a second factor (TOTP, a recovery code, a code by e-mail, or the
-- administrator's one-time link), and the append-only audit log of every staff write.
CREATE TABLE staff_roles (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL,
  granted_by integer REFERENCES users (id) ON DELETE SET NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT staff_roles_role_check CHECK (role = ANY (ARRAY['agent'::text, 'editor'::text, 'finance'::text, 'admin'::text]))
);

CREATE TABLE staff_sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  factor text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  CONSTRAINT staff_sessions_factor_check CHECK (factor = ANY (ARRAY['totp'::text, 'recovery'::text, 'email'::text, 'link'::text]))
);
CREATE INDEX staff_sessions_user_idx ON staff_sessions (user_id);

CREATE TABLE staff_totp (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL,
  confirmed_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_recovery_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_recovery_codes_user_idx ON staff_recovery_codes (user_id);

CREATE TABLE staff_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT staff_codes_purpose_check CHECK (purpose = ANY (ARRAY['email'::text, 'link'::text]))
);
CREATE INDEX staff_codes_user_idx ON staff_codes (user_id);
CREATE INDEX staff_codes_hash_idx ON staff_codes (code_hash);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer NOT NULL,
  actor_email text NOT NULL,
  actor_role text NOT NULL,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log (at);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
