package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"bookstore/internal/iyzico"
)

// startSim runs a *-sim command through the Main entry on its own port
// until the test ends, and returns the address it listens on and what it
// printed when ready.
func startSim(t *testing.T, verb string, args ...string) (addr, announced string) {
	t.Helper()
	ready := make(chan string, 1)
	var out bytes.Buffer
	m := &Main{Stdin: strings.NewReader(""), Stdout: &out, Stderr: io.Discard, Ready: ready, Getenv: func(string) string { return "" }}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- m.Run(ctx, append([]string{verb, "--addr", "127.0.0.1:0"}, args...)) }()
	select {
	case addr = <-ready:
	case err := <-done:
		t.Fatalf("%s stopped: %v", verb, err)
	case <-time.After(10 * time.Second):
		t.Fatalf("%s did not start", verb)
	}
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("%s shutdown: %v", verb, err)
			}
		case <-time.After(10 * time.Second):
			t.Errorf("%s did not stop", verb)
		}
	})
	return addr, out.String()
}

// The payment simulator as its own process: it announces its public URL,
// where it listens and its key, answers the adapter over HTTP, takes
// faults from this machine, and stops cleanly.
func TestIyzicoSimAsItsOwnProcess(t *testing.T) {
	addr, announced := startSim(t, "iyzico-sim", "--public-url", "http://odeme.example/")
	want := "iyzico simülatörü hazır: http://odeme.example (dinlenen " + addr + ", API anahtarı " + iyzico.SimulatorAPIKey + ")\n"
	if announced != want {
		t.Fatalf("announcement: %q, want %q", announced, want)
	}
	base := "http://" + addr
	res, err := http.Post(base+"/_sim/faults", "application/json", strings.NewReader(`{"endpoint":"detail","status":500,"count":2}`))
	if err != nil || res.StatusCode != http.StatusCreated {
		t.Fatalf("inject: %v %v", res, err)
	}
	res.Body.Close()
	c := iyzico.New(base, iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey, nil)
	if _, err := c.PaymentDetail(context.Background(), "conv-1", "123"); err == nil {
		t.Fatal("payment detail under an injected 500 succeeded")
	}
	res, err = http.Get(base + "/_sim/faults")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if got := strings.TrimSpace(string(body)); got != `[{"endpoint":"detail","status":500,"count":1}]` {
		t.Fatalf("faults after one answer: %s", got)
	}
}

func TestIyzicoSimUsage(t *testing.T) {
	for _, args := range [][]string{{"extra"}, {"--port", "1"}, {"--webhook-delay", "soon"}} {
		if _, err := run(t, nil, "", append([]string{"iyzico-sim", "--addr", "127.0.0.1:0"}, args...)...); !isUsage(err) {
			t.Errorf("iyzico-sim %v: %v, want a usage error", args, err)
		}
	}
}
