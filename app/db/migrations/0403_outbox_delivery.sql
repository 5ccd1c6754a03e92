-- Delivery that survives a crash (decision 404): messages are queued in the transaction that causes them and a
-- worker in every server process sends them, claiming each row for a lease (SELECT … FOR UPDATE SKIP LOCKED) and
-- retrying with exponential backoff until it is delivered or runs out of attempts.
--   pending  → queued, due at next_attempt_at
--   sending  → claimed by one worker until locked_until (claimable again once the lease expires)
--   sent     → handed to SMTP or an SMS gateway
--   stored   → delivered without a transport: the outbox is the delivery (development, tests)
--   failed   → gave up after the maximum number of attempts (last_error says why)
ALTER TABLE outbox
  ADD COLUMN kind text NOT NULL DEFAULT 'message',
  ADD COLUMN ref text,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN locked_until timestamptz,
  ADD COLUMN claim_token text,
  ADD COLUMN last_error text,
  ADD COLUMN sent_at timestamptz;

-- A row left "sending" by the old in-request sender had an unknown outcome: deliver it again (at least once).
UPDATE outbox SET status = 'pending' WHERE status = 'sending';

ALTER TABLE outbox ALTER COLUMN status SET DEFAULT 'pending';
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check
  CHECK (status IN ('pending', 'sending', 'sent', 'stored', 'failed'));
ALTER TABLE outbox ADD CONSTRAINT outbox_attempts_check CHECK (attempts >= 0);
ALTER TABLE outbox ADD CONSTRAINT outbox_lease_check CHECK (status <> 'sending' OR locked_until IS NOT NULL);

-- What the workers look for: due messages and expired leases.
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at, id) WHERE status IN ('pending', 'sending');
