package invoices

import (
	"context"
	"errors"
	"io"

	"github.com/google/uuid"

	"bookstore/internal/bookstore"
	"bookstore/internal/spreadsheet"
)

// The documents as the admin and the buyer read them.

// List pages through the admin's filtered invoices.
func (s *Service) List(ctx context.Context, f bookstore.InvoiceFilter, page bookstore.PageRequest) ([]bookstore.InvoiceSummary, int, error) {
	return s.Store.ListInvoices(ctx, f, page)
}

// get is one invoice, or the Turkish not-found.
func (s *Service) get(ctx context.Context, id string) (*bookstore.InvoiceSummary, error) {
	inv, err := s.Store.InvoiceByID(ctx, id)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgInvoiceNotFound)
	}
	return inv, err
}

// Detail is one invoice with its content (lines, taxes, the total in words).
// Content that cannot be made (a maker not wired) leaves the document nil:
// the summary still shows.
func (s *Service) Detail(ctx context.Context, id string) (*bookstore.InvoiceSummary, *bookstore.Invoice, error) {
	inv, err := s.get(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	xml, err := s.Store.InvoiceXML(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	doc, err := s.document(ctx, &inv.Invoice, xml)
	if err != nil {
		s.Log.WarnContext(ctx, "invoice: content unavailable", "invoice", inv.Number, "err", err)
		return inv, nil, nil
	}
	return inv, doc, nil
}

// XML is the stored UBL-TR of an invoice, with its number (the file name).
func (s *Service) XML(ctx context.Context, id string) ([]byte, string, error) {
	inv, err := s.get(ctx, id)
	if err != nil {
		return nil, "", err
	}
	xml, err := s.Store.InvoiceXML(ctx, id)
	if err != nil {
		return nil, "", err
	}
	if len(xml) == 0 {
		return nil, "", bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgInvoiceNoXML)
	}
	return xml, inv.Number, nil
}

// InvoicePDF is an invoice's PDF: the integrator's rendering of an accepted
// invoice first, else the shop's own (a return slip is always the shop's).
func (s *Service) InvoicePDF(ctx context.Context, id string) ([]byte, string, error) {
	inv, err := s.get(ctx, id)
	if err != nil {
		return nil, "", err
	}
	b, err := s.pdfOf(ctx, inv)
	return b, inv.Number, err
}

func (s *Service) pdfOf(ctx context.Context, inv *bookstore.InvoiceSummary) ([]byte, error) {
	if inv.Kind == bookstore.InvoiceSale && s.Provider != nil &&
		(inv.Status == bookstore.InvoiceAccepted || inv.Status == bookstore.InvoiceCancelled) {
		var b []byte
		err := s.call(ctx, func(ctx context.Context) (err error) {
			b, err = s.Provider.PDF(ctx, inv.Profile, inv.ETTN)
			return err
		})
		if err == nil && len(b) > 0 {
			return b, nil
		}
		s.Log.WarnContext(ctx, "invoice: the integrator's PDF is unavailable; the shop renders it", "invoice", inv.Number, "err", err)
	}
	render := s.PDF
	if inv.Kind == bookstore.InvoiceReturnSlip {
		render = s.Slip
	}
	xml, err := s.Store.InvoiceXML(ctx, inv.ID)
	if err != nil {
		return nil, err
	}
	doc, err := s.document(ctx, &inv.Invoice, xml)
	if err != nil || render == nil {
		s.Log.ErrorContext(ctx, "invoice: PDF", "invoice", inv.Number, "err", err)
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgInvoiceNoPDF)
	}
	return render(doc)
}

// Resend queues a rejected invoice again, corrected from the order and the
// settings in force: the same number, a new ETTN (the rejected one was
// never registered).
func (s *Service) Resend(ctx context.Context, actorID, id string) (*bookstore.InvoiceSummary, error) {
	inv, err := s.get(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := bookstore.CheckResend(&inv.Invoice); err != nil {
		return nil, err
	}
	ettn, cleared := uuid.NewString(), ""
	entry := bookstore.Change(actorID, bookstore.ActionInvoiceResent, "invoices", id,
		map[string]any{"status": inv.Status, "ettn": inv.ETTN, "rejectReason": inv.RejectReason},
		map[string]any{"status": bookstore.InvoiceQueued, "ettn": ettn})
	ok, err := s.Store.MoveInvoice(ctx, bookstore.InvoiceChange{ID: id, From: bookstore.InvoiceRejected, To: bookstore.InvoiceQueued,
		ETTN: ettn, XML: []byte{}, RejectReason: &cleared, LastAnswer: "Yeniden gönderilecek"}, bookstore.Effects{Audit: &entry})
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgInvoiceResendRejected)
	}
	return s.get(ctx, id)
}

