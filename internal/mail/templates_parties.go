package mail

import (
	"strings"

	"bookstore/internal/bookstore"
)

// The confirmation's delivery address and billing party, as the order froze
// them: the address in its fields (recipient, mahalle and açık adres, ilçe
// and il, posta kodu, phone) and who the invoice is made out to (Bireysel:
// the name and the T.C. kimlik numarası if given; Kurumsal: the unvan, the
// VKN and the vergi dairesi) with the billing address. An order placed to
// the profile's free text shows that text.

// addressView is an address in the mail's lines.
type addressView struct {
	Recipient, Street, Place, PostalCode, Phone string
}

// partiesView is the billing party and the addresses.
type partiesView struct {
	Delivery, Billing addressView
	// Corporate: Kurumsal (Title, VKN, TaxOffice); else Bireysel (Name,
	// TCKN possibly empty).
	Corporate                         bool
	Label                             string
	Name, TCKN, Title, VKN, TaxOffice string
}

func addressOf(a *bookstore.Address) addressView {
	street := a.Line
	if a.Neighborhood != "" {
		street = a.Neighborhood + ", " + a.Line
	}
	return addressView{Recipient: a.Recipient, Street: street, Place: strings.Trim(a.District+" / "+a.Province, " /"),
		PostalCode: a.PostalCode, Phone: a.Phone}
}

func partiesOf(p *bookstore.OrderParties) *partiesView {
	if p == nil {
		return nil
	}
	id := p.Identity
	return &partiesView{Delivery: addressOf(&p.Delivery), Billing: addressOf(&p.Billing),
		Corporate: id.Type == bookstore.InvoiceCorporate, Label: id.Type.Label(),
		Name: id.Name, TCKN: id.TCKN, Title: id.Title, VKN: id.VKN, TaxOffice: id.TaxOffice}
}

const textParties = `{{define "address"}}{{if .Recipient}}Alıcı: {{.Recipient}}
{{end}}Adres: {{.Street}}
İlçe / İl: {{.Place}}
{{if .PostalCode}}Posta kodu: {{.PostalCode}}
{{end}}{{if .Phone}}Telefon: {{.Phone}}
{{end}}{{end}}{{define "parties"}}{{with .Order.Parties}}Teslimat Adresi:
{{template "address" .Delivery}}
Fatura Bilgileri:
Fatura türü: {{.Label}}
{{if .Corporate}}Unvan: {{.Title}}
Vergi kimlik no (VKN): {{.VKN}}
Vergi dairesi: {{.TaxOffice}}
{{else}}Ad Soyad: {{.Name}}
{{if .TCKN}}T.C. kimlik no: {{.TCKN}}
{{end}}{{end}}Fatura adresi:
{{template "address" .Billing}}{{else}}Teslimat Adresi:
{{.Order.Address}}
{{end}}{{end}}`

const htmlParties = `{{define "address"}}<p style="margin:0">{{if .Recipient}}Alıcı: {{.Recipient}}<br>{{end}}Adres: {{.Street}}<br>İlçe / İl: {{.Place}}{{if .PostalCode}}<br>Posta kodu: {{.PostalCode}}{{end}}{{if .Phone}}<br>Telefon: {{.Phone}}{{end}}</p>{{end}}
{{define "parties"}}<h3 style="font-size:15px;margin:20px 0 4px">Teslimat Adresi</h3>
{{with .Order.Parties}}{{template "address" .Delivery}}
<h3 style="font-size:15px;margin:20px 0 4px">Fatura Bilgileri</h3>
<p style="margin:0">Fatura türü: {{.Label}}<br>{{if .Corporate}}Unvan: {{.Title}}<br>Vergi kimlik no (VKN): {{.VKN}}<br>Vergi dairesi: {{.TaxOffice}}{{else}}Ad Soyad: {{.Name}}{{if .TCKN}}<br>T.C. kimlik no: {{.TCKN}}{{end}}{{end}}</p>
<p style="margin:8px 0 0">Fatura adresi:</p>
{{template "address" .Billing}}{{else}}<p style="white-space:pre-line;margin:0">{{.Order.Address}}</p>{{end}}{{end}}`
