package sqldb

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Refunds of payments (docs/payments.md, "Refunds"): stored as started
// before iyzico is asked, finished with the change they pay for in one
// transaction. The unique index refunds_one_started_uniq keeps one refund
// per order in flight, so concurrent clicks refund once.

type refundRow struct {
	bun.BaseModel `bun:"table:refunds,alias:f"`
	ID            string    `bun:"id,pk"`
	OrderID       string    `bun:"order_id"`
	ReturnID      *string   `bun:"return_id"`
	PaymentID     string    `bun:"payment_id"`
	Amount        int64     `bun:"amount"`
	Plan          string    `bun:"plan"`
	State         string    `bun:"state"`
	Error         string    `bun:"error"`
	ActorID       string    `bun:"actor_id"`
	LastAnswer    string    `bun:"last_answer"`
	Reason        string    `bun:"reason"`
	CreatedAt     time.Time `bun:"created_at"`
	UpdatedAt     time.Time `bun:"updated_at"`
}

type planJSON struct {
	Lines    map[string]int64 `json:"lines"`
	Shipping int64            `json:"shipping"`
}

func (r *refundRow) refund() bookstore.Refund {
	out := bookstore.Refund{ID: r.ID, OrderID: r.OrderID, PaymentID: r.PaymentID, Amount: r.Amount, State: bookstore.RefundState(r.State),
		Error: r.Error, CreatedAt: r.CreatedAt.UTC(), ActorID: r.ActorID, LastAnswer: r.LastAnswer, UpdatedAt: r.UpdatedAt.UTC(),
		Reason: r.Reason}
	if r.ReturnID != nil {
		out.ReturnID = *r.ReturnID
	}
	var p planJSON
	if json.Unmarshal([]byte(r.Plan), &p) == nil {
		out.Plan = bookstore.RefundPlan{Lines: p.Lines, Shipping: p.Shipping}
	}
	return out
}

func (s *ReturnStore) insertRefund(ctx context.Context, tx bun.Tx, f *bookstore.Refund) error {
	plan, err := json.Marshal(planJSON{Lines: f.Plan.Lines, Shipping: f.Plan.Shipping})
	if err != nil {
		return err
	}
	t := now()
	f.ID, f.State, f.CreatedAt, f.UpdatedAt = newID(), bookstore.RefundStarted, t, t
	row := refundRow{ID: f.ID, OrderID: f.OrderID, PaymentID: f.PaymentID, Amount: f.Amount, Plan: string(plan),
		State: string(f.State), ActorID: f.ActorID, Reason: f.Reason, CreatedAt: t, UpdatedAt: t}
	if f.ReturnID != "" {
		row.ReturnID = &f.ReturnID
	}
	_, err = tx.NewInsert().Model(&row).Exec(ctx)
	return translate(err)
}

// started runs fn and then inserts f; a refund of the order already in
// flight (the unique index) or fn's false is a lost race: false.
func (s *ReturnStore) started(ctx context.Context, f *bookstore.Refund, fn func(ctx context.Context, tx bun.Tx) (bool, error)) (bool, error) {
	won := false
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		ok, err := fn(ctx, tx)
		if err != nil || !ok {
			return err
		}
		if err := s.insertRefund(ctx, tx, f); err != nil {
			return err
		}
		won = true
		return nil
	})
	if errors.Is(err, bookstore.ErrDuplicate) {
		return false, nil
	}
	return won, err
}

// StartCancelRefund claims the confirmed order (completing_at, as the
// payment's completion does) and stores the started refund.
func (s *ReturnStore) StartCancelRefund(ctx context.Context, f *bookstore.Refund) (bool, error) {
	return s.started(ctx, f, func(ctx context.Context, tx bun.Tx) (bool, error) {
		res, err := tx.NewUpdate().Table("orders").Set("completing_at = ?", now()).
			Where("id = ? AND status = ? AND completing_at IS NULL", f.OrderID, string(bookstore.OrderConfirmed)).Exec(ctx)
		if err != nil {
			return false, translate(err)
		}
		n, _ := res.RowsAffected()
		return n == 1, nil
	})
}

// StartReturnRefund stores the started refund of a received request.
func (s *ReturnStore) StartReturnRefund(ctx context.Context, f *bookstore.Refund) (bool, error) {
	return s.started(ctx, f, func(ctx context.Context, tx bun.Tx) (bool, error) {
		res, err := tx.NewUpdate().Table("returns").Set("updated_at = ?", now()).
			Where("id = ? AND state = ?", f.ReturnID, string(bookstore.ReturnReceived)).Exec(ctx)
		if err != nil {
			return false, translate(err)
		}
		n, _ := res.RowsAffected()
		return n == 1, nil
	})
}

