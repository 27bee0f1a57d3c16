-- Refund reconciliation (keep in step with the other dialect's
-- 0032_refund_reconciliation.sql). A started refund whose answer was lost
-- is settled by asking iyzico: the refund keeps who asked for it (the audit
-- entry of its end names them, whoever settles it) and iyzico's last
-- answer (shown to the admin while it is stuck). updated_at is the lease
-- reconciliation renews; refunds_state_updated_idx finds them, and
-- refunds_started_created_idx counts the stuck ones for /metrics.
ALTER TABLE refunds ADD COLUMN actor_id TEXT NOT NULL DEFAULT '';
ALTER TABLE refunds ADD COLUMN last_answer TEXT NOT NULL DEFAULT '';
CREATE INDEX refunds_started_created_idx ON refunds (created_at) WHERE state = 'started';
