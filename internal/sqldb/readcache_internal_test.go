package sqldb

import (
	"context"
	"testing"
	"time"
)

// A read that began before a catalogue write and ended after it may hold
// the old rows: it is returned to its caller but not kept.
func TestReadCacheKeepsNoValueReadAcrossAReset(t *testing.T) {
	c := &readCache{ttl: time.Hour}
	ctx := context.Background()
	calls := 0
	read := func(write bool) func(context.Context) (int, error) {
		return func(context.Context) (int, error) {
			calls++
			if write {
				c.reset(nil) // a write commits while the read runs
			}
			return calls, nil
		}
	}
	if v, _ := cached(ctx, c, "k", false, read(true)); v != 1 {
		t.Fatalf("first read %d", v)
	}
	if v, _ := cached(ctx, c, "k", false, read(false)); v != 2 {
		t.Fatalf("a value read across a reset was kept: %d", v)
	}
	if v, _ := cached(ctx, c, "k", false, read(false)); v != 2 {
		t.Fatalf("a quiet read was not kept: %d", v)
	}
}
