package httpapi_test

import (
	"context"
	"net/http"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// providerCalls counts the refunds asked of the card provider.
type providerCalls struct {
	bookstore.PaymentProvider
	mu    sync.Mutex
	calls int
}

func (p *providerCalls) count() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.calls
}

func (p *providerCalls) note() {
	p.mu.Lock()
	p.calls++
	p.mu.Unlock()
}

func (p *providerCalls) Refund(ctx context.Context, conv, paymentID string, amount int64, ip string) error {
	p.note()
	return p.PaymentProvider.Refund(ctx, conv, paymentID, amount, ip)
}

func (p *providerCalls) RefundItem(ctx context.Context, conv, tx string, amount int64, ip string) error {
	p.note()
	return p.PaymentProvider.RefundItem(ctx, conv, tx, amount, ip)
}

func (p *providerCalls) Refunds(ctx context.Context, orderID, paymentID string) ([]bookstore.ProviderRefund, error) {
	p.note()
	return p.PaymentProvider.Refunds(ctx, orderID, paymentID)
}

// bankRefunds records the bank refunds the checkout hands the store with
// a refund's change. The store's writing of Effects.BankRefund is the
// transfer part's (sqldb effects.go); after both are merged the rows in
// bank_refunds say the same.
type bankRefunds struct {
	bookstore.ReturnStore
	mu   sync.Mutex
	seen []bookstore.BankRefund
}

func (b *bankRefunds) keep(fx bookstore.Effects) {
	if fx.BankRefund != nil {
		b.mu.Lock()
		b.seen = append(b.seen, *fx.BankRefund)
		b.mu.Unlock()
	}
}

func (b *bankRefunds) FinishCancelRefund(ctx context.Context, f *bookstore.Refund, fx bookstore.Effects) error {
	err := b.ReturnStore.FinishCancelRefund(ctx, f, fx)
	if err == nil {
		b.keep(fx)
	}
	return err
}

func (b *bankRefunds) FinishReturnRefund(ctx context.Context, f *bookstore.Refund, restock bool, fx bookstore.Effects) error {
	err := b.ReturnStore.FinishReturnRefund(ctx, f, restock, fx)
	if err == nil {
		b.keep(fx)
	}
	return err
}

func (b *bankRefunds) all() []bookstore.BankRefund {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]bookstore.BankRefund(nil), b.seen...)
}

// watchRefunds puts the counters in front of the checkout's provider and
// refund store.
func watchRefunds(e *env) (*providerCalls, *bankRefunds) {
	p := &providerCalls{PaymentProvider: e.checkout.Provider}
	b := &bankRefunds{ReturnStore: e.checkout.Returns}
	e.checkout.Provider, e.checkout.Returns = p, b
	return p, b
}

// paidTransferOrder is a member's havale/EFT order whose money is in:
// chosen at /odeme and its total recorded by staff.
func paidTransferOrder(t *testing.T, e *env, email, bookID string) (*client, string, int64) {
	t.Helper()
	c, o := transferOrder(t, e, email, &bookstore.Book{ID: bookID})
	recordTransfer(t, e.client().signedIn("kasa-"+o.Number+"@example.com", bookstore.RoleAdmin), o.ID, o.Total, "DEKONT-"+o.Number)
	return c, o.ID, o.Total
}

func wantBankRefund(t *testing.T, got []bookstore.BankRefund, orderID, returnID string, reason bookstore.BankRefundReason, amount int64) {
	t.Helper()
	for _, b := range got {
		if b.OrderID != orderID || b.ReturnID != returnID {
			continue
		}
		due := b.DueBy.Sub(b.CreatedAt)
		if b.Reason != reason || b.Amount != amount || b.State != bookstore.BankRefundAwaitingIBAN || due != bookstore.BankRefundDeadline ||
			time.Since(b.CreatedAt) > time.Minute || b.ID == "" {
			t.Fatalf("bank refund %+v, want %s of %d", b, reason, amount)
		}
		return
	}
	t.Fatalf("no bank refund of %s/%q in %+v", orderID, returnID, got)
}

