package sqldb

import (
	"context"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// A book search on SQLite. books_fts holds the visible books only (see
// migrations/sqlite/0026_books_fts_visible.sql), so for a search with no
// other filter the index alone counts the matches, without reading a row
// of books (15,000 matches of ' ve' count in about a millisecond at
// 100,000 books). The count then decides how the page is found, because
// SQLite's planner cannot know it (an FTS5 table gives no estimate):
//
//   - few matches: look each match's row up by rowid and sort them; the
//     cost grows with the matches (about 2.5 µs a row, the rows of books
//     are wide);
//   - many matches: walk the index of the sort over the visible books and
//     keep the entries whose rowid is a match, until the page is full; the
//     cost grows with the entries walked, about (offset+size) × visible /
//     matches (about 0.3 µs an entry, with the set of matches built once).
//
// Reading every match's row to sort it was the search tail: 50-80 ms for
// a common word on an idle machine, and several hundred at p99 under load.

// sortIndexes names, per sort, the index of books that lists the visible
// books in that order (bookOrders), for the walk.
var sortIndexes = map[bookstore.BookSort]string{
	bookstore.SortNewest:    "books_visible_created_idx",
	bookstore.SortTitle:     "books_visible_sort_idx",
	bookstore.SortPriceAsc:  "books_visible_price_idx",
	bookstore.SortPriceDesc: "books_visible_price_idx",
	bookstore.SortRating:    "books_visible_rating_idx",
}

// walkCostRatio is how many walked index entries cost as much as one row
// looked up and sorted (2.5 µs / 0.3 µs, measured with modernc's SQLite).
const walkCostRatio = 8

// ftsOnlySearch returns the FTS5 query of a search that books_fts answers
// alone: every word is long enough for the trigram index and no other
// filter applies. ok is false otherwise (the general query then runs).
func (s *StorefrontStore) ftsOnlySearch(f bookstore.BookFilter) (match string, ok bool) {
	if s.db.dialect != SQLite || f.CategoryID != "" || f.AuthorID != "" || f.MinRating > 0 ||
		f.MinPrice > 0 || f.MaxPrice > 0 || f.InStock {
		return "", false
	}
	tokens := bookstore.SearchTokens(f.Query)
	if len(tokens) == 0 {
		return "", false
	}
	match, short := ftsMatch(tokens)
	return match, len(short) == 0
}

// ftsMatches counts the visible books a search matches, exactly, in the
// index alone; kept as long as a list's total.
func (s *StorefrontStore) ftsMatches(ctx context.Context, match string) (int, error) {
	return cached(ctx, &s.db.cache, "booksfts|"+match, true, func(ctx context.Context) (int, error) {
		var n int
		err := s.db.bun.NewRaw("SELECT count(*) FROM books_fts WHERE books_fts MATCH ?", match).Scan(ctx, &n)
		return n, translate(err)
	})
}

// searchPageTable is the books table of a search's page query with the
// access the match count calls for: the sort's index walked (walk) or the
// matches looked up by rowid (NOT INDEXED still allows rowid lookups).
func (s *StorefrontStore) searchPageTable(ctx context.Context, f bookstore.BookFilter, matches int) (string, error) {
	p := f.PageRequest.Normalize()
	visible, err := s.booksTotal(ctx, bookstore.BookFilter{})
	if err != nil {
		return "", err
	}
	idx, ok := sortIndexes[f.Sort]
	if !ok {
		idx = sortIndexes[bookstore.SortNewest]
	}
	walked := int64(p.Offset()+p.Size) * int64(visible) // entries walked × matches
	if walkCostRatio*int64(matches)*int64(matches) > walked {
		return "books AS b INDEXED BY " + idx, nil
	}
	return "books AS b NOT INDEXED", nil
}

// searchPage is the page's ids query of a search books_fts answers alone,
// and the search's total (capped as bookstore.Storefront says); none is
// true when the page is past the last match and needs no query.
func (s *StorefrontStore) searchPage(ctx context.Context, f bookstore.BookFilter, match, order string) (ids *bun.SelectQuery, total int, none bool, err error) {
	matches, err := s.ftsMatches(ctx, match)
	if err != nil {
		return nil, 0, false, err
	}
	total = min(matches, bookstore.SearchTotalCap+1)
	p := f.PageRequest.Normalize()
	if p.Offset() >= matches {
		return nil, total, true, nil
	}
	table, err := s.searchPageTable(ctx, f, matches)
	if err != nil {
		return nil, 0, false, err
	}
	ids = s.filterBooks(s.db.bun.NewSelect().TableExpr(table).Column("b.id"), f).
		OrderExpr(order).Limit(int64(p.Size)).Offset(int64(p.Offset()))
	return ids, total, false, nil
}
