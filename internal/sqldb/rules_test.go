package sqldb_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/google/uuid"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestOrderTimeSQLIsTheDomainRule: the SQL that decides whether an unpaid
// order can still be paid (the payment steps) and whether the expiry job
// may cancel it selects exactly the orders bookstore.UnpaidOrderState's
// PaymentOpen and MayExpire accept, over every status, every side of the
// order's end and of a claim's staleness, with and without a started
// payment attempt, with and without a recorded transfer.
func TestOrderTimeSQLIsTheDomainRule(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "sure@example.com", FullName: "Süre", Role: bookstore.RoleUser, PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		at := time.Now().UTC().Truncate(time.Microsecond)
		const stale = 2 * time.Minute
		oid, aid := uuid.Must(uuid.NewV7()).String(), uuid.Must(uuid.NewV7()).String()
		exec := func(q string, args ...any) {
			t.Helper()
			if _, err := db.Bun().NewRaw(q, args...).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		exec(`INSERT INTO orders (id, user_id, status, subtotal_amount, shipping_amount, total_amount, shipping_address, created_at, updated_at)
			VALUES (?, ?, 'pending', 5000, 0, 5000, 'Kadıköy', ?, ?)`, oid, u.ID, at, at)
		exec(`INSERT INTO payment_attempts (id, order_id, kind, provider_payment_id, status, amount, created_at, updated_at)
			VALUES (?, ?, '3ds', 'pay-rule', 'failed', 5000, ?, ?)`, aid, oid, at, at)
		count := func(where string, args ...any) bool {
			t.Helper()
			var n int
			if err := db.Bun().NewRaw(`SELECT count(*) FROM orders WHERE id = ? AND `+where, append([]any{oid}, args...)...).Scan(ctx, &n); err != nil {
				t.Fatal(err)
			}
			return n == 1
		}

		statuses := []bookstore.OrderStatus{bookstore.OrderPending, bookstore.OrderConfirmed, bookstore.OrderShipped,
			bookstore.OrderDelivered, bookstore.OrderCancelled}
		ends := []time.Time{at.Add(-time.Second), at, at.Add(time.Second)}
		claims := []time.Time{{}, at.Add(-stale - time.Second), at.Add(-stale), at.Add(-time.Second)}
		checked := 0
		for _, st := range statuses {
			for _, end := range ends {
				for _, claim := range claims {
					for _, state := range []struct{ started, transfer bool }{{false, false}, {true, false}, {false, true}, {true, true}} {
						started := state.started
						o := bookstore.UnpaidOrderState{Status: st, ExpiresAt: end, ClaimedAt: claim, PaymentStarted: started,
							TransferRecorded: state.transfer}
						var claimedAt any
						if !claim.IsZero() {
							claimedAt = claim
						}
						attempt := "failed"
						if started {
							attempt = "started"
						}
						exec(`UPDATE orders SET status = ?, expires_at = ?, completing_at = ? WHERE id = ?`, string(st), end, claimedAt, oid)
						exec(`UPDATE payment_attempts SET status = ? WHERE id = ?`, attempt, aid)
						exec(`DELETE FROM transfers WHERE order_id = ?`, oid)
						if state.transfer {
							exec(`INSERT INTO transfers (id, order_id, amount, received_on, sender, bank_ref, recorded_by, created_at)
								VALUES (?, ?, 1000, ?, 'Süre', 'REF-RULE', ?, ?)`, uuid.Must(uuid.NewV7()).String(), oid, at, u.ID, at)
						}
						name := fmt.Sprintf("%s, end at%+v, claim %v, started %v, transfer %v", st, end.Sub(at), claimedAt, started, state.transfer)
						if got, want := count(sqldb.PaymentOpenSQL, at), o.PaymentOpen(at); got != want {
							t.Errorf("%s: payable in SQL %v, in the domain %v", name, got, want)
						}
						if got, want := count(sqldb.ExpirableSQL, at, at.Add(-stale)), o.MayExpire(at, stale); got != want {
							t.Errorf("%s: expirable in SQL %v, in the domain %v", name, got, want)
						}
						checked++
					}
				}
			}
		}
		if checked != 240 {
			t.Fatalf("checked %d states", checked)
		}
	})
}

// TestReviewEligibilitySQLIsTheDomainRule: the store finds that a member
// received a book exactly when one of their orders holding it is in a
// status bookstore.OrderStatus.LetsReview accepts, for every status; other
// members' orders and other books' lines never count.
func TestReviewEligibilitySQLIsTheDomainRule(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		f := newReviewFixture(t, db, 0)
		s := sqldb.NewReviewStore(db)
		for i, st := range []bookstore.OrderStatus{bookstore.OrderPending, bookstore.OrderConfirmed, bookstore.OrderShipped,
			bookstore.OrderDelivered, bookstore.OrderCancelled} {
			u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: fmt.Sprintf("alan%d@example.com", i), FullName: "Alan",
				Role: bookstore.RoleUser, PasswordHash: "x"})
			if err != nil {
				t.Fatal(err)
			}
			deliver(t, db, u.ID, f.book.ID, st)
			got, err := s.HasDelivered(ctx, u.ID, f.book.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got != st.LetsReview() {
				t.Errorf("%s: received in SQL %v, lets review in the domain %v", st, got, st.LetsReview())
			}
			if other, err := s.HasDelivered(ctx, u.ID, f.other.ID); err != nil || other {
				t.Errorf("%s: another book counted as received (%v, %v)", st, other, err)
			}
		}
	})
}
