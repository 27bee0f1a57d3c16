package sqldb

import (
	"context"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Bank refunds: money the shop owes back by bank transfer. A refund is
// written as an effect of the change that owes it (Effects.BankRefund: an
// excess transfer, a cancelled or returned transfer or kapıda ödeme
// order), once per (order, reason, return); its later steps are
// conditional updates on its state, so each happens once.

// writeBankRefund stores r inside tx; a second refund for the same
// (order, reason, return) is no error and changes nothing.
func writeBankRefund(ctx context.Context, tx bun.Tx, r *bookstore.BankRefund) error {
	if r == nil {
		return nil
	}
	t := now()
	state := r.State
	if state == "" {
		state = bookstore.BankRefundAwaitingIBAN
	}
	_, err := tx.NewRaw(`INSERT INTO bank_refunds (id, order_id, return_id, reason, amount, state, iban, holder, due_by,
		created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
		newID(), r.OrderID, optional(r.ReturnID), string(r.Reason), r.Amount, string(state), r.IBAN, r.Holder,
		utc(r.DueBy), t, t).Exec(ctx)
	return translate(err)
}

// bankRefundRow is a bank_refunds row with its order's buyer.
type bankRefundRow struct {
	ID           string     `bun:"id"`
	OrderID      string     `bun:"order_id"`
	ReturnID     *string    `bun:"return_id"`
	Reason       string     `bun:"reason"`
	Amount       int64      `bun:"amount"`
	State        string     `bun:"state"`
	IBAN         string     `bun:"iban"`
	Holder       string     `bun:"holder"`
	DueBy        time.Time  `bun:"due_by"`
	DoneAt       *time.Time `bun:"done_at"`
	DoneBy       *string    `bun:"done_by"`
	BankRef      string     `bun:"bank_ref"`
	CreatedAt    time.Time  `bun:"created_at"`
	UserID       string     `bun:"user_id"`
	CustomerName string     `bun:"customer_name"`
}

func (r *bankRefundRow) item() bookstore.BankRefundItem {
	b := bookstore.BankRefund{ID: r.ID, OrderID: r.OrderID, Reason: bookstore.BankRefundReason(r.Reason), Amount: r.Amount,
		State: bookstore.BankRefundState(r.State), IBAN: r.IBAN, Holder: r.Holder, DueBy: r.DueBy.UTC(), BankRef: r.BankRef,
		CreatedAt: r.CreatedAt.UTC()}
	if r.ReturnID != nil {
		b.ReturnID = *r.ReturnID
	}
	if r.DoneAt != nil {
		b.DoneAt = r.DoneAt.UTC()
	}
	if r.DoneBy != nil {
		b.DoneBy = *r.DoneBy
	}
	return bookstore.BankRefundItem{BankRefund: b, UserID: r.UserID, CustomerName: r.CustomerName}
}

func (s *TransferStore) refundQuery() *bun.SelectQuery {
	return s.db.bun.NewSelect().TableExpr("bank_refunds AS r").
		ColumnExpr("r.id, r.order_id, r.return_id, r.reason, r.amount, r.state, r.iban, r.holder, r.due_by, r.done_at").
		ColumnExpr("r.done_by, r.bank_ref, r.created_at, o.user_id, COALESCE(p.full_name, '') AS customer_name").
		Join("JOIN orders AS o ON o.id = r.order_id").Join("LEFT JOIN profiles AS p ON p.id = o.user_id")
}

func refundItems(rows []bankRefundRow) []bookstore.BankRefundItem {
	out := make([]bookstore.BankRefundItem, len(rows))
	for i := range rows {
		out[i] = rows[i].item()
	}
	return out
}

// BankRefundItems lists refunds in the given states (all when empty), the
// nearest deadline first, with their buyers.
func (s *TransferStore) BankRefundItems(ctx context.Context, states []bookstore.BankRefundState, page bookstore.PageRequest) ([]bookstore.BankRefundItem, int, error) {
	page = page.Normalize()
	q := s.refundQuery()
	if len(states) > 0 {
		list := make([]string, len(states))
		for i, st := range states {
			list[i] = string(st)
		}
		q = q.Where("r.state IN (?)", bun.List(list))
	}
	var rows []bankRefundRow
	total, err := q.OrderExpr("r.due_by, r.id").Limit(int64(page.Size)).Offset(int64(page.Offset())).ScanAndCount(ctx, &rows)
	if err != nil {
		return nil, 0, translate(err)
	}
	return refundItems(rows), int(total), nil
}

// BankRefunds is BankRefundItems without the buyers.
func (s *TransferStore) BankRefunds(ctx context.Context, states []bookstore.BankRefundState, page bookstore.PageRequest) ([]bookstore.BankRefund, int, error) {
	items, total, err := s.BankRefundItems(ctx, states, page)
	if err != nil {
		return nil, 0, err
	}
	out := make([]bookstore.BankRefund, len(items))
	for i := range items {
		out[i] = items[i].BankRefund
	}
	return out, total, nil
}

// OrderBankRefunds lists the order's refunds, oldest first.
func (s *TransferStore) OrderBankRefunds(ctx context.Context, orderID string) ([]bookstore.BankRefund, error) {
	var rows []bankRefundRow
	if err := s.refundQuery().Where("r.order_id = ?", orderID).OrderExpr("r.created_at, r.id").Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.BankRefund, len(rows))
	for i := range rows {
		out[i] = rows[i].item().BankRefund
	}
	return out, nil
}

// BankRefundItem is one refund with its buyer.
func (s *TransferStore) BankRefundItem(ctx context.Context, id string) (*bookstore.BankRefundItem, error) {
	var row bankRefundRow
	if err := s.refundQuery().Where("r.id = ?", id).Scan(ctx, &row); err != nil {
		if errors.Is(translate(err), bookstore.ErrNotFound) {
			return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgRefundNotFound)
		}
		return nil, translate(err)
	}
	it := row.item()
	return &it, nil
}

// refundStep moves a refund from one state to the next with set, writing
// fx; when it is not in from, why says which conflict it is.
func (s *TransferStore) refundStep(ctx context.Context, refundID string, where string, whereArgs []any, from bookstore.BankRefundState,
	set func(q *bun.UpdateQuery) *bun.UpdateQuery, fx bookstore.Effects, why func(bookstore.BankRefundState) string) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var state string
		err := tx.NewSelect().TableExpr("bank_refunds AS r").Column("r.state").Where("r.id = ?", refundID).
			Where(where, whereArgs...).Scan(ctx, &state)
		if errors.Is(translate(err), bookstore.ErrNotFound) {
			return bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgRefundNotFound)
		}
		if err != nil {
			return translate(err)
		}
		if bookstore.BankRefundState(state) != from {
			return bookstore.Errorf(bookstore.CodeConflict, "%s", why(bookstore.BankRefundState(state)))
		}
		q := set(tx.NewUpdate().Table("bank_refunds").Set("updated_at = ?", now()).
			Where("id = ? AND state = ?", refundID, string(from)))
		won, err := changedOne(ctx, s.db, tx, q, fx)
		if err != nil {
			return err
		}
		if !won {
			return bookstore.Errorf(bookstore.CodeConflict, "%s", why(""))
		}
		return nil
	})
}

// GiveRefundIBAN records the buyer's IBAN on an awaiting refund of their
// order (awaiting_iban → due).
func (s *TransferStore) GiveRefundIBAN(ctx context.Context, refundID, userID, iban, holder string, fx bookstore.Effects) error {
	return s.refundStep(ctx, refundID, "r.order_id IN (SELECT id FROM orders WHERE user_id = ?)", []any{userID},
		bookstore.BankRefundAwaitingIBAN, func(q *bun.UpdateQuery) *bun.UpdateQuery {
			return q.Set("state = ?", string(bookstore.BankRefundDue)).Set("iban = ?", iban).Set("holder = ?", holder)
		}, fx, func(bookstore.BankRefundState) string { return bookstore.MsgRefundIBANGiven })
}

// MarkBankRefundDone moves a due refund to done.
func (s *TransferStore) MarkBankRefundDone(ctx context.Context, refundID, actorID, bankRef string, at time.Time, fx bookstore.Effects) error {
	return s.refundStep(ctx, refundID, "1 = 1", nil, bookstore.BankRefundDue, func(q *bun.UpdateQuery) *bun.UpdateQuery {
		return q.Set("state = ?", string(bookstore.BankRefundDone)).Set("done_at = ?", utc(at)).Set("done_by = ?", actorID).
			Set("bank_ref = ?", bankRef)
	}, fx, func(st bookstore.BankRefundState) string {
		if st == bookstore.BankRefundAwaitingIBAN {
			return bookstore.MsgRefundNoIBAN
		}
		return bookstore.MsgRefundAlreadyDone
	})
}

var _ bookstore.TransferStore = (*TransferStore)(nil)
