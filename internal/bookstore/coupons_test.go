package bookstore_test

import (
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

func TestNormalizeCouponCode(t *testing.T) {
	cases := []struct{ in, want string }{
		{" kış 25 ", "KIŞ25"}, {"KİŞ25", "KIŞ25"}, {"yaz\tindirimi", "YAZINDIRIMI"}, {"KIS25", "KIS25"}, {"", ""},
	}
	for _, c := range cases {
		if got := bookstore.NormalizeCouponCode(c.in); got != c.want {
			t.Errorf("%q → %q, want %q", c.in, got, c.want)
		}
	}
}

func TestCheckCoupon(t *testing.T) {
	base := bookstore.Coupon{Active: true, StartsAt: days(0), EndsAt: days(10), TotalLimit: 3, PerMemberLimit: 1}
	cases := []struct {
		name   string
		edit   func(*bookstore.Coupon)
		at     time.Time
		member int
		msg    string
	}{
		{"fine", func(*bookstore.Coupon) {}, days(1), 0, ""},
		{"inactive", func(c *bookstore.Coupon) { c.Active = false }, days(1), 0, bookstore.MsgCouponInvalid},
		{"not begun", func(*bookstore.Coupon) {}, days(-1), 0, bookstore.MsgCouponNotStarted},
		{"over at its end", func(*bookstore.Coupon) {}, days(10), 0, bookstore.MsgCouponExpired},
		{"last use taken", func(c *bookstore.Coupon) { c.Used = 3 }, days(1), 0, bookstore.MsgCouponExhausted},
		{"member used it", func(*bookstore.Coupon) {}, days(1), 1, bookstore.MsgCouponMemberLimit},
		{"no limits", func(c *bookstore.Coupon) { c.TotalLimit, c.PerMemberLimit, c.Used = 0, 0, 99 }, days(1), 5, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cp := base
			c.edit(&cp)
			err := bookstore.CheckCoupon(&cp, c.at, c.member)
			if got := bookstore.ErrorMessage(err); err == nil && c.msg != "" || err != nil && got != c.msg {
				t.Fatalf("err = %v, want %q", err, c.msg)
			}
		})
	}
	if err := bookstore.CheckCoupon(nil, days(1), 0); bookstore.ErrorMessage(err) != bookstore.MsgCouponInvalid {
		t.Fatalf("unknown code: %v", err)
	}
}

