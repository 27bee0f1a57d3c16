package sqldb

import "bookstore/internal/bookstore"

// A book's weight and dimensions (0050_book_parcel.sql) and the author's
// proposal of them in a pending revision (0058): NULL is "not entered",
// which the domain reads as 0.

// parcelCols are the four columns, on books and on book_revisions.
type parcelCols struct {
	WeightGrams *int `bun:"weight_grams"`
	WidthMM     *int `bun:"width_mm"`
	HeightMM    *int `bun:"height_mm"`
	DepthMM     *int `bun:"depth_mm"`
}

func parcelColumns(p bookstore.BookParcel) parcelCols {
	return parcelCols{WeightGrams: positive(p.WeightGrams), WidthMM: positive(p.WidthMM),
		HeightMM: positive(p.HeightMM), DepthMM: positive(p.DepthMM)}
}

func (c parcelCols) parcel() bookstore.BookParcel {
	return bookstore.BookParcel{WeightGrams: derefInt(c.WeightGrams), WidthMM: derefInt(c.WidthMM),
		HeightMM: derefInt(c.HeightMM), DepthMM: derefInt(c.DepthMM)}
}

// positive is v, or NULL for 0 (not entered).
func positive(v int) *int {
	if v <= 0 {
		return nil
	}
	return &v
}

func derefInt(v *int) int {
	if v == nil {
		return 0
	}
	return *v
}

// parcelPanelColumns add the book's parcel and its revision's to the
// panels' reads (panelBookColumns).
const parcelPanelColumns = `b.weight_grams, b.width_mm, b.height_mm, b.depth_mm,
	r.weight_grams AS rev_weight_grams, r.width_mm AS rev_width_mm, r.height_mm AS rev_height_mm, r.depth_mm AS rev_depth_mm,`
