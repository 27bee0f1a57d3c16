package auth

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

// countHashes wraps idKey to record the most hashes ever running at once.
func countHashes(t *testing.T) *atomic.Int32 {
	t.Helper()
	var running, peak atomic.Int32
	orig := idKey
	idKey = func(password, salt []byte, time, memory uint32, threads uint8, keyLen uint32) []byte {
		n := running.Add(1)
		for {
			p := peak.Load()
			if n <= p || peak.CompareAndSwap(p, n) {
				break
			}
		}
		defer running.Add(-1)
		return orig(password, salt, time, memory, threads, keyLen)
	}
	t.Cleanup(func() { idKey = orig })
	return &peak
}

// Many password checks at once never run more hashes than the slots; the
// ones the bounded queue cannot hold are told to come back (rate limited,
// with a Retry-After), never queued without end.
func TestConcurrentHashesNeverExceedTheSlots(t *testing.T) {
	peak := countHashes(t)
	orig := hashSlots
	hashSlots = newHashLimiter(2, 4, 200*time.Millisecond)
	t.Cleanup(func() { hashSlots = orig })
	h, err := HashPassword(context.Background(), "Zx9!kqLm#2")
	if err != nil {
		t.Fatal(err)
	}
	const n = 48
	var wg sync.WaitGroup
	var ok, busy, other atomic.Int32
	for range n {
		wg.Go(func() {
			_, err := VerifyPassword(context.Background(), "Yanlis-Sifre-1", h)
			var de *bookstore.Error
			switch {
			case err == nil:
				ok.Add(1)
			case bookstore.ErrorCode(err) == bookstore.CodeRateLimited && errors.As(err, &de) && de.RetryAfter > 0 &&
				de.Message == bookstore.MsgHashBusy:
				busy.Add(1)
			default:
				t.Errorf("verify: %v", err)
				other.Add(1)
			}
		})
	}
	wg.Wait()
	if p := peak.Load(); p > 2 || p < 1 {
		t.Fatalf("at most %d hashes ran at once, want 1..2", p)
	}
	if ok.Load() < 2 || busy.Load() == 0 || ok.Load()+busy.Load() != n {
		t.Fatalf("checked %d, busy %d, other %d of %d", ok.Load(), busy.Load(), other.Load(), n)
	}
}

// The process's limiter is sized from the cores and the memory limit.
func TestHashSlotsFollowCoresAndMemory(t *testing.T) {
	for _, tc := range []struct {
		cores int
		limit int64
		want  int
	}{
		{2, 1<<63 - 1, 2},
		{64, 1<<63 - 1, 13}, // 256 MiB without a limit
		{8, 160 << 20, 2},   // a quarter of 160 MiB holds two 19 MiB hashes
		{8, 32 << 20, 1},    // always at least one
	} {
		if got := hashSlotCount(tc.cores, tc.limit); got != tc.want {
			t.Errorf("cores %d, limit %d: %d slots, want %d", tc.cores, tc.limit, got, tc.want)
		}
	}
	if cap(hashSlots.slots) < 1 || cap(hashSlots.queue) < cap(hashSlots.slots) {
		t.Fatalf("process limiter: %d slots, %d queue", cap(hashSlots.slots), cap(hashSlots.queue))
	}
}
