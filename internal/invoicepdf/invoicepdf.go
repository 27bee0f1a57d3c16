// Package invoicepdf draws the shop's invoice documents as PDFs with
// go-pdf/fpdf in the shop's Unicode font (internal/pdffont): the e-Arşiv
// invoice itself (the shop's rendering, used when the integrator has none),
// its 'e-Arşiv Fatura Bilgi Belgesi' printed for the parcel, and the
// 'İade Gider Pusulası' of a consumer's return. Every amount is the
// invoice's own, in kuruş; nothing is recomputed here but sums of lines.
package invoicepdf

import (
	"bytes"
	"errors"

	"github.com/go-pdf/fpdf"

	"bookstore/internal/bookstore"
	"bookstore/internal/pdffont"
)

// Titles of the documents.
const (
	TitleEArchive   = "e-Arşiv Fatura"
	TitleEInvoice   = "e-Fatura"
	TitleInfoSlip   = "e-Arşiv Fatura Bilgi Belgesi"
	TitleReturnSlip = "İade Gider Pusulası"
)

// Texts printed on the documents.
const (
	internetNote = "Bu satış internet üzerinden yapılmıştır."
	infoSlipNote = "Bu belge, elektronik ortamda düzenlenip alıcıya iletilen e-Arşiv faturanın bilgilerini gösterir; " +
		"irsaliye yerine geçer. Faturanın aslına ETTN ile e-posta adresinize gönderilen bağlantıdan ulaşabilirsiniz."
	returnNote = "Alıcının iade ettiği mallar için düzenlenmiştir; iade edilen malların KDV'si ayrıca gösterilmiştir. " +
		"Alıcının faturası bu pusula ile geri alınmıştır."
)

// compress is off in the package's tests, which read the pages' text.
var compress = true

// Invoice is the invoice's PDF: 'e-Arşiv Fatura', or 'e-Fatura' for an
// invoice to a registered company.
func Invoice(inv *bookstore.Invoice) ([]byte, error) {
	title := TitleEArchive
	if inv.Profile == bookstore.ProfileBasic {
		title = TitleEInvoice
	}
	return render(inv, title)
}

// InfoSlip is the 'e-Arşiv Fatura Bilgi Belgesi' of a sales invoice, put
// in the parcel: the invoice's parties, number, ETTN, date, lines, KDV per
// rate, totals, words and internet-sale fields.
func InfoSlip(inv *bookstore.Invoice) ([]byte, error) {
	if inv.Kind != bookstore.InvoiceSale {
		return nil, errors.New("bilgi belgesi yalnızca satış faturası için düzenlenir")
	}
	return render(inv, TitleInfoSlip)
}

// ReturnSlip is the 'İade Gider Pusulası' of a consumer's return: the
// returned lines with their KDV shown separately and the number of the
// sales invoice it takes back.
func ReturnSlip(inv *bookstore.Invoice) ([]byte, error) {
	if inv.Kind != bookstore.InvoiceReturnSlip {
		return nil, errors.New("iade gider pusulası yalnızca bir iade için düzenlenir")
	}
	return render(inv, TitleReturnSlip)
}

func render(inv *bookstore.Invoice, title string) ([]byte, error) {
	p := fpdf.New("P", "mm", "A4", "")
	pdffont.Register(p)
	p.SetCompression(compress)
	p.SetTitle(title+" "+inv.Number, true)
	p.SetCreationDate(inv.IssuedAt)
	p.SetModificationDate(inv.IssuedAt)
	p.SetMargins(12, 12, 12)
	p.SetAutoPageBreak(true, 14)
	d := &doc{p: p, inv: inv, title: title}
	p.SetFooterFunc(d.footer)
	p.AddPage()
	d.header()
	d.parties()
	d.lines()
	d.totals()
	d.notes()
	var b bytes.Buffer
	if err := p.Output(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
