-- Issue 26 (docs/decisions/113-desk-requests-and-moderation.md): the desk's requests and messages,
-- and moderation. Desk requests (service_requests), contact messages and job applications are one
-- queue: each item's status and assignee live in desk_request_states (no row: new, nobody), the
-- agency's e-mailed replies in desk_replies. Moderated contributions may also be marked spam.
ALTER TABLE article_comments DROP CONSTRAINT article_comments_status_check;
ALTER TABLE article_comments ADD CONSTRAINT article_comments_status_check
  CHECK (status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text, 'spam'::text]));
ALTER TABLE qa_threads DROP CONSTRAINT qa_threads_status_check;
ALTER TABLE qa_threads ADD CONSTRAINT qa_threads_status_check
  CHECK (status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text, 'spam'::text]));
ALTER TABLE qa_answers DROP CONSTRAINT qa_answers_status_check;
ALTER TABLE qa_answers ADD CONSTRAINT qa_answers_status_check
  CHECK (status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text, 'spam'::text]));

CREATE TABLE desk_request_states (
  kind text NOT NULL,
  ref_id integer NOT NULL,
  status text NOT NULL DEFAULT 'new',
  assignee_id integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, ref_id),
  CONSTRAINT desk_request_states_kind_check CHECK (kind = ANY (ARRAY['request'::text, 'contact'::text, 'job'::text])),
  CONSTRAINT desk_request_states_status_check
    CHECK (status = ANY (ARRAY['new'::text, 'progress'::text, 'answered'::text, 'closed'::text]))
);
CREATE INDEX desk_request_states_status_idx ON desk_request_states (status);

CREATE TABLE desk_replies (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  ref_id integer NOT NULL,
  staff_id integer REFERENCES users (id) ON DELETE SET NULL,
  staff_name text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT desk_replies_kind_check CHECK (kind = ANY (ARRAY['request'::text, 'contact'::text, 'job'::text]))
);
CREATE INDEX desk_replies_thread_idx ON desk_replies (kind, ref_id);
