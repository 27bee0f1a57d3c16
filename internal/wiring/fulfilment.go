package wiring

import (
	"bookstore/internal/bookstore"
	"bookstore/internal/checkout"
	"bookstore/internal/fulfilment"
	"bookstore/internal/labelpdf"
	"bookstore/internal/sqldb"
)

// Fulfilment builds the shipment service on the checkout (the order's
// reads and its moves' effects) and carrier, the carrier's API adapter
// (nil: no carrier API, only the manual ship dialog). The webhook's secret
// is Outside.CarrierWebhookSecret (empty: every webhook call is refused).
// The HTTP server and the poll worker each build one; it keeps no state.
func Fulfilment(o Outside, co *checkout.Service, carrier bookstore.Carrier) *fulfilment.Service {
	return &fulfilment.Service{Carrier: carrier, Store: sqldb.NewShipmentStore(o.DB), Orders: co, Returns: co,
		Delivery: sqldb.NewDeliveryStore(o.DB), Sellers: sqldb.NewInvoiceStore(o.DB), RenderLabels: labelpdf.Labels,
		WebhookSecret: o.CarrierWebhookSecret, Log: o.Log, Now: o.Now, Jobs: o.Metrics}
}
