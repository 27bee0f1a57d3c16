package einvoice

import (
	"bytes"
	"strings"

	"github.com/go-pdf/fpdf"

	"bookstore/internal/bookstore"
)

// defaultPDF is the simulator's rendering when it has no Render hook: one
// page naming the document, its number and ETTN, and that it is a
// simulation (so it is never mistaken for a legal invoice). It uses a core
// font, whose Latin-1 lacks ğ, ş and ı: the text is written without them
// (a development artifact; the shop's own PDFs embed a Unicode font).
// Uncompressed, so that tests and people can read the number in it.
func defaultPDF(profile bookstore.InvoiceProfile, number, ettn string) ([]byte, error) {
	p := fpdf.New("P", "mm", "A4", "")
	p.SetCompression(false)
	tr := func(s string) string { return latin1.Replace(s) }
	title := "e-Arşiv Fatura"
	if profile == bookstore.ProfileBasic {
		title = "e-Fatura"
	}
	p.SetTitle(title+" "+number, true)
	p.AddPage()
	p.SetFont("Helvetica", "B", 18)
	p.CellFormat(0, 12, tr(title), "", 1, "L", false, 0, "")
	p.SetFont("Helvetica", "", 12)
	p.CellFormat(0, 8, tr("Fatura No: "+number), "", 1, "L", false, 0, "")
	p.CellFormat(0, 8, tr("ETTN: "+ettn), "", 1, "L", false, 0, "")
	p.Ln(6)
	p.SetFont("Helvetica", "I", 10)
	p.MultiCell(0, 6, tr("Bu belge e-fatura simulatorunun ornek ciktisidir; yasal bir fatura degildir."), "", "L", false)
	var buf bytes.Buffer
	if err := p.Output(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// latin1 spells the Turkish letters outside Latin-1 (the core fonts'
// encoding, which fpdf expects as single bytes) and the rest as bytes.
var latin1 = strings.NewReplacer("ğ", "g", "Ğ", "G", "ş", "s", "Ş", "S", "ı", "i", "İ", "I",
	"ç", "\xe7", "Ç", "\xc7", "ö", "\xf6", "Ö", "\xd6", "ü", "\xfc", "Ü", "\xdc")
