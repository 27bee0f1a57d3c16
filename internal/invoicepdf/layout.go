package invoicepdf

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/go-pdf/fpdf"

	"bookstore/internal/bookstore"
)

// doc draws one document on an A4 page (more pages when the lines need
// them): a header with the issuer and the document's identity, the other
// party, the lines, the totals and the notes.
type doc struct {
	p     *fpdf.Fpdf
	inv   *bookstore.Invoice
	title string
}

const (
	font      = "dejavu"
	pageWidth = 186.0 // A4 less the margins
	leftCol   = 104.0 // the issuer's column; the identity box is to its right
)

func (d *doc) slip() bool { return d.inv.Kind == bookstore.InvoiceReturnSlip }

func (d *doc) header() {
	p := d.p
	p.SetFont(font, "B", 17)
	p.CellFormat(0, 10, d.title, "", 1, "L", false, 0, "")
	p.SetDrawColor(160, 160, 160)
	p.Line(12, p.GetY(), 12+pageWidth, p.GetY())
	p.Ln(3)
	top := p.GetY()
	d.party(d.inv.Seller, "", d.inv.Internet.WebAddress, leftCol)
	bottom := p.GetY()
	p.SetXY(12+leftCol+4, top)
	d.identity()
	p.SetY(max(bottom, p.GetY()) + 4)
}

// identity is the box of the document's number, ETTN and dates.
func (d *doc) identity() {
	inv := d.inv
	loc := bookstore.ShopLocation()
	at := inv.IssuedAt.In(loc)
	var rows [][2]string
	if d.slip() {
		rows = [][2]string{{"Belge No", inv.Number}, {"Düzenlenme Tarihi", at.Format("02.01.2006")},
			{"İade Edilen Fatura", inv.SaleNumber}}
	} else {
		scenario := "e-Arşiv Fatura"
		if inv.Profile == bookstore.ProfileBasic {
			scenario = "Temel e-Fatura"
		}
		rows = [][2]string{{"Fatura No", inv.Number}, {"Fatura Tarihi", at.Format("02.01.2006")}, {"Fatura Saati", at.Format("15:04")},
			{"Senaryo", scenario}, {"Fatura Tipi", invoiceType(inv)}}
	}
	if inv.OrderID != "" {
		rows = append(rows, [2]string{"Sipariş No", shortOrder(inv.OrderID)})
	}
	x := d.p.GetX()
	w := pageWidth - leftCol - 4
	for _, r := range rows {
		d.p.SetX(x)
		d.p.SetFont(font, "B", 8.5)
		d.p.CellFormat(36, 5.2, r[0], "1", 0, "L", false, 0, "")
		d.p.SetFont(font, "", 8.5)
		d.p.CellFormat(w-36, 5.2, r[1], "1", 1, "L", false, 0, "")
	}
	if inv.ETTN != "" {
		d.p.SetX(x)
		d.p.SetFont(font, "B", 8.5)
		d.p.CellFormat(w, 5.2, "ETTN", "LTR", 1, "L", false, 0, "")
		d.p.SetX(x)
		d.p.SetFont(font, "", 8)
		d.p.CellFormat(w, 5.2, inv.ETTN, "LBR", 1, "L", false, 0, "")
	}
}

// party draws a seller or a buyer in a column of width w.
func (d *doc) party(pt bookstore.InvoiceParty, heading, web string, w float64) {
	p := d.p
	x := p.GetX()
	line := func(style string, size float64, s string) {
		if strings.TrimSpace(s) == "" {
			return
		}
		p.SetX(x)
		p.SetFont(font, style, size)
		p.MultiCell(w, 4.6, s, "", "L", false)
	}
	line("B", 8, heading)
	name := pt.Name
	if name == "" {
		name = "Nihai Tüketici"
	}
	line("B", 10, name)
	line("", 8.5, joinNonEmpty(", ", pt.Neighborhood, pt.Line))
	line("", 8.5, joinNonEmpty(" ", pt.PostalCode, joinNonEmpty(" / ", pt.District, pt.Province)))
	if pt.IsCompany() {
		line("", 8.5, joinNonEmpty("   ", labelled("Vergi Dairesi: ", pt.TaxOffice), "VKN: "+pt.TaxID))
	} else {
		line("", 8.5, joinNonEmpty("   ", labelled("Vergi Dairesi: ", pt.TaxOffice), "TCKN: "+pt.TaxID))
	}
	line("", 8.5, labelled("Web: ", web))
	line("", 8.5, joinNonEmpty("   ", labelled("E-posta: ", pt.Email), labelled("Tel: ", pt.Phone)))
}

