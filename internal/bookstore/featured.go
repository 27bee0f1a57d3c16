package bookstore

import "context"

// The featured list: the books the home page shows first, in the admin's order.

const MsgFeaturedNotFound = "Öne çıkan kayıt bulunamadı"

// FeaturedEntry is a position of the featured list.
type FeaturedEntry struct {
	ID       string
	Position int
	Book     BookSummary
}

// FeaturedStore is the admin's side of the featured list. Books join it from
// the book form's featured box.
type FeaturedStore interface {
	// Featured lists every entry by position, also books not public.
	Featured(ctx context.Context) ([]FeaturedEntry, error)
	// MoveFeatured swaps an entry with its neighbour (up: towards position
	// 1), with the effects fx makes of the list as it then is.
	MoveFeatured(ctx context.Context, id string, up bool, fx EffectsOf[[]FeaturedEntry]) error
	// RemoveFeatured takes a book off the list and unticks its featured
	// box, with the effects fx makes of the removed entry.
	RemoveFeatured(ctx context.Context, id string, fx EffectsOf[*FeaturedEntry]) (*FeaturedEntry, error)
}
