package httpapi

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Per-address limits on sign-in and registration. The per-account limit
// lives in the database (auth.Service); this one slows a single address
// spraying many accounts. It is per instance, which is enough for its job.
// The address is clientOf's: behind a trusted proxy, the real client's, so
// customers behind one proxy are not throttled together.
const (
	authPerIPPerMinute = 30
	authPerIPBurst     = 20
)

type ipLimiter struct {
	mu      sync.Mutex
	every   rate.Limit
	burst   int
	clients map[string]*ipEntry
	swept   time.Time
}

type ipEntry struct {
	lim  *rate.Limiter
	seen time.Time
}

func newIPLimiter(perMinute, burst int) *ipLimiter {
	return &ipLimiter{every: rate.Limit(float64(perMinute) / 60), burst: burst, clients: map[string]*ipEntry{}}
}

func (l *ipLimiter) allow(ip string) bool {
	now := time.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.swept) > time.Minute {
		for k, e := range l.clients {
			if now.Sub(e.seen) > 10*time.Minute {
				delete(l.clients, k)
			}
		}
		l.swept = now
	}
	e, ok := l.clients[ip]
	if !ok {
		e = &ipEntry{lim: rate.NewLimiter(l.every, l.burst)}
		l.clients[ip] = e
	}
	e.seen = now
	return e.lim.AllowN(now, 1)
}
