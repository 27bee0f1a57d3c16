package httpapi

import "bookstore/internal/bookstore"

// A book's weight and dimensions in the panels' book answers and forms
// (bookstore.BookParcel): null when not entered.

// BookParcelFields are the weight and dimensions of a book or of its
// pending revision.
type BookParcelFields struct {
	WeightGrams *int `json:"weightGrams" doc:"grams; null: not entered (a carrier cannot take the book)"`
	WidthMM     *int `json:"widthMm" doc:"mm; null: not entered"`
	HeightMM    *int `json:"heightMm" doc:"mm; null: not entered"`
	DepthMM     *int `json:"depthMm" doc:"mm (the spine); null: not entered"`
}

func bookParcelView(p bookstore.BookParcel) BookParcelFields {
	return BookParcelFields{WeightGrams: entered(p.WeightGrams), WidthMM: entered(p.WidthMM),
		HeightMM: entered(p.HeightMM), DepthMM: entered(p.DepthMM)}
}

func entered(v int) *int {
	if v <= 0 {
		return nil
	}
	return &v
}

// BookParcelRequest are the forms' weight and dimensions; absent or null:
// not entered. The bounds are the domain's (a Turkish message under the
// field), these only keep the numbers sane.
type BookParcelRequest struct {
	WeightGrams *int `json:"weightGrams,omitempty" required:"false" nullable:"true" minimum:"-1000000" maximum:"1000000" doc:"grams, 1–20000"`
	WidthMM     *int `json:"widthMm,omitempty" required:"false" nullable:"true" minimum:"-1000000" maximum:"1000000" doc:"mm, 1–1000"`
	HeightMM    *int `json:"heightMm,omitempty" required:"false" nullable:"true" minimum:"-1000000" maximum:"1000000" doc:"mm, 1–1000"`
	DepthMM     *int `json:"depthMm,omitempty" required:"false" nullable:"true" minimum:"-1000000" maximum:"1000000" doc:"mm, 1–1000"`
}

// parcel is the form's parcel. A 0 sent is out of bounds (the form sends
// null for "not entered"), so it is passed on as -1 to get the message.
func (r BookParcelRequest) parcel() bookstore.BookParcel {
	v := func(p *int) int {
		switch {
		case p == nil:
			return 0
		case *p == 0:
			return -1
		}
		return *p
	}
	return bookstore.BookParcel{WeightGrams: v(r.WeightGrams), WidthMM: v(r.WidthMM), HeightMM: v(r.HeightMM), DepthMM: v(r.DepthMM)}
}
