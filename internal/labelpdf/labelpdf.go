// Package labelpdf draws the shipping labels of the parcels the shop hands
// a carrier, as one PDF for a batch: per parcel an A6 label (the carrier,
// a Code128 barcode of the tracking number, the recipient large enough to
// read across a depot, the sender, weight, desi and any cash to collect at
// the door) and then an A6 packing slip listing what is in the parcel. A6
// is the size of the thermal label printers carriers hand out, and the
// same pages print four to an A4 sheet on an office printer.
//
// The text is in the shop's Unicode font (internal/pdffont) so that
// Turkish letters survive. The barcode is drawn from
// github.com/boombuler/barcode's Code128 encoder as a lossless grey image
// with whole pixels per module, registered per document: go-pdf/fpdf's
// contrib/barcode would keep every barcode it ever registered in a
// process-wide map (a slow leak in a server printing labels all day) and
// embeds them as JPEG, whose smearing a scanner does not need.
package labelpdf

import (
	"fmt"
	"io"
	"strings"
	"time"
	"unicode"

	"github.com/go-pdf/fpdf"

	"bookstore/internal/bookstore"
	"bookstore/internal/pdffont"
)

// Parcel is one parcel's label and packing slip.
type Parcel struct {
	Carrier        string // "MNG Kargo"
	TrackingNumber string // what the barcode encodes
	Reference      string // the order number the carrier keeps
	OrderDate      time.Time
	Sender         Party
	Recipient      Party
	Grams          int
	Desi           int
	// CODAmount is the cash the courier collects at the door, in kuruş;
	// 0 for a prepaid order.
	CODAmount int64
	Lines     []Line
}

// Party is the sender or the recipient as printed.
type Party struct {
	Name     string
	Address  string // mahalle and the street line
	District string // ilçe
	Province string // il
	Phone    string
}

// Line is one title of the packing slip.
type Line struct {
	Title    string
	Quantity int
}

// Texts printed on the pages.
const (
	SlipTitle = "Sipariş İçeriği / Paket Listesi"
	codPrefix = "KAPIDA ÖDEME: "
)

// Page size in millimetres (A6, portrait) and the margin.
const (
	pageW  = 105.0
	pageH  = 148.0
	margin = 5.0
	inner  = pageW - 2*margin
)

// compress is off in the package's tests, which read the pages' text.
var compress = true

// Render writes one PDF with a label page and a packing-slip page per
// parcel, in the order given (a slip with many lines continues on a
// further page).
func Render(w io.Writer, parcels []Parcel) error {
	if len(parcels) == 0 {
		return fmt.Errorf("labelpdf: no parcels")
	}
	p := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "P", UnitStr: "mm", Size: fpdf.SizeType{Wd: pageW, Ht: pageH}})
	pdffont.Register(p)
	p.SetCompression(compress)
	p.SetTitle("Kargo etiketleri", true)
	p.SetMargins(margin, margin, margin)
	p.SetAutoPageBreak(false, margin)
	// A fixed date keeps the same batch's PDF byte-identical.
	p.SetCreationDate(parcels[0].OrderDate)
	p.SetModificationDate(parcels[0].OrderDate)
	for i := range parcels {
		pc := &parcels[i]
		if err := label(p, pc, i); err != nil {
			return err
		}
		slip(p, pc)
		if p.Err() {
			return p.Error()
		}
	}
	return p.Output(w)
}

// upper is Turkish upper case (i → İ, ı → I), for the il and ilçe the
// depot sorts by.
func upper(s string) string { return strings.ToUpperSpecial(unicode.TurkishCase, s) }

// kg is the weight as the label prints it: "0,45 kg".
func kg(grams int) string {
	return strings.Replace(fmt.Sprintf("%.2f kg", float64(grams)/1000), ".", ",", 1)
}

// cod is the cash to collect: "KAPIDA ÖDEME: 245,00 ₺".
func cod(kurus int64) string {
	return codPrefix + strings.TrimPrefix(bookstore.FormatLira(kurus), "₺") + " ₺"
}

func day(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.In(bookstore.ShopLocation()).Format("02.01.2006")
}

// place is "İLÇE / İL".
func place(pt Party) string {
	switch {
	case pt.District == "":
		return upper(pt.Province)
	case pt.Province == "":
		return upper(pt.District)
	}
	return upper(pt.District) + " / " + upper(pt.Province)
}

// fit prints s on one line in the largest size up to size that fits
// width, down to minSize (then it is cut by the cell).
func fit(p *fpdf.Fpdf, style string, size, minSize, width, h float64, s, align string) {
	for size > minSize {
		p.SetFont(pdffont.Family, style, size)
		if p.GetStringWidth(s) <= width-1 {
			break
		}
		size -= 0.5
	}
	p.SetFont(pdffont.Family, style, size)
	p.CellFormat(width, h, s, "", 1, align, false, 0, "")
}

// lines prints s wrapped to width, at most max lines (the last one
// ending in "…" when cut).
func lines(p *fpdf.Fpdf, style string, size, width, h float64, s string, max int) {
	p.SetFont(pdffont.Family, style, size)
	ls := p.SplitText(s, width)
	if len(ls) > max {
		ls = ls[:max]
		ls[max-1] = strings.TrimRight(ls[max-1], " ") + "…"
	}
	x := p.GetX()
	for _, l := range ls {
		p.SetX(x)
		p.CellFormat(width, h, l, "", 1, "L", false, 0, "")
	}
}
