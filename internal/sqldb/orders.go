package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// settlePendingOrders keeps a user to one pending order. When the user's
// pending order has exactly the cart's lines (a second click on 'Siparişi
// Tamamla', a reload) it is returned as it is, so a cart never reserves its
// stock twice; an older pending order with other lines is cancelled and its
// stock returned, so a changed cart replaces it. An order whose payment is
// being completed right now, or may be charged (bookstore.CheckReplaceable),
// blocks a new one.
func (s *OrderStore) settlePendingOrders(ctx context.Context, tx bun.Tx, userID string) (*bookstore.Order, error) {
	var pending []orderRow
	if err := s.db.queryRows(ctx, tx, stmtPendingOrdersOf, &pending, userID); err != nil {
		return nil, translate(err)
	}
	if len(pending) == 0 {
		return nil, nil
	}
	var cart []struct {
		BookID   string `bun:"book_id"`
		Quantity int    `bun:"quantity"`
	}
	if err := tx.NewSelect().TableExpr("cart_items AS ci").ColumnExpr("ci.book_id, ci.quantity").
		Join("JOIN carts AS c ON c.id = ci.cart_id").Where("c.user_id = ?", userID).Scan(ctx, &cart); err != nil {
		return nil, translate(err)
	}
	want := map[string]int{}
	for _, l := range cart {
		want[l.BookID] += l.Quantity
	}
	var code *string
	if err := tx.NewSelect().Table("carts").Column("coupon_code").Where("user_id = ?", userID).Scan(ctx, &code); err != nil {
		return nil, translate(err)
	}
	t := now()
	for _, row := range pending {
		if row.CompletingAt != nil {
			return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgPaymentInProgress)
		}
		o := []bookstore.Order{row.order()}
		if err := s.loadItemsWith(ctx, tx, o); err != nil {
			return nil, err
		}
		if row.ExpiresAt != nil && row.ExpiresAt.After(t) && sameLines(o[0].Items, want) && o[0].CouponCode == deref(code) {
			return &o[0], nil
		}
		if err := bookstore.CheckReplaceableMethod(bookstore.PaymentMethod(row.PaymentMethod)); err != nil {
			return nil, err
		}
		var forms int
		if err := s.db.queryRow(ctx, tx, stmtStartedForms, &forms, row.ID); err != nil {
			return nil, translate(err)
		}
		if err := bookstore.CheckReplaceable(forms > 0); err != nil {
			return nil, err
		}
		res, err := tx.NewUpdate().Table("orders").Set("status = ?", string(bookstore.OrderCancelled)).Set("updated_at = ?", t).
			Where("id = ? AND status = ? AND completing_at IS NULL", row.ID, string(bookstore.OrderPending)).Exec(ctx)
		if err != nil {
			return nil, translate(err)
		}
		if n, _ := res.RowsAffected(); n == 1 {
			if err := returnStock(ctx, tx, row.ID); err != nil {
				return nil, err
			}
			if err := releaseCoupon(ctx, tx, row.ID); err != nil {
				return nil, err
			}
		}
	}
	return nil, nil
}

func sameLines(items []bookstore.OrderItem, want map[string]int) bool {
	got := map[string]int{}
	for _, it := range items {
		got[it.BookID] += it.Quantity
	}
	if len(got) != len(want) {
		return false
	}
	for id, q := range want {
		if got[id] != q {
			return false
		}
	}
	return true
}

// expirable selects the overdue pending orders that are safe to cancel: no
// live completion claim, and no started payment attempt, whose money the
// provider may hold (reconciliation settles those first). It is
// bookstore.UnpaidOrderState.MayExpire, checked against it in rules_test.go.
const expirable = `status = 'pending' AND expires_at < ? AND (completing_at IS NULL OR completing_at < ?)
	AND NOT EXISTS (SELECT 1 FROM payment_attempts AS pa WHERE pa.order_id = orders.id AND pa.status = 'started')
	AND NOT EXISTS (SELECT 1 FROM transfers AS tr WHERE tr.order_id = orders.id)`

// ExpirePendingOrders cancels overdue pending orders and returns their
// stock. The status change is conditional (WHERE status = 'pending'), so a
// concurrent run, or a payment confirming the same order, wins exactly once;
// an order whose payment is being completed right now, or may have been
// charged, is left alone.
func (s *OrderStore) ExpirePendingOrders(ctx context.Context, at time.Time, staleAfter time.Duration) (int, error) {
	return s.ExpirePendingOrdersWith(ctx, at, staleAfter, nil)
}

// ExpirePendingOrdersWith is ExpirePendingOrders writing fx's effects of
// each order it cancels in the cancellation's transaction (rendered before
// it, from the order as read then; written only by the run that cancels);
// it then notices the overdue transfer orders left to the staff.
func (s *OrderStore) ExpirePendingOrdersWith(ctx context.Context, at time.Time, staleAfter time.Duration,
	fx func(ctx context.Context, o *bookstore.Order) bookstore.Effects) (int, error) {
	var ids []string
	q := s.db.bun.NewSelect().Table("orders").Column("id").
		Where(expirable, utc(at), utc(at.Add(-staleAfter))).Limit(500)
	if err := q.Scan(ctx, &ids); err != nil {
		return 0, translate(err)
	}
	cancelled := 0
	for _, id := range ids {
		var effects bookstore.Effects
		if fx != nil {
			o, err := orderWithMethod(ctx, s.db, s.db.bun, id)
			if err != nil {
				return cancelled, err
			}
			effects = fx(ctx, o)
		}
		won, err := s.expireOne(ctx, id, at, staleAfter, effects)
		if err != nil {
			return cancelled, err
		}
		if won {
			cancelled++
		}
	}
	if fx != nil {
		return cancelled, noticeOverdueTransfers(ctx, s.db, at)
	}
	return cancelled, nil
}

func (s *OrderStore) expireOne(ctx context.Context, id string, at time.Time, staleAfter time.Duration, fx bookstore.Effects) (bool, error) {
	won := false
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error { // stock returns
		if err := lockOrderBooks(ctx, s.db, tx, id); err != nil {
			return err
		}
		// On PostgreSQL the order's row is locked before the update reads
		// its condition: a transfer being recorded holds it, and the update
		// then sees that transfer once it is committed (an update waiting
		// on a row lock would otherwise judge by its older snapshot).
		if s.db.dialect == Postgres {
			if _, err := tx.NewRaw(`SELECT id FROM orders WHERE id = ? FOR UPDATE`, id).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		res, err := tx.NewUpdate().Table("orders").
			Set("status = ?", string(bookstore.OrderCancelled)).Set("completing_at = NULL").Set("updated_at = ?", now()).
			Where("id = ?", id).Where(expirable, utc(at), utc(at.Add(-staleAfter))).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return nil // someone else settled it
		}
		if err := returnStock(ctx, tx, id); err != nil {
			return err
		}
		if err := releaseCoupon(ctx, tx, id); err != nil {
			return err
		}
		if err := writeEffects(ctx, s.db, tx, fx); err != nil {
			return err
		}
		won = true
		return nil
	})
	return won, err
}

var _ bookstore.OrderStore = (*OrderStore)(nil)
