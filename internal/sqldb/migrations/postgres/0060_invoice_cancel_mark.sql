-- The cancellation of an order now marks its sales invoice to be cancelled
-- at the integrator in the same transaction (keep in step with the other
-- dialect's 0060_invoice_cancel_mark.sql). Before, the invoice worker
-- marked them on each pass; this marks any cancelled order's invoice that
-- no pass reached yet.
UPDATE invoices SET cancel_requested = TRUE
WHERE kind = 'sale' AND cancel_requested = FALSE
  AND order_id IN (SELECT id FROM orders WHERE status = 'cancelled');
