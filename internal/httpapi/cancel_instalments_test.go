package httpapi_test

import (
	"testing"

	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// A paid order cancelled whole gives the buyer back everything the card
// was charged, the bank's instalment interest included: an instalment
// payment's charge exceeds the order's total, and refunding only the total
// would leave the buyer paying interest on a purchase that never happened.
func TestCancelOfInstalmentOrderRefundsAllThatWasCharged(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := formEnv(t, db)
		c := buyer(t, e, "ayse@example.com", f.visible.ID, 2)
		o := placeOrder(t, c)
		token := payByForm(t, c, o.ID, "5528790000000008", "3", "approve")
		formCallback(t, e, token)
		o = myOrder(t, c, o.ID)
		if o.Installment != 3 || o.PaidAmount <= o.Total {
			t.Fatalf("instalments: %+v", o)
		}
		if r := c.post("/api/orders/"+o.ID+"/cancel", nil); r.StatusCode != 200 {
			t.Fatalf("cancel: %d %s", r.StatusCode, r.body)
		}
		if got := myOrder(t, c, o.ID); got.Status != "cancelled" {
			t.Fatalf("after the cancel: %s", got.Status)
		}
		if sp := e.simPayment(t, token); !sp.Voided && sp.RefundedAmount != sp.PaidPrice {
			t.Fatalf("charged %d, given back %d (voided %t)", sp.PaidPrice, sp.RefundedAmount, sp.Voided)
		}
	})
}
