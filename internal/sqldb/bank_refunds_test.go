package sqldb_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// Effects.BankRefund is stored once per (order, reason, return): a change
// written again (a retried cancellation, a replayed event) owes nothing
// more, while another reason on the same order is its own refund; on both
// databases. The list puts the nearest deadline first and filters by state.
func TestBankRefundEffectOnce(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "iade@example.com", FullName: "İade Bekleyen",
			Role: bookstore.RoleUser, PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		at := time.Now().UTC().Truncate(time.Microsecond)
		oid := uuid.NewString()
		if _, err := db.Bun().NewRaw(`INSERT INTO orders (id, user_id, status, subtotal_amount, shipping_amount, total_amount,
			shipping_address, created_at, updated_at, payment_method) VALUES (?, ?, 'confirmed', 5000, 0, 5000, 'Kadıköy', ?, ?, 'transfer')`,
			oid, u.ID, at, at).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		refund := func(reason bookstore.BankRefundReason, amount int64, due time.Duration) bookstore.Effects {
			return bookstore.Effects{BankRefund: &bookstore.BankRefund{OrderID: oid, Reason: reason, Amount: amount,
				State: bookstore.BankRefundAwaitingIBAN, DueBy: at.Add(due)}}
		}
		for range 2 {
			if err := sqldb.WriteEffects(ctx, db, refund(bookstore.BankRefundCancel, 5000, 14*24*time.Hour)); err != nil {
				t.Fatal(err)
			}
		}
		if err := sqldb.WriteEffects(ctx, db, refund(bookstore.BankRefundExcess, 300, time.Hour)); err != nil {
			t.Fatal(err)
		}
		s := sqldb.NewTransferStore(db)
		all, total, err := s.BankRefundItems(ctx, nil, bookstore.PageRequest{Page: 1})
		if err != nil || total != 2 || len(all) != 2 {
			t.Fatalf("refunds %d %+v %v", total, all, err)
		}
		if all[0].Reason != bookstore.BankRefundExcess || all[1].Amount != 5000 || all[1].CustomerName != "İade Bekleyen" || all[1].UserID != u.ID {
			t.Fatalf("order or fields: %+v", all)
		}
		due, total, err := s.BankRefundItems(ctx, []bookstore.BankRefundState{bookstore.BankRefundDue}, bookstore.PageRequest{Page: 1})
		if err != nil || total != 0 || len(due) != 0 {
			t.Fatalf("due: %d %v", total, err)
		}
		// A step on another member's refund is not found; on the buyer's
		// own, once.
		if err := s.GiveRefundIBAN(ctx, all[0].ID, uuid.NewString(), "TR330006100519786457841326", "İade Bekleyen", bookstore.Effects{}); bookstore.ErrorCode(err) != bookstore.CodeNotFound {
			t.Fatalf("another member: %v", err)
		}
		if err := s.GiveRefundIBAN(ctx, all[0].ID, u.ID, "TR330006100519786457841326", "İade Bekleyen", bookstore.Effects{}); err != nil {
			t.Fatal(err)
		}
		if err := s.GiveRefundIBAN(ctx, all[0].ID, u.ID, "TR330006100519786457841326", "İade Bekleyen", bookstore.Effects{}); bookstore.ErrorMessage(err) != bookstore.MsgRefundIBANGiven {
			t.Fatalf("twice: %v", err)
		}
	})
}
