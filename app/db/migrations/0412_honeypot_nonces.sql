-- Issue 21 item 7, issue 22 item 13 (docs/decisions/207-honeypot-tokens.md): each public form's
-- honeypot token is accepted once. The nonce of a token that was used, kept until the token
-- would have expired anyway (the order sweeper deletes the rows after that).
CREATE TABLE honeypot_nonces (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX honeypot_nonces_expires_at_idx ON honeypot_nonces (expires_at);
