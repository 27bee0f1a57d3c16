package httpapi_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/iyzico"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// Fault injection in the completion of a payment: a failure (an error or a
// panic, as a crash or a dropped database would leave it) at each step,
// then reconciliation against the simulator. Whatever happened, every order
// must end confirmed and charged once, or not confirmed and not charged
// (voided or refunded); never charged and cancelled; stock exact.

var errInjected = errors.New("injected fault")

// faultStore fails one step of the checkout store.
type faultStore struct {
	bookstore.CheckoutStore
	step  string // "claim", "confirm-before", "confirm-after", "release"
	panic bool
	armed bool
}

func (f *faultStore) trip() error {
	if !f.armed {
		return nil
	}
	f.armed = false
	if f.panic {
		panic(errInjected)
	}
	return errInjected
}

func (f *faultStore) ClaimCompletion(ctx context.Context, orderID string, now time.Time, stale time.Duration, unexpiredOnly bool) (bool, error) {
	won, err := f.CheckoutStore.ClaimCompletion(ctx, orderID, now, stale, unexpiredOnly)
	if f.step == "claim" && won && err == nil {
		return won, f.trip() // claimed, then the process dies
	}
	return won, err
}

func (f *faultStore) ConfirmPaid(ctx context.Context, orderID, attemptID string, p bookstore.CompletedPayment, fx bookstore.Effects) error {
	if f.step == "confirm-before" {
		if err := f.trip(); err != nil {
			return err
		}
	}
	if err := f.CheckoutStore.ConfirmPaid(ctx, orderID, attemptID, p, fx); err != nil {
		return err
	}
	if f.step == "confirm-after" {
		return f.trip() // committed, but the answer never arrived
	}
	return nil
}

func (f *faultStore) ReleaseCompletion(ctx context.Context, orderID string) error {
	if f.step == "release" {
		if err := f.trip(); err != nil {
			return err
		}
	}
	return f.CheckoutStore.ReleaseCompletion(ctx, orderID)
}

// faultProvider loses the provider's answer after the provider acted
// (armed: the next retrieve or auth), and every void's (loseVoids).
type faultProvider struct {
	bookstore.PaymentProvider
	armed, loseVoids bool
}

func (f *faultProvider) RetrieveForm(ctx context.Context, orderID, token string) (*bookstore.FormOutcome, error) {
	out, err := f.PaymentProvider.RetrieveForm(ctx, orderID, token)
	if f.armed {
		f.armed = false
		return nil, fmt.Errorf("iyzico: %w (answer lost)", errInjected)
	}
	return out, err
}

func (f *faultProvider) Complete3DS(ctx context.Context, orderID, paymentID, data string, amount int64) (*bookstore.CompletedPayment, error) {
	p, err := f.PaymentProvider.Complete3DS(ctx, orderID, paymentID, data, amount)
	if f.armed {
		f.armed = false
		return nil, fmt.Errorf("iyzico: %w (answer lost)", errInjected)
	}
	return p, err
}

func (f *faultProvider) Void(ctx context.Context, orderID, paymentID, ip string) error {
	if f.loseVoids {
		return fmt.Errorf("iyzico: %w (void lost)", errInjected)
	}
	return f.PaymentProvider.Void(ctx, orderID, paymentID, ip)
}

// survive runs a step that may panic, as a crashed request would.
func survive(f func()) {
	defer func() { _ = recover() }()
	f()
}

