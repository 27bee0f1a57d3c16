package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"bookstore/internal/config"
)

// simulator is what a *-sim command serves: a handler whose Close ends
// its injected delays and background sends.
type simulator interface {
	http.Handler
	Close() error
}

// serveSim runs a simulator as its own process until ctx ends: it listens
// on addr, builds the simulator for the address it got (start also gives
// the line announcing it), serves, announces, hands the address to
// m.Ready, and shuts down gracefully.
func (m *Main) serveSim(ctx context.Context, addr string, start func(net.Addr) (simulator, string)) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	sim, announce := start(ln.Addr())
	defer func() { _ = sim.Close() }() // it only stops goroutines; it cannot fail
	// No write timeout: injected delays hold answers on purpose.
	srv := &http.Server{Handler: sim, ReadHeaderTimeout: config.HTTPReadHeader, ReadTimeout: config.HTTPBody,
		IdleTimeout: config.HTTPIdle, MaxHeaderBytes: 64 << 10}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	fmt.Fprintln(m.Stdout, announce)
	if m.Ready != nil {
		m.Ready <- ln.Addr().String()
	}
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = sim.Close() // ends injected delays first, so Shutdown need not wait for them
	if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return nil
}
