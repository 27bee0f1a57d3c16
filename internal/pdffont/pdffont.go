// Package pdffont holds the font every PDF the shop draws with go-pdf/fpdf
// uses: DejaVu Sans, regular and bold (Bitstream Vera licence in
// LICENSE-DejaVu.txt), which has every Turkish letter (ğ ş ı İ), the lira
// sign and the typographic dashes the built-in PDF fonts lack. fpdf embeds
// only the glyphs a document uses, so the PDFs stay small.
package pdffont

import (
	_ "embed"

	"github.com/go-pdf/fpdf"
)

// Family is the family name Register gives the font.
const Family = "dejavu"

var (
	//go:embed DejaVuSans.ttf
	Regular []byte
	//go:embed DejaVuSans-Bold.ttf
	Bold []byte
)

// Register adds the regular ("") and bold ("B") styles of Family to p.
func Register(p *fpdf.Fpdf) {
	p.AddUTF8FontFromBytes(Family, "", Regular)
	p.AddUTF8FontFromBytes(Family, "B", Bold)
}
