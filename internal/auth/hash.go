package auth

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"math"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"golang.org/x/crypto/argon2"

	"bookstore/internal/bookstore"
)

// Argon2id parameters: OWASP's password storage cheat sheet minimum
// (19 MiB, 2 passes, 1 lane). Stored in the PHC string, so raising them later
// keeps old hashes verifiable.
const (
	argonMemoryKiB = 19 * 1024
	argonTime      = 2
	argonThreads   = 1
	argonKeyLen    = 32
	argonSaltLen   = 16
)

// idKey is argon2.IDKey; a test wraps it to count hashes running at once.
var idKey = argon2.IDKey

// HashPassword returns a PHC-formatted argon2id hash, waiting for a hashing
// slot (hashSlots) like every other hash.
func HashPassword(ctx context.Context, password string) (string, error) {
	salt := make([]byte, argonSaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	var key []byte
	if err := hashSlots.run(ctx, func() {
		key = idKey([]byte(password), salt, argonTime, argonMemoryKiB, argonThreads, argonKeyLen)
	}); err != nil {
		return "", err
	}
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s",
		argon2.Version, argonMemoryKiB, argonTime, argonThreads, b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

var errBadHash = errors.New("auth: malformed password hash")

// VerifyPassword reports whether password matches the PHC hash, in constant
// time. It only computes: callers checking a person's password go through
// Service.Login or Service.ConfirmPassword, which throttle guessing.
func VerifyPassword(ctx context.Context, password, encoded string) (bool, error) {
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, errBadHash
	}
	var version int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false, errBadHash
	}
	var mem, iters uint32
	var threads uint8
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &mem, &iters, &threads); err != nil {
		return false, errBadHash
	}
	b64 := base64.RawStdEncoding
	salt, err := b64.DecodeString(parts[4])
	if err != nil {
		return false, errBadHash
	}
	want, err := b64.DecodeString(parts[5])
	if err != nil || len(want) == 0 {
		return false, errBadHash
	}
	var got []byte
	if err := hashSlots.run(ctx, func() {
		got = idKey([]byte(password), salt, iters, mem, threads, uint32(len(want)))
	}); err != nil {
		return false, err
	}
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}

// hashLimiter bounds the argon2id hashes computed at once. Each holds its
// memory (19 MiB) for its whole run, so a burst of password checks left
// unbounded costs gigabytes and starves every other request of CPU. Beyond
// the running slots, a bounded queue waits at most maxWait; whoever finds
// the queue full, or waits too long, is answered "busy, try again in a
// moment" (MsgHashBusy with a Retry-After) at once.
type hashLimiter struct {
	slots   chan struct{}
	queue   chan struct{}
	maxWait time.Duration
}

func newHashLimiter(slots, queue int, maxWait time.Duration) *hashLimiter {
	return &hashLimiter{slots: make(chan struct{}, slots), queue: make(chan struct{}, queue), maxWait: maxWait}
}

// hashSlots is the process's limiter: one slot per core, fewer when the
// memory limit (GOMEMLIMIT) cannot hold that many hashes in a quarter of
// it; a queue of 8 per slot (a hash takes tens of milliseconds, so the
// queue drains within about a second), waited on for at most 3 s.
var hashSlots = func() *hashLimiter {
	n := hashSlotCount(runtime.NumCPU(), debug.SetMemoryLimit(-1))
	return newHashLimiter(n, 8*n, 3*time.Second)
}()

// hashSlotCount sizes the slots from the cores and the memory limit
// (math.MaxInt64 when none is set: then 256 MiB is the hashes' budget).
func hashSlotCount(cores int, memLimit int64) int {
	budget := int64(256 << 20)
	if memLimit > 0 && memLimit < math.MaxInt64 {
		budget = memLimit / 4
	}
	byMemory := int(budget / (argonMemoryKiB << 10))
	return max(1, min(cores, byMemory))
}

// hashRetryAfter is the wait a busy answer suggests.
const hashRetryAfter = 2 * time.Second

func errHashBusy() error {
	e := bookstore.Errorf(bookstore.CodeRateLimited, bookstore.MsgHashBusy)
	e.RetryAfter = hashRetryAfter
	return e
}

// run computes fn in a slot, after waiting in the queue if every slot is taken.
func (l *hashLimiter) run(ctx context.Context, fn func()) error {
	select {
	case l.slots <- struct{}{}:
	default:
		select {
		case l.queue <- struct{}{}:
		default:
			return errHashBusy()
		}
		t := time.NewTimer(l.maxWait)
		select {
		case l.slots <- struct{}{}:
			<-l.queue
			t.Stop()
		case <-t.C:
			<-l.queue
			return errHashBusy()
		case <-ctx.Done():
			<-l.queue
			t.Stop()
			return ctx.Err()
		}
	}
	defer func() { <-l.slots }()
	fn()
	return nil
}
