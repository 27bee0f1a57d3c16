package bookstore

// A book's weight and dimensions, which a parcel's weight and desi are
// computed from (carrier.go's Parcel). Both panels' forms carry them: the
// admin sets them, an author proposes them with the rest of the book's
// content. They are optional, since a book can be sold before anyone has
// weighed it; the carrier's API then refuses the parcel until they are
// entered, which is why the admin's form asks for them.

// BookParcel is a book's weight (grams) and dimensions (millimetres); 0:
// not entered.
type BookParcel struct {
	WeightGrams int
	WidthMM     int
	HeightMM    int
	DepthMM     int
}

// Bounds of the book forms' parcel fields: a typo guard (the heaviest book
// set and the largest atlas fit well inside them).
const (
	MaxBookWeightGrams = 20_000
	MaxBookSideMM      = 1_000
	MsgBookWeight      = "Ağırlık 1 ile 20.000 gram arasında olmalıdır"
	MsgBookWidth       = "Genişlik 1 ile 1.000 mm arasında olmalıdır"
	MsgBookHeight      = "Yükseklik 1 ile 1.000 mm arasında olmalıdır"
	MsgBookDepth       = "Kalınlık 1 ile 1.000 mm arasında olmalıdır"
)

// Complete says whether every field is entered (a carrier can take the
// book).
func (p BookParcel) Complete() bool {
	return p.WeightGrams > 0 && p.WidthMM > 0 && p.HeightMM > 0 && p.DepthMM > 0
}

// Check lists the fields out of bounds (0 is "not entered" and passes).
func (p BookParcel) Check() []FieldError {
	var f []FieldError
	check := func(v, limit int, field, msg string) {
		if v < 0 || v > limit {
			f = append(f, FieldError{field, msg})
		}
	}
	check(p.WeightGrams, MaxBookWeightGrams, "weightGrams", MsgBookWeight)
	check(p.WidthMM, MaxBookSideMM, "widthMm", MsgBookWidth)
	check(p.HeightMM, MaxBookSideMM, "heightMm", MsgBookHeight)
	check(p.DepthMM, MaxBookSideMM, "depthMm", MsgBookDepth)
	return f
}
