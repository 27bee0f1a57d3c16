package httpapi_test

import (
	"reflect"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// estimateNow is the estimate the server makes around now: the one before
// the request or, should an hour have turned during it, the one after.
func estimateNow(s bookstore.DeliverySettings, before time.Time) []string {
	return []string{bookstore.EstimateDelivery(before, s).Text, bookstore.EstimateDelivery(time.Now(), s).Text}
}

func oneOf(got string, want []string) bool { return got == want[0] || got == want[1] }

// TestDeliverySettingAccess: only an admin reads or changes the delivery
// setting; a bad form answers a Turkish message under its field and stores
// nothing.
func TestDeliverySettingAccess(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		body := map[string]any{"handlingDays": 0, "cutoffHour": 12, "transitDays": 1}
		for who, want := range map[*client]int{e.client(): 401, member: 403, author: 403} {
			for _, r := range []*response{who.get("/api/admin/settings/delivery"), who.doJSON("PUT", "/api/admin/settings/delivery", body)} {
				if r.StatusCode != want || r.problem(t).Message == "" {
					t.Fatalf("%d, want %d: %s", r.StatusCode, want, r.body)
				}
			}
		}
		var s httpapi.DeliverySetting
		admin.get("/api/admin/settings/delivery").json(t, &s)
		if !reflect.DeepEqual(s, httpapi.DeliverySetting{HandlingDays: 1, CutoffHour: 15, TransitDays: 2}) {
			t.Fatalf("the default setting by default: %+v", s)
		}
		for _, c := range []struct {
			body  map[string]any
			field string
			msg   string
		}{
			{map[string]any{"handlingDays": -1, "cutoffHour": 15, "transitDays": 2}, "handlingDays", bookstore.MsgHandlingDays},
			{map[string]any{"handlingDays": 1, "cutoffHour": 24, "transitDays": 2}, "cutoffHour", bookstore.MsgCutoffHour},
			{map[string]any{"handlingDays": 1, "cutoffHour": 0, "transitDays": 2}, "cutoffHour", bookstore.MsgCutoffHour},
			{map[string]any{"handlingDays": 1, "cutoffHour": 15, "transitDays": 99}, "transitDays", bookstore.MsgTransitDays},
			{map[string]any{"handlingDays": 1, "cutoffHour": 15, "transitDays": 2, "closedDays": []string{"2027-13-01"}}, "closedDays", bookstore.MsgClosedDay},
			{map[string]any{"handlingDays": 1, "cutoffHour": 15, "transitDays": 2, "closedDays": []string{"2027-01-04\n2027-01-05"}}, "closedDays", bookstore.MsgClosedDay},
			{map[string]any{"handlingDays": 1, "cutoffHour": 15, "transitDays": 2, "closedDays": manyDays(61)}, "closedDays", bookstore.MsgClosedDaysMany},
		} {
			r := admin.put("/api/admin/settings/delivery", c.body)
			if p := r.problem(t); r.StatusCode != 422 || len(p.Errors) != 1 || p.Errors[0].Field != c.field || p.Errors[0].Message != c.msg {
				t.Errorf("%v: %d %s", c.body, r.StatusCode, r.body)
			}
		}
		if n := e.count(t, "SELECT count(*) FROM delivery_settings"); n != 0 {
			t.Fatalf("refused forms stored %d settings", n)
		}
		// The closed days come back sorted, without repeats or blanks.
		body["closedDays"] = []string{"2027-01-07", " 2027-01-04", "", "2027-01-07"}
		r := admin.put("/api/admin/settings/delivery", body)
		r.json(t, &s)
		if r.StatusCode != 200 || !reflect.DeepEqual(s, httpapi.DeliverySetting{HandlingDays: 0, CutoffHour: 12, TransitDays: 1,
			ClosedDays: []string{"2027-01-04", "2027-01-07"}}) {
			t.Fatalf("set: %d %s", r.StatusCode, r.body)
		}
		admin.get("/api/admin/settings/delivery").json(t, &s)
		if s.CutoffHour != 12 || len(s.ClosedDays) != 2 || e.count(t, "SELECT count(*) FROM audit_log WHERE entity = 'delivery_settings'") != 1 {
			t.Fatalf("reloaded: %+v", s)
		}
	})
}

// TestDeliveryEstimateOnBookAndCart: the book page's answer and the cart
// carry the estimate of the setting in force (a changed setting reaches
// the cached book answer at once); a book out of stock and an empty cart
// carry none.
func TestDeliveryEstimateOnBookAndCart(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		before := time.Now()
		var d httpapi.BookDetail
		e.client().get("/api/books/"+f.visible.ID).json(t, &d)
		want := estimateNow(bookstore.DefaultDeliverySettings, before)
		if d.Delivery == nil || !oneOf(d.Delivery.Text, want) ||
			d.Delivery.Cutoff != "Saat 15:00'e kadar verilen siparişler aynı gün kargoda" || len(d.Delivery.Date) != 10 {
			t.Fatalf("book: %+v, want %v", d.Delivery, want)
		}
		var out httpapi.BookDetail
		e.client().get("/api/books/"+f.outOfStock.ID).json(t, &out)
		if out.Delivery != nil {
			t.Fatalf("a book out of stock has an estimate: %+v", out.Delivery)
		}

		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		if c := member.cart(t); c.Delivery != nil {
			t.Fatalf("an empty cart has an estimate: %+v", c.Delivery)
		}
		if r := member.put("/api/cart/items/"+f.visible.ID, map[string]any{"quantity": 1}); r.StatusCode != 200 {
			t.Fatalf("add: %d %s", r.StatusCode, r.body)
		}
		if c := member.cart(t); c.Delivery == nil || !oneOf(c.Delivery.Text, want) {
			t.Fatalf("cart: %+v, want %v", c.Delivery, want)
		}

		changed := bookstore.DeliverySettings{HandlingDays: 3, CutoffHour: 9, TransitDays: 5}
		if r := admin.put("/api/admin/settings/delivery", map[string]any{"handlingDays": 3, "cutoffHour": 9, "transitDays": 5}); r.StatusCode != 200 {
			t.Fatalf("set: %d %s", r.StatusCode, r.body)
		}
		before = time.Now()
		want = estimateNow(changed, before)
		e.client().get("/api/books/"+f.visible.ID).json(t, &d)
		if d.Delivery == nil || !oneOf(d.Delivery.Text, want) || d.Delivery.Cutoff != "Saat 09:00'a kadar verilen siparişler 3 iş günü içinde kargoda" {
			t.Fatalf("book after the change: %+v, want %v", d.Delivery, want)
		}
		if c := member.cart(t); c.Delivery == nil || !oneOf(c.Delivery.Text, want) {
			t.Fatalf("cart after the change: %+v, want %v", c.Delivery, want)
		}
	})
}

// manyDays is n distinct valid days.
func manyDays(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = time.Date(2027, 1, 1+i, 0, 0, 0, 0, time.UTC).Format(time.DateOnly)
	}
	return out
}
