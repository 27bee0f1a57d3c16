-- A book's weight and dimensions (keep in step with the other dialect's
-- 0050_book_parcel.sql): a parcel's weight and desi come from its lines,
-- and the carrier needs both. NULL: not entered yet (the book cannot be
-- sent through a carrier's API until it is).
ALTER TABLE books ADD COLUMN weight_grams INTEGER CHECK (weight_grams > 0);
ALTER TABLE books ADD COLUMN width_mm INTEGER CHECK (width_mm > 0);
ALTER TABLE books ADD COLUMN height_mm INTEGER CHECK (height_mm > 0);
ALTER TABLE books ADD COLUMN depth_mm INTEGER CHECK (depth_mm > 0);
