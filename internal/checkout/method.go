package checkout

import (
	"context"
	"errors"
	"slices"

	"bookstore/internal/bookstore"
)

// Choosing havale/EFT or kapıda ödeme at /odeme instead of the card. The
// domain decides what is offered and what may be chosen
// (bookstore.OfferMethods, CheckMethodChoice); the store writes the choice
// in one conditional transaction with its effects: the transfer
// instructions mail, or, for kapıda ödeme, the confirmation's effects
// (ConfirmEffects), as the order is confirmed at once.

// TransferMails renders the havale/EFT instructions mail (the order's
// amount, the shop's accounts, the reference and the deadline); the
// checkout's Mails provide it when they can.
type TransferMails interface {
	TransferInstructions(ctx context.Context, o *bookstore.Order, accounts []bookstore.BankAccount) (bookstore.Mail, error)
}

// MethodInput is the buyer's choice.
type MethodInput struct {
	Method            bookstore.PaymentMethod
	ContractsAccepted bool
	// CODForm is how the buyer means to pay at the door ("" unsaid); it
	// must be one the shop accepts.
	CODForm bookstore.CODForm
}

// cardOrder refuses the card on an order paid another way.
func cardOrder(o *bookstore.Order) error {
	if o.PaymentMethod != bookstore.MethodCard && o.PaymentMethod != "" {
		return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgMethodChosen)
	}
	return nil
}

// carrierName is the carrier the shop ships with ("" when staff choose).
func (s *Service) carrierName() string {
	if s.Carrier == nil {
		return ""
	}
	return s.Carrier.Name()
}

// paymentSettings is the setting in force (the card only without a store).
func (s *Service) paymentSettings(ctx context.Context) (bookstore.PaymentSettings, error) {
	if s.PaymentSettings == nil || s.Methods == nil {
		return bookstore.PaymentSettings{}, nil
	}
	return s.PaymentSettings.PaymentSettings(ctx)
}

// offers are the methods offered to buyer for o under v. An order whose
// method is chosen is offered that method only, no longer choosable.
func (s *Service) offers(ctx context.Context, buyer *bookstore.User, o *bookstore.Order, v bookstore.PaymentSettings) ([]bookstore.MethodOffer, error) {
	if cardOrder(o) != nil {
		return []bookstore.MethodOffer{{Method: o.PaymentMethod, Reason: bookstore.MsgMethodChosen, Totals: o.Totals}}, nil
	}
	var h bookstore.CODHistory
	if v.CODOn {
		var err error
		if h, err = s.Methods.CODHistory(ctx, buyer.ID); err != nil {
			return nil, err
		}
	}
	return bookstore.OfferMethods(v, o, h, s.now(), s.carrierName()), nil
}

// CheckoutMethod is Checkout with the methods offered and the contracts
// filled for m (the card when m is empty, or not offered).
func (s *Service) CheckoutMethod(ctx context.Context, buyer *bookstore.User, orderID string, m bookstore.PaymentMethod) (*View, error) {
	view, err := s.Checkout(ctx, buyer, orderID)
	if err != nil {
		return nil, err
	}
	v, err := s.paymentSettings(ctx)
	if err != nil {
		return nil, err
	}
	if view.Methods, err = s.offers(ctx, buyer, &view.Order.Order, v); err != nil {
		return nil, err
	}
	if _, ok := bookstore.Offer(view.Methods, m); ok && m != bookstore.MethodCard && cardOrder(&view.Order.Order) == nil {
		chosen := bookstore.WithMethod(&view.Order.Order, m, v, s.now())
		view.Contracts = s.contracts(ctx, buyer, &chosen)
	}
	return view, nil
}

