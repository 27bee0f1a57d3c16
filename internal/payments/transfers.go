package payments

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// RecordTransfer records a transfer staff saw arrive for the order: checked
// (bookstore.TransferInput.Validate), stored with its audit entry, and,
// when the recorded sum covers the total, the order confirmed in the same
// transaction with the confirmation's effects and any excess owed back.
// It returns the order after the record.
func (s *Service) RecordTransfer(ctx context.Context, actorID, orderID string, in bookstore.TransferInput) (*bookstore.Order, error) {
	created, err := s.Store.TransferOrderCreated(ctx, orderID)
	if err != nil {
		return nil, err
	}
	if err := in.Validate(s.now(), created); err != nil {
		return nil, err
	}
	entry := bookstore.Change(actorID, bookstore.ActionTransferRecorded, "transfers", orderID, nil, map[string]any{
		"amount": in.Amount, "receivedOn": in.ReceivedOn.Format(time.DateOnly), "sender": in.Sender, "bankRef": in.BankRef})
	t := bookstore.Transfer{OrderID: orderID, Amount: in.Amount, ReceivedOn: in.ReceivedOn, Sender: in.Sender, BankRef: in.BankRef,
		RecordedBy: actorID}
	// The confirmation must not be cut short by the browser leaving.
	ctx = context.WithoutCancel(ctx)
	return s.Store.RecordTransfer(ctx, t, bookstore.Effects{Audit: &entry}, func(o *bookstore.Order) (bookstore.Effects, error) {
		fx, err := s.Confirm.ConfirmEffects(ctx, o)
		if err == nil && fx.Audit != nil {
			fx.Audit.ActorID = actorID // the staff member whose record confirmed it
		}
		return fx, err
	})
}

// Transfers lists an order's recorded transfers.
func (s *Service) Transfers(ctx context.Context, orderID string) ([]bookstore.Transfer, error) {
	return s.Store.Transfers(ctx, orderID)
}

// OrderBankRefunds lists an order's bank refunds.
func (s *Service) OrderBankRefunds(ctx context.Context, orderID string) ([]bookstore.BankRefund, error) {
	return s.Store.OrderBankRefunds(ctx, orderID)
}

// TransferSummary is where an order's transfers stand: its method, the
// recorded transfers and, for a transfer order, the state against its
// total with what is missing or in excess.
type TransferSummary struct {
	Method    bookstore.PaymentMethod
	Transfers []bookstore.Transfer
	State     bookstore.TransferState
	Recorded  int64
	Missing   int64
	Excess    int64
	Refunds   []bookstore.BankRefund
}

// Summary reads the order's transfers and bank refunds.
func (s *Service) Summary(ctx context.Context, orderID string) (*TransferSummary, error) {
	method, total, recorded, err := s.Store.TransferTotals(ctx, orderID)
	if err != nil {
		return nil, err
	}
	out := &TransferSummary{Method: method, Recorded: recorded}
	if out.Transfers, err = s.Store.Transfers(ctx, orderID); err != nil {
		return nil, err
	}
	if out.Refunds, err = s.Store.OrderBankRefunds(ctx, orderID); err != nil {
		return nil, err
	}
	state, diff := bookstore.TransferStateOf(total, recorded)
	out.State = state
	switch state {
	case bookstore.TransferPartial:
		out.Missing = diff
	case bookstore.TransferExcess:
		out.Excess = diff
	case bookstore.TransferAwaited:
		out.Missing = total
	case bookstore.TransferPaid:
	}
	return out, nil
}
