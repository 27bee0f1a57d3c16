// Package invoicestest is a fake e-invoice integrator for tests, with
// fault switches (fail, hang, take the invoice then drop the answer,
// reject), and fake document makers, until the real adapter, simulator and
// UBL-TR builder are wired.
package invoicestest

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"bookstore/internal/bookstore"
)

// Fault is what the next sends suffer.
type Fault int

const (
	Fail   Fault = iota + 1 // a 500: nothing taken
	Hang                    // no answer until the caller gives up: nothing taken
	Drop                    // taken, then the answer is lost
	Reject                  // taken, then rejected when asked
)

// Provider is a fake integrator. It holds invoices by ETTN, refuses a
// number already held under another live ETTN, and counts every send it
// took, so a test can check that nothing was issued twice.
type Provider struct {
	mu      sync.Mutex
	held    map[string]*held // by ETTN
	faults  []Fault          // consumed by the next sends, in order
	Taken   map[string]int   // ETTN → sends taken
	Cancels map[string]int   // ETTN → cancels
	// Violations are numbers the shop tried to issue twice under two live
	// ETTNs.
	Violations []string
	// StateFails makes the next State calls fail.
	StateFails int
	// RejectReason is the reason a Reject fault gives.
	RejectReason string
}

type held struct {
	number string
	status bookstore.InvoiceStatus
	reason string
	reject bool
}

// New is an empty fake integrator.
func New() *Provider {
	return &Provider{held: map[string]*held{}, Taken: map[string]int{}, Cancels: map[string]int{}, RejectReason: "Alıcı VKN hatalı"}
}

// Then queues faults for the next sends.
func (p *Provider) Then(f ...Fault) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.faults = append(p.faults, f...)
}

func (p *Provider) next() Fault {
	if len(p.faults) == 0 {
		return 0
	}
	f := p.faults[0]
	p.faults = p.faults[1:]
	return f
}

// CheckTaxpayer answers that VKNs starting with 9 are e-Fatura users.
func (p *Provider) CheckTaxpayer(_ context.Context, taxID string) (bookstore.Taxpayer, error) {
	if len(taxID) == 10 && taxID[0] == '9' {
		return bookstore.Taxpayer{EInvoice: true, Alias: "urn:mail:defaultpk@" + taxID, Title: "Kayıtlı A.Ş."}, nil
	}
	return bookstore.Taxpayer{}, nil
}

// Send takes an invoice, or suffers the next fault.
func (p *Provider) Send(ctx context.Context, inv *bookstore.Invoice, xml []byte) error {
	p.mu.Lock()
	f := p.next()
	if f == Hang {
		p.mu.Unlock()
		<-ctx.Done()
		return ctx.Err()
	}
	defer p.mu.Unlock()
	if f == Fail {
		return errors.New("entegratör: 500 Internal Server Error")
	}
	if len(xml) == 0 {
		return errors.New("entegratör: boş XML")
	}
	if _, ok := p.held[inv.ETTN]; ok {
		return bookstore.ErrInvoiceExists
	}
	for ettn, h := range p.held {
		if h.number == inv.Number && h.status != bookstore.InvoiceRejected && ettn != inv.ETTN {
			p.Violations = append(p.Violations, inv.Number)
			return fmt.Errorf("entegratör: %s numarası zaten kullanılmış", inv.Number)
		}
	}
	p.held[inv.ETTN] = &held{number: inv.Number, status: bookstore.InvoiceSent, reject: f == Reject}
	p.Taken[inv.ETTN]++
	if f == Drop {
		return errors.New("entegratör: bağlantı koptu")
	}
	return nil
}

// State answers from what it holds; a sent invoice is decided (accepted,
// or rejected) the first time it is asked about.
func (p *Provider) State(_ context.Context, _ bookstore.InvoiceProfile, ettn string) (bookstore.ProviderInvoiceState, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.StateFails > 0 {
		p.StateFails--
		return bookstore.ProviderInvoiceState{}, errors.New("entegratör: 503")
	}
	h, ok := p.held[ettn]
	if !ok {
		return bookstore.ProviderInvoiceState{}, nil
	}
	if h.status == bookstore.InvoiceSent {
		h.status = bookstore.InvoiceAccepted
		if h.reject {
			h.status, h.reason = bookstore.InvoiceRejected, p.RejectReason
		}
	}
	return bookstore.ProviderInvoiceState{Known: true, Status: h.status, Reason: h.reason, Number: h.number}, nil
}

// PDF is a stand-in PDF of an accepted invoice.
func (p *Provider) PDF(_ context.Context, _ bookstore.InvoiceProfile, ettn string) ([]byte, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	h, ok := p.held[ettn]
	if !ok || (h.status != bookstore.InvoiceAccepted && h.status != bookstore.InvoiceCancelled) {
		return nil, errors.New("entegratör: PDF yok")
	}
	return []byte("%PDF-1.4 entegratör " + h.number), nil
}

// Cancel cancels an accepted invoice (again: nothing more).
func (p *Provider) Cancel(_ context.Context, ettn string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	h, ok := p.held[ettn]
	if !ok || (h.status != bookstore.InvoiceAccepted && h.status != bookstore.InvoiceCancelled) {
		return errors.New("entegratör: iptal edilecek fatura yok")
	}
	h.status = bookstore.InvoiceCancelled
	p.Cancels[ettn]++
	return nil
}

// Status is what the fake holds for an ETTN ("" when nothing).
func (p *Provider) Status(ettn string) bookstore.InvoiceStatus {
	p.mu.Lock()
	defer p.mu.Unlock()
	if h, ok := p.held[ettn]; ok {
		return h.status
	}
	return ""
}

var _ bookstore.InvoiceProvider = (*Provider)(nil)
