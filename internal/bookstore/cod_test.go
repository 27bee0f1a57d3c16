package bookstore_test

import (
	"testing"

	"bookstore/internal/bookstore"
)

func codOrder(status bookstore.OrderStatus, paymentID string) *bookstore.Order {
	return &bookstore.Order{ID: "0a1b2c3d-0000-0000-0000-000000000009", Status: status, PaymentMethod: bookstore.MethodCOD,
		PaymentID: paymentID, Totals: bookstore.Totals{Subtotal: 10000, Shipping: 2999, MethodFee: 1250, Total: 14249}}
}

func TestCODAmountIsTheTotalWhileDue(t *testing.T) {
	paid := bookstore.PaymentIDFor(bookstore.MethodCOD, "x")
	card := &bookstore.Order{Status: bookstore.OrderConfirmed, PaymentMethod: bookstore.MethodCard, Totals: bookstore.Totals{Total: 5000}}
	transfer := &bookstore.Order{Status: bookstore.OrderPending, PaymentMethod: bookstore.MethodTransfer, Totals: bookstore.Totals{Total: 5000}}
	for _, c := range []struct {
		o    *bookstore.Order
		want int64
	}{
		{codOrder(bookstore.OrderConfirmed, ""), 14249},
		{codOrder(bookstore.OrderShipped, paid), 0},
		{card, 0},
		{transfer, 0},
	} {
		if got := bookstore.CODAmountOf(c.o); got != c.want {
			t.Errorf("%s %s %q: %d, want %d", c.o.PaymentMethod, c.o.Status, c.o.PaymentID, got, c.want)
		}
	}
}

func TestCheckCODCollect(t *testing.T) {
	paid := bookstore.PaymentIDFor(bookstore.MethodCOD, "x")
	card := codOrder(bookstore.OrderShipped, "")
	card.PaymentMethod = bookstore.MethodCard
	for _, c := range []struct {
		o    *bookstore.Order
		want string
	}{
		{codOrder(bookstore.OrderShipped, ""), ""},
		{codOrder(bookstore.OrderDelivered, ""), ""},
		{codOrder(bookstore.OrderConfirmed, ""), bookstore.MsgCODNotShipped},
		{codOrder(bookstore.OrderCancelled, ""), bookstore.MsgCODNotPossible},
		{codOrder(bookstore.OrderPending, ""), bookstore.MsgCODNotPossible},
		{codOrder(bookstore.OrderDelivered, paid), bookstore.MsgCODCollected},
		{card, bookstore.MsgCODNotCOD},
	} {
		err := bookstore.CheckCODCollect(c.o)
		got := ""
		if err != nil {
			got = bookstore.ErrorMessage(err)
		}
		if got != c.want || (err != nil && bookstore.ErrorCode(err) != bookstore.CodeConflict) {
			t.Errorf("%s %s %q: %v, want %q", c.o.PaymentMethod, c.o.Status, c.o.PaymentID, err, c.want)
		}
	}
}

