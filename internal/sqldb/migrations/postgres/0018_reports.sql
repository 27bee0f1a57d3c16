-- Sales reports (/admin/raporlar): a book's own low-stock
-- threshold (NULL: the default of 5) and the indexes the report queries use.
ALTER TABLE books ADD COLUMN low_stock_threshold INTEGER CHECK (low_stock_threshold BETWEEN 0 AND 10000);

-- The sold orders (paid, or confirmed by the admin) by date: the revenue
-- series, the top lists and the export read only these, with the total and
-- buyer at hand. The predicate is the one the queries state (sqldb/reports.go).
CREATE INDEX orders_sold_created_idx ON orders (created_at) INCLUDE (total_amount, user_id, status)
    WHERE payment_id IS NOT NULL OR status IN ('confirmed', 'shipped', 'delivered');
-- A line's returned copies (return_lines' key starts with the return).
CREATE INDEX return_lines_item_idx ON return_lines (order_item_id);
-- Carts created in a range (the conversion).
CREATE INDEX carts_created_idx ON carts (created_at);
-- Completed refunds by date: refunds_state_updated_idx (0012) serves them.
-- An order's completed refunds (the export's refunded column).
CREATE INDEX refunds_order_idx ON refunds (order_id, state);
