package royalties

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/go-pdf/fpdf"

	"bookstore/internal/bookstore"
	"bookstore/internal/pdffont"
)

// The PDF of a statement, drawn with go-pdf/fpdf in the shop's Unicode font
// (internal/pdffont), which draws the Turkish letters.

// RoundingNote states the rounding on the printed page and the PDF.
const RoundingNote = "Yüzde oranlı telif her kitap satırında net gelir üzerinden hesaplanır ve kuruşa yuvarlanır (yarım kuruş sıfırdan uzağa); " +
	"toplam, yuvarlanmış satırların toplamıdır. Adet başı telif: (satılan − iade) × tutar."

// RateLabel is a rate as the statement prints it: "%12,50" or "₺2,50 / adet".
func RateLabel(r bookstore.RoyaltyRate) string {
	if r.Kind == bookstore.RoyaltyFixed {
		return bookstore.FormatLira(r.PerCopy) + " / adet"
	}
	return fmt.Sprintf("%%%d,%02d", r.BasisPoints/100, r.BasisPoints%100)
}

// PDF renders st as an A4 document.
func PDF(st *bookstore.RoyaltyStatement) ([]byte, error) {
	p := fpdf.New("P", "mm", "A4", "")
	pdffont.Register(p)
	p.SetTitle("Telif Beyanı — "+st.AuthorName, true)
	p.SetCreationDate(st.IssuedAt)
	p.SetModificationDate(st.IssuedAt)
	p.SetMargins(12, 14, 12)
	p.AddPage()

	p.SetFont("dejavu", "B", 16)
	p.CellFormat(0, 9, "Telif Beyanı", "", 1, "L", false, 0, "")
	p.SetFont("dejavu", "", 10)
	loc := bookstore.ShopLocation()
	rows := [][2]string{
		{"Yazar", st.AuthorName},
		{"Dönem", bookstore.PeriodLabel(st.Period, st.From)},
		{"Beyan no", shortID(st.ID)},
		{"Düzenlenme", st.IssuedAt.In(loc).Format("02.01.2006 15:04")},
	}
	if st.CorrectsID != "" {
		rows = append(rows, [2]string{"Düzeltir", "Beyan no " + shortID(st.CorrectsID)})
	}
	for _, r := range rows {
		p.SetFont("dejavu", "B", 10)
		p.CellFormat(32, 6, r[0], "", 0, "L", false, 0, "")
		p.SetFont("dejavu", "", 10)
		p.CellFormat(0, 6, r[1], "", 1, "L", false, 0, "")
	}
	p.Ln(4)

	widths := []float64{68, 18, 16, 32, 26, 26}
	heads := []string{"Kitap", "Satılan", "İade", "Net gelir", "Oran", "Telif"}
	p.SetFont("dejavu", "B", 9)
	p.SetFillColor(235, 235, 235)
	for i, h := range heads {
		align := "R"
		if i == 0 {
			align = "L"
		}
		p.CellFormat(widths[i], 7, h, "B", 0, align, true, 0, "")
	}
	p.Ln(-1)
	p.SetFont("dejavu", "", 9)
	for _, l := range st.Lines {
		cells := []string{fit(p, l.Title, widths[0]-2), fmt.Sprint(l.Sold), fmt.Sprint(l.Returned),
			bookstore.FormatLira(l.Net()), RateLabel(l.Rate), bookstore.FormatLira(l.Royalty)}
		for i, c := range cells {
			align := "R"
			if i == 0 {
				align = "L"
			}
			p.CellFormat(widths[i], 6.5, c, "B", 0, align, false, 0, "")
		}
		p.Ln(-1)
	}
	if len(st.Lines) == 0 {
		p.CellFormat(0, 7, "Bu dönemde satış veya iade yok.", "B", 1, "L", false, 0, "")
	}
	p.SetFont("dejavu", "B", 9)
	total := []string{"Toplam", fmt.Sprint(st.Sold), fmt.Sprint(st.Returned), bookstore.FormatLira(st.Net), "", bookstore.FormatLira(st.Royalty)}
	for i, c := range total {
		align := "R"
		if i == 0 {
			align = "L"
		}
		p.CellFormat(widths[i], 7, c, "", 0, align, false, 0, "")
	}
	p.Ln(12)
	p.SetFont("dejavu", "", 8)
	p.MultiCell(0, 4.5, RoundingNote+" Net gelir: müşterilerin kitap için ödediği tutar eksi dönem içindeki iadeler; kargo dahil değildir.", "", "L", false)

	var b bytes.Buffer
	if err := p.Output(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
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

func shortID(id string) string {
	if len(id) < 8 {
		return id
	}
	return strings.ToUpper(id[:8])
}

// FileName is the PDF's download name: telif-beyani-2026-10-1a2b3c4d.pdf.
func FileName(st *bookstore.RoyaltyStatement) string {
	return "telif-beyani-" + bookstore.PeriodKey(st.From) + "-" + strings.ToLower(shortID(st.ID)) + ".pdf"
}
