package mngkargo

import (
	"fmt"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"bookstore/internal/bookstore"
)

// simServer runs a simulator on its own port and a client of it.
func simServer(t *testing.T, opts SimulatorOptions) (*Simulator, *Client, string) {
	t.Helper()
	sim := NewSimulator(opts)
	srv := httptest.NewServer(sim)
	t.Cleanup(func() {
		_ = sim.Close() // ends injected delays, so Close below does not wait for them
		srv.Close()
	})
	return sim, NewClient(srv.URL, Credentials{ClientID: SimClientID, ClientSecret: SimClientSecret,
		CustomerNumber: SimCustomerNumber, Password: SimPassword}, nil), srv.URL
}

var refSeq atomic.Int64

// testParcel is a one-book parcel to Karşıyaka, İzmir with a fresh
// reference.
func testParcel() bookstore.Parcel {
	return bookstore.Parcel{Reference: fmt.Sprintf("KTP-%08d", refSeq.Add(1)), Grams: 450, Desi: 2, Pieces: 1, Content: "Kitap",
		Recipient: bookstore.ParcelParty{Name: "Ayşe Yılmaz", Phone: "+90 532 123 45 67", Email: "ayse@example.com",
			Province: "İzmir", District: "Karşıyaka", Address: "Bostanlı Mah. Cemal Gürsel Cad. No: 5"}}
}

func statuses(events []bookstore.TrackingEvent) []bookstore.ShipmentStatus {
	out := make([]bookstore.ShipmentStatus, 0, len(events))
	for _, e := range events {
		out = append(out, e.Status)
	}
	return out
}