func (d *doc) parties() {
	heading := "SAYIN"
	if d.slip() {
		heading = "MALI İADE EDEN"
	}
	d.p.SetFillColor(245, 245, 245)
	top := d.p.GetY()
	d.party(d.inv.Buyer, heading, "", leftCol)
	d.p.SetDrawColor(200, 200, 200)
	d.p.Rect(11, top-1.5, leftCol+2, d.p.GetY()-top+3, "D")
	d.p.SetY(d.p.GetY() + 5)
}

var (
	colWidths = []float64{9, 63, 14, 22, 20, 16, 20, 22}
	saleHeads = []string{"Sıra", "Mal / Hizmet", "Miktar", "Birim Fiyat", "İndirim", "KDV", "KDV Tutarı", "Tutar"}
	slipHeads = []string{"Sıra", "İade Edilen Mal", "Miktar", "Birim Fiyat", "KDV", "Matrah", "KDV Tutarı", "İade Tutarı"}
)

func (d *doc) lines() {
	p := d.p
	heads := saleHeads
	if d.slip() {
		heads = slipHeads
	}
	drawHead := func() {
		p.SetFont(font, "B", 8)
		p.SetFillColor(232, 232, 232)
		for i, h := range heads {
			p.CellFormat(colWidths[i], 7, h, "1", 0, align(i), true, 0, "")
		}
		p.Ln(-1)
	}
	drawHead()
	p.SetFont(font, "", 8)
	for i, l := range d.inv.Lines {
		if p.GetY() > 270 {
			p.AddPage()
			drawHead()
			p.SetFont(font, "", 8)
		}
		name := l.Name
		if l.ISBN != "" {
			name += " (ISBN " + l.ISBN + ")"
		}
		cells := []string{strconv.Itoa(i + 1), fit(p, name, colWidths[1]-2), strconv.Itoa(l.Quantity) + " adet", money(l.UnitPrice)}
		if d.slip() {
			cells = append(cells, rateLabel(l.Class), money(l.Amounts.Net))
		} else {
			cells = append(cells, money(l.Allowance), rateLabel(l.Class))
		}
		cells = append(cells, money(l.Amounts.Tax), money(l.Amounts.Gross))
		for j, c := range cells {
			p.CellFormat(colWidths[j], 6.5, c, "1", 0, align(j), false, 0, "")
		}
		p.Ln(-1)
	}
	p.SetFont(font, "", 7.5)
	p.CellFormat(0, 5, "Fiyatlar ve tutarlar KDV dahildir; KDV her satırda ayrıca gösterilmiştir.", "", 1, "L", false, 0, "")
	p.Ln(2)
}

func (d *doc) totals() {
	inv := d.inv
	var list, allowance int64
	for _, l := range inv.Lines {
		list += l.UnitPrice * int64(l.Quantity)
		allowance += l.Allowance
	}
	type row struct {
		label string
		kurus int64
		bold  bool
	}
	var rows []row
	if !d.slip() {
		rows = append(rows, row{"Mal Hizmet Toplam Tutarı", list, false})
		if allowance != 0 {
			rows = append(rows, row{"Toplam İskonto", allowance, false})
		}
	}
	for _, t := range inv.Taxes {
		rows = append(rows, row{"KDV Matrahı (" + rateLabel(t.Class) + ")", t.Net, false}, row{"Hesaplanan KDV (" + rateLabel(t.Class) + ")", t.Tax, false})
	}
	rows = append(rows, row{"Vergiler Hariç Tutar", inv.Total.Net, false}, row{"Toplam KDV", inv.Total.Tax, false},
		row{"Vergiler Dahil Toplam Tutar", inv.Total.Gross, false})
	if d.slip() {
		rows = append(rows, row{"İade Edilen Tutar", inv.Total.Gross, true})
	} else {
		rows = append(rows, row{"Ödenecek Tutar", inv.Total.Gross, true})
	}
	if d.p.GetY() > 287-14-6*float64(len(rows)) {
		d.p.AddPage()
	}
	for _, r := range rows {
		d.p.SetX(12 + pageWidth - 96)
		style := ""
		if r.bold {
			style = "B"
		}
		d.p.SetFont(font, style, 8.5)
		d.p.CellFormat(66, 6, r.label, "1", 0, "L", false, 0, "")
		d.p.CellFormat(30, 6, money(r.kurus), "1", 1, "R", false, 0, "")
	}
	d.p.Ln(3)
}

