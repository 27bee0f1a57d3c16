-- A cancel's refund keeps the admin's reason (keep in step with the other
-- dialect's 0040_refund_reason.sql). The reason goes into the buyer's mail
-- and the audit entry when the refund is finished; a refund settled later by
-- reconciliation (its answer was lost, or the process died) reads it here,
-- so its mail and entry say what a direct cancellation would.
ALTER TABLE refunds ADD COLUMN reason TEXT NOT NULL DEFAULT '';
