-- Shipments at a carrier with an API (keep in step with the other
-- dialect's 0052_shipments.sql): 'Kargoya hazırla' reserves the row
-- (status 'preparing') before it asks the carrier, so a crash or a lost
-- answer is finished by the parcel's reference and never sends twice.

-- shipments: status follows bookstore.ShipmentStatus plus 'preparing';
-- reference is unique at the shop as it is at the carrier (the order number,
-- "-2", "-3"... after a cancelled shipment); version counts the tracking
-- changes (a change is written on the version it was computed from);
-- polled_at is the poll's lease.
CREATE TABLE shipments (
    id              UUID PRIMARY KEY,
    order_id        UUID NOT NULL REFERENCES orders(id) ON DELETE RESTRICT,
    carrier         TEXT NOT NULL,
    reference       TEXT NOT NULL UNIQUE CHECK (length(reference) BETWEEN 1 AND 30),
    carrier_id      TEXT,
    tracking_number TEXT NOT NULL DEFAULT '',
    status          TEXT NOT NULL CHECK (status IN ('preparing', 'created', 'accepted', 'in_transit', 'out_for_delivery',
                        'delivered', 'delivery_failed', 'returned', 'cancelled')),
    status_at       TIMESTAMPTZ NOT NULL,
    grams           INTEGER NOT NULL CHECK (grams > 0),
    desi            INTEGER NOT NULL CHECK (desi > 0),
    delivered_at    TIMESTAMPTZ,
    version         INTEGER NOT NULL DEFAULT 0,
    polled_at       TIMESTAMPTZ,
    created_at      TIMESTAMPTZ NOT NULL,
    updated_at      TIMESTAMPTZ NOT NULL
);
-- One shipment holds an order at a time; a cancelled one frees it.
CREATE UNIQUE INDEX shipments_active_order_uniq ON shipments (order_id) WHERE status <> 'cancelled';
CREATE UNIQUE INDEX shipments_carrier_id_uniq ON shipments (carrier, carrier_id);
CREATE INDEX shipments_order_idx ON shipments (order_id, created_at);
-- The poll's queue: the unfinished shipments, least recently polled first.
CREATE INDEX shipments_poll_idx ON shipments (status, polled_at);

-- shipment_events: the carrier's events, each once (the carrier's key).
CREATE TABLE shipment_events (
    id          UUID PRIMARY KEY,
    shipment_id UUID NOT NULL REFERENCES shipments(id) ON DELETE CASCADE,
    key         TEXT NOT NULL,
    status      TEXT NOT NULL,
    at          TIMESTAMPTZ NOT NULL,
    location    TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    created_at  TIMESTAMPTZ NOT NULL,
    UNIQUE (shipment_id, key)
);
