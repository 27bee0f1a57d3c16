package checkout

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// The admin's side of returns (/admin/iadeler): accept (Ürün bekleniyor),
// mark received with the goods' condition, refund (by line, partial
// allowed), reject with a reason. Each step is conditional on the state
// the admin saw, audited and mailed to the shopper in its transaction.

// ListReturns pages through the requests.
func (s *Service) ListReturns(ctx context.Context, f bookstore.ReturnFilter, page bookstore.PageRequest) ([]bookstore.ReturnRequest, int, error) {
	return s.Returns.ListReturns(ctx, f, page)
}

// AdminOrderReturns lists any order's requests.
func (s *Service) AdminOrderReturns(ctx context.Context, orderID string) (*OrderReturns, error) {
	o, err := s.Store.OrderByID(ctx, orderID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
	}
	if err != nil {
		return nil, err
	}
	return s.orderReturns(ctx, &o.Order)
}

// AcceptReturn tells the shopper the books are awaited.
func (s *Service) AcceptReturn(ctx context.Context, actorID, id string) (*bookstore.ReturnRequest, error) {
	return s.moveReturn(ctx, actorID, id, []bookstore.ReturnState{bookstore.ReturnRequested}, bookstore.ReturnAwaiting,
		bookstore.ReturnUpdate{}, bookstore.ActionReturnAccepted)
}

// ReceiveReturn records the books' arrival and their condition; for books
// the carrier already delivered back ('Teslim alındı' without a
// condition), it records the condition staff found.
func (s *Service) ReceiveReturn(ctx context.Context, actorID, id string, c bookstore.GoodsCondition) (*bookstore.ReturnRequest, error) {
	if c != bookstore.ConditionIntact && c != bookstore.ConditionDamaged {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "condition", Message: bookstore.MsgReturnCondition})
	}
	if r, err := s.Returns.Return(ctx, id); err == nil && r.State == bookstore.ReturnReceived && r.Condition == "" {
		entry := bookstore.Change(actorID, bookstore.ActionReturnReceived, "returns", r.ID, map[string]any{"condition": ""},
			map[string]any{"state": r.State, "condition": c})
		ok, err := s.Returns.InspectReturn(ctx, id, c, bookstore.Effects{Audit: &entry})
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgReturnTransition)
		}
		return s.Returns.Return(ctx, id)
	}
	return s.moveReturn(ctx, actorID, id, []bookstore.ReturnState{bookstore.ReturnRequested, bookstore.ReturnAwaiting}, bookstore.ReturnReceived,
		bookstore.ReturnUpdate{Condition: c}, bookstore.ActionReturnReceived)
}

// RejectReturn closes a request without a refund; its copies may be
// requested again (e.g. a rejection by mistake).
func (s *Service) RejectReturn(ctx context.Context, actorID, id, reason string) (*bookstore.ReturnRequest, error) {
	reason, err := bookstore.CheckRejectReason(reason)
	if err != nil {
		return nil, err
	}
	return s.moveReturn(ctx, actorID, id, []bookstore.ReturnState{bookstore.ReturnRequested, bookstore.ReturnAwaiting, bookstore.ReturnReceived},
		bookstore.ReturnRejected, bookstore.ReturnUpdate{RejectReason: reason}, bookstore.ActionReturnRejected)
}

// shopper reads the request's buyer for its mail (nil, logged, when gone:
// the step goes on without a mail).
func (s *Service) shopper(ctx context.Context, r *bookstore.ReturnRequest) *bookstore.User {
	u, err := s.Users.UserByID(ctx, r.UserID)
	if err != nil {
		s.Log.ErrorContext(ctx, "return mail: buyer", "return", r.ID, "err", err)
		return nil
	}
	return u
}

func (s *Service) loadReturn(ctx context.Context, id string) (*bookstore.ReturnRequest, *bookstore.PendingOrder, error) {
	if !bookstore.ValidID(id) {
		return nil, nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgReturnNotFound)
	}
	r, err := s.Returns.Return(ctx, id)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgReturnNotFound)
	}
	if err != nil {
		return nil, nil, err
	}
	o, err := s.Store.OrderByID(ctx, r.OrderID)
	if err != nil {
		return nil, nil, err
	}
	return r, o, nil
}

