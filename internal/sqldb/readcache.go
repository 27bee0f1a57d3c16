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
// Rule for the next engineer: every method that changes books, authors,
// categories, events, featured books or pages calls db.cache.reset().
type readCache struct {
	mu      sync.Mutex
	ttl     time.Duration
	entries map[string]cacheEntry
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
	c.mu.Unlock()
	if ok && now.Sub(e.at) < ttl {
		return e.v.(T), nil
	}
	v, err := compute(ctx)
	if err != nil {
		return v, err
	}
	c.mu.Lock()
	if c.entries == nil || len(c.entries) >= readCacheLimit {
		c.entries = make(map[string]cacheEntry)
	}
	c.entries[key] = cacheEntry{v, now}
	c.mu.Unlock()
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
	c.mu.Unlock()
}
