package httpapi_test

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// Havale/EFT recorded by staff, through the real router on both
// databases: an exact transfer confirms the order with the card path's
// effects (mail, audit, invoice, staff notice, cart cleared); a partial
// one leaves it pending until the rest comes; an excess is owed back; a
// bank reference is recorded once; two staff at once confirm once; only a
// pending transfer order takes a transfer; bad input changes nothing.

// transferBook is a book with stock enough for a test's many orders.
func transferBook(t *testing.T, db *sqldb.DB, f *fixture) *bookstore.Book {
	t.Helper()
	b := &bookstore.Book{Title: "Kuyucaklı Yusuf", Price: 10000, Stock: 60, AuthorID: f.author.ID, Approved: true}
	if err := sqldb.NewCatalogWriter(db).CreateBook(context.Background(), b); err != nil {
		t.Fatal(err)
	}
	return b
}

// transferOrder is a member's pending order of one copy of the book on
// which havale/EFT was chosen (the choice itself is the checkout's; here
// the order is set as that choice leaves it).
func transferOrder(t *testing.T, e *env, email string, b *bookstore.Book) (*client, httpapi.OrderView) {
	t.Helper()
	c := buyer(t, e, email, b.ID, 1)
	paymentMethodsOn(t, e)
	o := placeOrder(t, c)
	return c, chosen(t, choose(c, o.ID, map[string]any{"method": "transfer", "contractsAccepted": true}))
}

func today() string { return time.Now().In(bookstore.ShopLocation()).Format(time.DateOnly) }

func transferBody(amount int64, ref string) map[string]any {
	return map[string]any{"amount": amount, "receivedOn": today(), "sender": "Ayşe Yılmaz", "bankRef": ref}
}

func recordTransfer(t *testing.T, admin *client, orderID string, amount int64, ref string) httpapi.AdminOrderView {
	t.Helper()
	r := admin.post("/api/admin/orders/"+orderID+"/transfers", transferBody(amount, ref))
	if r.StatusCode != 200 {
		t.Fatalf("record %d on %s: %d %s", amount, orderID, r.StatusCode, r.body)
	}
	var v httpapi.AdminOrderView
	r.json(t, &v)
	return v
}

func (e *env) transfers(t *testing.T, orderID string) int {
	t.Helper()
	return e.count(t, "SELECT count(*) FROM transfers WHERE order_id = ?", orderID)
}

func wantConflict(t *testing.T, r *response, msg string) {
	t.Helper()
	if r.StatusCode != http.StatusConflict || r.problem(t).Message != msg {
		t.Fatalf("want 409 %q, got %d %s", msg, r.StatusCode, r.body)
	}
}

