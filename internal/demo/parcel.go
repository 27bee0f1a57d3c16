package demo

import "bookstore/internal/bookstore"

// paperbackParcel is a plausible weight and size for a demo book of pages
// pages, so the demo shop's orders can go through the carrier: a 13,5 ×
// 21 cm paperback (the common Turkish trade format), its spine and weight
// growing with the page count (about 0,06 mm and 1 g a page on 70 g/m²
// book paper, plus the cover), the weight kept within 250–600 g.
func paperbackParcel(pages int) bookstore.BookParcel {
	return bookstore.BookParcel{
		WeightGrams: min(max(100+pages, 250), 600),
		WidthMM:     135,
		HeightMM:    210,
		DepthMM:     max(pages*6/100+2, 5),
	}
}
