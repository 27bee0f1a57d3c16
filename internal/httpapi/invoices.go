package httpapi

import (
	"bytes"
	"context"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/invoices"
)

// Invoices: the admin's list (/admin/faturalar), a document's detail, XML
// and PDF, the resend of a rejected one, the accountant's monthly list;
// an order's documents and the parcel's info slip; the member's own
// documents. Every rule and check is the invoice service's.

// invoiceHandlers are the invoice routes, asking the invoice service.
type invoiceHandlers struct {
	invoices *invoices.Service
}

// InvoiceSummary is a document in a list.
type InvoiceSummary struct {
	ID           string `json:"id"`
	OrderID      string `json:"orderId"`
	OrderNumber  string `json:"orderNumber"`
	Kind         string `json:"kind" enum:"sale,return_slip"`
	Profile      string `json:"profile" enum:"EARSIVFATURA,TEMELFATURA"`
	Number       string `json:"number" doc:"16 characters, e.g. KTP2026000000001"`
	ETTN         string `json:"ettn"`
	Status       string `json:"status" enum:"queued,sending,sent,accepted,rejected,cancelled,issued"`
	BuyerName    string `json:"buyerName"`
	BuyerTaxID   string `json:"buyerTaxId"`
	Total        int64  `json:"total" doc:"kuruş, KDV included"`
	IssuedAt     string `json:"issuedAt" format:"date-time"`
	RejectReason string `json:"rejectReason" doc:"the integrator's reason; empty when none"`
}

func invoiceSummary(s *bookstore.InvoiceSummary) InvoiceSummary {
	return InvoiceSummary{ID: s.ID, OrderID: s.OrderID, OrderNumber: s.OrderNumber, Kind: string(s.Kind), Profile: string(s.Profile),
		Number: s.Number, ETTN: s.ETTN, Status: string(s.Status), BuyerName: s.BuyerName, BuyerTaxID: s.BuyerTaxID,
		Total: s.TotalAmount, IssuedAt: s.IssuedAt.UTC().Format(time.RFC3339), RejectReason: s.RejectReason}
}

func invoiceSummaries(list []bookstore.InvoiceSummary) []InvoiceSummary {
	out := make([]InvoiceSummary, len(list))
	for i := range list {
		out[i] = invoiceSummary(&list[i])
	}
	return out
}

// InvoiceLineView is one line of a document, kuruş.
type InvoiceLineView struct {
	Name      string `json:"name"`
	ISBN      string `json:"isbn" doc:"empty for the shipping line"`
	Quantity  int    `json:"quantity"`
	UnitPrice int64  `json:"unitPrice" doc:"KDV included"`
	Allowance int64  `json:"allowance" doc:"the sale's and the coupon's discount on the line, KDV included"`
	Rate      int    `json:"rate"`
	Exemption string `json:"exemption"`
	Net       int64  `json:"net"`
	Tax       int64  `json:"tax"`
	Gross     int64  `json:"gross"`
}

// InvoiceTaxView is a document's total of one KDV class, kuruş.
type InvoiceTaxView struct {
	Rate      int    `json:"rate"`
	Exemption string `json:"exemption"`
	Net       int64  `json:"net"`
	Tax       int64  `json:"tax"`
	Gross     int64  `json:"gross"`
}

// InvoiceDetail is a document with its content and its life at the
// integrator.
type InvoiceDetail struct {
	InvoiceSummary
	Lines           []InvoiceLineView `json:"lines"`
	Taxes           []InvoiceTaxView  `json:"taxes"`
	LastAnswer      string            `json:"lastAnswer"`
	Attempts        int               `json:"attempts"`
	CancelRequested bool              `json:"cancelRequested"`
	AmountInWords   string            `json:"amountInWords"`
}

func invoiceDetail(s *bookstore.InvoiceSummary, doc *bookstore.Invoice) InvoiceDetail {
	d := InvoiceDetail{InvoiceSummary: invoiceSummary(s), Lines: []InvoiceLineView{}, Taxes: []InvoiceTaxView{},
		LastAnswer: s.LastAnswer, Attempts: s.Attempts, CancelRequested: s.CancelRequested}
	if doc == nil {
		return d
	}
	d.AmountInWords = doc.AmountInWords
	for _, l := range doc.Lines {
		d.Lines = append(d.Lines, InvoiceLineView{Name: l.Name, ISBN: l.ISBN, Quantity: l.Quantity, UnitPrice: l.UnitPrice,
			Allowance: l.Allowance, Rate: l.Class.Rate, Exemption: l.Class.Exemption, Net: l.Amounts.Net, Tax: l.Amounts.Tax, Gross: l.Amounts.Gross})
	}
	for _, t := range doc.Taxes {
		d.Taxes = append(d.Taxes, InvoiceTaxView{Rate: t.Class.Rate, Exemption: t.Class.Exemption, Net: t.Net, Tax: t.Tax, Gross: t.Gross})
	}
	return d
}

