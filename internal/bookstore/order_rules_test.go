package bookstore_test

import (
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

// At its end an unpaid order can no longer be paid, and the expiry job
// takes it only from the next instant, once no claim holds and no payment
// was started.
func TestUnpaidOrderTime(t *testing.T) {
	end := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	const stale = 2 * time.Minute
	o := bookstore.UnpaidOrderState{Status: bookstore.OrderPending, ExpiresAt: end}
	if !o.PaymentOpen(end.Add(-time.Nanosecond)) || o.PaymentOpen(end) {
		t.Fatal("payable until, not at, its end")
	}
	if o.MayExpire(end, stale) || !o.MayExpire(end.Add(time.Nanosecond), stale) {
		t.Fatal("expires strictly after its end")
	}
	after := end.Add(time.Minute)
	claimed := o
	claimed.ClaimedAt = after.Add(-stale)
	if claimed.MayExpire(after, stale) {
		t.Fatal("a claim as old as the staleness still holds")
	}
	claimed.ClaimedAt = after.Add(-stale - time.Nanosecond)
	if !claimed.MayExpire(after, stale) {
		t.Fatal("a stale claim is taken over")
	}
	started := o
	started.PaymentStarted = true
	if started.MayExpire(after, stale) {
		t.Fatal("a started payment keeps the order for reconciliation")
	}
	paid := o
	paid.Status = bookstore.OrderConfirmed
	if paid.PaymentOpen(end.Add(-time.Hour)) || paid.MayExpire(after, stale) {
		t.Fatal("only a pending order is payable or expires")
	}
}

func TestWhoMayReview(t *testing.T) {
	for _, tc := range []struct {
		role     bookstore.Role
		received bool
		want     string
	}{
		{bookstore.RoleUser, true, ""},
		{bookstore.RoleUser, false, bookstore.MsgReviewNotBought},
		{bookstore.RoleAuthor, true, bookstore.MsgReviewOnlyMembers},
		{bookstore.RoleAdmin, true, bookstore.MsgReviewOnlyMembers},
	} {
		err := bookstore.CanReview(tc.role, tc.received)
		if got := bookstore.ErrorMessage(err); (err == nil) != (tc.want == "") || (err != nil && got != tc.want) {
			t.Errorf("%s received=%v: %v, want %q", tc.role, tc.received, err, tc.want)
		}
	}
	if got := bookstore.ReviewingOrderStatuses(); len(got) != 1 || got[0] != string(bookstore.OrderDelivered) {
		t.Fatalf("reviewing statuses %v", got)
	}
}
