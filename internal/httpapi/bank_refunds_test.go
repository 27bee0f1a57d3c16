package httpapi_test

import (
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// Bank refunds through the real router on both databases: the buyer of an
// order with money owed back names the account (own order only, a valid
// IBAN and a holder's name), staff list what they owe and mark it sent
// with their reference (once), the buyer is mailed once; every step by the
// wrong person or twice is refused and changes nothing.

const goodIBAN = "TR33 0006 1005 1978 6457 8413 26"

func TestBankRefunds(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		b := transferBook(t, db, f)
		c, o := transferOrder(t, e, "fazla@example.com", b)
		recordTransfer(t, admin, o.ID, o.Total+5000, "EXC-1")
		_, o2 := transferOrder(t, e, "fazla2@example.com", b)
		recordTransfer(t, admin, o2.ID, o2.Total+700, "EXC-2")

		mine := myOrder(t, c, o.ID)
		if len(mine.BankRefunds) != 1 || mine.BankRefunds[0].State != "awaiting_iban" || mine.BankRefunds[0].Amount != 5000 ||
			mine.BankRefunds[0].Reason != "excess" || mine.BankRefunds[0].CustomerName != "" {
			t.Fatalf("member's refunds: %+v", mine.BankRefunds)
		}
		refund := mine.BankRefunds[0].ID
		path := "/api/orders/" + o.ID + "/bank-refunds/" + refund + "/iban"
		body := map[string]any{"iban": goodIBAN, "holder": "Ayşe Yılmaz"}
		state := func() string {
			return myOrder(t, c, o.ID).BankRefunds[0].State
		}

		// Not the buyer.
		if r := e.client().post(path, body); r.StatusCode != 401 {
			t.Fatalf("guest: %d", r.StatusCode)
		}
		other := buyer(t, e, "baskasi@example.com", b.ID, 1)
		for _, p := range []string{path, "/api/orders/" + o2.ID + "/bank-refunds/" + refund + "/iban", "/api/orders/yok/bank-refunds/" + refund + "/iban"} {
			if r := other.post(p, body); r.StatusCode != 404 || r.problem(t).Message != bookstore.MsgOrderInfoNotFound {
				t.Fatalf("another member %s: %d %s", p, r.StatusCode, r.body)
			}
		}
		// The refund of another order under this one's path.
		if r := c.post("/api/orders/"+o.ID+"/bank-refunds/"+myOrderAdmin(t, admin, o2.ID).BankRefunds[0].ID+"/iban", body); r.StatusCode != 404 {
			t.Fatalf("another order's refund: %d %s", r.StatusCode, r.body)
		}
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		if r := author.post(path, body); r.StatusCode != 403 {
			t.Fatalf("author: %d", r.StatusCode)
		}
		// Bad input.
		for _, bad := range []struct {
			iban, holder, msg string
		}{
			{"TR33 0006 1005 1978 6457 8413 27", "Ayşe Yılmaz", bookstore.MsgIBAN},
			{"DE89 3704 0044 0532 0130 00", "Ayşe Yılmaz", bookstore.MsgIBAN},
			{"", "Ayşe Yılmaz", bookstore.MsgIBAN},
			{goodIBAN, "", bookstore.MsgRefundHolder},
			{goodIBAN, "Ayşe 123", bookstore.MsgRefundHolder},
			{goodIBAN, "Ayşe\u202eYılmaz", bookstore.MsgRefundHolder},
			{goodIBAN, strings.Repeat("a", 141), bookstore.MsgRefundHolder},
		} {
			r := c.post(path, map[string]any{"iban": bad.iban, "holder": bad.holder})
			if r.StatusCode != 422 || r.problem(t).Message != bad.msg {
				t.Errorf("%q %q: %d %s", bad.iban, bad.holder, r.StatusCode, r.body)
			}
		}
		if r := c.post(path, map[string]any{"iban": goodIBAN, "holder": "Ayşe\x00"}); r.StatusCode/100 != 4 {
			t.Fatalf("NUL: %d", r.StatusCode)
		}
		if state() != "awaiting_iban" || e.notices(t, bookstore.NoticeBankRefundDue) != 0 {
			t.Fatal("bad input changed the refund")
		}

		// The buyer gives the account: due, masked to them, staff told once.
		r := c.post(path, body)
		if r.StatusCode != 200 {
			t.Fatalf("give IBAN: %d %s", r.StatusCode, r.body)
		}
		var after httpapi.OrderView
		r.json(t, &after)
		if got := after.BankRefunds[0]; got.State != "due" || got.IBAN != bookstore.MaskIBAN("TR330006100519786457841326") || got.Holder != "Ayşe Yılmaz" {
			t.Fatalf("after the IBAN: %+v", got)
		}
		wantConflict(t, c.post(path, map[string]any{"iban": goodIBAN, "holder": "Başka Biri"}), bookstore.MsgRefundIBANGiven)
		if e.notices(t, bookstore.NoticeBankRefundDue) != 1 ||
			e.count(t, "SELECT count(*) FROM audit_log WHERE action = 'refund.iban_given' AND entity_id = ?", refund) != 1 {
			t.Fatal("notice or audit of the IBAN")
		}

		// Staff's list: by state, nearest deadline first, the IBAN whole.
		var due httpapi.BankRefundList
		admin.get("/api/admin/bank-refunds?state=due").json(t, &due)
		if due.Total != 1 || due.Items[0].ID != refund || due.Items[0].IBAN != "TR330006100519786457841326" ||
			due.Items[0].CustomerName != "Ayşe Yılmaz" || due.Items[0].OrderNumber != o.Number {
			t.Fatalf("due list: %+v", due)
		}
		var all httpapi.BankRefundList
		admin.get("/api/admin/bank-refunds").json(t, &all)
		if all.Total != 2 || all.Items[0].DueBy.After(all.Items[1].DueBy) {
			t.Fatalf("all: %+v", all)
		}
		if r := admin.get("/api/admin/bank-refunds?state=yok"); r.StatusCode != 422 {
			t.Fatalf("bad state: %d", r.StatusCode)
		}

		// Marked sent: once, with a reference, the buyer mailed once.
		done := "/api/admin/bank-refunds/" + refund + "/done"
		for _, who := range []*client{e.client(), c, author} {
			if r := who.post(done, map[string]any{"bankRef": "GIDEN-1"}); r.StatusCode != 401 && r.StatusCode != 403 {
				t.Fatalf("not staff: %d", r.StatusCode)
			}
		}
		for _, ref := range []string{"", "  ", strings.Repeat("9", 65), "A\nB"} {
			if r := admin.post(done, map[string]any{"bankRef": ref}); r.StatusCode != 422 {
				t.Fatalf("ref %q: %d %s", ref, r.StatusCode, r.body)
			}
		}
		r = admin.post(done, map[string]any{"bankRef": " GIDEN-1 "})
		if r.StatusCode != 200 {
			t.Fatalf("done: %d %s", r.StatusCode, r.body)
		}
		var v httpapi.BankRefundView
		r.json(t, &v)
		if v.State != "done" || v.BankRef != "GIDEN-1" || v.DoneAt == nil {
			t.Fatalf("done: %+v", v)
		}
		wantConflict(t, admin.post(done, map[string]any{"bankRef": "GIDEN-2"}), bookstore.MsgRefundAlreadyDone)
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE dedup_key = ?", "bank-refund-sent:"+refund); n != 1 {
			t.Fatalf("%d sent mails", n)
		}
		if !strings.Contains(e.mailText(t, "bank-refund-sent:"+refund), "50,00") {
			t.Fatalf("mail: %s", e.mailText(t, "bank-refund-sent:"+refund))
		}
		// A refund still waiting for its IBAN cannot be sent; unknown ids.
		second := myOrderAdmin(t, admin, o2.ID).BankRefunds[0].ID
		wantConflict(t, admin.post("/api/admin/bank-refunds/"+second+"/done", map[string]any{"bankRef": "GIDEN-3"}), bookstore.MsgRefundNoIBAN)
		for _, id := range []string{"0196a4b8-0000-7000-8000-000000000000", "yok"} {
			if r := admin.post("/api/admin/bank-refunds/"+id+"/done", map[string]any{"bankRef": "X"}); r.StatusCode != 404 {
				t.Fatalf("%s: %d", id, r.StatusCode)
			}
		}
		for _, who := range []*client{e.client(), c} {
			if r := who.get("/api/admin/bank-refunds"); r.StatusCode != 401 && r.StatusCode != 403 {
				t.Fatalf("list by a non-admin: %d", r.StatusCode)
			}
		}
	})
}
