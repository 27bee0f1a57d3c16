package bookstore_test

import (
	"testing"

	"bookstore/internal/bookstore"
)

// The wants are what Intl.NumberFormat('tr-TR', {style: 'currency',
// currency: 'TRY'}) gives for the same amounts (web/src/lib/format.ts).
func TestFormatLira(t *testing.T) {
	for kurus, want := range map[int64]string{
		0: "₺0,00", 5: "₺0,05", 90: "₺0,90", 1500: "₺15,00", 12950: "₺129,50", 99999: "₺999,99",
		123450: "₺1.234,50", 100000000: "₺1.000.000,00", 123456789: "₺1.234.567,89", -250: "-₺2,50",
	} {
		if got := bookstore.FormatLira(kurus); got != want {
			t.Errorf("FormatLira(%d) = %q, want %q", kurus, got, want)
		}
	}
}
