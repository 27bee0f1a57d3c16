package bookstore

// Related books on a book's page: two rows under the book.
//
//   - 'Yazarın Diğer Kitapları': the author's other visible books, newest first.
//   - 'Benzer Kitaplar': books bought together with this one in sold, not
//     cancelled orders, ranked by the number of distinct orders, then filled
//     with the newest books of the same category.
//
// No book shows twice on the page: not the book itself, and not in both rows
// (a book of the same author that was also bought with this one stays in
// the author's row). The stores fetch each candidate list in its order with
// RelatedCandidateLimit rows, enough that PickRelated can fill both rows
// after dropping every book it must skip; PickRelated is the only place
// that decides what shows.

// RelatedRowSize is the most books a related row shows.
const RelatedRowSize = 6

// RelatedCandidateLimit is how many books each candidate list needs so the
// rows can be full: a row's worth after skipping the book itself and a full
// author's row.
const RelatedCandidateLimit = 2*RelatedRowSize + 1

// RelatedCandidates are the visible books a book's related rows choose
// from, each list in its own order.
type RelatedCandidates struct {
	// ByAuthor: the same author's books, newest first.
	ByAuthor []BookSummary
	// BoughtTogether: books of sold, not cancelled orders that hold the
	// book, most distinct orders first.
	BoughtTogether []BookSummary
	// SameCategory: the books of the book's category, newest first (empty
	// when the book has no category).
	SameCategory []BookSummary
}

// RelatedBooks are the two rows of a book's page.
type RelatedBooks struct {
	ByAuthor []BookSummary
	Similar  []BookSummary
}

// PickRelated chooses the rows of the book bookID from its candidates.
func PickRelated(bookID string, c RelatedCandidates) RelatedBooks {
	seen := map[string]bool{bookID: true}
	take := func(lists ...[]BookSummary) []BookSummary {
		out := []BookSummary{}
		for _, list := range lists {
			for _, b := range list {
				if len(out) == RelatedRowSize {
					return out
				}
				if seen[b.ID] {
					continue
				}
				seen[b.ID] = true
				out = append(out, b)
			}
		}
		return out
	}
	byAuthor := take(c.ByAuthor)
	return RelatedBooks{ByAuthor: byAuthor, Similar: take(c.BoughtTogether, c.SameCategory)}
}