// AdminInvoiceList is a page of the admin's list.
type AdminInvoiceList struct {
	Items    []InvoiceSummary `json:"items"`
	Page     int              `json:"page"`
	PageSize int              `json:"pageSize"`
	Total    int              `json:"total"`
}

type adminInvoicesInput struct {
	Status string `query:"status" maxLength:"32" doc:"queued, sending, sent, accepted, rejected, cancelled or issued; empty: every status"`
	Kind   string `query:"kind" maxLength:"32" doc:"sale or return_slip; empty: both"`
	From   string `query:"from" maxLength:"32" doc:"first day, YYYY-MM-DD in Istanbul"`
	To     string `query:"to" maxLength:"32" doc:"last day, included"`
	Q      string `query:"q" maxLength:"1000" doc:"an invoice number or an order number (their start); at most 64 characters"`
	Page   int    `query:"page" minimum:"1" maximum:"5000" default:"1"`
}

type adminInvoicesOutput struct{ Body AdminInvoiceList }

func (h invoiceHandlers) adminListInvoices(ctx context.Context, in *adminInvoicesInput) (*adminInvoicesOutput, error) {
	f, err := bookstore.ParseInvoiceFilter(in.Status, in.Kind, in.From, in.To, in.Q)
	if err != nil {
		return nil, err
	}
	page := bookstore.PageRequest{Page: in.Page, Size: bookstore.DefaultPageSize}.Normalize()
	items, total, err := h.invoices.List(ctx, f, page)
	if err != nil {
		return nil, err
	}
	return &adminInvoicesOutput{Body: AdminInvoiceList{Items: invoiceSummaries(items), Page: page.Page, PageSize: page.Size, Total: total}}, nil
}

type invoiceDetailOutput struct{ Body InvoiceDetail }

