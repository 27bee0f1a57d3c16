-- A category name is unique up to Turkish case ('şiir' and 'Şiir', 'ısı' and
-- 'Isı', 'İz' and 'iz' are one name): name_key holds the name lowered with
-- Turkish rules (bookstore.CategoryKey, written by every category writer),
-- and its unique index refuses the second one even when two saves race.
-- Existing names are keyed here the same way: I→ı and İ→i first, then the
-- other Turkish capitals, then lower() for the ASCII rest.
ALTER TABLE categories ADD COLUMN name_key TEXT;
UPDATE categories SET name_key = lower(replace(replace(replace(replace(replace(replace(replace(
    name, 'I', 'ı'), 'İ', 'i'), 'Ç', 'ç'), 'Ğ', 'ğ'), 'Ö', 'ö'), 'Ş', 'ş'), 'Ü', 'ü'));
CREATE UNIQUE INDEX categories_name_key_idx ON categories (name_key);