// OrderInvoices is every document of an order, the sales invoice first.
func (s *Service) OrderInvoices(ctx context.Context, orderID string) ([]bookstore.InvoiceSummary, error) {
	return s.Store.InvoicesOfOrder(ctx, orderID)
}

// OrderInfoSlip is the 'e-Arşiv Fatura Bilgi Belgesi' of the order's sales
// invoice, for the parcel.
func (s *Service) OrderInfoSlip(ctx context.Context, orderID string) ([]byte, string, error) {
	docs, err := s.Store.InvoicesOfOrder(ctx, orderID)
	if err != nil {
		return nil, "", err
	}
	if len(docs) == 0 || docs[0].Kind != bookstore.InvoiceSale {
		return nil, "", bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgInvoiceNotYet)
	}
	inv := &docs[0]
	xml, err := s.Store.InvoiceXML(ctx, inv.ID)
	if err != nil {
		return nil, "", err
	}
	doc, err := s.document(ctx, &inv.Invoice, xml)
	if err != nil || s.InfoSlip == nil {
		s.Log.ErrorContext(ctx, "invoice: info slip", "invoice", inv.Number, "err", err)
		return nil, "", bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgInvoiceNoPDF)
	}
	b, err := s.InfoSlip(doc)
	return b, inv.Number, err
}

// ownOrder checks that the order is the member's (else the order's
// not-found: another member's order does not exist for them).
func (s *Service) ownOrder(ctx context.Context, userID, orderID string) error {
	if !bookstore.ValidID(orderID) {
		return bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
	}
	o, err := s.Orders.OrderByID(ctx, orderID)
	if errors.Is(err, bookstore.ErrNotFound) || (err == nil && o.UserID != userID) {
		return bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
	}
	return err
}

// MyInvoices are the documents of the member's own order the member sees:
// the accepted sales invoice and the issued return slips.
func (s *Service) MyInvoices(ctx context.Context, userID, orderID string) ([]bookstore.InvoiceSummary, error) {
	if err := s.ownOrder(ctx, userID, orderID); err != nil {
		return nil, err
	}
	docs, err := s.Store.InvoicesOfOrder(ctx, orderID)
	if err != nil {
		return nil, err
	}
	out := []bookstore.InvoiceSummary{}
	for _, d := range docs {
		if d.VisibleToBuyer() {
			out = append(out, d)
		}
	}
	return out, nil
}

// MyInvoicePDF is the PDF of a document the member sees on their order.
func (s *Service) MyInvoicePDF(ctx context.Context, userID, orderID, invoiceID string) ([]byte, string, error) {
	docs, err := s.MyInvoices(ctx, userID, orderID)
	if err != nil {
		return nil, "", err
	}
	for i := range docs {
		if docs[i].ID == invoiceID {
			b, err := s.pdfOf(ctx, &docs[i])
			return b, docs[i].Number, err
		}
	}
	return nil, "", bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgInvoiceNotFound)
}

// Export writes the accountant's list of a month's documents (issued in
// the month, Istanbul time) in the shop's spreadsheet form.
func (s *Service) Export(ctx context.Context, month string, w io.Writer) error {
	from, to, err := bookstore.ParseInvoiceMonth(month)
	if err != nil {
		return err
	}
	f := bookstore.InvoiceFilter{From: from, To: to}
	var rows []bookstore.InvoiceSummary
	for page := 1; ; page++ {
		items, total, err := s.Store.ListInvoices(ctx, f, bookstore.PageRequest{Page: page, Size: bookstore.MaxPageSize})
		if err != nil {
			return err
		}
		rows = append(rows, items...)
		if len(items) == 0 || len(rows) >= total || page >= bookstore.MaxPage {
			break
		}
	}
	sw := spreadsheet.NewWriter(w)
	_ = sw.Row("Fatura No", "ETTN", "Tarih", "Tür", "Profil", "Durum", "Sipariş", "Alıcı", "VKN/TCKN", "Tutar")
	loc := bookstore.ShopLocation()
	for i := len(rows) - 1; i >= 0; i-- { // oldest first, as the ledger runs
		r := rows[i]
		_ = sw.Row(r.Number, r.ETTN, r.IssuedAt.In(loc).Format("2006-01-02 15:04"), string(r.Kind), string(r.Profile),
			string(r.Status), r.OrderNumber, spreadsheet.Text(r.BuyerName), spreadsheet.Text(r.BuyerTaxID), spreadsheet.Lira(r.TotalAmount))
	}
	return sw.Flush()
}
