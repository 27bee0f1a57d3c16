package cart_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/cart"
)

// memStore is one member's cart in memory, with one coupon the shop has.
type memStore struct {
	cart   bookstore.Cart
	coupon *bookstore.Coupon
	sets   int // SetCartCoupon calls
}

func (m *memStore) Cart(_ context.Context, _ string) (*bookstore.Cart, error) {
	c := m.cart
	c.Items = append([]bookstore.CartItem(nil), m.cart.Items...)
	if c.CouponCode != "" && m.coupon != nil && m.coupon.Code == c.CouponCode {
		c.Coupon = m.coupon
	}
	return &c, nil
}

func (m *memStore) SetCartQuantity(context.Context, string, string, int) error { return nil }
func (m *memStore) RemoveCartItem(context.Context, string, string) error       { return nil }

func (m *memStore) SetCartCoupon(_ context.Context, _ string, code string) error {
	m.sets++
	m.cart.CouponCode = code
	return nil
}

func (m *memStore) CouponByCode(_ context.Context, _ string, code string) (*bookstore.Coupon, int, error) {
	if m.coupon == nil || m.coupon.Code != code {
		return nil, 0, bookstore.ErrNotFound
	}
	return m.coupon, 0, nil
}

// ends is the instant the test coupon stops being valid.
var ends = time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)

func newCart(at time.Time) (*cart.Service, *memStore) {
	st := &memStore{
		cart: bookstore.Cart{ID: "c1", Items: []bookstore.CartItem{{ID: "l1", BookID: "b1", Title: "Kitap", Price: 20000,
			AddedPrice: 20000, Stock: 5, Quantity: 1}}, Shipping: bookstore.ShippingRule{Fee: 1500, FreeFrom: 10000}},
		coupon: &bookstore.Coupon{ID: "k1", Code: "YAZ10", Kind: bookstore.CouponPercent, Percent: 10, Active: true,
			StartsAt: ends.Add(-30 * 24 * time.Hour), EndsAt: ends},
	}
	return &cart.Service{Store: st, Now: func() time.Time { return at }}, st
}

func TestApplyCouponJudgedByTheServiceClock(t *testing.T) {
	ctx := context.Background()

	svc, _ := newCart(ends.Add(-time.Second))
	c, err := svc.ApplyCoupon(ctx, "u1", " yaz10 ")
	if err != nil {
		t.Fatalf("a second before the end the code applies: %v", err)
	}
	if c.CouponCode != "YAZ10" || c.CouponErr != nil || c.Pricing.Totals.Discount != 2000 || c.Pricing.Totals.Total != 18000 {
		t.Fatalf("cart after the code: code %q problem %v totals %+v", c.CouponCode, c.CouponErr, c.Pricing.Totals)
	}

	svc, st := newCart(ends)
	_, err = svc.ApplyCoupon(ctx, "u1", "YAZ10")
	if bookstore.ErrorMessage(err) != bookstore.MsgCouponExpired {
		t.Fatalf("at its end the code is refused as expired, got %v", err)
	}
	if bookstore.ErrorCode(err) != bookstore.CodeInvalid || !namesField(err, "code") {
		t.Fatalf("the refusal names the field code: %#v", err)
	}
	if st.sets != 0 || st.cart.CouponCode != "" {
		t.Fatalf("a refused code changes nothing: %d writes, code %q", st.sets, st.cart.CouponCode)
	}
}

func TestViewSaysWhyTheCouponStoppedApplying(t *testing.T) {
	ctx := context.Background()
	svc, st := newCart(ends.Add(time.Hour))
	st.cart.CouponCode = "YAZ10"
	c, err := svc.View(ctx, "u1")
	if err != nil {
		t.Fatal(err)
	}
	if bookstore.ErrorMessage(c.CouponErr) != bookstore.MsgCouponExpired || c.Pricing.Totals.Discount != 0 || c.Pricing.Totals.Total != 20000 {
		t.Fatalf("an expired code stays on the cart with its reason and gives nothing: %v %+v", c.CouponErr, c.Pricing.Totals)
	}

	svc, st = newCart(ends.Add(-time.Hour))
	st.cart.CouponCode = "YAZ10"
	if c, err = svc.View(ctx, "u1"); err != nil || c.CouponErr != nil || c.Pricing.Totals.Discount != 2000 {
		t.Fatalf("before its end the code on the cart applies: %v %v %+v", err, c.CouponErr, c.Pricing.Totals)
	}
}

func TestApplyUnknownOrEmptyCode(t *testing.T) {
	ctx := context.Background()
	svc, st := newCart(ends.Add(-time.Hour))
	for _, code := range []string{"", "   ", "YOK"} {
		_, err := svc.ApplyCoupon(ctx, "u1", code)
		if bookstore.ErrorMessage(err) != bookstore.MsgCouponInvalid {
			t.Fatalf("%q: want %q, got %v", code, bookstore.MsgCouponInvalid, err)
		}
	}
	if st.sets != 0 {
		t.Fatalf("refused codes wrote the cart %d times", st.sets)
	}
}

// namesField reports whether err is an invalid-input error naming field.
func namesField(err error, field string) bool {
	var e *bookstore.Error
	if !errors.As(err, &e) {
		return false
	}
	for _, f := range e.Fields {
		if f.Field == field {
			return true
		}
	}
	return false
}
