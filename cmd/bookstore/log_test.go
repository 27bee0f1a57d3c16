package main

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

// countingWriter counts the writes it gets (each would be a write(2)).
type countingWriter struct {
	mu     sync.Mutex
	writes int
	buf    bytes.Buffer
}

func (c *countingWriter) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.writes++
	return c.buf.Write(p)
}

func (c *countingWriter) state() (int, string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.writes, c.buf.String()
}

func TestBatchedLogWritesLinesTogetherAndWhole(t *testing.T) {
	out := &countingWriter{}
	b := newBatchedLog(out)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 100 {
				_, _ = fmt.Fprintf(b, "line %d-%d\n", g, i)
			}
		})
	}
	wg.Wait()
	// Every line arrives within the flush interval, whole, in far fewer writes.
	deadline := time.Now().Add(10 * logFlushEvery)
	for {
		writes, text := out.state()
		if n := strings.Count(text, "\n"); n == 800 {
			if writes > 20 {
				t.Fatalf("800 lines took %d writes", writes)
			}
			for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
				var g, i int
				if _, err := fmt.Sscanf(line, "line %d-%d", &g, &i); err != nil {
					t.Fatalf("a line was cut or mixed: %q", line)
				}
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after %v: %d of 800 lines written", 10*logFlushEvery, strings.Count(text, "\n"))
		}
		time.Sleep(10 * time.Millisecond)
	}
	// Close writes what waits at once; later lines go straight out.
	_, _ = b.Write([]byte("last before close\n"))
	b.Close()
	if _, text := out.state(); !strings.HasSuffix(text, "last before close\n") {
		t.Fatalf("close left a line behind: %q", text[max(0, len(text)-40):])
	}
	_, _ = b.Write([]byte("after close\n"))
	if _, text := out.state(); !strings.HasSuffix(text, "after close\n") {
		t.Fatal("a line logged after close waited")
	}
}

func TestBatchedLogWritesAFullBatchAtOnce(t *testing.T) {
	out := &countingWriter{}
	b := newBatchedLog(out)
	defer b.Close()
	line := strings.Repeat("x", 1023) + "\n"
	for range logBatchBytes / len(line) {
		_, _ = b.Write([]byte(line))
	}
	// All of it is out without waiting for the timer (which may have
	// written a part of it already).
	if writes, text := out.state(); writes > 2 || len(text) != logBatchBytes {
		t.Fatalf("a full batch: %d writes, %d of %d bytes", writes, len(text), logBatchBytes)
	}
}
