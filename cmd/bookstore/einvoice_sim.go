package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"time"

	"bookstore/internal/config"
	"bookstore/internal/einvoice"
	"bookstore/internal/wiring"
)

// einvoiceSim runs the e-invoice integrator's simulator as its own process
// on its own origin, so that the shop meets it as it meets Nilvera: another
// host, reached over HTTP with an API key. The shop then runs with
// BOOKSTORE_EINVOICE_PROVIDER=simulator, BOOKSTORE_EINVOICE_URL=<its URL>
// and BOOKSTORE_EINVOICE_API_KEY=<the key given here>.
func (m *Main) einvoiceSim(ctx context.Context, args []string) error {
	const use = "kullanım: bookstore einvoice-sim [--addr 127.0.0.1:9091] [--accept-after 2s] [--api-key ANAHTAR]"
	fs := flag.NewFlagSet("einvoice-sim", flag.ContinueOnError)
	fs.SetOutput(m.Stderr)
	addr := fs.String("addr", "127.0.0.1:9091", "dinlenecek adres")
	acceptAfter := fs.Duration("accept-after", einvoice.DefaultAcceptAfter, "gönderilen faturanın kabul ya da ret yanıtından önce kuyrukta beklediği süre")
	apiKey := fs.String("api-key", einvoice.SimulatorAPIKey, "kabul edilen API anahtarı (Authorization: Bearer)")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 || *acceptAfter <= 0 || *apiKey == "" {
		return usagef("%s", use)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	sim := einvoice.NewSimulator(wiring.SimulatorDocuments(einvoice.SimulatorOptions{AcceptAfter: *acceptAfter, APIKey: *apiKey}))
	defer func() { _ = sim.Close() }() // it only ends injected delays; it cannot fail
	// No write timeout: injected delays hold answers on purpose.
	srv := &http.Server{Handler: sim, ReadHeaderTimeout: config.HTTPReadHeader, ReadTimeout: config.HTTPBody,
		IdleTimeout: config.HTTPIdle, MaxHeaderBytes: 64 << 10}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	fmt.Fprintf(m.Stdout, "e-fatura simülatörü hazır: http://%s (kabul süresi %s)\n", ln.Addr(), *acceptAfter)
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
