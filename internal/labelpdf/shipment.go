package labelpdf

import (
	"bytes"
	"strings"

	"bookstore/internal/bookstore"
)

// Labels is the PDF of the shipments' labels: per label an A6 label page,
// then its packing slip.
func Labels(ls []bookstore.ShipmentLabel) ([]byte, error) {
	var b bytes.Buffer
	if err := Render(&b, FromLabels(ls)); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// FromLabels turns what the shipments' labels print (the fulfilment
// service's bookstore.ShipmentLabel) into parcels to render.
func FromLabels(ls []bookstore.ShipmentLabel) []Parcel {
	out := make([]Parcel, 0, len(ls))
	for _, l := range ls {
		p := Parcel{Carrier: l.Carrier, TrackingNumber: l.TrackingNumber, Reference: l.Reference, OrderDate: l.OrderedAt,
			Sender: Party{Name: l.Sender.Name, Address: strings.TrimSpace(l.Sender.Neighborhood + " " + l.Sender.Line),
				District: l.Sender.District, Province: l.Sender.Province, Phone: l.Sender.Phone},
			Recipient: Party{Name: l.Recipient.Name, Address: l.Recipient.Address, District: l.Recipient.District,
				Province: l.Recipient.Province, Phone: l.Recipient.Phone},
			Grams: l.Grams, Desi: l.Desi, CODAmount: l.CODAmount}
		if p.Reference == "" {
			p.Reference = strings.ToUpper(l.OrderNumber)
		}
		for _, x := range l.Lines {
			p.Lines = append(p.Lines, Line{Title: x.Title, Quantity: x.Quantity})
		}
		out = append(out, p)
	}
	return out
}
