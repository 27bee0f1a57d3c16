package sqldb

import (
	"context"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"

	"bookstore/internal/bookstore"
)

// readCache keeps results of public catalogue reads (pages, details, totals).
// At 100,000 books a list page costs one index walk, but a busy storefront
// asks the same few pages thousands of times a second; reuse removes most
// database round trips.
//
// The cache belongs to one process. Every catalogue write through this DB
// clears it at once, so this instance never shows a record after hiding it.
// A value is kept for the TTL (BOOKSTORE_CATALOG_CACHE_TTL, 0 turns caching
// off), and past it while the shared catalogue version says no other
// instance wrote (readcache_version.go): another instance's write shows
// within about two TTLs. Cached values are shared and must be treated as
// read-only.
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
	// clock counts committed catalogue writes; changed holds, per scope,
	// the clock of the last write to it (bookstore.CatalogScope), so the
	// answer cache can keep answers a write did not touch.
	clock   uint64
	changed map[bookstore.CatalogScope]uint64
	// sales is the snapshot of the sales not yet ended (loadSales), read
	// at salesAt; nil until read and after every reset. A sale starting or
	// ending changes prices with no write, so a cached value also carries
	// the moment its prices stop holding (cacheEntry.until).
	sales   []bookstore.Sale
	salesAt time.Time

	// The shared version (readcache_version.go): shared is the version the
	// values agree with, checkedAt when it was last read, remoteAt when a
	// read last found another instance's write; readVersion reads it (nil:
	// never, so values live only the TTL).
	shared      uint64
	checkedAt   time.Time
	remoteAt    time.Time
	bumpPending bool
	check       singleflight.Group
	readVersion func(context.Context) (uint64, error)
}

// changedLimit bounds the per-scope clocks (one per book an order touched):
// past it they are folded into one ScopeAll change, which only costs
// rebuilding answers once.
const changedLimit = 10000

type cacheEntry struct {
	v  any
	at time.Time
	// until is the next sale start or end after at (zero: none known): a
	// price the value carries may stop holding then.
	until time.Time
}

// holds says whether an entry's prices still hold at now (no sale began or
// ended since it was read).
func (e cacheEntry) holds(now time.Time) bool {
	return e.until.IsZero() || now.Before(e.until)
}

// generation is the count of resets so far.
func (c *readCache) generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
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
	if ok && e.holds(now) && (now.Sub(e.at) < ttl || c.confirmed(ctx, e.at, now) && c.generation() == gen) {
		return e.v.(T), nil
	}
	gen = c.generation()
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
	c.entries[key] = cacheEntry{v: v, at: now, until: c.nextPriceChangeLocked(now)}
	return v, nil
}

// cachedSales returns the sales not yet ended, from the snapshot while it
// is younger than the TTL (a write through this DB drops it at once; another
// instance's sale is read again within the TTL, and the values it prices
// follow that instance's version bump, readcache_version.go).
func (c *readCache) cachedSales(ctx context.Context, load func(context.Context) ([]bookstore.Sale, error)) ([]bookstore.Sale, error) {
	now := time.Now()
	c.mu.Lock()
	sales, at, ttl, gen := c.sales, c.salesAt, c.ttl, c.gen
	c.mu.Unlock()
	if sales != nil && now.Sub(at) < ttl {
		return sales, nil
	}
	sales, err := load(ctx)
	if err != nil || ttl <= 0 {
		return sales, err
	}
	if sales == nil {
		sales = []bookstore.Sale{}
	}
	c.mu.Lock()
	if c.gen == gen {
		c.sales, c.salesAt = sales, now
	}
	c.mu.Unlock()
	return sales, nil
}

// nextPriceChangeLocked is the next sale start or end after now that the
// snapshot knows (zero: none, or no snapshot). Callers hold c.mu.
func (c *readCache) nextPriceChangeLocked(now time.Time) time.Time {
	return bookstore.NextPriceChange(c.sales, now)
}