// reconcileUntilQuiet moves the clock past the claim's staleness and the
// order's deadline and runs the jobs, as every instance would.
func reconcileUntilQuiet(t *testing.T, e *env) {
	t.Helper()
	e.clock.advance(e.checkout.TTL)
	for range 4 {
		e.clock.advance(bookstore.DefaultStaleClaim + time.Minute)
		if _, err := e.checkout.Reconcile(context.Background()); err != nil {
			t.Fatal(err)
		}
		if _, err := e.checkout.ExpireDue(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
}

// assertMoneyAndStock checks the invariants over every order of the test.
func assertMoneyAndStock(t *testing.T, e *env, bookID string, initial int) {
	t.Helper()
	held := map[string]int{} // order id → charges the provider still holds
	for _, p := range e.sim.Payments() {
		if p.State == iyzico.SimPaid && !p.Voided && p.RefundedAmount < p.PaidPrice {
			held[p.ConversationID]++
		}
	}
	var orders []struct {
		ID       string `bun:"id"`
		Status   string `bun:"status"`
		Quantity int    `bun:"quantity"`
	}
	if err := e.db.Bun().NewRaw(`SELECT o.id, o.status, COALESCE(sum(i.quantity), 0) AS quantity FROM orders o
		JOIN order_items i ON i.order_id = o.id GROUP BY o.id, o.status`).Scan(context.Background(), &orders); err != nil {
		t.Fatal(err)
	}
	reserved := 0
	for _, o := range orders {
		switch o.Status {
		case "confirmed":
			if held[o.ID] != 1 {
				t.Errorf("order %s confirmed with %d charges held", o.ID, held[o.ID])
			}
			reserved += o.Quantity
		case "cancelled":
			if held[o.ID] != 0 {
				t.Errorf("order %s cancelled but charged (%d)", o.ID, held[o.ID])
			}
		default:
			t.Errorf("order %s left %s after reconciliation", o.ID, o.Status)
		}
	}
	if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE kind = 'order-confirmed'"); n != e.count(t, "SELECT count(*) FROM orders WHERE status = 'confirmed'") {
		t.Errorf("%d confirmation mails for the confirmed orders", n)
	}
	if stock := e.stock(t, bookID); stock+reserved != initial {
		t.Errorf("stock %d + sold %d != %d", stock, reserved, initial)
	}
	if n := e.count(t, "SELECT count(*) FROM payment_attempts WHERE status = 'started'"); n != 0 {
		t.Errorf("%d attempts left started", n)
	}
}

func TestCheckoutFaultsSettleByReconciliation(t *testing.T) {
	// charged: whether the buyer's card was charged before the fault (a
	// form is charged by iyzico; direct 3D Secure only by the shop's auth).
	// A charged order must end confirmed, an uncharged one cancelled.
	cases := []struct {
		name       string
		mode       bookstore.PaymentMode
		step       string // the store's step, or "" for the provider's answer
		panic      bool
		loseAnswer bool
		loseVoid   bool
		charged    bool
	}{
		{name: "form: crash after the claim", mode: bookstore.PaymentCheckoutForm, step: "claim", panic: true, charged: true},
		{name: "form: retrieve answer lost", mode: bookstore.PaymentCheckoutForm, loseAnswer: true, charged: true},
		{name: "form: database fails before the confirming commit", mode: bookstore.PaymentCheckoutForm, step: "confirm-before", charged: true},
		{name: "form: crash before the confirming commit", mode: bookstore.PaymentCheckoutForm, step: "confirm-before", panic: true, charged: true},
		{name: "form: answer lost after the confirming commit", mode: bookstore.PaymentCheckoutForm, step: "confirm-after", charged: true},
		{name: "form: claim release fails after a decline", mode: bookstore.PaymentCheckoutForm, step: "release"},
		{name: "3ds: crash after the claim, before auth", mode: bookstore.PaymentDirect3DS, step: "claim", panic: true},
		{name: "3ds: auth answer lost and the void too", mode: bookstore.PaymentDirect3DS, loseAnswer: true, loseVoid: true, charged: true},
		{name: "3ds: database fails before the confirming commit", mode: bookstore.PaymentDirect3DS, step: "confirm-before", charged: true},
		{name: "3ds: crash after the confirming commit", mode: bookstore.PaymentDirect3DS, step: "confirm-after", panic: true, charged: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
				f := storefrontFixture(t, db)
				e := newEnv(t, db, nil)
				e.checkout.Mode = tc.mode
				initial := e.stock(t, f.visible.ID)
				store := &faultStore{CheckoutStore: e.checkout.Store, step: tc.step, panic: tc.panic}
				provider := &faultProvider{PaymentProvider: e.checkout.Provider}
				e.checkout.Store, e.checkout.Provider = store, provider

				c := buyer(t, e, "alici@example.com", f.visible.ID, 1)
				o := placeOrder(t, c)
				declined := tc.step == "release"
				store.armed = tc.step != ""
				provider.armed = tc.loseAnswer
				if tc.mode == bookstore.PaymentCheckoutForm {
					card := "5528790000000008"
					if declined {
						card = "4111111111111129"
					}
					token := payOnForm(t, startForm(t, c, o.ID).FrameURL, card, "1", "approve")
					survive(func() { e.checkout.HandleFormCallback(context.Background(), token, "127.0.0.1") })
				} else {
					form := bank(t, e, startPayment(t, c, o.ID), "approve")
					provider.loseVoids = tc.loseVoid
					cb := bookstore.PaymentCallback{Status: form.Get("status"), PaymentID: form.Get("paymentId"),
						ConversationID: form.Get("conversationId"), ConversationData: form.Get("conversationData"),
						MDStatus: form.Get("mdStatus"), Signature: form.Get("signature")}
					survive(func() { e.checkout.HandleCallback(context.Background(), cb, "127.0.0.1") })
				}
				// Whatever the buyer saw, nothing is settled wrongly meanwhile:
				// no expiry may cancel an order the provider may have charged.
				if _, err := e.checkout.ExpireDue(context.Background()); err != nil {
					t.Fatal(err)
				}
				reconcileUntilQuiet(t, e)
				assertMoneyAndStock(t, e, f.visible.ID, initial)
				want := "cancelled"
				if tc.charged {
					want = "confirmed"
				}
				if got := myOrder(t, c, o.ID); got.Status != want {
					t.Fatalf("order ended %s, want %s", got.Status, want)
				}
			})
		})
	}
}