// A paid havale/EFT order cancelled by staff or by its buyer never asks
// the card provider: the order is cancelled (stock back, mail), the
// refund recorded, and the money owed back by bank transfer, 14 days.
func TestPaidTransferCancelRefundsByBank(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		stock := func() int { return e.count(t, "SELECT stock_quantity FROM books WHERE id = ?", f.visible.ID) }
		before := stock()
		provider, banks := watchRefunds(e)

		_, id, total := paidTransferOrder(t, e, "havale@example.com", f.visible.ID)
		if r := admin.post("/api/admin/orders/"+id+"/cancel", map[string]any{"reason": "Stokta hasar tespit edildi"}); r.StatusCode != 200 {
			t.Fatalf("cancel: %d %s", r.StatusCode, r.body)
		}
		wantBankRefund(t, banks.all(), id, "", bookstore.BankRefundCancel, total)

		member, id2, total2 := paidTransferOrder(t, e, "havale2@example.com", f.visible.ID)
		if r := member.post("/api/orders/"+id2+"/cancel", nil); r.StatusCode != 200 {
			t.Fatalf("own cancel: %d %s", r.StatusCode, r.body)
		}
		wantBankRefund(t, banks.all(), id2, "", bookstore.BankRefundCancel, total2)

		if n := provider.count(); n != 0 {
			t.Fatalf("%d calls to the card provider", n)
		}
		for _, o := range []struct {
			id    string
			total int64
		}{{id, total}, {id2, total2}} {
			if v := adminOrder(t, admin, o.id); v.Status != "cancelled" || v.PaymentState != "refunded" {
				t.Fatalf("order: %s %s", v.Status, v.PaymentState)
			}
			if n := e.count(t, "SELECT count(*) FROM refunds WHERE order_id = ? AND state = 'done' AND amount = ?", o.id, o.total); n != 1 {
				t.Fatalf("%d refunds", n)
			}
			if e.mails.count("cancelled", o.id) != 1 {
				t.Fatal("no cancel mail")
			}
		}
		if stock() != before {
			t.Fatalf("stock %d, want %d", stock(), before)
		}
		if len(banks.all()) != 2 {
			t.Fatalf("bank refunds %+v", banks.all())
		}
		// Cancelled: a second click changes nothing.
		if r := admin.post("/api/admin/orders/"+id+"/cancel", map[string]any{"reason": "Tekrar"}); r.StatusCode != http.StatusConflict {
			t.Fatalf("again: %d %s", r.StatusCode, r.body)
		}
		if len(banks.all()) != 2 || provider.count() != 0 {
			t.Fatal("a second cancel refunded again")
		}
	})
}

// A kapıda ödeme order paid at the door and then withdrawn: its return's
// refund never asks the card provider and is owed by bank transfer.
func TestPaidCODReturnRefundsByBank(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		provider, banks := watchRefunds(e)
		member, o := codOrder(t, e, "ayse@example.com", f.visible.ID)
		t0 := time.Now().Add(-48 * time.Hour).UTC()
		cs := shipCOD(t, e, admin, o.ID, t0)
		delivered := bookstore.TrackingEvent{Key: "d", Status: bookstore.ShipmentDelivered, At: t0.Add(24 * time.Hour)}
		e.carrier.Push(cs.Reference, delivered)
		if r := carrierCall(e, testCarrierSecret, cs, delivered); r.StatusCode != 200 {
			t.Fatalf("webhook: %d %s", r.StatusCode, r.body)
		}
		if v := adminOrder(t, admin, o.ID); v.Status != "delivered" || v.PaymentState != "paid" {
			t.Fatalf("delivered: %+v", v)
		}
		ret := requestReturn(t, member, o.ID, lineQty{ItemID: o.Items[0].ID, Quantity: 1})
		returnStep(t, admin, ret.ID, "receive", map[string]any{"condition": "intact"}, 200)
		got := returnStep(t, admin, ret.ID, "refund", nil, 200)
		if got.State != "refunded" || got.Refunded <= 0 {
			t.Fatalf("return: %+v", got)
		}
		wantBankRefund(t, banks.all(), o.ID, ret.ID, bookstore.BankRefundReturn, got.Refunded)
		if n := provider.count(); n != 0 {
			t.Fatalf("%d calls to the card provider", n)
		}
		if v := adminOrder(t, admin, o.ID); v.PaymentState != "partly_refunded" && v.PaymentState != "refunded" {
			t.Fatalf("after the return: %s", v.PaymentState)
		}
	})
}

