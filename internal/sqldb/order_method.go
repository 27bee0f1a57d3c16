package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The buyer's choice of havale/EFT or kapıda ödeme at /odeme
// (bookstore.MethodStore): one conditional UPDATE of the order decides,
// so two tabs choosing at once, a choice racing a card form, the expiry
// job or a new order replacing this one settle it exactly once.

// openCODSQL counts a member's kapıda ödeme orders not yet delivered nor
// cancelled (bookstore.CODHistory.OpenOrders).
const openCODSQL = `SELECT count(*) FROM orders WHERE user_id = ? AND payment_method = 'cod' AND status IN ('confirmed', 'shipped')`

// CODHistory reads what the kapıda ödeme limits need of the member.
func (s *CheckoutStore) CODHistory(ctx context.Context, userID string) (bookstore.CODHistory, error) {
	var h bookstore.CODHistory
	if err := s.db.bun.NewRaw(openCODSQL, userID).Scan(ctx, &h.OpenOrders); err != nil {
		return h, translate(err)
	}
	var last []time.Time
	if err := s.db.bun.NewSelect().Table("cod_refusals").Column("at").Where("user_id = ?", userID).
		OrderExpr("at DESC").Limit(1).Scan(ctx, &last); err != nil {
		return h, translate(err)
	}
	if len(last) == 1 {
		h.LastRefusal = last[0].UTC()
	}
	return h, nil
}

// StartedForm says whether a hosted form started for the order is open.
func (s *CheckoutStore) StartedForm(ctx context.Context, orderID string) (bool, error) {
	var n int
	if err := s.db.queryRow(ctx, s.db.bun, stmtStartedForms, &n, orderID); err != nil {
		return false, translate(err)
	}
	return n > 0, nil
}

// TransferSum is the sum of the order's recorded transfers.
func (s *CheckoutStore) TransferSum(ctx context.Context, orderID string) (int64, error) {
	var sum int64
	err := s.db.bun.NewSelect().Table("transfers").ColumnExpr("COALESCE(sum(amount), 0)").Where("order_id = ?", orderID).Scan(ctx, &sum)
	return sum, translate(err)
}

// ChooseMethod writes the choice (see bookstore.MethodStore).
func (s *CheckoutStore) ChooseMethod(ctx context.Context, c bookstore.MethodChoice, at time.Time) error {
	o := c.Order
	status, expires := bookstore.OrderPending, any(nil)
	if o.PaymentMethod == bookstore.MethodCOD {
		status = bookstore.OrderConfirmed
	}
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		t := now()
		q := tx.NewUpdate().Table("orders").
			Set("payment_method = ?", string(o.PaymentMethod)).Set("status = ?", string(status)).
			Set("method_discount = ?", o.Totals.MethodDiscount).Set("method_fee = ?", o.Totals.MethodFee).
			Set("total_amount = ?", o.Totals.Total).
			Set("contracts_text = ?, contracts_accepted_at = ?, contracts_accepted_ip = ?", c.Acceptance.Text, utc(c.Acceptance.At), c.Acceptance.IP).
			Set("updated_at = ?", t).
			Where("id = ? AND user_id = ? AND payment_method = 'card' AND total_amount = ?", o.ID, o.UserID, c.FromTotal).
			Where("completing_at IS NULL AND "+paymentOpenSQL, utc(at)).
			Where("NOT EXISTS (SELECT 1 FROM payment_attempts AS pa WHERE pa.order_id = orders.id AND pa.status = 'started' AND pa.kind = 'form')")
		if o.PaymentMethod == bookstore.MethodTransfer {
			expires = utc(o.PayBy)
			q = q.Set("expires_at = ?", expires)
		}
		if o.PaymentMethod == bookstore.MethodCOD {
			q = q.Where("NOT EXISTS (SELECT 1 FROM orders AS oc WHERE oc.user_id = orders.user_id AND oc.payment_method = 'cod' AND oc.status IN ('confirmed', 'shipped'))")
		}
		res, err := q.Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgMethodChosen)
		}
		for _, it := range o.Items {
			if _, err := tx.NewUpdate().Table("order_items").Set("coupon_share = ?, paid_amount = ?", it.CouponShare, it.Paid).
				Where("id = ? AND order_id = ?", it.ID, o.ID).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		// A started direct 3D Secure attempt is never charged now: the
		// order is no longer a card order.
		if _, err := tx.NewUpdate().Table("payment_attempts").Set("status = ?", string(bookstore.AttemptFailed)).
			Set("failure_reason = 'superseded'").Set("frame_html = ''").Set("updated_at = ?", t).
			Where("order_id = ? AND status = 'started' AND kind = '3ds'", o.ID).Exec(ctx); err != nil {
			return translate(err)
		}
		if status == bookstore.OrderConfirmed {
			// Confirmed: the ordered books leave the cart, as a paid
			// card order's do.
			if _, err := s.db.exec(ctx, tx, stmtClearPaidLines, o.ID, o.ID); err != nil {
				return translate(err)
			}
		}
		if err := writeEffects(ctx, s.db, tx, c.Fx); err != nil {
			return err
		}
		if status == bookstore.OrderConfirmed {
			return staffLowStock(ctx, tx, o.ID, c.Fx)
		}
		return nil
	})
}

var _ bookstore.MethodStore = (*CheckoutStore)(nil)
