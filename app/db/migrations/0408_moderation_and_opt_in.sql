-- Issue 11 item 7 (docs/decisions/304-moderation-limits-dedupe.md, 305-newsletter-double-opt-in.md).

-- Questions and answers are held for moderation like blog comments. Rows already there (the
-- seeded threads and the agency's answers) stay published; new rows start as "pending".
ALTER TABLE qa_threads ADD COLUMN status text NOT NULL DEFAULT 'approved';
ALTER TABLE qa_threads ALTER COLUMN status SET DEFAULT 'pending';
ALTER TABLE qa_threads ADD CONSTRAINT qa_threads_status_check CHECK (status IN ('pending', 'approved', 'rejected'));
ALTER TABLE qa_threads ADD COLUMN moderated_at timestamptz;

ALTER TABLE qa_answers ADD COLUMN status text NOT NULL DEFAULT 'approved';
ALTER TABLE qa_answers ALTER COLUMN status SET DEFAULT 'pending';
ALTER TABLE qa_answers ADD CONSTRAINT qa_answers_status_check CHECK (status IN ('pending', 'approved', 'rejected'));
ALTER TABLE qa_answers ADD COLUMN moderated_at timestamptz;
-- Visitors answer too: under their account, or with a name and an address (never published).
ALTER TABLE qa_answers ADD COLUMN user_id integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE qa_answers ADD COLUMN author_email text;

-- Double opt-in: only a confirmed address is subscribed. Addresses stored before this were
-- never confirmed; those of active accounts that chose the newsletter were (the account's
-- address was verified with a code), the others wait for a new sign-up.
ALTER TABLE newsletter_subscriptions ADD COLUMN confirmed_at timestamptz;
UPDATE newsletter_subscriptions s SET confirmed_at = s.created_at
  FROM users u
  WHERE u.email = s.email AND u.status = 'active' AND u.newsletter AND s.unsubscribed_at IS NULL;
