package einvoice

import (
	"bytes"

	"github.com/go-pdf/fpdf"

	"bookstore/internal/bookstore"
)

// defaultPDF is the simulator's rendering when it has no Render hook: one
// page naming the document, its number and ETTN, and that it is a
// simulation (so it is never mistaken for a legal invoice). The core font
// with the Turkish code page (cp1254) covers the Turkish letters.
func defaultPDF(profile bookstore.InvoiceProfile, number, ettn string) ([]byte, error) {
	p := fpdf.New("P", "mm", "A4", "")
	tr := p.UnicodeTranslatorFromDescriptor("cp1254")
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
	p.MultiCell(0, 6, tr("Bu belge e-fatura simülatörünün örnek çıktısıdır; yasal bir fatura değildir."), "", "L", false)
	var buf bytes.Buffer
	if err := p.Output(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