func TestRecordTransfer(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		b := transferBook(t, db, f)

		t.Run("exact", func(t *testing.T) {
			c, o := transferOrder(t, e, "tam@example.com", b)
			if v := myOrder(t, c, o.ID); v.Status != "pending" {
				t.Fatalf("before: %s", v.Status)
			}
			v := recordTransfer(t, admin, o.ID, o.Total, "GRN-0001")
			if v.Status != "confirmed" || v.PaidAmount != o.Total || v.Installment != 1 || v.PaymentState != "paid" {
				t.Fatalf("after an exact transfer: %+v", v)
			}
			if v.TransferState == nil || *v.TransferState != "paid" || *v.TransferStateLabel != "Ödendi" || *v.Missing != 0 || *v.Excess != 0 {
				t.Fatalf("transfer block: %+v", v.AdminTransferBlock)
			}
			if len(v.Transfers) != 1 || v.Transfers[0].Amount != o.Total || v.Transfers[0].BankRef != "GRN-0001" ||
				v.Transfers[0].Sender != "Ayşe Yılmaz" || v.Transfers[0].ReceivedOn != today() || v.Transfers[0].RecordedBy == "" {
				t.Fatalf("transfers: %+v", v.Transfers)
			}
			if n := e.count(t, "SELECT count(*) FROM orders WHERE id = ? AND payment_id = ?", o.ID, "transfer:"+o.ID); n != 1 {
				t.Fatal("payment id is not the method's")
			}
			if e.mails.count("confirmed", o.ID) != 1 {
				t.Fatal("no confirmation mail")
			}
			if n := e.count(t, "SELECT count(*) FROM invoices WHERE order_id = ?", o.ID); n != 1 {
				t.Fatalf("%d invoices", n)
			}
			if n := e.count(t, "SELECT count(*) FROM staff_notices WHERE dedup_key = ?", "order-paid:"+o.ID); n != 1 {
				t.Fatalf("%d paid notices", n)
			}
			if n := e.count(t, "SELECT count(*) FROM cart_items ci JOIN carts c ON c.id = ci.cart_id JOIN orders o ON o.user_id = c.user_id WHERE o.id = ?", o.ID); n != 0 {
				t.Fatalf("%d cart lines left", n)
			}
			if n := e.count(t, "SELECT count(*) FROM audit_log WHERE entity_id = ? AND action IN ('transfer.recorded', 'order.paid') AND actor_id IS NOT NULL", o.ID); n != 2 {
				t.Fatalf("%d audit entries by the staff member", n)
			}
			// Confirmed: no more transfers.
			wantConflict(t, admin.post("/api/admin/orders/"+o.ID+"/transfers", transferBody(100, "GRN-0002")), bookstore.MsgTransferNotAwaited)
		})

		t.Run("partial then the rest", func(t *testing.T) {
			_, o := transferOrder(t, e, "eksik@example.com", b)
			v := recordTransfer(t, admin, o.ID, o.Total-2500, "ZRT-1001")
			if v.Status != "pending" || *v.TransferState != "partial" || *v.TransferStateLabel != "Eksik ödeme" || *v.Missing != 2500 {
				t.Fatalf("after a partial transfer: %s %+v", v.Status, v.AdminTransferBlock)
			}
			if e.mails.count("confirmed", o.ID) != 0 || e.count(t, "SELECT count(*) FROM invoices WHERE order_id = ?", o.ID) != 0 {
				t.Fatal("a partial transfer confirmed the order")
			}
			v = recordTransfer(t, admin, o.ID, 2500, "ZRT-1002")
			if v.Status != "confirmed" || *v.TransferState != "paid" || len(v.Transfers) != 2 || v.PaidAmount != o.Total {
				t.Fatalf("after the rest: %s %+v", v.Status, v.AdminTransferBlock)
			}
			if e.mails.count("confirmed", o.ID) != 1 {
				t.Fatal("no confirmation mail")
			}
		})

		t.Run("excess", func(t *testing.T) {
			_, o := transferOrder(t, e, "fazla@example.com", b)
			before := time.Now()
			v := recordTransfer(t, admin, o.ID, o.Total+1234, "IS-77")
			if v.Status != "confirmed" || *v.TransferState != "excess" || *v.Excess != 1234 || v.PaidAmount != o.Total {
				t.Fatalf("after an excess: %s %+v", v.Status, v.AdminTransferBlock)
			}
			if len(v.BankRefunds) != 1 {
				t.Fatalf("refunds: %+v", v.BankRefunds)
			}
			r := v.BankRefunds[0]
			if r.Reason != "excess" || r.Amount != 1234 || r.State != "awaiting_iban" || r.IBAN != "" ||
				r.DueBy.Before(before.Add(bookstore.BankRefundDeadline-time.Minute)) || r.DueBy.After(time.Now().Add(bookstore.BankRefundDeadline)) {
				t.Fatalf("refund: %+v", r)
			}
		})

		t.Run("a bank reference is recorded once", func(t *testing.T) {
			_, o := transferOrder(t, e, "cift@example.com", b)
			recordTransfer(t, admin, o.ID, 1000, "GRN-5555")
			wantConflict(t, admin.post("/api/admin/orders/"+o.ID+"/transfers", transferBody(1000, "GRN-5555")), bookstore.MsgTransferDuplicate)
			_, other := transferOrder(t, e, "diger@example.com", b)
			wantConflict(t, admin.post("/api/admin/orders/"+other.ID+"/transfers", transferBody(other.Total, " GRN-5555 ")), bookstore.MsgTransferDuplicate)
			if e.transfers(t, o.ID) != 1 || e.transfers(t, other.ID) != 0 {
				t.Fatal("a duplicate was stored")
			}
			if v := myOrderAdmin(t, admin, other.ID); v.Status != "pending" || *v.TransferState != "awaited" || *v.Missing != other.Total {
				t.Fatalf("the other order changed: %s %+v", v.Status, v.AdminTransferBlock)
			}
		})

		t.Run("two staff at once", func(t *testing.T) {
			_, o := transferOrder(t, e, "yaris@example.com", b)
			second := e.client().signedIn("admin2@example.com", bookstore.RoleAdmin)
			var wg sync.WaitGroup
			codes := make([]int, 4)
			for i := range codes {
				wg.Add(1)
				go func() {
					defer wg.Done()
					who := admin
					if i%2 == 1 {
						who = second
					}
					codes[i] = who.post("/api/admin/orders/"+o.ID+"/transfers", transferBody(o.Total, "YARIS-"+string(rune('A'+i)))).StatusCode
				}()
			}
			wg.Wait()
			ok, conflict := 0, 0
			for _, c := range codes {
				switch c {
				case 200:
					ok++
				case 409:
					conflict++
				}
			}
			if ok != 1 || conflict != 3 {
				t.Fatalf("codes %v", codes)
			}
			if e.transfers(t, o.ID) != 1 || e.mails.count("confirmed", o.ID) != 1 ||
				e.count(t, "SELECT count(*) FROM invoices WHERE order_id = ?", o.ID) != 1 ||
				e.count(t, "SELECT count(*) FROM staff_notices WHERE dedup_key = ?", "order-paid:"+o.ID) != 1 {
				t.Fatal("confirmed more than once")
			}
		})

		t.Run("not a pending transfer order", func(t *testing.T) {
			// A card order, pending and paid.
			c := buyer(t, e, "kart@example.com", b.ID, 1)
			card := placeOrder(t, c)
			wantConflict(t, admin.post("/api/admin/orders/"+card.ID+"/transfers", transferBody(card.Total, "KART-1")), bookstore.MsgTransferOtherOrder)
			payOrder(t, e, c, card.ID)
			wantConflict(t, admin.post("/api/admin/orders/"+card.ID+"/transfers", transferBody(card.Total, "KART-2")), bookstore.MsgTransferOtherOrder)
			// A transfer order cancelled by its buyer.
			mc, cancelled := transferOrder(t, e, "iptal@example.com", b)
			if r := mc.post("/api/orders/"+cancelled.ID+"/cancel", nil); r.StatusCode != 200 {
				t.Fatalf("cancel: %d %s", r.StatusCode, r.body)
			}
			wantConflict(t, admin.post("/api/admin/orders/"+cancelled.ID+"/transfers", transferBody(cancelled.Total, "IPT-1")), bookstore.MsgTransferNotAwaited)
			for _, id := range []string{card.ID, cancelled.ID} {
				if e.transfers(t, id) != 0 {
					t.Fatal("stored on a closed order")
				}
			}
			// Unknown and malformed ids.
			for _, id := range []string{"0196a4b8-0000-7000-8000-000000000000", "yok", "1%27%20OR%201=1"} {
				if r := admin.post("/api/admin/orders/"+id+"/transfers", transferBody(100, "YOK-1")); r.StatusCode != 404 ||
					r.problem(t).Message != bookstore.MsgOrderNotFound {
					t.Fatalf("%s: %d %s", id, r.StatusCode, r.body)
				}
			}
		})

		t.Run("bad input changes nothing", func(t *testing.T) {
			_, o := transferOrder(t, e, "hatali@example.com", b)
			tomorrow := time.Now().In(bookstore.ShopLocation()).AddDate(0, 0, 1).Format(time.DateOnly)
			cases := []struct {
				body map[string]any
				msg  string
			}{
				{map[string]any{"amount": 0}, bookstore.MsgTransferAmount},
				{map[string]any{"amount": -100}, bookstore.MsgTransferAmount},
				{map[string]any{"amount": bookstore.MaxTransferAmount + 1}, bookstore.MsgTransferAmountMax},
				{map[string]any{"receivedOn": tomorrow}, bookstore.MsgTransferDate},
				{map[string]any{"receivedOn": "2020-01-01"}, bookstore.MsgTransferDate}, // before the order
				{map[string]any{"receivedOn": "31.12.2026"}, bookstore.MsgTransferDate},
				{map[string]any{"sender": ""}, bookstore.MsgTransferSender},
				{map[string]any{"sender": strings.Repeat("a", 201)}, bookstore.MsgTransferSender},
				{map[string]any{"sender": "Ayşe\nYılmaz"}, bookstore.MsgSingleLine},
				{map[string]any{"bankRef": "A\u202eB"}, bookstore.MsgSingleLine},
				{map[string]any{"bankRef": strings.Repeat("1", 65)}, bookstore.MsgTransferBankRef},
			}
			for _, c := range cases {
				body := transferBody(o.Total, "HATA-1")
				for k, v := range c.body {
					body[k] = v
				}
				r := admin.post("/api/admin/orders/"+o.ID+"/transfers", body)
				if r.StatusCode != 422 || r.problem(t).Message != c.msg {
					t.Errorf("%v: %d %s", c.body, r.StatusCode, r.body)
				}
			}
			// A control character anywhere in the body, and a malformed body.
			r := admin.post("/api/admin/orders/"+o.ID+"/transfers", map[string]any{"amount": o.Total, "receivedOn": today(), "sender": "A\x00", "bankRef": "X"})
			if r.StatusCode/100 != 4 {
				t.Errorf("NUL: %d %s", r.StatusCode, r.body)
			}
			r = admin.do(http.MethodPost, "/api/admin/orders/"+o.ID+"/transfers", "application/json", strings.NewReader(`{"amount": "çok"}`))
			if r.StatusCode/100 != 4 {
				t.Errorf("malformed: %d %s", r.StatusCode, r.body)
			}
			if e.transfers(t, o.ID) != 0 {
				t.Fatal("bad input was stored")
			}
		})

		t.Run("roles", func(t *testing.T) {
			_, o := transferOrder(t, e, "rol@example.com", b)
			path := "/api/admin/orders/" + o.ID + "/transfers"
			if r := e.client().post(path, transferBody(o.Total, "ROL-1")); r.StatusCode != 401 {
				t.Fatalf("guest: %d", r.StatusCode)
			}
			for _, c := range []*client{e.client().signedIn("uye@example.com", bookstore.RoleUser),
				e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)} {
				if r := c.post(path, transferBody(o.Total, "ROL-1")); r.StatusCode != 403 {
					t.Fatalf("not staff: %d", r.StatusCode)
				}
			}
			if e.transfers(t, o.ID) != 0 {
				t.Fatal("stored by a non-admin")
			}
		})
	})
}

// myOrderAdmin is the admin's order page.
func myOrderAdmin(t *testing.T, admin *client, id string) httpapi.AdminOrderView {
	t.Helper()
	var v httpapi.AdminOrderView
	r := admin.get("/api/admin/orders/" + id)
	if r.StatusCode != 200 {
		t.Fatalf("admin order: %d %s", r.StatusCode, r.body)
	}
	r.json(t, &v)
	return v
}
