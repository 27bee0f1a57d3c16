package iyzico_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/iyzico"
)

// TestSimulatorChecksParties: both initializes (hosted form and 3D Secure)
// refuse a buyer whose identityNumber is not 11 digits (a VKN) and an
// address without its city, as iyzico does; the structured parties pass.
func TestSimulatorChecksParties(t *testing.T) {
	e := newSimEnv(t, iyzico.SimulatorOptions{})
	card := bookstore.Card{HolderName: "Ayşe Yılmaz", Number: "5528790000000008", ExpireMonth: "12", ExpireYear: "2030", CVC: "123"}
	start := func(r bookstore.PaymentRequest, form bool) error {
		if form {
			_, err := e.p.StartForm(context.Background(), r)
			return err
		}
		r.Card = card
		_, err := e.p.Start3DS(context.Background(), r)
		return err
	}
	for _, form := range []bool{true, false} {
		good := e.request("11111111-2222-3333-4444-55555555555" + map[bool]string{true: "5", false: "6"}[form])
		p := &bookstore.OrderParties{
			Delivery: bookstore.Address{Recipient: "Ayşe Yılmaz", Province: "İstanbul", District: "Kadıköy", Neighborhood: "Caferağa",
				Line: "Moda Cad. No: 5", PostalCode: "34710"},
			Billing: bookstore.Address{Province: "Ankara", District: "Çankaya", Line: "Atatürk Blv. No: 100"},
			Identity: bookstore.BillingIdentity{Type: bookstore.InvoiceCorporate, Title: "Okur A.Ş.", VKN: "1234567890",
				TaxOffice: "Kadıköy"}}
		good.WithParties(p)
		vkn := good
		vkn.Buyer.IdentityNumber = "1234567890"
		if err := start(vkn, form); !refused(err, "identityNumber") {
			t.Errorf("form %v: a VKN as identityNumber: %v", form, err)
		}
		noCity := good
		noCity.Shipping = &bookstore.PaymentAddress{ContactName: "Ayşe Yılmaz", Line: "Moda Cad. No: 5"}
		if err := start(noCity, form); !refused(err, "shippingAddress.city") {
			t.Errorf("form %v: no shipping city: %v", form, err)
		}
		if err := start(good, form); err != nil {
			t.Errorf("form %v: structured parties: %v", form, err)
		}
	}
}

func refused(err error, what string) bool {
	var d *bookstore.PaymentDeclined
	return errors.As(err, &d) && strings.Contains(d.Reason, what) || err != nil && strings.Contains(err.Error(), what)
}
