-- A new mobile number is confirmed by a code sent to it before it is saved
-- (docs/decisions/206-phone-change-by-code.md): the codes table gains the purpose "phone_change".
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('signup', 'email_change', 'phone_change'));