func (s *Service) moveReturn(ctx context.Context, actorID, id string, from []bookstore.ReturnState, to bookstore.ReturnState,
	set bookstore.ReturnUpdate, action bookstore.AuditAction,
) (*bookstore.ReturnRequest, error) {
	r, o, err := s.loadReturn(ctx, id)
	if err != nil {
		return nil, err
	}
	after := *r
	after.State, after.Condition, after.RejectReason = to, set.Condition, set.RejectReason
	entry := bookstore.Change(actorID, action, "returns", r.ID, map[string]any{"state": r.State},
		map[string]any{"state": to, "condition": set.Condition, "reason": set.RejectReason})
	ok, err := s.Returns.MoveReturn(ctx, id, from, to, set, bookstore.Effects{Mail: s.returnMail(ctx, s.shopper(ctx, r), &o.Order, &after), Audit: &entry})
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, s.refundBlocked(ctx, r.OrderID, bookstore.MsgReturnTransition)
	}
	return s.Returns.Return(ctx, id)
}

// RefundReturn refunds a received request through the provider: every
// line in full, or the admin's amounts per line (order item id → kuruş).
// Concurrent clicks refund once; a refusal leaves the request 'Teslim
// alındı' with iyzico's error, to retry.
func (s *Service) RefundReturn(ctx context.Context, actorID, id string, amounts map[string]int64, ip string) (*bookstore.ReturnRequest, error) {
	r, o, err := s.loadReturn(ctx, id)
	if err != nil {
		return nil, err
	}
	if r.State != bookstore.ReturnReceived {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgReturnTransition)
	}
	if r.Condition == "" {
		// Delivered back by the carrier: staff look at the books first.
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgReturnNotInspected)
	}
	others, err := s.Returns.ReturnsOfOrder(ctx, r.OrderID)
	if err != nil {
		return nil, err
	}
	plan, err := bookstore.PlanRefund(&o.Order, r, amounts, others)
	if err != nil {
		return nil, err
	}
	f := &bookstore.Refund{OrderID: o.ID, ReturnID: r.ID, PaymentID: o.PaymentID, Amount: plan.Total(), Plan: plan, ActorID: actorID}
	won, err := s.Returns.StartReturnRefund(ctx, f)
	if err != nil {
		return nil, err
	}
	if !won {
		return nil, s.refundBlocked(ctx, o.ID, bookstore.MsgRefundInProgress)
	}
	end := s.returnEnd(ctx, r, &o.Order, f, s.returnBankRefund(&o.Order, f))
	if o.PaymentID == "" || bookstore.RefundsByBank(&o.Order) {
		// Paid another way (confirmed by hand, or by havale/EFT or at the
		// door: a bank refund to make, refunds_bank.go): the money goes back
		// outside the provider; the refund is recorded all the same.
		if err := end.done(ctx); err != nil {
			return nil, err
		}
	} else if err := s.refundPayment(ctx, &o.Order, f, ip, end); err != nil {
		return nil, err
	}
	return s.Returns.Return(ctx, id)
}

// returnEnd finishes the refund f of request r: the request refunded with
// each line's amount (intact copies back in stock), the shopper's mail and
// bank (the money owed by bank transfer, nil for a card), or the refusal
// audited.
func (s *Service) returnEnd(ctx context.Context, r *bookstore.ReturnRequest, o *bookstore.Order, f *bookstore.Refund,
	bank *bookstore.BankRefund,
) refundEnd {
	plan := f.Plan
	after := *r
	after.State, after.ShippingRefunded, after.RefundError = bookstore.ReturnRefunded, r.ShippingRefunded+plan.Shipping, ""
	after.Lines = append([]bookstore.ReturnLine(nil), r.Lines...)
	for i := range after.Lines {
		after.Lines[i].Refunded += plan.Lines[after.Lines[i].OrderItemID]
	}
	buyer := s.shopper(ctx, r)
	return refundEnd{
		done: func(ctx context.Context) error {
			entry := bookstore.Change(f.ActorID, bookstore.ActionReturnRefunded, "returns", r.ID, map[string]any{"state": r.State},
				map[string]any{"state": bookstore.ReturnRefunded, "amount": f.Amount, "shipping": plan.Shipping, "lines": plan.Lines})
			fx := bookstore.Effects{Mail: s.returnMail(ctx, buyer, o, &after), Audit: &entry, BankRefund: bank}
			issue, err := s.returnInvoice(ctx, o.ID, r.ID)
			if err != nil {
				return err
			}
			fx.Invoice = issue
			return s.Returns.FinishReturnRefund(ctx, f, r.Condition != bookstore.ConditionDamaged, fx)
		},
		failed: func(reason string) bookstore.Effects {
			e := bookstore.Change(f.ActorID, bookstore.ActionRefundFailed, "returns", r.ID, nil, map[string]any{"amount": f.Amount, "reason": reason})
			return bookstore.Effects{Audit: &e}
		},
		refused: bookstore.MsgRefundRefused,
	}
}
