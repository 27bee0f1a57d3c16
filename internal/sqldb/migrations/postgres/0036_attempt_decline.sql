-- Why the bank or the provider refused a payment attempt, in the shop's
-- terms (bookstore.DeclineReason: funds, cvc, 3ds ...; '' for none), so the
-- payment page can tell the shopper why the last try failed. Keep in step
-- with the other dialect's 0036_attempt_decline.sql.
ALTER TABLE payment_attempts ADD COLUMN decline_reason TEXT NOT NULL DEFAULT '';
