package sqldb

import (
	"context"
	"sync"
	"time"
)

// countCache keeps the totals of public lists for a few seconds. Counting
// 100,000 visible books costs far more than fetching a page of them, and a
// list page needs the total on every request. The cache belongs to one
// process: another instance keeps its own, and a total may trail a change
// made elsewhere by at most countTTL. Writes through this DB clear it.
type countCache struct {
	mu      sync.Mutex
	entries map[string]countEntry
}

type countEntry struct {
	n  int
	at time.Time
}

const (
	countTTL        = 10 * time.Second
	countCacheLimit = 4096
)

// get returns the cached total for key, or computes and stores it.
func (c *countCache) get(ctx context.Context, key string, compute func(context.Context) (int, error)) (int, error) {
	now := time.Now()
	c.mu.Lock()
	if e, ok := c.entries[key]; ok && now.Sub(e.at) < countTTL {
		c.mu.Unlock()
		return e.n, nil
	}
	c.mu.Unlock()
	n, err := compute(ctx)
	if err != nil {
		return 0, err
	}
	c.mu.Lock()
	if c.entries == nil || len(c.entries) >= countCacheLimit {
		c.entries = make(map[string]countEntry)
	}
	c.entries[key] = countEntry{n, now}
	c.mu.Unlock()
	return n, nil
}

// reset forgets every total (after a catalogue write).
func (c *countCache) reset() {
	c.mu.Lock()
	c.entries = nil
	c.mu.Unlock()
}