// ChooseMethod records the buyer's choice of havale/EFT or kapıda ödeme
// for their pending order, with the contracts accepted as they name the
// method. A havale/EFT order waits for the money until its deadline; a
// kapıda ödeme order is confirmed at once. It returns the order as it
// now is.
func (s *Service) ChooseMethod(ctx context.Context, buyer *bookstore.User, orderID string, in MethodInput, ip string) (*bookstore.Order, error) {
	if !in.ContractsAccepted {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "contractsAccepted", Message: bookstore.MsgContractsRequired})
	}
	if s.Methods == nil {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgMethodOff)
	}
	o, err := s.Store.PendingOrderOf(ctx, buyer.ID, orderID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderInfoNotFound)
	}
	if err != nil {
		return nil, err
	}
	if err := bookstore.CheckBuyer(buyer); err != nil {
		return nil, err
	}
	v, err := s.PaymentSettings.PaymentSettings(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.checkChoice(ctx, buyer, o, in, v); err != nil {
		return nil, err
	}
	now := s.now()
	chosen := bookstore.WithMethod(&o.Order, in.Method, v, now)
	acc := bookstore.Acceptance{Text: s.contracts(ctx, buyer, &chosen).Combined(), At: now, IP: ip}
	chosen.ContractsText, chosen.ContractsAcceptedAt = acc.Text, acc.At
	fx, err := s.choiceEffects(ctx, buyer, &chosen, in)
	if err != nil {
		return nil, err
	}
	err = s.Methods.ChooseMethod(ctx, bookstore.MethodChoice{Order: chosen, FromTotal: o.Totals.Total, Acceptance: acc, Fx: fx}, now)
	if err != nil {
		if bookstore.ErrorCode(err) != bookstore.CodeConflict {
			return nil, err
		}
		// Someone changed the order first (another tab, a card form, the
		// expiry job): say why, as read now.
		if again, rerr := s.Store.PendingOrderOf(ctx, buyer.ID, orderID); rerr == nil {
			if cerr := s.checkChoice(ctx, buyer, again, in, v); cerr != nil {
				return nil, cerr
			}
		}
		return nil, err
	}
	if in.Method == bookstore.MethodCOD {
		s.outcome(bookstore.OutcomeConfirmed)
	}
	after, err := s.Store.PendingOrderOf(ctx, buyer.ID, orderID)
	if err != nil {
		return nil, err
	}
	return &after.Order, nil
}

// checkChoice applies the domain's rules to the order as read.
func (s *Service) checkChoice(ctx context.Context, buyer *bookstore.User, o *bookstore.PendingOrder, in MethodInput, v bookstore.PaymentSettings) error {
	if in.Method == bookstore.MethodCOD && in.CODForm != "" && !slices.Contains(v.CODForms, in.CODForm) {
		return bookstore.Invalid(bookstore.FieldError{Field: "codForm", Message: bookstore.MsgCODFormUnknown})
	}
	offers, err := s.offers(ctx, buyer, &o.Order, v)
	if err != nil {
		return err
	}
	form, err := s.Methods.StartedForm(ctx, o.ID)
	if err != nil {
		return err
	}
	return bookstore.CheckMethodChoice(o, in.Method, offers, form, s.now())
}

// choiceEffects are what the choice writes with it: for havale/EFT the
// instructions mail; for kapıda ödeme the confirmation's effects, audited
// as the buyer's.
func (s *Service) choiceEffects(ctx context.Context, buyer *bookstore.User, o *bookstore.Order, in MethodInput) (bookstore.Effects, error) {
	if in.Method == bookstore.MethodCOD {
		confirmed := *o
		confirmed.Status = bookstore.OrderConfirmed
		fx, err := s.ConfirmEffects(ctx, &confirmed)
		if err != nil {
			return bookstore.Effects{}, err
		}
		after := map[string]any{"status": bookstore.OrderConfirmed, "paymentMethod": o.PaymentMethod, "amount": o.Totals.Total}
		if in.CODForm != "" {
			after["codForm"] = in.CODForm
		}
		entry := bookstore.Change(buyer.ID, bookstore.ActionOrderConfirmed, "orders", o.ID, map[string]any{"status": bookstore.OrderPending}, after)
		fx.Audit = &entry
		return fx, nil
	}
	tm, ok := s.Mails.(TransferMails)
	if !ok || s.Mails == nil {
		return bookstore.Effects{}, nil
	}
	accounts, err := s.PaymentSettings.BankAccounts(ctx)
	if err != nil {
		return bookstore.Effects{}, err
	}
	return bookstore.Effects{Mail: s.mail(ctx, "transfer instructions mail", o.ID)(tm.TransferInstructions(ctx, o, accounts))}, nil
}

// TransferInfo is what a havale/EFT order's page shows of its money: the
// accounts to pay to and the sum recorded so far.
type TransferInfo struct {
	Accounts []bookstore.BankAccount
	Recorded int64
}

// Transfer is the transfer information of o, nil when o is not paid by
// havale/EFT.
func (s *Service) Transfer(ctx context.Context, o *bookstore.Order) (*TransferInfo, error) {
	if o.PaymentMethod != bookstore.MethodTransfer || s.Methods == nil || s.PaymentSettings == nil {
		return nil, nil
	}
	accounts, err := s.PaymentSettings.BankAccounts(ctx)
	if err != nil {
		return nil, err
	}
	sum, err := s.Methods.TransferSum(ctx, o.ID)
	if err != nil {
		return nil, err
	}
	return &TransferInfo{Accounts: accounts, Recorded: sum}, nil
}
