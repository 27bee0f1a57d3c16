-- The catalogue's shared version (keep in step with the other
-- dialect's 0028_catalog_version.sql). Every catalogue write of any instance
-- adds one after it commits (DB.catalogTx). An instance keeps its cached
-- public answers past the cache TTL while a read of this number, at most
-- one per TTL, finds no other instance's write (readcache.go).
CREATE TABLE catalog_version (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    n  BIGINT NOT NULL
);
INSERT INTO catalog_version (id, n) VALUES (1, 0);
