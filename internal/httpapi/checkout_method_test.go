package httpapi_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// methodShop is a shop with havale/EFT (3 % off, 48 hours) and kapıda
// ödeme (19,90 ₺ fee) on, and its admin.
func methodShop(t *testing.T, db *sqldb.DB) (*fixture, *env, *client) {
	t.Helper()
	f, e, admin := adminShop(t, db, nil)
	if r := admin.put("/api/admin/settings/payments", paymentsBody()); r.StatusCode != 200 {
		t.Fatalf("settings: %d %s", r.StatusCode, r.body)
	}
	return f, e, admin
}

func choose(c *client, orderID string, body map[string]any) *response {
	return c.post("/api/checkout/"+orderID+"/method", body)
}

func chosen(t *testing.T, r *response) httpapi.OrderView {
	t.Helper()
	if r.StatusCode != 200 {
		t.Fatalf("choose: %d %s", r.StatusCode, r.body)
	}
	var v httpapi.ChosenMethod
	r.json(t, &v)
	return v.Order
}

// orderRowOf reads what the choice must not touch when refused.
func (e *env) orderRowOf(t *testing.T, id string) string {
	t.Helper()
	var method, status string
	var total, fee, disc int64
	if err := e.db.Bun().NewRaw("SELECT payment_method, status, total_amount, method_fee, method_discount FROM orders WHERE id = ?", id).
		Scan(context.Background(), &method, &status, &total, &fee, &disc); err != nil {
		t.Fatal(err)
	}
	return strings.Join([]string{method, status, itoa(total), itoa(fee), itoa(disc)}, "/")
}

func itoa(n int64) string { return bookstore.FormatLira(n) }