func (d *doc) notes() {
	p, inv := d.p, d.inv
	write := func(style string, s string) {
		if s == "" {
			return
		}
		p.SetFont(font, style, 8.5)
		p.MultiCell(0, 4.8, s, "", "L", false)
	}
	write("B", inv.AmountInWords)
	for _, t := range inv.Taxes {
		if t.Class.Exemption != "" {
			write("", "KDV istisnası: "+t.Class.Exemption+" — "+bookstore.ExemptionName(t.Class.Exemption))
		}
	}
	p.Ln(2)
	if d.slip() {
		write("", returnNote)
		p.Ln(10)
		p.SetFont(font, "B", 8.5)
		p.CellFormat(pageWidth/2, 5, "Düzenleyen (imza)", "T", 0, "C", false, 0, "")
		p.CellFormat(pageWidth/2, 5, "Malı iade eden (imza)", "T", 1, "C", false, 0, "")
		return
	}
	in := inv.Internet
	loc := bookstore.ShopLocation()
	write("B", "İnternet satışı")
	write("", internetNote)
	write("", labelled("Web adresi: ", in.WebAddress))
	write("", labelled("Ödeme şekli: ", paymentLabel(in.PaymentMeans)))
	if !in.PaymentDate.IsZero() {
		write("", "Ödeme tarihi: "+in.PaymentDate.In(loc).Format("02.01.2006"))
	}
	write("", labelled("Taşıyıcı: ", in.Carrier))
	if !in.ShipDate.IsZero() {
		write("", "Gönderim tarihi: "+in.ShipDate.In(loc).Format("02.01.2006"))
	}
	if d.title == TitleInfoSlip {
		p.Ln(2)
		write("", infoSlipNote)
	}
}

func (d *doc) footer() {
	d.p.SetY(-12)
	d.p.SetFont(font, "", 7.5)
	d.p.CellFormat(0, 5, fmt.Sprintf("%s %s — sayfa %d", d.title, d.inv.Number, d.p.PageNo()), "", 0, "C", false, 0, "")
}

// invoiceType is the type GİB reads, in words.
func invoiceType(inv *bookstore.Invoice) string {
	if bookstore.InvoiceTypeCode(inv) == bookstore.InvoiceTypeExempt {
		return "İSTİSNA"
	}
	return "SATIŞ"
}

func paymentLabel(code string) string {
	switch code {
	case bookstore.PaymentMeansCard:
		return "Kredi kartı / banka kartı"
	case bookstore.PaymentMeansTransfer:
		return "Havale / EFT"
	case bookstore.PaymentMeansCash:
		return "Kapıda ödeme"
	case bookstore.PaymentMeansOther:
		return "Diğer"
	}
	return code
}

func rateLabel(c bookstore.TaxClass) string {
	s := "%" + strconv.Itoa(c.Rate)
	if c.Exemption != "" {
		s += " (" + c.Exemption + ")"
	}
	return s
}

// money is "1.234,56 TL".
func money(k int64) string {
	return strings.Replace(bookstore.FormatLira(k), "₺", "", 1) + " TL"
}

func align(col int) string {
	if col == 1 {
		return "L"
	}
	if col == 0 {
		return "C"
	}
	return "R"
}

// fit shortens s with an ellipsis until it fits w millimetres.
func fit(p *fpdf.Fpdf, s string, w float64) string {
	if p.GetStringWidth(s) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && p.GetStringWidth(string(r)+"…") > w {
		r = r[:len(r)-1]
	}
	return strings.TrimSpace(string(r)) + "…"
}

func labelled(label, v string) string {
	if strings.TrimSpace(v) == "" {
		return ""
	}
	return label + v
}

func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, s := range parts {
		if strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return strings.Join(out, sep)
}

func shortOrder(id string) string {
	if len(id) < 8 {
		return id
	}
	return id[:8]
}
