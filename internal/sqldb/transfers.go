package sqldb

import (
	"context"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Havale/EFT: the transfers staff record on an order. A record and what
// it decides (the order confirmed when the sum covers its total, the
// excess owed back) are one transaction that holds the order's row, so two
// staff recording at once confirm it once, and a record never meets an
// order half way through another change.

// TransferStore keeps the recorded transfers and the bank refunds
// (bank_refunds.go).
type TransferStore struct{ db *DB }

// NewTransferStore returns the transfer store on db's connection.
func NewTransferStore(db *DB) *TransferStore { return &TransferStore{db} }

// transferOrder is what a record checks of its order, read under the lock.
type transferOrder struct {
	Status    string    `bun:"status"`
	Method    string    `bun:"payment_method"`
	Total     int64     `bun:"total_amount"`
	CreatedAt time.Time `bun:"created_at"`
	Recorded  int64     `bun:"recorded"`
}

const transferOrderSQL = `SELECT status, payment_method, total_amount, created_at,
	COALESCE((SELECT sum(amount) FROM transfers WHERE order_id = orders.id), 0) AS recorded
	FROM orders WHERE id = ?`

// lockTransferOrder reads the order and, on PostgreSQL, locks its row until
// the transaction ends (SQLite's write transaction already excludes every
// other writer from its BEGIN).
func (s *TransferStore) lockTransferOrder(ctx context.Context, tx bun.Tx, orderID string) (*transferOrder, error) {
	q := transferOrderSQL
	if s.db.dialect == Postgres {
		q += ` FOR UPDATE`
	}
	var o transferOrder
	if err := tx.NewRaw(q, orderID).Scan(ctx, &o); err != nil {
		if errors.Is(translate(err), bookstore.ErrNotFound) {
			return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
		}
		return nil, translate(err)
	}
	return &o, nil
}

// TransferOrderCreated is when the order was placed, which the service
// checks a record's date against before the transaction (the transaction
// checks the order again).
func (s *TransferStore) TransferOrderCreated(ctx context.Context, orderID string) (time.Time, error) {
	var created time.Time
	if err := s.db.bun.NewRaw(`SELECT created_at FROM orders WHERE id = ?`, orderID).Scan(ctx, &created); err != nil {
		if errors.Is(translate(err), bookstore.ErrNotFound) {
			return time.Time{}, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
		}
		return time.Time{}, translate(err)
	}
	return created.UTC(), nil
}

// confirmTransferSQL moves a pending transfer order whose money is in to
// confirmed: paid with the method's payment id, exactly its total, in one
// instalment.
const confirmTransferSQL = `UPDATE orders SET status = 'confirmed', payment_id = ?, installment = 1, paid_amount = total_amount,
	completing_at = NULL, updated_at = ?
	WHERE id = ? AND status = 'pending' AND payment_method = 'transfer'`

// RecordTransfer stores t on its pending transfer order and, when the sum
// reaches the total, confirms the order with confirm's effects and records
// any excess as a bank refund to make; see bookstore.TransferStore.
func (s *TransferStore) RecordTransfer(ctx context.Context, t bookstore.Transfer, fx bookstore.Effects,
	confirm func(o *bookstore.Order) (bookstore.Effects, error)) (*bookstore.Order, error) {
	var out *bookstore.Order
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		o, err := s.lockTransferOrder(ctx, tx, t.OrderID)
		if err != nil {
			return err
		}
		if bookstore.PaymentMethod(o.Method) != bookstore.MethodTransfer {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgTransferOtherOrder)
		}
		if bookstore.OrderStatus(o.Status) != bookstore.OrderPending {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgTransferNotAwaited)
		}
		at := now()
		if _, err := tx.NewRaw(`INSERT INTO transfers (id, order_id, amount, received_on, sender, bank_ref, recorded_by, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, newID(), t.OrderID, t.Amount, bookstore.DayOf(t.ReceivedOn), t.Sender, t.BankRef,
			t.RecordedBy, at).Exec(ctx); err != nil {
			if err = translate(err); errors.Is(err, bookstore.ErrDuplicate) {
				return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgTransferDuplicate)
			}
			return err
		}
		if err := writeEffects(ctx, s.db, tx, fx); err != nil {
			return err
		}
		order, err := orderWithMethod(ctx, s.db, tx, t.OrderID)
		if err != nil {
			return err
		}
		sum := o.Recorded + t.Amount
		if sum < o.Total || confirm == nil {
			out = order
			return nil
		}
		cfx, err := confirm(order)
		if err != nil {
			return err
		}
		paymentID := bookstore.PaymentIDFor(bookstore.MethodTransfer, t.OrderID)
		res, err := tx.NewRaw(confirmTransferSQL, paymentID, at, t.OrderID).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgTransferNotAwaited)
		}
		if _, err := s.db.exec(ctx, tx, stmtClearPaidLines, t.OrderID, t.OrderID); err != nil {
			return translate(err)
		}
		if state, excess := bookstore.TransferStateOf(o.Total, sum); state == bookstore.TransferExcess {
			cfx.BankRefund = &bookstore.BankRefund{OrderID: t.OrderID, Reason: bookstore.BankRefundExcess, Amount: excess,
				State: bookstore.BankRefundAwaitingIBAN, DueBy: at.Add(bookstore.BankRefundDeadline)}
		}
		if err := writeEffects(ctx, s.db, tx, cfx); err != nil {
			return err
		}
		if err := staffLowStock(ctx, tx, t.OrderID, cfx); err != nil {
			return err
		}
		order.Status, order.PaymentID, order.PaidAmount, order.Installment = bookstore.OrderConfirmed, paymentID, o.Total, 1
		order.PayBy = time.Time{}
		out = order
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// orderWithMethod reads the order with its lines and its payment method
// on q (a transaction or the pool).
func orderWithMethod(ctx context.Context, db *DB, q bun.IDB, orderID string) (*bookstore.Order, error) {
	var row struct {
		orderRow
		Items string `bun:"items"`
	}
	if err := db.queryRow(ctx, q, stmtOrderByID, &row, orderID); err != nil {
		return nil, translate(err)
	}
	o := row.order()
	items, err := decodeOrderItems(row.Items)
	if err != nil {
		return nil, err
	}
	o.Items = items
	var method string
	if err := q.NewRaw(`SELECT payment_method FROM orders WHERE id = ?`, orderID).Scan(ctx, &method); err != nil {
		return nil, translate(err)
	}
	o.PaymentMethod = bookstore.PaymentMethod(method)
	return &o, nil
}

// transferRow is a transfers row with the recorder's name.
type transferRow struct {
	ID           string    `bun:"id"`
	OrderID      string    `bun:"order_id"`
	Amount       int64     `bun:"amount"`
	ReceivedOn   time.Time `bun:"received_on"`
	Sender       string    `bun:"sender"`
	BankRef      string    `bun:"bank_ref"`
	RecordedBy   string    `bun:"recorded_by"`
	RecorderName string    `bun:"recorder_name"`
	CreatedAt    time.Time `bun:"created_at"`
}

// Transfers lists the order's recorded transfers, oldest first.
func (s *TransferStore) Transfers(ctx context.Context, orderID string) ([]bookstore.Transfer, error) {
	var rows []transferRow
	if err := s.db.bun.NewRaw(`SELECT t.id, t.order_id, t.amount, t.received_on, t.sender, t.bank_ref, t.recorded_by,
		COALESCE(p.full_name, '') AS recorder_name, t.created_at
		FROM transfers AS t LEFT JOIN profiles AS p ON p.id = t.recorded_by
		WHERE t.order_id = ? ORDER BY t.created_at, t.id`, orderID).Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.Transfer, len(rows))
	for i, r := range rows {
		out[i] = bookstore.Transfer{ID: r.ID, OrderID: r.OrderID, Amount: r.Amount, ReceivedOn: bookstore.DayOf(r.ReceivedOn),
			Sender: r.Sender, BankRef: r.BankRef, RecordedBy: r.RecordedBy, RecorderName: r.RecorderName, CreatedAt: r.CreatedAt.UTC()}
	}
	return out, nil
}

// RecordedBankRefs says which of refs are already recorded (the statement
// import's "recorded" rows).
func (s *TransferStore) RecordedBankRefs(ctx context.Context, refs []string) (map[string]bool, error) {
	out := map[string]bool{}
	if len(refs) == 0 {
		return out, nil
	}
	var found []string
	if err := s.db.bun.NewSelect().Table("transfers").Column("bank_ref").Where("bank_ref IN (?)", bun.List(refs)).
		Scan(ctx, &found); err != nil {
		return nil, translate(err)
	}
	for _, r := range found {
		out[r] = true
	}
	return out, nil
}

// TransferCandidates are the pending transfer orders whose number (the
// first 8 characters of the id) is one of numbers.
func (s *TransferStore) TransferCandidates(ctx context.Context, numbers []string) ([]bookstore.TransferCandidate, error) {
	if len(numbers) == 0 {
		return nil, nil
	}
	var rows []struct {
		ID       string `bun:"id"`
		Name     string `bun:"customer_name"`
		Total    int64  `bun:"total_amount"`
		Recorded int64  `bun:"recorded"`
	}
	q := s.db.bun.NewSelect().TableExpr("orders AS o").
		ColumnExpr("o.id, COALESCE(p.full_name, '') AS customer_name, o.total_amount").
		ColumnExpr("COALESCE((SELECT sum(t.amount) FROM transfers AS t WHERE t.order_id = o.id), 0) AS recorded").
		Join("LEFT JOIN profiles AS p ON p.id = o.user_id").
		Where("o.status = 'pending' AND o.payment_method = 'transfer'")
	idText := "o.id"
	if s.db.dialect == Postgres {
		idText = "o.id::text"
	}
	q = q.Where("substr("+idText+", 1, 8) IN (?)", bun.List(numbers)).OrderExpr("o.created_at")
	if err := q.Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.TransferCandidate, len(rows))
	for i, r := range rows {
		out[i] = bookstore.TransferCandidate{OrderID: r.ID, CustomerName: r.Name, Total: r.Total, Recorded: r.Recorded}
	}
	return out, nil
}

// TransferTotals are the order's method, total and the sum of its
// recorded transfers.
func (s *TransferStore) TransferTotals(ctx context.Context, orderID string) (bookstore.PaymentMethod, int64, int64, error) {
	var o transferOrder
	if err := s.db.bun.NewRaw(transferOrderSQL, orderID).Scan(ctx, &o); err != nil {
		return "", 0, 0, translate(err)
	}
	return bookstore.PaymentMethod(o.Method), o.Total, o.Recorded, nil
}

// noticeOverdueTransfers raises the staff's notice of each pending
// transfer order past its deadline with a transfer recorded (the expiry
// leaves those to staff); the notice's dedup key makes it once per order.
func noticeOverdueTransfers(ctx context.Context, db *DB, at time.Time) error {
	var rows []struct {
		ID       string `bun:"id"`
		Total    int64  `bun:"total_amount"`
		Recorded int64  `bun:"recorded"`
	}
	if err := db.bun.NewRaw(`SELECT o.id, o.total_amount,
		(SELECT sum(t.amount) FROM transfers AS t WHERE t.order_id = o.id) AS recorded
		FROM orders AS o WHERE o.payment_method = 'transfer' AND o.status = 'pending' AND o.expires_at < ?
		AND EXISTS (SELECT 1 FROM transfers AS t WHERE t.order_id = o.id) ORDER BY o.expires_at LIMIT 500`, utc(at)).
		Scan(ctx, &rows); err != nil {
		return translate(err)
	}
	for _, r := range rows {
		_, missing := bookstore.TransferStateOf(r.Total, r.Recorded)
		if _, err := insertStaffNotice(ctx, db.bun, bookstore.TransferOverdueNotice(r.ID, missing)); err != nil {
			return err
		}
	}
	return nil
}