func TestChooseTransfer(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := methodShop(t, db)
		c := buyer(t, e, "havale@example.com", f.visible.ID, 2)
		o := placeOrder(t, c) // 2 × 89,90 = 179,80, free shipping
		var v httpapi.CheckoutView
		c.get("/api/checkout/"+o.ID).json(t, &v)
		if len(v.Methods) != 3 || v.Methods[0].Method != "card" || v.Methods[0].Totals.Total != 17980 ||
			v.Methods[1].Totals != (httpapi.MethodTotals{Subtotal: 17980, MethodDiscount: 539, Total: 17441}) || !v.Methods[1].Available ||
			v.Methods[2].Totals.MethodFee != 1990 || v.Methods[2].Totals.Total != 19970 || !v.Methods[2].Available ||
			strings.Join(v.Methods[2].CODForms, ",") != "Nakit,Kredi kartı" || v.Methods[1].CODForms != nil {
			t.Fatalf("methods: %+v", v.Methods)
		}
		if !strings.Contains(v.PreInformation, "Kredi/banka kartı") {
			t.Fatal("the card's contracts by default")
		}
		c.get("/api/checkout/"+o.ID+"?method=transfer").json(t, &v)
		if !strings.Contains(v.PreInformation, "Ödeme şekli: Havale / EFT") || !strings.Contains(v.PreInformation, "Havale/EFT indirimi: -₺5,39") {
			t.Fatalf("transfer contracts: %s", v.PreInformation)
		}
		if r := c.get("/api/checkout/" + o.ID + "?method=cheque"); r.StatusCode != 422 {
			t.Fatalf("unknown method: %d", r.StatusCode)
		}
		// The contracts must be accepted; a guest signs in; another member
		// finds nothing.
		if r := choose(c, o.ID, map[string]any{"method": "transfer"}); r.StatusCode != 422 || r.problem(t).Message != bookstore.MsgContractsRequired {
			t.Fatalf("unaccepted: %d %s", r.StatusCode, r.body)
		}
		if r := choose(e.client(), o.ID, map[string]any{"method": "transfer", "contractsAccepted": true}); r.StatusCode != 401 {
			t.Fatalf("guest: %d", r.StatusCode)
		}
		other := e.client().signedIn("baska@example.com", bookstore.RoleUser)
		if r := choose(other, o.ID, map[string]any{"method": "transfer", "contractsAccepted": true}); r.StatusCode != 404 || r.problem(t).Message != bookstore.MsgOrderInfoNotFound {
			t.Fatalf("other member: %d %s", r.StatusCode, r.body)
		}
		for _, bad := range []map[string]any{{"method": "card", "contractsAccepted": true}, {"method": "x\u0000", "contractsAccepted": true}, {"method": 5}} {
			if r := choose(c, o.ID, bad); r.StatusCode != 422 {
				t.Fatalf("bad body %v: %d %s", bad, r.StatusCode, r.body)
			}
		}
		if got := e.orderRowOf(t, o.ID); got != "card/pending/₺179,80/₺0,00/₺0,00" {
			t.Fatalf("refusals changed the order: %s", got)
		}

		before := time.Now()
		got := chosen(t, choose(c, o.ID, map[string]any{"method": "transfer", "contractsAccepted": true}))
		if got.Status != "pending" || got.PaymentMethod != "transfer" || got.PaymentMethodLabel != "Havale / EFT" || got.MethodDiscount != 539 ||
			got.Total != 17441 || got.Transfer == nil {
			t.Fatalf("chosen: %+v", got)
		}
		tr := got.Transfer
		if len(tr.Accounts) != 1 || tr.Accounts[0].IBAN != "TR33 0006 1005 1978 6457 8413 26" || tr.Amount != 17441 || tr.Reference != o.Number ||
			tr.State != "awaited" || tr.StateLabel != "Ödeme bekleniyor" || tr.Missing != 17441 || tr.Deadline == nil {
			t.Fatalf("transfer block: %+v", tr)
		}
		// The deadline is the working-day hold from the choice.
		if want := bookstore.HoldDeadline(before, 48); tr.Deadline.Before(want.Add(-time.Minute)) || tr.Deadline.After(bookstore.HoldDeadline(time.Now(), 48)) {
			t.Fatalf("deadline %v, want about %v", tr.Deadline, want)
		}
		// The lines carry the discount: what they paid sums to the books' total.
		var paid int64
		for _, it := range got.Items {
			paid += it.Paid
		}
		if paid != 17441 {
			t.Fatalf("lines paid %d", paid)
		}
		// Stock stays held, the cart stays until the money is in; the
		// contracts as accepted name the method.
		if e.stock(t, f.visible.ID) != 2 || len(c.cart(t).Items) != 1 {
			t.Fatalf("stock %d cart %+v", e.stock(t, f.visible.ID), c.cart(t))
		}
		if n := e.count(t, "SELECT count(*) FROM orders WHERE id = ? AND contracts_text LIKE ? AND contracts_accepted_ip <> ''", o.ID, "%Havale / EFT%"); n != 1 {
			t.Fatal("accepted contracts not stored")
		}
		// The instructions mail, once, in the choice's transaction.
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE dedup_key = ? AND text_body LIKE ? AND text_body LIKE ?",
			"order-transfer:"+o.ID, "%₺174,41%", "%TR33 0006 1005 1978 6457 8413 26%"); n != 1 {
			t.Fatalf("transfer mails: %d", n)
		}
		if mine := myOrder(t, c, o.ID); mine.Transfer == nil || mine.Transfer.Amount != 17441 || mine.PaymentMethod != "transfer" {
			t.Fatalf("member's order: %+v", mine)
		}
		// A changed cart cannot replace it: the money may be on its way.
		setQty(c, f.visible.ID, 1)
		if r := c.post("/api/orders", nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgTransferOrderOpen {
			t.Fatalf("new order over a transfer order: %d %s", r.StatusCode, r.body)
		}
		setQty(c, f.visible.ID, 2)
		// Choosing again, or paying by card now: refused, nothing changed.
		if r := choose(c, o.ID, map[string]any{"method": "cod", "contractsAccepted": true}); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgMethodChosen {
			t.Fatalf("twice: %d %s", r.StatusCode, r.body)
		}
		if r := c.post("/api/checkout/"+o.ID+"/pay", payBody(goodCard)); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgMethodChosen {
			t.Fatalf("card after transfer: %d %s", r.StatusCode, r.body)
		}
		if got := e.orderRowOf(t, o.ID); got != "transfer/pending/₺174,41/₺0,00/₺5,39" {
			t.Fatalf("after refusals: %s", got)
		}
		if n := e.count(t, "SELECT count(*) FROM payment_attempts WHERE order_id = ?", o.ID); n != 0 {
			t.Fatalf("attempts: %d", n)
		}
		// What confirming it will write (the transfer's store takes these):
		// paid by transfer, no card instalments, the invoice and the notice.
		po, err := sqldb.NewCheckoutStore(db).OrderByID(context.Background(), o.ID)
		if err != nil {
			t.Fatal(err)
		}
		fx, err := e.checkout.ConfirmEffects(context.Background(), &po.Order)
		if err != nil || fx.Mail == nil || fx.Invoice == nil || fx.Staff == nil || fx.Audit == nil || fx.Audit.Action != bookstore.ActionOrderPaid ||
			!strings.Contains(string(fx.Audit.After), "transfer:"+o.ID) || !strings.Contains(fx.Mail.TextBody, "Ödeme: Havale / EFT") ||
			strings.Contains(fx.Mail.TextBody, "Tek çekim") || !strings.Contains(fx.Mail.TextBody, "Havale/EFT indirimi: -₺5,39") {
			t.Fatalf("confirm effects: %v %+v", err, fx)
		}
		// The admin's 'Onayla': only once recorded transfers cover the total.
		var adminID string
		if err := db.Bun().NewRaw("SELECT id FROM users WHERE email = 'admin@example.com'").Scan(context.Background(), &adminID); err != nil {
			t.Fatal(err)
		}
		record := func(amount int64, ref string) {
			t.Helper()
			if _, err := db.Bun().NewRaw(`INSERT INTO transfers (id, order_id, amount, received_on, sender, bank_ref, recorded_by, created_at)
				VALUES (?, ?, ?, ?, 'Ayşe Yılmaz', ?, ?, ?)`, uuid.NewString(), o.ID, amount, time.Now().UTC().Truncate(24*time.Hour), ref, adminID, time.Now().UTC()).
				Exec(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		record(17000, "DEKONT-1")
		if r := admin.post("/api/admin/orders/"+o.ID+"/confirm", nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgConfirmNeedsMoney {
			t.Fatalf("confirm short: %d %s", r.StatusCode, r.body)
		}
		if mine := myOrder(t, c, o.ID); mine.Transfer.State != "partial" || mine.Transfer.Missing != 441 || mine.Transfer.Recorded != 17000 || mine.Status != "pending" {
			t.Fatalf("partial: %+v", mine.Transfer)
		}
		record(441, "DEKONT-2")
		if r := admin.post("/api/admin/orders/"+o.ID+"/confirm", nil); r.StatusCode != 200 {
			t.Fatalf("confirm covered: %d %s", r.StatusCode, r.body)
		}
	})
}

func TestChooseCOD(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := methodShop(t, db)
		c := buyer(t, e, "kapida@example.com", f.visible.ID, 1)
		o := placeOrder(t, c) // 89,90 + 15,00 shipping
		if r := choose(c, o.ID, map[string]any{"method": "cod", "contractsAccepted": true, "codForm": "kart"}); r.StatusCode != 422 {
			t.Fatalf("bad form: %d %s", r.StatusCode, r.body)
		}
		got := chosen(t, choose(c, o.ID, map[string]any{"method": "cod", "contractsAccepted": true, "codForm": "cash"}))
		if got.Status != "confirmed" || got.PaymentMethod != "cod" || got.PaymentMethodLabel != "Kapıda ödeme" || got.MethodFee != 1990 ||
			got.Total != 8990+1500+1990 || got.Transfer != nil || got.PaidAmount != 0 {
			t.Fatalf("chosen: %+v", got)
		}
		// Confirmed as a paid card order is: the mail, the invoice number,
		// the staff's notice, the audit entry once; the cart emptied; the
		// stock stays taken.
		if e.mails.count("confirmed", o.ID) != 1 || e.count(t, "SELECT count(*) FROM invoices WHERE order_id = ?", o.ID) != 1 ||
			e.count(t, "SELECT count(*) FROM staff_notices WHERE kind = 'order-paid' AND subject LIKE ?", "%#"+o.Number+"%") != 1 ||
			e.count(t, "SELECT count(*) FROM audit_log WHERE entity_id = ? AND action = 'order.confirmed'", o.ID) != 1 {
			t.Fatal("confirmation effects not written once")
		}
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE dedup_key = ? AND text_body LIKE ?", "order-confirmed:"+o.ID,
			"%teslimatta ödenecek tutar: ₺124,80%"); n != 1 {
			t.Fatal("the confirmation mail does not name the amount at the door")
		}
		if len(c.cart(t).Items) != 0 || e.stock(t, f.visible.ID) != 3 {
			t.Fatalf("cart %+v stock %d", c.cart(t), e.stock(t, f.visible.ID))
		}
		// Again: refused, nothing written twice.
		if r := choose(c, o.ID, map[string]any{"method": "cod", "contractsAccepted": true}); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgMethodChosen {
			t.Fatalf("twice: %d %s", r.StatusCode, r.body)
		}
		if e.mails.count("confirmed", o.ID) != 1 || e.count(t, "SELECT count(*) FROM invoices WHERE order_id = ?", o.ID) != 1 {
			t.Fatal("a second choice wrote effects")
		}
		// The admin's 'Onayla' on it: already confirmed.
		if r := admin.post("/api/admin/orders/"+o.ID+"/confirm", nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgOrderTransition {
			t.Fatalf("admin confirm: %d %s", r.StatusCode, r.body)
		}

		// A second order of the member: one open kapıda ödeme order at most.
		setQty(c, f.visible.ID, 1)
		o2 := placeOrder(t, c)
		refused := func(c *client, id, msg string) {
			t.Helper()
			before := e.orderRowOf(t, id)
			r := choose(c, id, map[string]any{"method": "cod", "contractsAccepted": true})
			if r.StatusCode != 409 || !strings.Contains(r.problem(t).Message, msg) {
				t.Fatalf("want 409 %q: %d %s", msg, r.StatusCode, r.body)
			}
			if after := e.orderRowOf(t, id); after != before {
				t.Fatalf("refused choice changed the order: %s → %s", before, after)
			}
			var v httpapi.CheckoutView
			c.get("/api/checkout/"+id).json(t, &v)
			if strings.Contains(msg, "ve altındaki") {
				// Above the maximum the option is not shown at all.
				if len(v.Methods) != 2 || v.Methods[1].Method != "transfer" {
					t.Fatalf("offer above the maximum: %+v", v.Methods)
				}
				return
			}
			if len(v.Methods) != 3 || v.Methods[2].Available || !strings.Contains(v.Methods[2].Reason, msg) {
				t.Fatalf("offer: %+v", v.Methods)
			}
		}
		refused(c, o2.ID, bookstore.MsgCODOpenOrder)

		// Another member: banned after a refused parcel, then over the
		// maximum, then a carrier that does not collect, then off.
		d := buyer(t, e, "diger@example.com", f.visible.ID, 1)
		o3 := placeOrder(t, d)
		var uid string
		if err := db.Bun().NewRaw("SELECT user_id FROM orders WHERE id = ?", o3.ID).Scan(context.Background(), &uid); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Bun().NewRaw("INSERT INTO cod_refusals (order_id, user_id, at) VALUES (?, ?, ?)", o.ID, uid, time.Now().UTC()).
			Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		refused(d, o3.ID, "tarihine kadar kullanılamaz")
		if _, err := db.Bun().NewRaw("DELETE FROM cod_refusals").Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		for _, s := range []struct {
			edit func(b map[string]any)
			msg  string
		}{
			{func(b map[string]any) { b["codMaxTotal"] = 12479 }, "₺124,79 ve altındaki"},
			{func(b map[string]any) { b["codCarriers"] = []string{"Aras Kargo"} }, bookstore.MsgCODCarrier},
		} {
			b := paymentsBody()
			s.edit(b)
			if r := admin.put("/api/admin/settings/payments", b); r.StatusCode != 200 {
				t.Fatalf("settings: %d %s", r.StatusCode, r.body)
			}
			refused(d, o3.ID, s.msg)
		}
		b := paymentsBody()
		b["codOn"] = false
		admin.put("/api/admin/settings/payments", b)
		before := e.orderRowOf(t, o3.ID)
		if r := choose(d, o3.ID, map[string]any{"method": "cod", "contractsAccepted": true}); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgMethodOff {
			t.Fatalf("off: %d %s", r.StatusCode, r.body)
		}
		if e.orderRowOf(t, o3.ID) != before {
			t.Fatal("off changed the order")
		}
		// At the maximum exactly it is offered.
		b = paymentsBody()
		b["codMaxTotal"] = 12480
		admin.put("/api/admin/settings/payments", b)
		if got := chosen(t, choose(d, o3.ID, map[string]any{"method": "cod", "contractsAccepted": true})); got.Status != "confirmed" {
			t.Fatalf("at the maximum: %+v", got)
		}
	})
}

