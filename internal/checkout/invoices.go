package checkout

import (
	"context"

	"bookstore/internal/bookstore"
)

// The invoice of a sale and the document of a return are numbered in the
// transaction of the change they document (bookstore.Effects.Invoice): the
// sales invoice with the order's confirmation (by payment or by the admin),
// or with its shipping when the settings say so; a return's with its
// refund. Cancelling a whole order needs nothing here: the invoice worker
// reads the cancelled order and cancels its invoice at the integrator.

// saleInvoice is the sales invoice the order's move to `to` numbers, nil
// when none (no invoicing, or issued at the other move).
func (s *Service) saleInvoice(ctx context.Context, orderID string, to bookstore.OrderStatus) (*bookstore.InvoiceIssue, error) {
	if s.Invoices == nil {
		return nil, nil
	}
	return s.Invoices.SaleIssue(ctx, orderID, to, s.now())
}

// returnInvoice is the document a return's refund numbers.
func (s *Service) returnInvoice(ctx context.Context, orderID, returnID string) (*bookstore.InvoiceIssue, error) {
	if s.Invoices == nil {
		return nil, nil
	}
	return s.Invoices.ReturnIssue(ctx, orderID, returnID, s.now())
}
