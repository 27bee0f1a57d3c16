package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"strings"
	"time"

	"bookstore/internal/config"
	"bookstore/internal/iyzico"
)

// iyzicoSim runs the iyzico simulator as its own process on its own origin,
// so that the shop meets it as it meets iyzico: another host, its own
// cookies, pages framed across origins. The shop then runs with
// IYZICO_BASE_URL=<public URL> and the simulator's well-known keys.
func (m *Main) iyzicoSim(ctx context.Context, args []string) error {
	const use = "kullanım: bookstore iyzico-sim [--addr 127.0.0.1:9090] [--public-url URL] [--webhook-url URL] [--webhook-delay 10s] [--webhook-spacing 15m] [--token-ttl 30m]"
	fs := flag.NewFlagSet("iyzico-sim", flag.ContinueOnError)
	fs.SetOutput(m.Stderr)
	addr := fs.String("addr", "127.0.0.1:9090", "dinlenecek adres")
	public := fs.String("public-url", "", "tarayıcının simülatöre ulaştığı adres (varsayılan http://<addr>)")
	webhook := fs.String("webhook-url", "", "mağazanın bildirim (webhook) adresi; boş: bildirim yok")
	delay := fs.Duration("webhook-delay", 10*time.Second, "ilk bildirimden önceki bekleme")
	spacing := fs.Duration("webhook-spacing", 15*time.Minute, "başarısız bildirimler arasındaki bekleme")
	ttl := fs.Duration("token-ttl", 30*time.Minute, "ödeme formunun geçerlilik süresi")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		return usagef("%s", use)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	pub := strings.TrimRight(*public, "/")
	if pub == "" {
		pub = "http://" + ln.Addr().String()
	}
	sim := iyzico.NewSimulatorWithOptions(pub, iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey, iyzico.SimulatorOptions{
		WebhookURL: *webhook, WebhookDelay: *delay, WebhookSpacing: *spacing, TokenTTL: *ttl})
	defer func() { _ = sim.Close() }() // it only stops goroutines; it cannot fail
	// No write timeout: injected delays hold answers on purpose.
	srv := &http.Server{Handler: sim, ReadHeaderTimeout: config.HTTPReadHeader, ReadTimeout: config.HTTPBody,
		IdleTimeout: config.HTTPIdle, MaxHeaderBytes: 64 << 10}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	fmt.Fprintf(m.Stdout, "iyzico simülatörü hazır: %s (dinlenen %s, API anahtarı %s)\n", pub, ln.Addr(), iyzico.SimulatorAPIKey)
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