func (h invoiceHandlers) adminGetInvoice(ctx context.Context, in *idInput) (*invoiceDetailOutput, error) {
	s, doc, err := h.invoices.Detail(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return &invoiceDetailOutput{Body: invoiceDetail(s, doc)}, nil
}

func (h invoiceHandlers) adminInvoiceXML(ctx context.Context, in *idInput) (*exportOutput, error) {
	b, number, err := h.invoices.XML(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return &exportOutput{ContentType: "application/xml", ContentDisposition: `attachment; filename="` + number + `.xml"`, Body: b}, nil
}

func pdfOutput(b []byte, name string) *exportOutput {
	return &exportOutput{ContentType: "application/pdf", ContentDisposition: `attachment; filename="` + name + `.pdf"`, Body: b}
}

func (h invoiceHandlers) adminInvoicePDF(ctx context.Context, in *idInput) (*exportOutput, error) {
	b, number, err := h.invoices.InvoicePDF(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return pdfOutput(b, number), nil
}

func (h invoiceHandlers) adminResendInvoice(ctx context.Context, in *idInput) (*invoiceDetailOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	if _, err := h.invoices.Resend(ctx, uid, in.ID); err != nil {
		return nil, err
	}
	return h.adminGetInvoice(ctx, in)
}

type invoiceExportInput struct {
	Month  string `query:"month" maxLength:"32" doc:"YYYY-MM (Istanbul)"`
	Format string `query:"format" maxLength:"16" doc:"csv (default)"`
}

func (h invoiceHandlers) adminExportInvoices(ctx context.Context, in *invoiceExportInput) (*exportOutput, error) {
	if in.Format != "" && in.Format != "csv" {
		return nil, bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgInvoiceFormat)
	}
	var b bytes.Buffer
	if err := h.invoices.Export(ctx, in.Month, &b); err != nil {
		return nil, err
	}
	return &exportOutput{ContentType: "text/csv; charset=utf-8", ContentDisposition: `attachment; filename="faturalar-` + in.Month + `.csv"`,
		Body: b.Bytes()}, nil
}

type invoiceListOutput struct{ Body []InvoiceSummary }

func (h invoiceHandlers) adminOrderInvoices(ctx context.Context, in *idInput) (*invoiceListOutput, error) {
	list, err := h.invoices.OrderInvoices(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return &invoiceListOutput{Body: invoiceSummaries(list)}, nil
}

func (h invoiceHandlers) adminOrderInfoSlip(ctx context.Context, in *idInput) (*exportOutput, error) {
	b, number, err := h.invoices.OrderInfoSlip(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return pdfOutput(b, number+"-bilgi-belgesi"), nil
}

// MyInvoice is a document on the member's order page.
type MyInvoice struct {
	ID       string `json:"id"`
	Kind     string `json:"kind" enum:"sale,return_slip"`
	Number   string `json:"number"`
	Status   string `json:"status" enum:"accepted,cancelled,issued"`
	IssuedAt string `json:"issuedAt" format:"date-time"`
	Total    int64  `json:"total" doc:"kuruş"`
}

type myInvoicesOutput struct{ Body []MyInvoice }

func (h invoiceHandlers) getMyOrderInvoices(ctx context.Context, in *idInput) (*myInvoicesOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	list, err := h.invoices.MyInvoices(ctx, uid, in.ID)
	if err != nil {
		return nil, err
	}
	out := make([]MyInvoice, len(list))
	for i, s := range list {
		out[i] = MyInvoice{ID: s.ID, Kind: string(s.Kind), Number: s.Number, Status: string(s.Status),
			IssuedAt: s.IssuedAt.UTC().Format(time.RFC3339), Total: s.TotalAmount}
	}
	return &myInvoicesOutput{Body: out}, nil
}

type myInvoiceInput struct {
	ID        string `path:"id" maxLength:"64"`
	InvoiceID string `path:"invoiceId" maxLength:"64"`
}

func (h invoiceHandlers) getMyInvoicePDF(ctx context.Context, in *myInvoiceInput) (*exportOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	b, number, err := h.invoices.MyInvoicePDF(ctx, uid, in.ID, in.InvoiceID)
	if err != nil {
		return nil, err
	}
	return pdfOutput(b, number), nil
}

// InvoiceSellerForm is the seller as the invoices name it; il and ilçe are
// ids of the official list, as in the address book.
type InvoiceSellerForm struct {
	Name         string `json:"name" maxLength:"1000" doc:"unvan, at most 200 characters"`
	TaxID        string `json:"taxId" maxLength:"64" doc:"VKN, 10 digits with its check digit"`
	TaxOffice    string `json:"taxOffice" maxLength:"1000"`
	ProvinceID   int    `json:"provinceId" minimum:"0" maximum:"1000000"`
	DistrictID   int    `json:"districtId" minimum:"0" maximum:"1000000"`
	Neighborhood string `json:"neighborhood" maxLength:"1000"`
	Line         string `json:"line" maxLength:"1000" doc:"açık adres"`
	PostalCode   string `json:"postalCode" maxLength:"64"`
	Email        string `json:"email" maxLength:"1000"`
	Phone        string `json:"phone" maxLength:"64"`
}

// InvoiceSettingsForm is the settings form (/admin/ayarlar, 'Fatura').
type InvoiceSettingsForm struct {
	SaleSeries   string            `json:"saleSeries" maxLength:"64" doc:"three capital letters, e.g. KTP"`
	ReturnSeries string            `json:"returnSeries" maxLength:"64" doc:"three capital letters, not the sale series, e.g. GPS"`
	At           string            `json:"at" maxLength:"64" doc:"confirmation or shipping"`
	Seller       InvoiceSellerForm `json:"seller"`
	WebAddress   string            `json:"webAddress" maxLength:"1000"`
}

// InvoiceSettingsView is the settings in force, with the names of the il
// and ilçe.
type InvoiceSettingsView struct {
	InvoiceSettingsForm
	Province string `json:"province"`
	District string `json:"district"`
}

type invoiceSettingsOutput struct{ Body InvoiceSettingsView }

func invoiceSettingsView(s bookstore.InvoiceSettings) *invoiceSettingsOutput {
	p := s.Seller
	pid, did := bookstore.PlaceIDs(p.Province, p.District)
	return &invoiceSettingsOutput{Body: InvoiceSettingsView{InvoiceSettingsForm: InvoiceSettingsForm{SaleSeries: s.SaleSeries,
		ReturnSeries: s.ReturnSeries, At: string(s.At), WebAddress: s.WebAddress, Seller: InvoiceSellerForm{Name: p.Name,
			TaxID: p.TaxID, TaxOffice: p.TaxOffice, ProvinceID: pid, DistrictID: did, Neighborhood: p.Neighborhood, Line: p.Line,
			PostalCode: p.PostalCode, Email: p.Email, Phone: p.Phone}}, Province: p.Province, District: p.District}}
}

func (h invoiceHandlers) adminInvoiceSettings(ctx context.Context, _ *struct{}) (*invoiceSettingsOutput, error) {
	s, err := h.invoices.Settings(ctx)
	if err != nil {
		return nil, err
	}
	return invoiceSettingsView(s), nil
}

type invoiceSettingsInput struct{ Body InvoiceSettingsForm }

func (h invoiceHandlers) adminSetInvoiceSettings(ctx context.Context, in *invoiceSettingsInput) (*invoiceSettingsOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	f, sf := in.Body, in.Body.Seller
	province, district := bookstore.PlaceNames(sf.ProvinceID, sf.DistrictID)
	s, err := h.invoices.SetSettings(ctx, uid, bookstore.InvoiceSettings{SaleSeries: f.SaleSeries, ReturnSeries: f.ReturnSeries,
		At: bookstore.InvoiceAt(f.At), WebAddress: f.WebAddress, Seller: bookstore.InvoiceParty{Name: sf.Name, TaxID: sf.TaxID,
			TaxOffice: sf.TaxOffice, Province: province, District: district, Neighborhood: sf.Neighborhood, Line: sf.Line,
			PostalCode: sf.PostalCode, Email: sf.Email, Phone: sf.Phone}})
	if err != nil {
		return nil, err
	}
	return invoiceSettingsView(s), nil
}
