package pdffont_test

import (
	"testing"

	"golang.org/x/image/font/sfnt"

	"bookstore/internal/pdffont"
)

// The embedded fonts draw every letter a Turkish document uses, the lira
// sign and the typographic minus and ellipsis.
func TestFontsCoverTurkish(t *testing.T) {
	for name, b := range map[string][]byte{"regular": pdffont.Regular, "bold": pdffont.Bold} {
		font, err := sfnt.Parse(b)
		if err != nil {
			t.Fatal(err)
		}
		var buf sfnt.Buffer
		for _, r := range "ÇçĞğİıÖöŞşÜü₺−…" {
			if i, err := font.GlyphIndex(&buf, r); err != nil || i == 0 {
				t.Errorf("%s: no glyph for %q", name, r)
			}
		}
	}
}
