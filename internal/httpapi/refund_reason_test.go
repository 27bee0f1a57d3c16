package httpapi_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/checkout"
	"bookstore/internal/iyzico"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// cancelRecord is what a cancellation of a paid order leaves behind for the
// buyer and the shop: its mail and its audit entry.
type cancelRecord struct {
	Subject, Text, HTML string
	Audit               string
}

func cancelRecordOf(t *testing.T, e *env, o orderRef) cancelRecord {
	t.Helper()
	ctx := context.Background()
	var r cancelRecord
	if err := e.db.Bun().NewRaw("SELECT subject, text_body, html_body FROM mail_outbox WHERE dedup_key = ?", "order-refunded:"+o.ID).
		Scan(ctx, &r.Subject, &r.Text, &r.HTML); err != nil {
		t.Fatalf("cancellation mail of %s: %v", o.Number, err)
	}
	if err := e.db.Bun().NewRaw("SELECT after FROM audit_log WHERE action = ? AND entity_id = ?", bookstore.ActionOrderCancelled, o.ID).
		Scan(ctx, &r.Audit); err != nil {
		t.Fatalf("cancellation entry of %s: %v", o.Number, err)
	}
	// The order's own number and id are the only things that may differ.
	for _, s := range []*string{&r.Subject, &r.Text, &r.HTML, &r.Audit} {
		*s = strings.ReplaceAll(strings.ReplaceAll(*s, o.ID, "ID"), o.Number, "NUMARA")
	}
	return r
}

type orderRef struct{ ID, Number string }

// TestRefundReasonSurvivesReconciliation: the admin's reason for cancelling
// a paid order is stored with the refund, so an order whose refund answer
// was lost and which reconciliation cancels later sends the buyer the same
// mail, with the same reason, and writes the same audit entry as one
// cancelled at once.
func TestRefundReasonSurvivesReconciliation(t *testing.T) {
	const reason = "Kitap baskı hatası nedeniyle satıştan kaldırıldı"
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		books := newReturnsFixture(t, db, f).books
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		_, direct := paidOrder(t, e, "dogrudan@example.com", books, 1, 1, 1)
		_, later := paidOrder(t, e, "uzlasma@example.com", books, 1, 1, 1)

		if r := admin.post("/api/admin/orders/"+direct.ID+"/cancel", map[string]any{"reason": reason}); r.StatusCode != http.StatusOK {
			t.Fatalf("direct cancel: %d %s", r.StatusCode, r.body)
		}

		// iyzico refunds but its answer is lost: the refund stays started.
		if err := e.sim.InjectFault(iyzico.SimFault{Endpoint: "refund", DropAfterProcessing: true}); err != nil {
			t.Fatal(err)
		}
		if r := admin.post("/api/admin/orders/"+later.ID+"/cancel", map[string]any{"reason": reason}); r.StatusCode != http.StatusConflict ||
			r.problem(t).Message != checkout.MsgRefundPending {
			t.Fatalf("cancel with a lost answer: %d %s", r.StatusCode, r.body)
		}
		e.sim.ClearFaults()
		reconcileRefunds(t, e)
		if n := e.mails.count("cancelled", later.ID); n != 1 {
			t.Fatalf("%d cancellation mails after reconciliation", n)
		}

		want := cancelRecordOf(t, e, orderRef{direct.ID, direct.Number})
		got := cancelRecordOf(t, e, orderRef{later.ID, later.Number})
		if !strings.Contains(want.Text, reason) || !strings.Contains(want.HTML, reason) || !strings.Contains(want.Audit, reason) {
			t.Fatalf("the direct cancellation lacks its reason: %+v", want)
		}
		if got != want {
			t.Fatalf("reconciled cancellation differs from the direct one:\n got %+v\nwant %+v", got, want)
		}
	})
}
