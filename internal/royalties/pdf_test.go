package royalties_test

import (
	"bytes"
	"testing"
	"time"
	"unicode/utf16"

	"bookstore/internal/bookstore"
	"bookstore/internal/royalties"
)

func TestPDF(t *testing.T) {
	from, to, _ := bookstore.PeriodBounds(bookstore.RoyaltyMonthly, "2026-10")
	long := "Çok Uzun Bir Başlık: Ağaçların Işığında Geçen Yılların İğne Oyası Gibi İşlenmiş Hikâyesi"
	st := &bookstore.RoyaltyStatement{ID: "01a20a34-1111-7000-8000-000000000000", AuthorName: "Şükrü Ilgın Çağdaş",
		Period: bookstore.RoyaltyMonthly, From: from, To: to, IssuedAt: time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC),
		Lines: []bookstore.RoyaltyLine{{BookSales: bookstore.BookSales{BookID: "b", Title: long, Sold: 3, Returned: 1, Gross: 9999, Refunded: 3333},
			Rate: bookstore.RoyaltyRate{Kind: bookstore.RoyaltyPercent, BasisPoints: 1275}, Royalty: 850}},
		Sold: 3, Returned: 1, Net: 6666, Royalty: 850}
	b, err := royalties.PDF(st)
	if err != nil {
		t.Fatal(err)
	}
	var name []byte
	for _, u := range utf16.Encode([]rune(st.AuthorName)) {
		name = append(name, byte(u>>8), byte(u))
	}
	if !bytes.HasPrefix(b, []byte("%PDF-1.")) || !bytes.Contains(b[len(b)-8:], []byte("%%EOF")) || !bytes.Contains(b, name) {
		t.Fatalf("not a PDF with the author's name (%d bytes)", len(b))
	}
	if len(b) > 200_000 {
		t.Fatalf("the fonts are not subset: %d bytes", len(b))
	}
	if got := royalties.FileName(st); got != "telif-beyani-2026-10-01a20a34.pdf" {
		t.Fatalf("file name %q", got)
	}
	if got := royalties.RateLabel(bookstore.RoyaltyRate{Kind: bookstore.RoyaltyPercent, BasisPoints: 7}); got != "%0,07" {
		t.Fatalf("rate label %q", got)
	}
}
