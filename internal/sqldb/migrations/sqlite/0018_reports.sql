-- Sales reports (/admin/raporlar): a book's own low-stock
-- threshold (NULL: the default of 5) and the indexes the report queries use.
ALTER TABLE books ADD COLUMN low_stock_threshold INTEGER CHECK (low_stock_threshold BETWEEN 0 AND 10000);

-- The sold orders (paid, or confirmed by the admin) by date, with the total
-- at hand; the predicate is the one the queries state (sqldb/reports.go).
CREATE INDEX orders_sold_created_idx ON orders (created_at, total_amount)
    WHERE payment_id IS NOT NULL OR status IN ('confirmed', 'shipped', 'delivered');
-- A line's returned copies (return_lines' key starts with the return).
CREATE INDEX return_lines_item_idx ON return_lines (order_item_id);
-- Carts created in a range (the conversion).
CREATE INDEX carts_created_idx ON carts (created_at);
-- An order's completed refunds (the export's refunded column).
CREATE INDEX refunds_order_idx ON refunds (order_id, state);
