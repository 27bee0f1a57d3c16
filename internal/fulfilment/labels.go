package fulfilment

import (
	"context"
	"errors"
	"fmt"

	"bookstore/internal/bookstore"
)

// LabelsPDF is the PDF of Labels: per order an A6 label page, then its
// packing slip.
func (s *Service) LabelsPDF(ctx context.Context, orderIDs []string) ([]byte, error) {
	ls, err := s.Labels(ctx, orderIDs)
	if err != nil {
		return nil, err
	}
	if s.RenderLabels == nil {
		return nil, errors.New("shipment labels: no PDF maker")
	}
	pdf, err := s.RenderLabels(ls)
	if err != nil {
		return nil, fmt.Errorf("shipment labels: %w", err)
	}
	return pdf, nil
}

// Labels is what the A6 label and the packing slip of each order print, in
// the order asked: the seller as its invoices name it, the recipient from
// the order's frozen address, the carrier's barcode, the parcel's measures
// and the lines. An order without an active shipment is refused (it has
// nothing to print yet).
func (s *Service) Labels(ctx context.Context, orderIDs []string) ([]bookstore.ShipmentLabel, error) {
	if len(orderIDs) == 0 || len(orderIDs) > bookstore.MaxShipmentBatch {
		return nil, bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgShipmentBatch)
	}
	var sender bookstore.InvoiceParty
	if s.Sellers != nil {
		set, err := s.Sellers.InvoiceSettings(ctx)
		if err != nil {
			return nil, err
		}
		sender = set.Seller
	}
	out := make([]bookstore.ShipmentLabel, 0, len(orderIDs))
	for _, id := range orderIDs {
		if !bookstore.ValidID(id) {
			return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
		}
		o, err := s.Orders.AdminOrder(ctx, id)
		if errors.Is(err, bookstore.ErrNotFound) {
			return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
		}
		if err != nil {
			return nil, err
		}
		sh, err := s.Store.ActiveShipment(ctx, id)
		if err != nil {
			return nil, err
		}
		if !sh.Visible() {
			return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgShipmentNotFound)
		}
		to, err := s.recipient(ctx, o)
		if err != nil {
			return nil, err
		}
		l := bookstore.ShipmentLabel{OrderID: id, OrderNumber: o.Number(), Sender: sender, Recipient: to, Carrier: sh.Carrier,
			TrackingNumber: sh.Tracking, Reference: sh.Reference, Grams: sh.Grams, Desi: sh.Desi, OrderedAt: o.CreatedAt,
			CODAmount: bookstore.CODAmountOf(&o.Order)}
		for _, it := range o.Items {
			l.Lines = append(l.Lines, bookstore.LabelLine{Title: it.Title, Quantity: it.Quantity})
		}
		out = append(out, l)
	}
	return out, nil
}
