package httpapi

import (
	"context"
)

// RelatedBooks are the two rows under a book (bookstore.PickRelated): no
// book is in both, and the book itself is in neither.
type RelatedBooks struct {
	// ByAuthor: 'Yazarın Diğer Kitapları', the author's newest visible books.
	ByAuthor []BookCard `json:"byAuthor" maxItems:"6"`
	// Similar: 'Benzer Kitaplar', bought together most often, then the
	// newest of the same category.
	Similar []BookCard `json:"similar" maxItems:"6"`
}

type relatedBooksOutput struct{ Body RelatedBooks }

// relatedBooks answers 404 'Kitap bulunamadı' for a missing or hidden book,
// like the book itself.
func (h storefrontHandlers) relatedBooks(ctx context.Context, in *idInput) (*relatedBooksOutput, error) {
	r, err := h.storefront.Related(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return &relatedBooksOutput{Body: RelatedBooks{ByAuthor: bookCards(r.ByAuthor), Similar: bookCards(r.Similar)}}, nil
}