func TestChooseMethodRaces(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, _ := methodShop(t, db)
		// Two tabs choose at once: one wins, the other is told.
		c := buyer(t, e, "iki@example.com", f.visible.ID, 1)
		o := placeOrder(t, c)
		var wg sync.WaitGroup
		codes := make([]int, 2)
		for i, m := range []string{"transfer", "cod"} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes[i] = choose(c, o.ID, map[string]any{"method": m, "contractsAccepted": true}).StatusCode
			}()
		}
		wg.Wait()
		if codes[0]+codes[1] != 200+409 {
			t.Fatalf("concurrent choices: %v", codes)
		}
		if n := e.mails.count("confirmed", o.ID) + e.count(t, "SELECT count(*) FROM mail_outbox WHERE dedup_key = ?", "order-transfer:"+o.ID); n > 1 {
			t.Fatalf("both choices wrote their mail: %d", n)
		}
		// A card form in flight blocks the choice.
		e.checkout.Mode = bookstore.PaymentCheckoutForm
		c2 := buyer(t, e, "form@example.com", f.visible.ID, 1)
		o2 := placeOrder(t, c2)
		if r := c2.post("/api/checkout/"+o2.ID+"/pay", map[string]any{"acceptPreInformation": true, "acceptDistanceSales": true}); r.StatusCode != 200 {
			t.Fatalf("form: %d %s", r.StatusCode, r.body)
		}
		if r := choose(c2, o2.ID, map[string]any{"method": "transfer", "contractsAccepted": true}); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgPaymentInFlight {
			t.Fatalf("form in flight: %d %s", r.StatusCode, r.body)
		}
		if got := e.orderRowOf(t, o2.ID); !strings.HasPrefix(got, "card/pending/") {
			t.Fatalf("form order changed: %s", got)
		}
		e.checkout.Mode = bookstore.PaymentDirect3DS
		// An expired order, and a cancelled one.
		c3 := buyer(t, e, "gec@example.com", f.visible.ID, 1)
		o3 := placeOrder(t, c3)
		e.clock.advance(24 * time.Hour)
		if r := choose(c3, o3.ID, map[string]any{"method": "transfer", "contractsAccepted": true}); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgOrderExpired {
			t.Fatalf("expired: %d %s", r.StatusCode, r.body)
		}
		if _, err := db.Bun().NewRaw("UPDATE orders SET status = 'cancelled' WHERE id = ?", o3.ID).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		if r := choose(c3, o3.ID, map[string]any{"method": "transfer", "contractsAccepted": true}); r.StatusCode != 409 {
			t.Fatalf("cancelled: %d %s", r.StatusCode, r.body)
		}
		if got := e.orderRowOf(t, o3.ID); !strings.HasPrefix(got, "card/cancelled/") {
			t.Fatalf("cancelled order changed: %s", got)
		}
	})
}