// A form the buyer paid but whose callback and webhook never came: only
// reconciliation learns of it, and confirms the order even past its
// deadline (its stock is still held); an abandoned form frees the stock
// once its token has expired.
func TestCheckoutFormReconciledWithoutCallback(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := formEnv(t, db)
		initial := e.stock(t, f.visible.ID)
		c := buyer(t, e, "alici@example.com", f.visible.ID, 1)
		o := placeOrder(t, c)
		payOnForm(t, startForm(t, c, o.ID).FrameURL, "5528790000000008", "2", "approve")

		c2 := buyer(t, e, "vazgecen@example.com", f.visible.ID, 1)
		o2 := placeOrder(t, c2)
		startForm(t, c2, o2.ID) // opened, never paid

		e.clock.advance(20 * time.Minute) // past the 15-minute hold
		if _, err := e.checkout.ExpireDue(context.Background()); err != nil {
			t.Fatal(err)
		}
		if got := myOrder(t, c2, o2.ID); got.Status != "pending" {
			t.Fatalf("an order with an open form expired before the form: %s", got.Status)
		}
		if _, err := e.checkout.Reconcile(context.Background()); err != nil {
			t.Fatal(err)
		}
		if got := myOrder(t, c, o.ID); got.Status != "confirmed" || got.Installment != 2 {
			t.Fatalf("paid form not reconciled: %+v", got)
		}
		// The open form's token expires (30 min): the stock comes back.
		e.clock.advance(15 * time.Minute)
		reconcileUntilQuiet(t, e)
		if got := myOrder(t, c2, o2.ID); got.Status != "cancelled" {
			t.Fatalf("abandoned form: %s", got.Status)
		}
		assertMoneyAndStock(t, e, f.visible.ID, initial)
	})
}

// Reservation caps: one member cannot hold more than the caps allow.
func TestCheckoutReservationCaps(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := formEnv(t, db)
		ctx := context.Background()
		if _, err := db.Bun().ExecContext(ctx, "UPDATE books SET stock_quantity = 100 WHERE id = ?", f.visible.ID); err != nil {
			t.Fatal(err)
		}
		c := buyer(t, e, "istifci@example.com", f.visible.ID, 1)
		// The cart refuses more copies of a book than one order may hold,
		// and says how many it may: the line's maxQuantity.
		if r := setQty(c, f.visible.ID, bookstore.MaxOrderLineCopies+1); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgOrderLineCap {
			t.Fatalf("cart line cap: %d %s", r.StatusCode, r.body)
		}
		if v := c.cart(t); v.Items[0].Quantity != 1 || v.Items[0].MaxQuantity != bookstore.MaxOrderLineCopies {
			t.Fatalf("cart after a refused quantity: %+v", v.Items[0])
		}
		// A line over the cap that is already in a cart (put there before
		// the rule) is refused again when the order is placed.
		if _, err := db.Bun().ExecContext(ctx, "UPDATE cart_items SET quantity = ? WHERE book_id = ?", bookstore.MaxOrderLineCopies+1, f.visible.ID); err != nil {
			t.Fatal(err)
		}
		r := c.post("/api/orders", nil)
		if r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgOrderLineCap {
			t.Fatalf("order line cap: %d %s", r.StatusCode, r.body)
		}
		if e.stock(t, f.visible.ID) != 100 {
			t.Fatal("a refused order reserved stock")
		}
		// A second unpaid order replaces the first: never two holds.
		if r := setQty(c, f.visible.ID, bookstore.MaxOrderLineCopies); r.StatusCode != 200 {
			t.Fatalf("cart: %d %s", r.StatusCode, r.body)
		}
		placeOrder(t, c)
		if r := setQty(c, f.visible.ID, 3); r.StatusCode != 200 {
			t.Fatalf("cart: %d %s", r.StatusCode, r.body)
		}
		placeOrder(t, c)
		if got := e.stock(t, f.visible.ID); got != 97 {
			t.Fatalf("stock after a replaced order: %d", got)
		}
		if n := e.count(t, "SELECT count(*) FROM orders WHERE status = 'pending'"); n != 1 {
			t.Fatalf("%d pending orders for one member", n)
		}
	})
}