func TestCODTrackingDecisions(t *testing.T) {
	paid := bookstore.PaymentIDFor(bookstore.MethodCOD, "x")
	card := codOrder(bookstore.OrderShipped, "")
	card.PaymentMethod = bookstore.MethodCard
	for _, c := range []struct {
		o                *bookstore.Order
		st               bookstore.ShipmentStatus
		collect, refused bool
	}{
		{codOrder(bookstore.OrderShipped, ""), bookstore.ShipmentDelivered, true, false},
		{codOrder(bookstore.OrderConfirmed, ""), bookstore.ShipmentDelivered, true, false},
		{codOrder(bookstore.OrderDelivered, ""), bookstore.ShipmentDelivered, true, false},
		{codOrder(bookstore.OrderDelivered, paid), bookstore.ShipmentDelivered, false, false},
		{codOrder(bookstore.OrderCancelled, ""), bookstore.ShipmentDelivered, false, false},
		{codOrder(bookstore.OrderShipped, ""), bookstore.ShipmentReturned, false, true},
		{codOrder(bookstore.OrderConfirmed, ""), bookstore.ShipmentReturned, false, true},
		{codOrder(bookstore.OrderCancelled, ""), bookstore.ShipmentReturned, false, false},
		{codOrder(bookstore.OrderShipped, paid), bookstore.ShipmentReturned, false, false},
		{codOrder(bookstore.OrderShipped, ""), bookstore.ShipmentFailed, false, false},
		{card, bookstore.ShipmentReturned, false, false},
		{card, bookstore.ShipmentDelivered, false, false},
	} {
		if got := bookstore.CODCollectOnTracking(c.o, c.st); got != c.collect {
			t.Errorf("collect %s %s %q on %s: %v", c.o.PaymentMethod, c.o.Status, c.o.PaymentID, c.st, got)
		}
		if got := bookstore.CODRefusedOnTracking(c.o, c.st); got != c.refused {
			t.Errorf("refused %s %s %q on %s: %v", c.o.PaymentMethod, c.o.Status, c.o.PaymentID, c.st, got)
		}
	}
	c := bookstore.CollectionOf("staff-1", codOrder(bookstore.OrderShipped, ""), bookstore.CollectedByStaff)
	if c.PaymentID != "cod:0a1b2c3d-0000-0000-0000-000000000009" || c.Amount != 14249 || c.Fx.Audit == nil ||
		c.Fx.Audit.Action != bookstore.ActionOrderCODCollected || c.Fx.Audit.ActorID != "staff-1" {
		t.Fatalf("collection %+v", c)
	}
}

// A kapıda ödeme order's invoice bills the fee as its own line at the
// shipping charge's class and still adds up to the order's total.
func TestSalesInvoiceBillsTheCODFee(t *testing.T) {
	o := invoiceOrder(nil)
	o.PaymentMethod, o.Totals.MethodFee = bookstore.MethodCOD, 1250
	o.Totals.Total += 1250
	inv := bookstore.SalesInvoice(o, shopSeller, bookstore.InternetSale{PaymentMeans: bookstore.SalePaymentMeans(o)})
	if len(inv.Lines) != 4 || inv.Lines[2].Name != bookstore.ShippingLineName {
		t.Fatalf("lines: %+v", inv.Lines)
	}
	fee := inv.Lines[3]
	if fee.Name != bookstore.CODFeeLineName || fee.Quantity != 1 || fee.UnitPrice != 1250 || fee.Allowance != 0 ||
		fee.Class != o.ShippingTax || fee.Amounts.Gross != 1250 || fee.Amounts.Net+fee.Amounts.Tax != 1250 || fee.Amounts.Tax != 208 {
		t.Fatalf("fee line: %+v", fee)
	}
	var gross int64
	for _, l := range inv.Lines {
		gross += l.Amounts.Gross
	}
	var byRate int64
	for _, r := range inv.Taxes {
		byRate += r.Gross
	}
	if gross != o.Totals.Total || inv.Total.Gross != o.Totals.Total || byRate != o.Totals.Total {
		t.Fatalf("lines %d, total %+v, by rate %d; order %d", gross, inv.Total, byRate, o.Totals.Total)
	}
	if inv.Internet.PaymentMeans != bookstore.PaymentMeansCash || inv.AmountInWords != bookstore.AmountInWords(o.Totals.Total) {
		t.Fatalf("means %q words %q", inv.Internet.PaymentMeans, inv.AmountInWords)
	}
}

func TestSalePaymentMeans(t *testing.T) {
	for _, c := range []struct {
		method    bookstore.PaymentMethod
		paymentID string
		want      string
	}{
		{bookstore.MethodCard, "iyzico-1", "48"},
		{bookstore.MethodCard, "", "1"},
		{bookstore.MethodTransfer, "transfer:x", "42"},
		{bookstore.MethodCOD, "", "10"},
		{bookstore.MethodCOD, "cod:x", "10"},
	} {
		o := &bookstore.Order{PaymentMethod: c.method, PaymentID: c.paymentID}
		if got := bookstore.SalePaymentMeans(o); got != c.want {
			t.Errorf("%s %q: %s, want %s", c.method, c.paymentID, got, c.want)
		}
	}
}
