package invoices

import (
	"context"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

// The worker. Each pass looks at the invoices still on their way
// (bookstore.Invoice.Pending) and moves each one step:
//
//   - queued: the buyer's document type is settled (a company is looked up
//     in the integrator's registry), the UBL-TR is built once and stored
//     with the move to 'sending' in one transaction, then sent;
//   - sending, untouched for StaleSending: its sender died, timed out or
//     lost the answer. The integrator is asked by ETTN before anything is
//     sent again: an invoice it holds takes its state there, one it never
//     got is sent again (the same XML, the same number and ETTN);
//   - sent: asked until accepted (the buyer's mail is queued with the
//     acceptance) or rejected (the reason is kept for the admin);
//   - accepted e-Arşiv of a cancelled order: cancelled at the integrator.
//
// Every move is conditional on the status it was read in, so concurrent
// workers (several server instances) move an invoice once.

// Run is the worker: a pass now and every Every until ctx ends. Without a
// provider (manual invoicing) it returns at once.
func (s *Service) Run(ctx context.Context, every time.Duration) {
	if s.Provider == nil {
		return
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if _, err := s.RunOnce(ctx); err != nil && ctx.Err() == nil {
			s.Log.ErrorContext(ctx, "invoice worker", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// RunOnce is one pass; it returns how many invoices moved.
func (s *Service) RunOnce(ctx context.Context) (int, error) {
	if s.Provider == nil {
		return 0, nil
	}
	list, err := s.Store.PendingInvoices(ctx, batch)
	if s.Jobs != nil {
		s.Jobs.JobRan("invoices", err)
	}
	if err != nil {
		return 0, err
	}
	moved := 0
	for i := range list {
		if ctx.Err() != nil {
			break
		}
		if s.step(ctx, &list[i]) {
			moved++
		}
	}
	return moved, nil
}

func (s *Service) step(ctx context.Context, inv *bookstore.Invoice) bool {
	switch inv.Status {
	case bookstore.InvoiceQueued:
		return s.sendQueued(ctx, inv)
	case bookstore.InvoiceSending:
		if inv.UpdatedAt.After(s.now().Add(-s.staleSending())) {
			return false // its sender may still be waiting for the answer
		}
		return s.reconcile(ctx, inv)
	case bookstore.InvoiceSent:
		return s.poll(ctx, inv, bookstore.InvoiceSent)
	case bookstore.InvoiceAccepted:
		return s.cancel(ctx, inv)
	case bookstore.InvoiceRejected, bookstore.InvoiceCancelled, bookstore.InvoiceIssued:
		// Never pending: the admin resends a rejected one.
	}
	return false
}

// call bounds one call to the integrator.
func (s *Service) call(ctx context.Context, fn func(ctx context.Context) error) error {
	ctx, cancel := context.WithTimeout(ctx, s.callTimeout())
	defer cancel()
	return fn(ctx)
}

// profileOf settles the document type: e-Fatura to a company registered
// with the integrator (with its inbox), else e-Arşiv. The answer checkout
// froze on the order stands; the integrator is asked only when checkout
// had none in time.
func (s *Service) profileOf(ctx context.Context, o *bookstore.Order) (bookstore.InvoiceProfile, string, error) {
	if o.Parties == nil || o.Parties.Identity.Type != bookstore.InvoiceCorporate {
		return bookstore.ProfileEArchive, "", nil
	}
	if c := o.Parties.EInvoice; c.Check == bookstore.TaxpayerAnswered {
		return c.Profile, c.Alias, nil
	}
	var tp bookstore.Taxpayer
	err := s.call(ctx, func(ctx context.Context) (err error) {
		tp, err = s.Provider.CheckTaxpayer(ctx, o.Parties.Identity.VKN)
		return err
	})
	if err != nil {
		return "", "", err
	}
	if tp.EInvoice {
		return bookstore.ProfileBasic, tp.Alias, nil
	}
	return bookstore.ProfileEArchive, "", nil
}

// sendQueued builds a queued invoice's XML, stores it with the move to
// sending, and sends it.
func (s *Service) sendQueued(ctx context.Context, inv *bookstore.Invoice) bool {
	o, err := s.order(ctx, inv.OrderID)
	if err != nil {
		s.Log.ErrorContext(ctx, "invoice: read the order", "invoice", inv.Number, "err", err)
		return false
	}
	profile, alias, err := s.profileOf(ctx, o)
	if err != nil {
		s.Log.WarnContext(ctx, "invoice: taxpayer check failed; retried", "invoice", inv.Number, "err", err)
		return false
	}
	inv.Profile = profile
	doc, err := s.document(ctx, inv, nil)
	if err != nil {
		s.Log.ErrorContext(ctx, "invoice: build", "invoice", inv.Number, "err", err)
		return false
	}
	doc.Buyer.Alias = alias
	if s.Render == nil {
		s.Log.ErrorContext(ctx, "invoice: no XML renderer wired", "invoice", inv.Number)
		return false
	}
	xml, err := s.Render(doc)
	if err != nil {
		s.Log.ErrorContext(ctx, "invoice: render", "invoice", inv.Number, "err", err)
		return false
	}
	entry := bookstore.Change("", bookstore.ActionInvoiceIssued, "invoices", inv.ID, map[string]any{"status": inv.Status},
		map[string]any{"status": bookstore.InvoiceSending, "number": inv.Number, "ettn": inv.ETTN, "profile": profile})
	ok, err := s.Store.MoveInvoice(ctx, bookstore.InvoiceChange{ID: inv.ID, From: bookstore.InvoiceQueued, To: bookstore.InvoiceSending,
		XML: xml, Profile: profile, CountAttempt: true}, bookstore.Effects{Audit: &entry})
	if err != nil || !ok {
		if err != nil {
			s.Log.ErrorContext(ctx, "invoice: store the XML", "invoice", inv.Number, "err", err)
		}
		return false
	}
	doc.Status = bookstore.InvoiceSending
	return s.send(ctx, doc, xml)
}

// send hands a 'sending' invoice to the integrator. An answer the shop
// cannot read leaves it sending: after StaleSending the integrator is
// asked what it holds.
func (s *Service) send(ctx context.Context, doc *bookstore.Invoice, xml []byte) bool {
	err := s.call(ctx, func(ctx context.Context) error { return s.Provider.Send(ctx, doc, xml) })
	answer := "Entegratör faturayı aldı"
	switch {
	case errors.Is(err, bookstore.ErrInvoiceExists):
		answer = "Entegratörde zaten kayıtlı"
	case err != nil:
		s.Log.WarnContext(ctx, "invoice: send failed; reconciled later", "invoice", doc.Number, "err", err)
		s.note(ctx, doc, "Gönderim yanıtı alınamadı: "+err.Error())
		return false
	}
	ok, err := s.Store.MoveInvoice(ctx, bookstore.InvoiceChange{ID: doc.ID, From: bookstore.InvoiceSending, To: bookstore.InvoiceSent,
		LastAnswer: answer}, bookstore.Effects{})
	if err != nil {
		s.Log.ErrorContext(ctx, "invoice: record the send", "invoice", doc.Number, "err", err)
	}
	return ok
}

// note records the integrator's last answer on an invoice left where it is.
func (s *Service) note(ctx context.Context, inv *bookstore.Invoice, answer string) {
	if _, err := s.Store.MoveInvoice(ctx, bookstore.InvoiceChange{ID: inv.ID, From: inv.Status, To: inv.Status,
		LastAnswer: trunc(answer, 500)}, bookstore.Effects{}); err != nil {
		s.Log.ErrorContext(ctx, "invoice: note the answer", "invoice", inv.Number, "err", err)
	}
}

// reconcile settles an invoice left 'sending': it is claimed (touched, so
// that one worker reconciles it), then the integrator is asked by ETTN.
func (s *Service) reconcile(ctx context.Context, inv *bookstore.Invoice) bool {
	ok, err := s.Store.MoveInvoice(ctx, bookstore.InvoiceChange{ID: inv.ID, From: bookstore.InvoiceSending,
		StaleBefore: s.now().Add(-s.staleSending()), To: bookstore.InvoiceSending, LastAnswer: "Entegratöre soruluyor"}, bookstore.Effects{})
	if err != nil || !ok {
		return false
	}
	var st bookstore.ProviderInvoiceState
	if err := s.call(ctx, func(ctx context.Context) (err error) {
		st, err = s.Provider.State(ctx, inv.Profile, inv.ETTN)
		return err
	}); err != nil {
		s.Log.WarnContext(ctx, "invoice: state unknown; asked again later", "invoice", inv.Number, "err", err)
		return false
	}
	if st.Known {
		return s.take(ctx, inv, bookstore.InvoiceSending, st)
	}
	// The integrator never got it: send the stored XML again, same number,
	// same ETTN.
	if ok, err := s.Store.MoveInvoice(ctx, bookstore.InvoiceChange{ID: inv.ID, From: bookstore.InvoiceSending, To: bookstore.InvoiceSending,
		LastAnswer: "Entegratörde yok; yeniden gönderiliyor", CountAttempt: true}, bookstore.Effects{}); err != nil || !ok {
		return false
	}
	xml, err := s.Store.InvoiceXML(ctx, inv.ID)
	if err != nil || len(xml) == 0 {
		s.Log.ErrorContext(ctx, "invoice: read the stored XML", "invoice", inv.Number, "err", err)
		return false
	}
	doc, err := s.document(ctx, inv, xml)
	if err != nil {
		s.Log.ErrorContext(ctx, "invoice: read the document", "invoice", inv.Number, "err", err)
		return false
	}
	if doc.Profile == bookstore.ProfileBasic && doc.Buyer.Alias == "" {
		o, err := s.order(ctx, inv.OrderID)
		if err != nil {
			return false
		}
		if _, doc.Buyer.Alias, err = s.profileOf(ctx, o); err != nil {
			return false
		}
	}
	return s.send(ctx, doc, xml)
}

// poll asks the integrator about a sent invoice.
func (s *Service) poll(ctx context.Context, inv *bookstore.Invoice, from bookstore.InvoiceStatus) bool {
	var st bookstore.ProviderInvoiceState
	if err := s.call(ctx, func(ctx context.Context) (err error) {
		st, err = s.Provider.State(ctx, inv.Profile, inv.ETTN)
		return err
	}); err != nil {
		s.Log.WarnContext(ctx, "invoice: state unknown; asked again later", "invoice", inv.Number, "err", err)
		return false
	}
	if !st.Known {
		s.Log.ErrorContext(ctx, "invoice: the integrator does not know a sent invoice", "invoice", inv.Number, "ettn", inv.ETTN)
		return false
	}
	return s.take(ctx, inv, from, st)
}

// take records the integrator's state of an invoice.
func (s *Service) take(ctx context.Context, inv *bookstore.Invoice, from bookstore.InvoiceStatus, st bookstore.ProviderInvoiceState) bool {
	ch := bookstore.InvoiceChange{ID: inv.ID, From: from, To: st.Status}
	var fx bookstore.Effects
	switch st.Status {
	case bookstore.InvoiceSent:
		if from == bookstore.InvoiceSent {
			return false
		}
		ch.LastAnswer = "Entegratör faturayı aldı"
	case bookstore.InvoiceAccepted:
		ch.LastAnswer = "Kabul edildi"
		entry := bookstore.Change("", bookstore.ActionInvoiceAccepted, "invoices", inv.ID, map[string]any{"status": from},
			map[string]any{"status": bookstore.InvoiceAccepted, "number": inv.Number})
		fx.Audit = &entry
		if s.Mails != nil {
			o, err := s.order(ctx, inv.OrderID)
			if err != nil {
				return false
			}
			accepted := *inv
			accepted.Status = bookstore.InvoiceAccepted
			m, err := s.Mails.InvoiceReady(ctx, o, &accepted)
			if err != nil {
				s.Log.ErrorContext(ctx, "invoice: render the mail; retried", "invoice", inv.Number, "err", err)
				return false
			}
			fx.Mail = &m
		}
	case bookstore.InvoiceRejected:
		reason := trunc(st.Reason, 1000)
		ch.RejectReason, ch.LastAnswer = &reason, "Reddedildi: "+reason
		entry := bookstore.Change("", bookstore.ActionInvoiceRejected, "invoices", inv.ID, map[string]any{"status": from},
			map[string]any{"status": bookstore.InvoiceRejected, "number": inv.Number, "reason": reason})
		fx.Audit = &entry
	case bookstore.InvoiceCancelled:
		ch.LastAnswer = "Entegratörde iptal edilmiş"
		entry := bookstore.Change("", bookstore.ActionInvoiceCancelled, "invoices", inv.ID, map[string]any{"status": from},
			map[string]any{"status": bookstore.InvoiceCancelled, "number": inv.Number})
		fx.Audit = &entry
	default:
		s.Log.ErrorContext(ctx, "invoice: unexpected state from the integrator", "invoice", inv.Number, "state", st.Status)
		return false
	}
	ok, err := s.Store.MoveInvoice(ctx, ch, fx)
	if err != nil {
		s.Log.ErrorContext(ctx, "invoice: record the state", "invoice", inv.Number, "err", err)
	}
	return ok
}

// cancel cancels at the integrator an accepted e-Arşiv invoice whose order
// was cancelled. Cancel is keyed by the ETTN: repeated after a lost answer
// it cancels nothing twice.
func (s *Service) cancel(ctx context.Context, inv *bookstore.Invoice) bool {
	if !inv.Pending() {
		return false
	}
	// Claimed first (the row unchanged since it was read), so that of two
	// workers one asks.
	if ok, err := s.Store.MoveInvoice(ctx, bookstore.InvoiceChange{ID: inv.ID, From: bookstore.InvoiceAccepted,
		StaleBefore: inv.UpdatedAt.Add(time.Microsecond), To: bookstore.InvoiceAccepted, LastAnswer: "İptal ediliyor"}, bookstore.Effects{}); err != nil || !ok {
		return false
	}
	if err := s.call(ctx, func(ctx context.Context) error { return s.Provider.Cancel(ctx, inv.ETTN) }); err != nil {
		s.Log.WarnContext(ctx, "invoice: cancel failed; retried", "invoice", inv.Number, "err", err)
		s.note(ctx, inv, "İptal yanıtı alınamadı: "+err.Error())
		return false
	}
	entry := bookstore.Change("", bookstore.ActionInvoiceCancelled, "invoices", inv.ID, map[string]any{"status": inv.Status},
		map[string]any{"status": bookstore.InvoiceCancelled, "number": inv.Number})
	ok, err := s.Store.MoveInvoice(ctx, bookstore.InvoiceChange{ID: inv.ID, From: bookstore.InvoiceAccepted, To: bookstore.InvoiceCancelled,
		LastAnswer: "İptal edildi"}, bookstore.Effects{Audit: &entry})
	if err != nil {
		s.Log.ErrorContext(ctx, "invoice: record the cancellation", "invoice", inv.Number, "err", err)
	}
	return ok
}

func trunc(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n])
}
