package main

import (
	"io"
	"log/slog"
	"sync"
	"time"
)

func discardLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

const (
	// logFlushEvery bounds how long a line waits, and so what a crash loses.
	logFlushEvery = 100 * time.Millisecond
	// logBatchBytes: a batch this large is written at once.
	logBatchBytes = 32 << 10
)

// batchedLog is the production log's output: lines are gathered and written
// together, every logFlushEvery or once logBatchBytes wait, instead of one
// write(2) per line, as nginx's buffered access_log does. A busy storefront
// logs a line per request; written alone, each was a system call, about 5%
// of the CPU of a cached catalogue answer (docs/performance.md). Close
// writes what waits; lines logged after it are written at once.
type batchedLog struct {
	mu     sync.Mutex
	out    io.Writer
	buf    []byte
	closed bool
	stop   chan struct{}
	done   chan struct{}
}

func newBatchedLog(out io.Writer) *batchedLog {
	b := &batchedLog{out: out, buf: make([]byte, 0, logBatchBytes), stop: make(chan struct{}), done: make(chan struct{})}
	go b.run()
	return b
}

func (b *batchedLog) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf = append(b.buf, p...)
	if b.closed || len(b.buf) >= logBatchBytes {
		b.flushLocked()
	}
	return len(p), nil
}

// flushLocked writes the waiting lines. A log that cannot be written has no
// one to tell, so its error is dropped, as slog's own handlers would pass it
// to a caller that ignores it.
func (b *batchedLog) flushLocked() {
	if len(b.buf) == 0 {
		return
	}
	_, _ = b.out.Write(b.buf)
	b.buf = b.buf[:0]
}

func (b *batchedLog) run() {
	defer close(b.done)
	t := time.NewTicker(logFlushEvery)
	defer t.Stop()
	for {
		select {
		case <-t.C:
		case <-b.stop:
			return
		}
		b.mu.Lock()
		b.flushLocked()
		b.mu.Unlock()
	}
}

// Close writes the waiting lines and stops the timer.
func (b *batchedLog) Close() {
	close(b.stop)
	<-b.done
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed = true
	b.flushLocked()
}
