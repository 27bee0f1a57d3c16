package sqldb

import (
	"context"
	"sync"
	"time"
)

// readCache keeps results of public catalogue reads (pages, details, totals)
// for a short time. At 100,000 books a list page costs one index walk, but a
// busy storefront asks the same few pages thousands of times a second; a
// second's reuse removes most database round trips.
//
// The cache belongs to one process. Every catalogue write through this DB
// clears it at once, so this instance never shows a record after hiding it;
// another instance may show it for at most the TTL
// (BOOKSTORE_CATALOG_CACHE_TTL, 0 turns caching off). Cached values are
// shared and must be treated as read-only.
//
// Catalogue writers run in db.catalogTx (db.go), which resets the cache
// after the commit; the rule has no other home. A read that began before a
// reset may have read the old rows: the generation keeps it from storing
// them after the reset.
type readCache struct {
	mu      sync.Mutex
	ttl     time.Duration
	entries map[string]cacheEntry
	// gen counts resets; a value computed under an older gen is not stored.
	gen uint64
}

type cacheEntry struct {
	v  any
	at time.Time
}

const readCacheLimit = 20000

// totalsTTLFactor: a list's total is kept longer than its pages, because
// counting is the expensive part and a total a few seconds old misleads no one.
const totalsTTLFactor = 5

// cached returns the value for key, computing and storing it when missing or
// expired. A total (long) lives totalsTTLFactor times the TTL.
func cached[T any](ctx context.Context, c *readCache, key string, long bool, compute func(context.Context) (T, error)) (T, error) {
	if c.ttl <= 0 {
		return compute(ctx)
	}
	ttl := c.ttl
	if long {
		ttl *= totalsTTLFactor
	}
	now := time.Now()
	c.mu.Lock()
	e, ok := c.entries[key]
	gen := c.gen
	c.mu.Unlock()
	if ok && now.Sub(e.at) < ttl {
		return e.v.(T), nil
	}
	v, err := compute(ctx)
	if err != nil {
		return v, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen != gen {
		return v, nil // a write committed meanwhile: v may predate it
	}
	if c.entries == nil || len(c.entries) >= readCacheLimit {
		c.entries = make(map[string]cacheEntry)
	}
	c.entries[key] = cacheEntry{v, now}
	return v, nil
}

// SetCatalogCacheTTL turns the public read cache on (ttl > 0) or off.
func (db *DB) SetCatalogCacheTTL(ttl time.Duration) {
	db.cache.mu.Lock()
	db.cache.ttl, db.cache.entries = ttl, nil
	db.cache.mu.Unlock()
}

// reset forgets everything (after a catalogue write).
func (c *readCache) reset() {
	c.mu.Lock()
	c.entries = nil
	c.gen++
	c.mu.Unlock()
}
