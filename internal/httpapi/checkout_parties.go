package httpapi

import "bookstore/internal/bookstore"

// The delivery address, billing address and billing identity a buyer
// chooses when placing an order, and the frozen copy an order shows.

type BillingIdentityRequest struct {
	Type      string `json:"type" enum:"individual,corporate" doc:"individual: Bireysel; corporate: Kurumsal"`
	Name      string `json:"name" required:"false" maxLength:"200" doc:"Bireysel: the person's name"`
	TCKN      string `json:"tckn" required:"false" maxLength:"20" doc:"Bireysel, optional: T.C. kimlik numarası (11 digits, checked)"`
	Title     string `json:"title" required:"false" maxLength:"200" doc:"Kurumsal: unvan"`
	VKN       string `json:"vkn" required:"false" maxLength:"20" doc:"Kurumsal: vergi kimlik numarası (10 digits, checked)"`
	TaxOffice string `json:"taxOffice" required:"false" maxLength:"100" doc:"Kurumsal: vergi dairesi"`
}

type PlaceOrderRequest struct {
	DeliveryAddressID     string                 `json:"deliveryAddressId" maxLength:"64"`
	BillingSameAsDelivery bool                   `json:"billingSameAsDelivery" doc:"'Fatura adresim teslimat adresimle aynı'"`
	BillingAddressID      string                 `json:"billingAddressId" required:"false" maxLength:"64"`
	Billing               BillingIdentityRequest `json:"billing"`
}

// choice is the request as the domain's choice; no body (nil) takes the
// address book's defaults.
func (r *PlaceOrderRequest) choice() *bookstore.CheckoutChoice {
	if r == nil {
		return nil
	}
	b := r.Billing
	return &bookstore.CheckoutChoice{DeliveryAddressID: r.DeliveryAddressID, BillingSameAsDelivery: r.BillingSameAsDelivery,
		BillingAddressID: r.BillingAddressID, Identity: bookstore.BillingIdentity{Type: bookstore.InvoiceType(b.Type),
			Name: b.Name, TCKN: b.TCKN, Title: b.Title, VKN: b.VKN, TaxOffice: b.TaxOffice}}
}

// OrderParties is the billing party and the addresses frozen on an order.
type OrderParties struct {
	InvoiceType     string `json:"invoiceType" enum:"individual,corporate"`
	InvoiceLabel    string `json:"invoiceLabel" doc:"Bireysel or Kurumsal"`
	Name            string `json:"name" doc:"the person, or the company's unvan"`
	TCKN            string `json:"tckn" doc:"Bireysel: the T.C. kimlik numarası given, or empty"`
	VKN             string `json:"vkn" doc:"Kurumsal: the vergi kimlik numarası"`
	TaxOffice       string `json:"taxOffice" doc:"Kurumsal: the vergi dairesi"`
	DeliveryAddress string `json:"deliveryAddress" doc:"formatted, lines separated by newlines"`
	BillingAddress  string `json:"billingAddress" doc:"formatted, lines separated by newlines"`
	InvoiceProfile  string `json:"invoiceProfile" enum:"EARSIVFATURA,TEMELFATURA" doc:"the e-invoice decided at checkout"`
	ProfileLabel    string `json:"profileLabel" doc:"e-Fatura or e-Arşiv"`
	TaxpayerCheck   string `json:"taxpayerCheck" enum:"not_needed,answered,unchecked" doc:"how the profile was settled: not_needed (Bireysel), answered (the integrator answered for the VKN), unchecked (no answer in time; re-checked before the invoice is sent)"`
}

// partiesView is the order's parties, or nil when it has none. Both the
// member (their own data) and the admin see the numbers in full.
func partiesView(p *bookstore.OrderParties) *OrderParties {
	if p == nil {
		return nil
	}
	id := p.Identity
	return &OrderParties{InvoiceType: string(id.Type), InvoiceLabel: id.Type.Label(), Name: id.PartyName(), TCKN: id.TCKN,
		VKN: id.VKN, TaxOffice: id.TaxOffice, DeliveryAddress: p.Delivery.Formatted(), BillingAddress: p.Billing.Formatted(),
		InvoiceProfile: string(p.EInvoice.Profile), ProfileLabel: p.EInvoice.Profile.Label(), TaxpayerCheck: string(p.EInvoice.Check)}
}
