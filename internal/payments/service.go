// Package payments is the shop's side of the money that does not pass
// through the card provider: havale/EFT transfers staff record on orders,
// the bank refunds the shop owes by transfer, and the import of a bank
// statement that proposes which transfer belongs to which order.
package payments

import (
	"context"
	"log/slog"
	"time"

	"bookstore/internal/bookstore"
)

// Store is what the service keeps its records in (sqldb.TransferStore).
type Store interface {
	bookstore.TransferStore
	// TransferOrderCreated is when the order was placed (not found: a
	// CodeNotFound error).
	TransferOrderCreated(ctx context.Context, orderID string) (time.Time, error)
	// TransferTotals are the order's method, total and recorded sum.
	TransferTotals(ctx context.Context, orderID string) (bookstore.PaymentMethod, int64, int64, error)
	BankRefundItems(ctx context.Context, states []bookstore.BankRefundState, page bookstore.PageRequest) ([]bookstore.BankRefundItem, int, error)
	BankRefundItem(ctx context.Context, id string) (*bookstore.BankRefundItem, error)
	RecordedBankRefs(ctx context.Context, refs []string) (map[string]bool, error)
	// TransferCandidates are the pending transfer orders whose number is
	// one of numbers, with what they still miss.
	TransferCandidates(ctx context.Context, numbers []string) ([]bookstore.TransferCandidate, error)
}

// Confirmer gives the effects of confirming an order (the checkout's
// ConfirmEffects: the same mail, audit entry, invoice and staff notice as
// a card payment's confirmation).
type Confirmer interface {
	ConfirmEffects(ctx context.Context, o *bookstore.Order) (bookstore.Effects, error)
}

// RefundMails renders the buyer's mail of a bank refund sent.
type RefundMails interface {
	BankRefundSent(ctx context.Context, r *bookstore.BankRefundItem) (bookstore.Mail, error)
}

// Service records transfers, steps bank refunds and reads statements.
type Service struct {
	Store   Store
	Confirm Confirmer
	// Mails, when set, mails the buyer when their refund is sent.
	Mails RefundMails
	Log   *slog.Logger
	Now   func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}
