package sqldb

import (
	"context"
	"time"
)

// The catalogue's shared version (catalog_version.n, migration 0028) tells
// an instance whether another instance changed the catalogue, so that its
// cached public reads and answers can outlive the cache TTL while nothing
// changed anywhere, instead of being rebuilt every TTL (at 100,000 books a
// storefront asks thousands of different book pages a minute).
//
// Every catalogue write bumps the version shortly after it commits
// (bumpSoon: writes within bumpDelay share one bump, so a busy checkout
// adds at most a few tiny commits a second). An instance reads the version
// at most once per TTL, when a value past the TTL is asked for
// (readCache.confirmed); a version it did not write itself resets its
// caches. A value outlives the TTL by at most catalogMaxAgeFactor TTLs:
// the bound for a change made around the shop (psql) or a bump lost to a
// crash.
const (
	bumpDelay           = 100 * time.Millisecond
	catalogMaxAgeFactor = 30
)

// catalogVersion reads the shared version.
func (db *DB) catalogVersion(ctx context.Context) (uint64, error) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
	defer cancel()
	var n uint64
	err := db.bun.NewRaw("SELECT n FROM catalog_version WHERE id = 1").Scan(ctx, &n)
	return n, err
}

// bumpSoon schedules a bump of the shared version after a committed
// catalogue write; writes while one is scheduled share it.
func (db *DB) bumpSoon() {
	c := &db.cache
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.bumpPending {
		return
	}
	c.bumpPending = true
	time.AfterFunc(bumpDelay, db.bump)
}

// bump adds one to the shared version. When no other instance bumped it
// since this one last saw it, this instance's caches agree with the new
// version (they were reset by its own writes); otherwise the next read of
// the version resets them. A failed bump is seen by other instances within
// the max age.
func (db *DB) bump() {
	c := &db.cache
	c.mu.Lock()
	c.bumpPending = false
	c.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var n uint64
	if err := db.bun.NewRaw("UPDATE catalog_version SET n = n + 1 WHERE id = 1 RETURNING n").Scan(ctx, &n); err != nil {
		return
	}
	c.mu.Lock()
	if n == c.shared+1 {
		c.shared = n
	}
	c.mu.Unlock()
}

// checkShared reads the shared version (one read for all the requests
// asking at once) and resets the caches when another instance moved it.
// Until a read succeeds, values past the TTL are not confirmed.
func (c *readCache) checkShared(ctx context.Context) {
	_, _, _ = c.check.Do("version", func() (any, error) {
		n, err := c.readVersion(ctx)
		now := time.Now()
		c.mu.Lock()
		defer c.mu.Unlock()
		if err != nil {
			return nil, nil
		}
		if n != c.shared {
			c.resetLocked(nil) // another instance's write: which scopes is not known here
			c.shared, c.remoteAt = n, now
		}
		c.checkedAt = now
		return nil, nil
	})
}

// confirmed says whether values made at made are still current although
// older than the TTL: younger than the max age, with no other instance's
// write seen since and the shared version read within the TTL (read now if
// due). Writes of this instance are not its business: they reset the
// values themselves (readCache.reset).
func (c *readCache) confirmed(ctx context.Context, made, now time.Time) bool {
	c.mu.Lock()
	ttl, due := c.ttl, now.Sub(c.checkedAt) >= c.ttl
	c.mu.Unlock()
	if ttl <= 0 || c.readVersion == nil || now.Sub(made) >= ttl*catalogMaxAgeFactor {
		return false
	}
	if due {
		c.checkShared(ctx)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return now.Sub(c.checkedAt) < ttl && !c.remoteAt.After(made)
}

// Confirmed says whether the catalogue as other instances wrote it is
// unchanged since made (bookstore.CatalogVersions): the answer cache keeps
// an answer past the TTL while this holds and no write of this instance
// touched it.
func (s *StorefrontStore) Confirmed(ctx context.Context, made time.Time) bool {
	return s.db.cache.confirmed(ctx, made, time.Now())
}
