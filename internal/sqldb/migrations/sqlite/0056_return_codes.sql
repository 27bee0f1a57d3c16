-- A return request's code at the return carrier (keep in step with the
-- other dialect's 0056_return_codes.sql). return_carrier is the carrier
-- designated when the request was made; return_code the code the buyer
-- hands the parcel over with (the carrier API's return code, or the
-- agreement code of a carrier without an adapter); return_reference the
-- shop's reference at the carrier's API (NULL for a manual carrier), which
-- makes asking again for the code safe; return_shipment_id the return
-- shipment the code became, tracked until it is delivered back;
-- handed_over_at the buyer's hand-over to the carrier, from which the
-- refund deadline counts.
ALTER TABLE returns ADD COLUMN return_carrier TEXT NOT NULL DEFAULT '';
ALTER TABLE returns ADD COLUMN return_code TEXT NOT NULL DEFAULT '';
ALTER TABLE returns ADD COLUMN return_reference TEXT;
ALTER TABLE returns ADD COLUMN return_shipment_id TEXT NOT NULL DEFAULT '';
ALTER TABLE returns ADD COLUMN handed_over_at TIMESTAMP;
CREATE UNIQUE INDEX returns_reference_uniq ON returns (return_reference);
-- The retry job's pending codes and the poll's open return shipments.
CREATE INDEX returns_code_pending_idx ON returns (return_carrier, created_at) WHERE return_code = '' AND return_reference IS NOT NULL;
CREATE INDEX returns_shipment_idx ON returns (return_shipment_id) WHERE return_shipment_id <> '';