func TestPriceOrderWithCoupon(t *testing.T) {
	// Three lines after a sale: 2 × 45,00 (poetry), 1 × 33,33 (novel), 1 × 12,00 (poetry).
	sale := &bookstore.SaleOffer{Price: 3333, StruckPrice: 4000}
	lines := []bookstore.PriceLine{
		{BookID: "a", CategoryID: "poetry", Quantity: 2, ListPrice: 4500},
		{BookID: "b", CategoryID: "novel", Quantity: 1, ListPrice: 4000, Offer: sale},
		{BookID: "c", CategoryID: "poetry", AuthorID: "x", Quantity: 1, ListPrice: 1200},
	}
	cases := []struct {
		name   string
		coupon bookstore.Coupon
		shares []int64
		totals bookstore.Totals
		msg    string
	}{
		{"fixed 10 ₺ over every line, sums exactly", bookstore.Coupon{Kind: bookstore.CouponFixed, Amount: 1000},
			[]int64{665, 246, 89}, bookstore.Totals{Subtotal: 13533, Discount: 1000, Shipping: 0, Total: 12533}, ""},
		{"percent on one category only", bookstore.Coupon{Kind: bookstore.CouponPercent, Percent: 15, CategoryIDs: []string{"poetry"}},
			[]int64{1350, 0, 180}, bookstore.Totals{Subtotal: 13533, Discount: 1530, Shipping: 0, Total: 12003}, ""},
		{"the threshold counts after the discount: shipping returns",
			bookstore.Coupon{Kind: bookstore.CouponFixed, Amount: 4000},
			[]int64{2660, 985, 355}, bookstore.Totals{Subtotal: 13533, Discount: 4000, Shipping: 1500, Total: 11033}, ""},
		{"a fixed amount above the covered lines takes only them",
			bookstore.Coupon{Kind: bookstore.CouponFixed, Amount: 5000, AuthorIDs: []string{"x"}},
			[]int64{0, 0, 1200}, bookstore.Totals{Subtotal: 13533, Discount: 1200, Shipping: 0, Total: 12333}, ""},
		{"free shipping", bookstore.Coupon{Kind: bookstore.CouponFreeShipping},
			[]int64{0, 0, 0}, bookstore.Totals{Subtotal: 13533, Total: 13533}, ""},
		{"below the minimum", bookstore.Coupon{Kind: bookstore.CouponFixed, Amount: 100, MinBasket: 20000}, nil, bookstore.Totals{},
			"Bu kupon en az ₺200,00 tutarındaki sepetlerde geçerli."},
		{"no book it covers", bookstore.Coupon{Kind: bookstore.CouponFixed, Amount: 100, BookIDs: []string{"zz"}}, nil, bookstore.Totals{},
			bookstore.MsgCouponNotApplicable},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := bookstore.PriceOrder(bookstore.DefaultShippingRule, lines, &c.coupon)
			if c.msg != "" {
				if bookstore.ErrorMessage(err) != c.msg {
					t.Fatalf("err = %v, want %q", err, c.msg)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var shares, paid int64
			for i, l := range p.Lines {
				if l.CouponShare != c.shares[i] || l.Paid != l.UnitPrice*int64(l.Quantity)-l.CouponShare {
					t.Errorf("line %d: %+v, want share %d", i, l, c.shares[i])
				}
				shares += l.CouponShare
				paid += l.Paid
			}
			if p.Totals != c.totals || shares != p.Totals.Discount || paid+p.Totals.Shipping != p.Totals.Total {
				t.Fatalf("totals = %+v (shares %d, paid %d), want %+v", p.Totals, shares, paid, c.totals)
			}
			o := bookstore.Order{Totals: p.Totals, Shipping: bookstore.DefaultShippingRule, CouponCode: "X"}
			for _, l := range p.Lines {
				o.Items = append(o.Items, bookstore.OrderItem{Price: l.UnitPrice, Quantity: l.Quantity, CouponShare: l.CouponShare, Paid: l.Paid})
			}
			if err := o.CheckTotals(); err != nil {
				t.Fatalf("the order's own check refuses it: %v", err)
			}
		})
	}
}

// TestRefundOfDiscountedLines: a line that paid 100,01 ₺ for 3 copies after
// its coupon share refunds its copies in any split so that they sum to
// exactly what it paid, and no more.
func TestRefundOfDiscountedLines(t *testing.T) {
	item := bookstore.OrderItem{ID: "i1", Quantity: 3, Price: 4000, CouponShare: 1999, Paid: 10001}
	o := &bookstore.Order{Items: []bookstore.OrderItem{item}, Status: bookstore.OrderDelivered,
		Totals: bookstore.Totals{Subtotal: 12000, Discount: 1999, Total: 10001}}
	first := bookstore.ReturnRequest{ID: "r1", State: bookstore.ReturnRefunded,
		Lines: []bookstore.ReturnLine{{OrderItemID: "i1", Quantity: 1, UnitPrice: 4000}}}
	plan, err := bookstore.PlanRefund(o, &first, nil, nil)
	if err != nil || plan.Lines["i1"] != 3333 {
		t.Fatalf("one copy: %+v %v, want 33,33", plan, err)
	}
	first.Lines[0].Refunded = plan.Lines["i1"]
	rest := bookstore.ReturnRequest{ID: "r2", State: bookstore.ReturnReceived,
		Lines: []bookstore.ReturnLine{{OrderItemID: "i1", Quantity: 2, UnitPrice: 4000}}}
	plan, err = bookstore.PlanRefund(o, &rest, nil, []bookstore.ReturnRequest{first, rest})
	if err != nil || plan.Lines["i1"] != 6668 || plan.Lines["i1"]+3333 != item.Paid {
		t.Fatalf("two copies: %+v %v, want 66,68 (sum 100,01)", plan, err)
	}
	if _, err := bookstore.PlanRefund(o, &rest, map[string]int64{"i1": 6669}, []bookstore.ReturnRequest{first, rest}); bookstore.ErrorMessage(err) != bookstore.MsgRefundTooMuch {
		t.Fatalf("more than the line paid: %v", err)
	}
}
