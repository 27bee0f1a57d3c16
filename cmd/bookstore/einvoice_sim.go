package main

import (
	"context"
	"flag"
	"fmt"
	"net"

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
	return m.serveSim(ctx, *addr, func(bound net.Addr) (simulator, string) {
		sim := einvoice.NewSimulator(wiring.SimulatorDocuments(einvoice.SimulatorOptions{AcceptAfter: *acceptAfter, APIKey: *apiKey}))
		return sim, fmt.Sprintf("e-fatura simülatörü hazır: http://%s (kabul süresi %s)", bound, *acceptAfter)
	})
}
