package fulfilment_test

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/mngkargo"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// codFee is the kapıda ödeme fee of the test's COD orders.
const codFee = 1500

// makeCOD turns a confirmed order into a kapıda ödeme order as the
// buyer's choice at /odeme leaves it (method 'cod', the fee in method_fee
// and the total, confirmed, no payment): this package's shop has no
// checkout, and the choice itself is tested through the API
// (httpapi TestChooseCOD).
func makeCOD(t *testing.T, db *sqldb.DB, id string) int64 {
	t.Helper()
	ctx := context.Background()
	_, err := db.Bun().ExecContext(ctx, `UPDATE orders SET payment_method = 'cod', method_fee = ?, total_amount = total_amount + ?,
		status = 'confirmed', payment_id = NULL WHERE id = ?`, codFee, codFee, id)
	must(t, err)
	var total int64
	must(t, db.Bun().QueryRowContext(ctx, `SELECT total_amount FROM orders WHERE id = ?`, id).Scan(&total))
	return total
}

// withMNG puts the MNG Kargo simulator (over HTTP, through the real
// client) in place of the shop's stand-in carrier.
func (s *shop) withMNG() *mngkargo.Simulator {
	sim := mngkargo.NewSimulator(mngkargo.SimulatorOptions{})
	srv := httptest.NewServer(sim)
	s.t.Cleanup(func() {
		_ = sim.Close()
		srv.Close()
	})
	s.svc.Carrier = mngkargo.NewClient(srv.URL, mngkargo.Credentials{ClientID: mngkargo.SimClientID, ClientSecret: mngkargo.SimClientSecret,
		CustomerNumber: mngkargo.SimCustomerNumber, Password: mngkargo.SimPassword}, nil)
	s.svc.CallTimeout = 10 * time.Second
	return sim
}

// A kapıda ödeme order's parcel carries its total as the amount the
// courier collects (the carrier records it, the label prints it); a card
// order's carries none.
func TestCODParcelCarriesTheTotal(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s := newShop(t, db, 2)
		sim := s.withMNG()
		cod, card := s.orders[0].ID, s.orders[1].ID
		total := makeCOD(t, db, cod)
		s.prepare(cod, card)
		want := map[string]float64{bookstore.ShipmentReference(cod, 1): float64(total) / 100, bookstore.ShipmentReference(card, 1): 0}
		list := sim.Shipments()
		if len(list) != 2 {
			t.Fatalf("at the carrier: %+v", list)
		}
		for _, sh := range list {
			if w, ok := want[sh.Reference]; !ok || sh.CODAmount != w {
				t.Fatalf("carrier's %s: cod %v, want %v (%+v)", sh.Reference, sh.CODAmount, w, want)
			}
		}
		ls, err := s.svc.Labels(context.Background(), []string{cod, card})
		must(t, err)
		if ls[0].CODAmount != total || ls[1].CODAmount != 0 {
			t.Fatalf("labels: %d, %d; want %d, 0", ls[0].CODAmount, ls[1].CODAmount, total)
		}
	})
}