// A kapıda ödeme order not yet collected, cancelled by staff or by its
// buyer: no refund at all (nothing was paid), the stock back, the mail.
func TestUnpaidCODCancelRefundsNothing(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		stock := func() int { return e.count(t, "SELECT stock_quantity FROM books WHERE id = ?", f.visible.ID) }
		before := stock()
		provider, banks := watchRefunds(e)
		_, o1 := codOrder(t, e, "ayse@example.com", f.visible.ID)
		member, o2 := codOrder(t, e, "mehmet@example.com", f.visible.ID)
		if r := admin.post("/api/admin/orders/"+o1.ID+"/cancel", map[string]any{}); r.StatusCode != 200 {
			t.Fatalf("cancel: %d %s", r.StatusCode, r.body)
		}
		if r := member.post("/api/orders/"+o2.ID+"/cancel", nil); r.StatusCode != 200 {
			t.Fatalf("own cancel: %d %s", r.StatusCode, r.body)
		}
		for _, id := range []string{o1.ID, o2.ID} {
			if v := adminOrder(t, admin, id); v.Status != "cancelled" || v.PaymentState != "unpaid" {
				t.Fatalf("order: %s %s", v.Status, v.PaymentState)
			}
			if e.mails.count("cancelled", id) != 1 {
				t.Fatal("no cancel mail")
			}
		}
		if n := e.count(t, "SELECT count(*) FROM refunds"); n != 0 || provider.count() != 0 || len(banks.all()) != 0 {
			t.Fatalf("refunds %d, provider %d, bank %+v", n, provider.count(), banks.all())
		}
		if stock() != before {
			t.Fatalf("stock %d, want %d", stock(), before)
		}
	})
}

// A bank-refunded cancel whose finish was lost (a crash after the refund
// was started) is finished by refund reconciliation without asking the
// card provider.
func TestStartedBankRefundIsFinishedByReconciliation(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		provider, banks := watchRefunds(e)
		_, id, total := paidTransferOrder(t, e, "havale@example.com", f.visible.ID)
		ctx := context.Background()
		started := &bookstore.Refund{OrderID: id, PaymentID: bookstore.PaymentIDFor(bookstore.MethodTransfer, id), Amount: total,
			ActorID: "", Reason: "Stokta hasar tespit edildi"}
		if won, err := e.checkout.Returns.StartCancelRefund(ctx, started); err != nil || !won {
			t.Fatalf("start: %v %v", won, err)
		}
		e.clock.advance(time.Hour)
		if n, err := e.checkout.ReconcileRefunds(ctx); err != nil || n != 1 {
			t.Fatalf("reconcile: %d %v", n, err)
		}
		if v := adminOrder(t, admin, id); v.Status != "cancelled" || v.PaymentState != "refunded" {
			t.Fatalf("order: %s %s", v.Status, v.PaymentState)
		}
		wantBankRefund(t, banks.all(), id, "", bookstore.BankRefundCancel, total)
		if provider.count() != 0 {
			t.Fatalf("%d calls to the card provider", provider.count())
		}
	})
}