// lockReturn takes the request's row lock first. StartReturnRefund locks the
// request and then inserts into refunds (whose unique index waits on a
// refund still being finished); finishing in the other order, refund then
// request, deadlocked with a second admin's click on PostgreSQL.
func lockReturn(ctx context.Context, tx bun.Tx, returnID string) error {
	_, err := tx.NewUpdate().Table("returns").Set("updated_at = updated_at").Where("id = ?", returnID).Exec(ctx)
	return translate(err)
}

// finish marks f done; false when it was no longer started (settled by
// someone else: reconciliation and a slow answer).
func finish(ctx context.Context, tx bun.Tx, f *bookstore.Refund, state bookstore.RefundState, reason string) (bool, error) {
	res, err := tx.NewUpdate().Table("refunds").Set("state = ?", string(state)).Set("error = ?", truncate(reason, 500)).
		Set("updated_at = ?", now()).Where("id = ? AND state = 'started'", f.ID).Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// FinishReturnRefund records the refund on the request's lines, puts the
// intact copies back in stock (catalogTx: the storefront's cache resets)
// and writes fx.
func (s *ReturnStore) FinishReturnRefund(ctx context.Context, f *bookstore.Refund, restock bool, fx bookstore.Effects) error {
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := lockReturn(ctx, tx, f.ReturnID); err != nil {
			return err
		}
		ok, err := finish(ctx, tx, f, bookstore.RefundDone, "")
		if err != nil || !ok {
			return err
		}
		t := now()
		if _, err := tx.NewUpdate().Table("returns").Set("state = ?", string(bookstore.ReturnRefunded)).Set("refund_error = ''").
			Set("shipping_refunded = shipping_refunded + ?", f.Plan.Shipping).Set("refunded_at = ?", t).Set("updated_at = ?", t).
			Where("id = ?", f.ReturnID).Exec(ctx); err != nil {
			return translate(err)
		}
		for item, amount := range f.Plan.Lines {
			if _, err := tx.NewUpdate().Table("return_lines").Set("refunded = refunded + ?", amount).
				Where("return_id = ? AND order_item_id = ?", f.ReturnID, item).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		if restock {
			var lines []returnLineRow
			if err := tx.NewSelect().Model(&lines).Where("rl.return_id = ?", f.ReturnID).Order("rl.book_id").Scan(ctx); err != nil {
				return translate(err)
			}
			for _, l := range lines {
				noteStock(ctx, l.BookID)
				if _, err := tx.NewUpdate().Table("books").Set("stock_quantity = stock_quantity + ?", l.Quantity).
					Set("updated_at = ?", t).Where("id = ?", l.BookID).Exec(ctx); err != nil {
					return translate(err)
				}
			}
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

// FinishCancelRefund records the refund and cancels the order with its
// effects (stock back).
func (s *ReturnStore) FinishCancelRefund(ctx context.Context, f *bookstore.Refund, fx bookstore.Effects) error {
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		ok, err := finish(ctx, tx, f, bookstore.RefundDone, "")
		if err != nil || !ok {
			return err
		}
		_, err = NewCheckoutStore(s.db).cancelOrderTx(ctx, tx, f.OrderID, []string{string(bookstore.OrderConfirmed)}, true, fx)
		return err
	})
}

// FailRefund records the refusal; the order's claim (a cancel) is released
// and a request keeps its state with the error for the admin.
func (s *ReturnStore) FailRefund(ctx context.Context, f *bookstore.Refund, reason string, fx bookstore.Effects) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if f.ReturnID != "" {
			if err := lockReturn(ctx, tx, f.ReturnID); err != nil {
				return err
			}
		}
		ok, err := finish(ctx, tx, f, bookstore.RefundFailed, reason)
		if err != nil || !ok {
			return err
		}
		if f.ReturnID == "" {
			if _, err := tx.NewUpdate().Table("orders").Set("completing_at = NULL").
				Where("id = ? AND status = ?", f.OrderID, string(bookstore.OrderConfirmed)).Exec(ctx); err != nil {
				return translate(err)
			}
		} else if _, err := tx.NewUpdate().Table("returns").Set("refund_error = ?", truncate(reason, 500)).Set("updated_at = ?", now()).
			Where("id = ?", f.ReturnID).Exec(ctx); err != nil {
			return translate(err)
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}
