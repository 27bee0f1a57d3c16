package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"strings"
	"time"

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
	return m.serveSim(ctx, *addr, func(bound net.Addr) (simulator, string) {
		pub := strings.TrimRight(*public, "/")
		if pub == "" {
			pub = "http://" + bound.String()
		}
		sim := iyzico.NewSimulatorWithOptions(pub, iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey, iyzico.SimulatorOptions{
			WebhookURL: *webhook, WebhookDelay: *delay, WebhookSpacing: *spacing, TokenTTL: *ttl})
		return sim, fmt.Sprintf("iyzico simülatörü hazır: %s (dinlenen %s, API anahtarı %s)", pub, bound, iyzico.SimulatorAPIKey)
	})
}
