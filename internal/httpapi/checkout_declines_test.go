package httpapi_test

import (
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// A refused card tells the shopper why: the payment page's data names the
// reason of the latest refused try (from iyzico's error code and group),
// in both payment modes, and forgets it once a new try starts.

func declined(t *testing.T, c *client, orderID string) *httpapi.Decline {
	t.Helper()
	r := c.get("/api/checkout/" + orderID)
	if r.StatusCode != 200 {
		t.Fatalf("checkout: %d %s", r.StatusCode, r.body)
	}
	var v httpapi.CheckoutView
	r.json(t, &v)
	return v.Declined
}

func wantDecline(t *testing.T, got *httpapi.Decline, want bookstore.DeclineReason) {
	t.Helper()
	if got == nil || got.Reason != string(want) || got.Message != want.Message() || got.Message == "" {
		t.Fatalf("declined = %+v, want %s", got, want)
	}
}

func TestCheckoutDeclineReasonsDirect3DS(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c := buyer(t, e, "alici@example.com", f.visible.ID, 1)
		o := placeOrder(t, c)
		if d := declined(t, c, o.ID); d != nil {
			t.Fatalf("before any try: %+v", d)
		}
		for card, want := range map[string]bookstore.DeclineReason{
			"4111111111111129": bookstore.DeclineFunds,
			"4129111111111111": bookstore.DeclineRefused,
			"4124111111111116": bookstore.DeclineCVC,
			"4125111111111115": bookstore.DeclineExpired,
			"4121111111111119": bookstore.DeclineFraud,
		} {
			r := c.post("/api/checkout/"+o.ID+"/pay", payBody(cardWith(card)))
			var p httpapi.PayResponse
			r.json(t, &p)
			if status, _ := callback(t, e, bank(t, e, p.FrameURL, "approve")); status != "failure" {
				t.Fatalf("%s: %s", card, status)
			}
			wantDecline(t, declined(t, c, o.ID), want)
		}
		// The bank's 3D Secure page refused.
		if status, _ := callback(t, e, bank(t, e, startPayment(t, c, o.ID), "decline")); status != "failure" {
			t.Fatal("3ds decline did not fail")
		}
		wantDecline(t, declined(t, c, o.ID), bookstore.Decline3DS)
		// A new try forgets the old reason; paying it succeeds.
		frame := startPayment(t, c, o.ID)
		if d := declined(t, c, o.ID); d != nil {
			t.Fatalf("after a new start: %+v", d)
		}
		if status, _ := callback(t, e, bank(t, e, frame, "approve")); status != "success" {
			t.Fatalf("good card: %s", status)
		}
	})
}

func TestCheckoutDeclineReasonsForm(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := formEnv(t, db)
		c := buyer(t, e, "alici@example.com", f.visible.ID, 1)
		o := placeOrder(t, c)
		for _, tc := range []struct {
			card, choice string
			want         bookstore.DeclineReason
		}{
			{"4111111111111129", "approve", bookstore.DeclineFunds},
			{"4124111111111116", "approve", bookstore.DeclineCVC},
			{"5528790000000008", "decline", bookstore.Decline3DS},
			{"4131111111111117", "approve", bookstore.Decline3DS},
		} {
			token := payByForm(t, c, o.ID, tc.card, "1", tc.choice)
			if s, _ := formCallback(t, e, token); s != "failure" {
				t.Fatalf("%s %s: %s", tc.card, tc.choice, s)
			}
			wantDecline(t, declined(t, c, o.ID), tc.want)
		}
	})
}
