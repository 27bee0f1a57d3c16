package payments

import (
	"context"
	"strings"
	"unicode/utf8"

	"bookstore/internal/bookstore"
)

// Bank refunds after they are owed: the buyer names the account, staff
// send the money and mark it done. Each step is audited; the first raises
// the staff's notice, the second mails the buyer.

// GiveRefundIBAN records the account the buyer wants refund refundID of
// their order orderID sent to. Another member's refund, or one of another
// order, is not found.
func (s *Service) GiveRefundIBAN(ctx context.Context, userID, orderID, refundID, iban, holder string) error {
	r, err := s.Store.BankRefundItem(ctx, refundID)
	if err != nil || r.UserID != userID || r.OrderID != orderID {
		if err == nil || bookstore.ErrorCode(err) == bookstore.CodeNotFound {
			return bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderInfoNotFound)
		}
		return err
	}
	iban, holder, err = bookstore.CheckRefundAccount(iban, holder)
	if err != nil {
		return err
	}
	entry := bookstore.Change(userID, bookstore.ActionBankRefundIBAN, "bank_refunds", refundID,
		map[string]any{"state": r.State}, map[string]any{"state": bookstore.BankRefundDue, "iban": bookstore.MaskIBAN(iban), "holder": holder})
	fx := bookstore.Effects{Audit: &entry, Staff: bookstore.BankRefundDueNotice(&r.BankRefund)}
	return s.Store.GiveRefundIBAN(ctx, refundID, userID, iban, holder, fx)
}

// BankRefunds lists the refunds in state (every state when empty), the
// nearest deadline first.
func (s *Service) BankRefunds(ctx context.Context, state bookstore.BankRefundState, page bookstore.PageRequest) ([]bookstore.BankRefundItem, int, error) {
	var states []bookstore.BankRefundState
	if state != "" {
		states = []bookstore.BankRefundState{state}
	}
	return s.Store.BankRefundItems(ctx, states, page)
}

// MarkBankRefundDone records that staff sent a due refund, with their
// bank's reference, and mails the buyer.
func (s *Service) MarkBankRefundDone(ctx context.Context, actorID, refundID, bankRef string) (*bookstore.BankRefundItem, error) {
	bankRef = strings.TrimSpace(bankRef)
	if n := utf8.RuneCountInString(bankRef); n == 0 || n > bookstore.MaxBankRefLen {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "bankRef", Message: bookstore.MsgTransferBankRef})
	}
	if fe := bookstore.CheckSingleLine("bankRef", bankRef); fe != nil {
		return nil, bookstore.Invalid(*fe)
	}
	r, err := s.Store.BankRefundItem(ctx, refundID)
	if err != nil {
		return nil, err
	}
	at := s.now()
	done := *r
	done.State, done.BankRef, done.DoneAt, done.DoneBy = bookstore.BankRefundDone, bankRef, at, actorID
	entry := bookstore.Change(actorID, bookstore.ActionBankRefundDone, "bank_refunds", refundID,
		map[string]any{"state": r.State}, map[string]any{"state": bookstore.BankRefundDone, "bankRef": bankRef, "amount": r.Amount})
	fx := bookstore.Effects{Audit: &entry}
	if s.Mails != nil && r.State == bookstore.BankRefundDue {
		if m, err := s.Mails.BankRefundSent(ctx, &done); err != nil {
			s.log().ErrorContext(ctx, "bank refund sent mail", "refund", refundID, "err", err)
		} else {
			fx.Mail = &m
		}
	}
	if err := s.Store.MarkBankRefundDone(context.WithoutCancel(ctx), refundID, actorID, bankRef, at, fx); err != nil {
		return nil, err
	}
	return s.Store.BankRefundItem(ctx, refundID)
}
