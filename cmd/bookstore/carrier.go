package main

import (
	"bookstore/internal/config"
	"bookstore/internal/httpapi"
	"bookstore/internal/mngkargo"
	"bookstore/internal/wiring"
)

// shipping puts the configured carrier adapter and its webhook secret into o (and, in development
// without BOOKSTORE_CARRIER_URL, the simulator to mount, calling the
// shop's own webhook). In production serve refuses to start with
// BOOKSTORE_CARRIER_PROVIDER=mng but without MNG's URL, credentials and
// webhook secret. The returned func stops the simulator's background work.
func (a *app) shipping(o *wiring.Outside) (func(), error) {
	c, sim, err := wiring.Carrier(a.cfg)
	if err != nil {
		return nil, usagef("%v", err)
	}
	o.Carrier, o.CarrierWebhookSecret = c, a.cfg.Carrier.WebhookSecret
	switch cc := a.cfg.Carrier; {
	case sim != nil: // a nil *Simulator in the interface would be served
		o.CarrierSimulator = sim
		a.log.Info("carrier: the MNG Kargo simulator is mounted in the shop", "path", mngkargo.SimulatorPath,
			"webhook", httpapi.CarrierWebhookPath)
		return func() { _ = sim.Close() }, nil // Close only stops goroutines; it cannot fail
	case cc.Provider == config.CarrierManual:
		a.log.Info("carrier: BOOKSTORE_CARRIER_PROVIDER=manual; staff choose the carrier and type the tracking number")
	default:
		a.log.Info("carrier: MNG Kargo", "url", cc.URL)
	}
	return func() {}, nil
}
