package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"net/url"

	"bookstore/internal/mngkargo"
)

// carrierSim runs MNG Kargo's simulator as its own process on its own
// origin, so that the shop meets it as it meets MNG: another host, reached
// over HTTP with the IBM keys and a JWT, calling the shop's webhook. The
// shop then runs with BOOKSTORE_CARRIER_URL=<its URL> (the simulator's
// default credentials need no other variable) and
// BOOKSTORE_CARRIER_WEBHOOK_SECRET=<the secret given here>.
func (m *Main) carrierSim(ctx context.Context, args []string) error {
	const use = "kullanım: bookstore carrier-sim [--addr 127.0.0.1:9092] [--webhook URL --webhook-secret SIR] [--schedule 30s] [--token-ttl 8h]"
	fs := flag.NewFlagSet("carrier-sim", flag.ContinueOnError)
	fs.SetOutput(m.Stderr)
	addr := fs.String("addr", "127.0.0.1:9092", "dinlenecek adres")
	webhook := fs.String("webhook", "", "her kargo hareketinin bildirildiği dükkân adresi (ör. http://localhost:8080/api/carrier/webhook); boşsa bildirim yok, yalnızca sorgu")
	secret := fs.String("webhook-secret", mngkargo.SimWebhookSecret, "bildirimlerin imza sırrı (BOOKSTORE_CARRIER_WEBHOOK_SECRET)")
	step := fs.Duration("schedule", 0, "gönderileri bu aralıkla bir adım ilerletir (0: yalnızca /_sim/shipments/{no}/advance isteğiyle)")
	ttl := fs.Duration("token-ttl", mngkargo.DefaultTokenTTL, "verilen JWT'nin geçerlilik süresi")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 || *step < 0 || *ttl <= 0 || *secret == "" {
		return usagef("%s", use)
	}
	if *webhook != "" {
		if u, err := url.Parse(*webhook); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return usagef("--webhook bir http(s) adresi olmalı: %q\n%s", *webhook, use)
		}
	}
	return m.serveSim(ctx, *addr, func(bound net.Addr) (simulator, string) {
		sim := mngkargo.NewSimulator(mngkargo.SimulatorOptions{TokenTTL: *ttl, Step: *step, WebhookURL: *webhook, WebhookSecret: *secret})
		sched := "istekle"
		if *step > 0 {
			sched = "her " + step.String()
		}
		hook := *webhook
		if hook == "" {
			hook = "yok"
		}
		return sim, fmt.Sprintf("kargo simülatörü (MNG Kargo) hazır: http://%s (ilerleme %s, bildirim %s)", bound, sched, hook)
	})
}
