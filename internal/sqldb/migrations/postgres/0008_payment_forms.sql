-- Payments through iyzico's hosted Checkout Form beside direct 3D Secure,
-- instalments, and the payment state reconciliation reads. Keep in step
-- with the other dialect's 0008_payment_forms.sql.

-- What the buyer chose and what the card was charged (instalment interest
-- included); 0 until the order is paid.
ALTER TABLE orders ADD COLUMN installment INTEGER NOT NULL DEFAULT 0 CHECK (installment >= 0);
ALTER TABLE orders ADD COLUMN paid_amount BIGINT NOT NULL DEFAULT 0 CHECK (paid_amount >= 0);

-- An attempt is a direct 3D Secure payment (kind '3ds': the provider's
-- payment id is known at the start, the bank page is ours to serve) or a
-- hosted form (kind 'form': the provider's token is known at the start, the
-- payment id only once it is paid).
ALTER TABLE payment_attempts ADD COLUMN kind TEXT NOT NULL DEFAULT '3ds' CHECK (kind IN ('3ds', 'form'));
ALTER TABLE payment_attempts ALTER COLUMN provider_payment_id DROP NOT NULL;
ALTER TABLE payment_attempts ADD COLUMN provider_token TEXT UNIQUE;
ALTER TABLE payment_attempts ALTER COLUMN frame_token_hash DROP NOT NULL;
-- When the provider stops accepting this attempt (a form's token).
ALTER TABLE payment_attempts ADD COLUMN expires_at TIMESTAMPTZ;
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_kind_ref
    CHECK ((kind = '3ds' AND provider_payment_id IS NOT NULL) OR (kind = 'form' AND provider_token IS NOT NULL));
-- Reconciliation leases started attempts by updated_at (LeaseStartedAttempts).
-- Partial: an attempt leaves the index when it settles, so it stays as small
-- as the number of open attempts, and a settled attempt's later updates add
-- no entry to it.
CREATE INDEX payment_attempts_started_idx ON payment_attempts (updated_at, id) WHERE status = 'started';