// PricesHoldUntil is the moment after now when a sale starts or ends, so
// prices read now may change (zero: none known); the answer cache keeps no
// answer past it.
func (s *StorefrontStore) PricesHoldUntil(ctx context.Context, now time.Time) time.Time {
	sales, err := currentSales(ctx, s.db)
	if err != nil {
		// Unknown: hold nothing longer than an instant.
		return now
	}
	return bookstore.NextPriceChange(sales, now)
}

// SetCatalogCacheTTL turns the public read cache on (ttl > 0) or off.
func (db *DB) SetCatalogCacheTTL(ttl time.Duration) {
	db.cache.mu.Lock()
	db.cache.ttl, db.cache.entries, db.cache.sales = ttl, nil, nil
	db.cache.mu.Unlock()
}

// reset forgets every value (after a catalogue write) and records which
// scopes the write changed. The values are all dropped whatever the scopes:
// they live a second or two and are cheap to read again; the scopes matter
// to the encoded answers, which are dearer to rebuild.
func (c *readCache) reset(scopes []bookstore.CatalogScope) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.resetLocked(scopes)
}

// resetLocked is reset for a caller holding c.mu.
func (c *readCache) resetLocked(scopes []bookstore.CatalogScope) {
	c.entries = nil
	c.sales = nil
	c.gen++
	c.clock++
	if c.changed == nil || len(c.changed)+len(scopes) > changedLimit {
		c.changed = map[bookstore.CatalogScope]uint64{}
		scopes = []bookstore.CatalogScope{bookstore.ScopeAll}
	}
	if len(scopes) == 0 {
		scopes = []bookstore.CatalogScope{bookstore.ScopeAll}
	}
	for _, sc := range scopes {
		c.changed[sc] = c.clock
	}
}

// CatalogStamp is the count of catalogue writes so far (bookstore.CatalogVersions).
func (s *StorefrontStore) CatalogStamp() uint64 {
	s.db.cache.mu.Lock()
	defer s.db.cache.mu.Unlock()
	return s.db.cache.clock
}

// ChangedSince says whether a write to one of scopes (or to everything)
// committed after stamp.
func (s *StorefrontStore) ChangedSince(stamp uint64, scopes ...bookstore.CatalogScope) bool {
	c := &s.db.cache
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.changed[bookstore.ScopeAll] > stamp {
		return true
	}
	for _, sc := range scopes {
		if c.changed[sc] > stamp {
			return true
		}
	}
	return false
}

// catalogChange collects, inside one catalogTx, the scopes its writer says it
// changed; none said means everything, unless the writer said it changed
// nothing (noteUnchanged).
type catalogChange struct {
	scopes    []bookstore.CatalogScope
	unchanged bool
}

// changedNothing says whether the transaction left the catalogue as it was.
func (ch *catalogChange) changedNothing() bool { return ch.unchanged && len(ch.scopes) == 0 }

type catalogChangeKey struct{}

// noteChange narrows the catalogTx running in ctx to scopes (added to what
// it noted before). Outside a catalogTx it does nothing.
func noteChange(ctx context.Context, scopes ...bookstore.CatalogScope) {
	if ch, ok := ctx.Value(catalogChangeKey{}).(*catalogChange); ok {
		ch.scopes = append(ch.scopes, scopes...)
	}
}

// noteUnchanged tells the catalogTx running in ctx that it changed nothing
// the public sees (a job's run that found nothing to do), so the caches
// are kept; a scope noted as well still counts.
func noteUnchanged(ctx context.Context) {
	if ch, ok := ctx.Value(catalogChangeKey{}).(*catalogChange); ok {
		ch.unchanged = true
	}
}

// noteStock notes a stock change of books: their lists and their own answers.
func noteStock(ctx context.Context, bookIDs ...string) {
	scopes := []bookstore.CatalogScope{bookstore.ScopeBookLists}
	for _, id := range bookIDs {
		scopes = append(scopes, bookstore.BookScope(id))
	}
	noteChange(ctx, scopes...)
}
