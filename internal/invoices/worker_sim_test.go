package invoices_test

import (
	"net/http/httptest"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/einvoice"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
	"bookstore/internal/wiring"
)

// TestWorkerAgainstTheSimulatorOverHTTP: the worker with the shop's real
// document makers and the Nilvera client, against the integrator's
// simulator on its own port, which validates every XML against the UBL-TR
// schemas and rules. The simulator loses the answer to one send (the
// invoice taken), answers another with a 500 (nothing taken), processes a
// third twice, and hangs a status call past the worker's timeout. Run to
// completion: every invoice accepted, the integrator holds each ETTN and
// each number exactly once, and each buyer got one 'Faturanız hazır'.
func TestWorkerAgainstTheSimulatorOverHTTP(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		sim := einvoice.NewSimulator(wiring.SimulatorDocuments(einvoice.SimulatorOptions{
			APIKey: einvoice.SimulatorAPIKey, AcceptAfter: time.Millisecond}))
		srv := httptest.NewServer(sim)
		t.Cleanup(srv.Close)
		t.Cleanup(func() { _ = sim.Close() })
		for _, f := range []einvoice.SimFault{
			{Endpoint: "send", DropAfterProcessing: true},
			{Endpoint: "send", Status: 500, After: 1},
			{Endpoint: "send", Twice: true, After: 2},
			{Endpoint: "status", DelayMs: 400},
		} {
			if err := sim.InjectFault(f); err != nil {
				t.Fatal(err)
			}
		}
		s := newShop(t, db, 5)
		s.svc.Provider = einvoice.NewClient(srv.URL, einvoice.SimulatorAPIKey, nil)
		s.svc.Makers = wiring.DocumentMakers
		for _, o := range s.orders {
			s.confirm(t, o)
		}
		s.settle(t, nil)

		if n := count(t, db, "SELECT count(*) FROM invoices WHERE status = ?", string(bookstore.InvoiceAccepted)); n != len(s.orders) {
			t.Errorf("%d invoices accepted, want %d", n, len(s.orders))
		}
		if left := sim.Faults(); len(left) != 0 {
			t.Errorf("faults never met: %+v", left)
		}
		held := sim.Invoices()
		ettns, numbers := map[string]bool{}, map[string]bool{}
		for _, inv := range held {
			if inv.Status != bookstore.InvoiceAccepted {
				t.Errorf("the integrator holds %s as %s (%s)", inv.Number, inv.Status, inv.Reason)
			}
			if ettns[inv.ETTN] || numbers[inv.Number] {
				t.Errorf("the integrator holds %s / %s twice", inv.Number, inv.ETTN)
			}
			ettns[inv.ETTN], numbers[inv.Number] = true, true
		}
		if len(held) != len(s.orders) {
			t.Errorf("the integrator holds %d invoices, want %d", len(held), len(s.orders))
		}
		if n := count(t, db, "SELECT count(*) FROM mail_outbox m JOIN invoices i ON m.dedup_key = ? || i.id",
			bookstore.MailInvoiceReady+":"); n != len(s.orders) {
			t.Errorf("%d 'Faturanız hazır' mails, want %d", n, len(s.orders))
		}
	})
}
