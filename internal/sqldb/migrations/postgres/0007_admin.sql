-- Admin search over members (and orders by customer): the folded name and
-- e-mail, written by Go on every profile write (see searchText); rows from
-- before this migration are filled in by Migrate. Keep in step with the
-- other dialect's 0007_admin.sql.
ALTER TABLE profiles ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
CREATE INDEX profiles_search_trgm_idx ON profiles USING gin (search_text gin_trgm_ops);
