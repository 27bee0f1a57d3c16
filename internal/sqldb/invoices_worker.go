package sqldb

import (
	"context"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The issuing worker's storage. Every step of an invoice's life is a
// conditional UPDATE on its row (the status it was read in, and for a
// stale send its updated_at), so of two workers the first wins and the
// other sees no row; the step's mail and audit entry commit with it.

// requestInvoiceCancel marks the sales invoice of an order being cancelled
// (in the cancellation's transaction) to be cancelled at the integrator:
// the mark commits with the cancellation, so the worker finds it by its
// status instead of comparing every invoice with the orders.
func requestInvoiceCancel(ctx context.Context, tx bun.Tx, orderID string) error {
	_, err := tx.NewUpdate().Table("invoices").Set("cancel_requested = TRUE").Set("updated_at = ?", now()).
		Where("order_id = ? AND kind = 'sale' AND cancel_requested = FALSE", orderID).Exec(ctx)
	return translate(err)
}

// PendingInvoices are the documents the worker has something to do with
// (bookstore.Invoice.Pending), least recently touched first.
func (s *InvoiceStore) PendingInvoices(ctx context.Context, limit int) ([]bookstore.Invoice, error) {
	var rows []invoiceRow
	err := s.selectInvoices().
		Where("i.status IN ('queued', 'sending', 'sent') OR (i.status = 'accepted' AND i.cancel_requested AND i.profile = 'EARSIVFATURA')").
		OrderExpr("i.updated_at, i.id").Limit(int64(limit)).Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.Invoice, len(rows))
	for i := range rows {
		out[i] = rows[i].summary().Invoice
	}
	return out, nil
}

// MoveInvoice writes one step of an invoice's life with its effects, if the
// invoice is still where the caller saw it.
func (s *InvoiceStore) MoveInvoice(ctx context.Context, ch bookstore.InvoiceChange, fx bookstore.Effects) (bool, error) {
	moved := false
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		moved = false
		t := now()
		q := tx.NewUpdate().Table("invoices").Set("status = ?", string(ch.To)).Set("updated_at = ?", t).
			Where("id = ? AND status = ?", ch.ID, string(ch.From))
		if !ch.StaleBefore.IsZero() {
			q = q.Where("updated_at < ?", utc(ch.StaleBefore))
		}
		if ch.XML != nil {
			q = q.Set("xml = ?", string(ch.XML))
		}
		if ch.Profile != "" {
			q = q.Set("profile = ?", string(ch.Profile))
		}
		if ch.ETTN != "" {
			q = q.Set("ettn = ?", ch.ETTN)
		}
		if ch.RejectReason != nil {
			q = q.Set("reject_reason = ?", *ch.RejectReason)
		}
		if ch.LastAnswer != "" {
			q = q.Set("last_answer = ?", ch.LastAnswer)
		}
		if ch.CountAttempt {
			q = q.Set("attempts = attempts + 1")
		}
		switch ch.To {
		case bookstore.InvoiceSent:
			q = q.Set("sent_at = COALESCE(sent_at, ?)", t)
		case bookstore.InvoiceAccepted:
			q = q.Set("accepted_at = COALESCE(accepted_at, ?)", t)
		case bookstore.InvoiceQueued, bookstore.InvoiceSending, bookstore.InvoiceRejected, bookstore.InvoiceCancelled, bookstore.InvoiceIssued:
			// No moment of their own to record.
		}
		res, err := q.Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return nil
		}
		moved = true
		return writeEffects(ctx, s.db, tx, fx)
	})
	if err != nil {
		return false, err
	}
	return moved, nil
}
