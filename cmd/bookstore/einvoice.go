package main

import (
	"bookstore/internal/config"
	"bookstore/internal/einvoice"
	"bookstore/internal/wiring"
)

// invoicing puts the configured e-invoice integrator into o (and, in
// development without BOOKSTORE_EINVOICE_URL, the simulator to mount). In
// production serve refuses to start without Nilvera's URL and key unless
// invoicing is manual.
func (a *app) invoicing(o *wiring.Outside) error {
	p, sim, err := wiring.InvoiceProvider(a.cfg, einvoice.SimulatorOptions{})
	if err != nil {
		return usagef("%v", err)
	}
	o.Invoices = p
	switch e := a.cfg.EInvoice; {
	case sim != nil: // a nil *Simulator in the interface would be served
		o.InvoiceSimulator = sim
		a.log.Info("e-invoice: the simulator is mounted in the shop", "path", einvoice.SimulatorPath)
	case e.Provider == config.EInvoiceManual:
		a.log.Warn("e-invoice: BOOKSTORE_EINVOICE_PROVIDER=manual; no invoice is sent to an integrator, they are issued by hand")
	default:
		a.log.Info("e-invoice: integrator", "provider", e.Provider, "url", e.URL)
	}
	return nil
}
