package sqldb

import (
	"context"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// A book search on SQLite. books_fts holds the visible books only (see
// migrations/sqlite/0027_books_fts_visible.sql), so for a search with no
// other filter the index alone finds and counts the matches, without
// reading a row of books (the first 1,001 of ' ve' in well under a
// millisecond at 100,000 books). The count then decides how the page is
// found, because SQLite's planner cannot know it (an FTS5 table gives no
// estimate):
//
//   - few matches: look each match's row up by rowid and sort them; the
//     cost grows with the matches (about 2.5 µs a row, the rows of books
//     are wide);
//   - many matches: walk the index of the sort over the visible books and
//     keep the entries whose rowid is a match, until the page is full; the
//     cost grows with the entries walked, about (offset+size) × books /
//     matches (about 0.3 µs an entry, with the set of matches built once).
//
// Reading every match's row to sort it was the search tail: 50-80 ms for
// a common word on an idle machine, and several hundred at p99 under load.

// sortIndexes names, per sort, the index of books that lists the visible
// books in that order (bookOrders), for the walk.
var sortIndexes = map[bookstore.BookSort]string{
	bookstore.SortNewest:    "books_visible_created_idx",
	bookstore.SortTitle:     "books_visible_sort_idx",
	bookstore.SortPriceAsc:  "books_visible_shop_price_idx",
	bookstore.SortPriceDesc: "books_visible_shop_price_idx",
	bookstore.SortRating:    "books_visible_rating_idx",
}

// walkCostRatio is how many walked index entries cost as much as one row
// looked up and sorted (2.5 µs / 0.3 µs, measured with modernc's SQLite).
const walkCostRatio = 8

// ftsOnlySearch returns the FTS5 query of a search that books_fts answers
// alone: no filter but the words applies. ok is false otherwise (the
// general query then runs).
func (s *StorefrontStore) ftsOnlySearch(f bookstore.BookFilter) (match string, ok bool) {
	if s.db.dialect != SQLite || f.CategoryID != "" || f.AuthorID != "" || f.MinRating > 0 ||
		f.MinPrice > 0 || f.MaxPrice > 0 || f.InStock {
		return "", false
	}
	tokens := bookstore.SearchTokens(f.Query)
	if len(tokens) == 0 {
		return "", false
	}
	match, short := ftsMatch(tokens, true)
	return match, len(short) == 0
}

// ftsHits are a search's matches as books_fts gives them, kept as long as
// a list's total. Up to the cap the rowids themselves are kept, so the page
// and the category facet look the rows up without asking the index again
// (evaluating a trigram query was half the cost of a search).
type ftsHits struct {
	// rowids are every match, when there are at most SearchTotalCap; nil past it.
	rowids []int64
	// count is the number of matches, SearchTotalCap+1 past the cap ("more").
	count int
}

func (s *StorefrontStore) ftsHits(ctx context.Context, match string) (ftsHits, error) {
	return cached(ctx, &s.db.cache, "booksfts|"+match, true, func(ctx context.Context) (ftsHits, error) {
		var ids []int64
		err := s.db.bun.NewRaw("SELECT rowid FROM books_fts WHERE books_fts MATCH ? LIMIT ?", match, bookstore.SearchTotalCap+1).
			Scan(ctx, &ids)
		if err != nil {
			return ftsHits{}, translate(err)
		}
		if len(ids) > bookstore.SearchTotalCap {
			return ftsHits{count: len(ids)}, nil
		}
		return ftsHits{rowids: append([]int64{}, ids...), count: len(ids)}, nil // not nil when none
	})
}

// ftsCount counts every match of a search past the cap (planning a deep
// page of a broad search needs it; about a millisecond for 15,000).
func (s *StorefrontStore) ftsCount(ctx context.Context, match string) (int, error) {
	return cached(ctx, &s.db.cache, "booksftscount|"+match, true, func(ctx context.Context) (int, error) {
		var n int
		err := s.db.bun.NewRaw("SELECT count(*) FROM books_fts WHERE books_fts MATCH ?", match).Scan(ctx, &n)
		return n, translate(err)
	})
}

// whereHits keeps a search's matches in a query on "books AS b": the
// listed rowids when known, else through the index.
func whereHits(q *bun.SelectQuery, match string, h ftsHits) *bun.SelectQuery {
	q = q.Where("b.is_visible = ?", true)
	if h.rowids != nil {
		return q.Where("b.rowid IN (?)", bun.List(h.rowids))
	}
	return q.Where("b.rowid IN (SELECT rowid FROM books_fts WHERE books_fts MATCH ?)", match)
}

// searchPageTable is the books table of a search's page query with the
// access its matches call for: the sort's index walked, or the matches
// looked up by rowid (NOT INDEXED still allows rowid lookups).
func (s *StorefrontStore) searchPageTable(ctx context.Context, f bookstore.BookFilter, match string, h ftsHits) (string, error) {
	p := f.PageRequest.Normalize()
	// The number of books is taken from the largest rowid, a lookup at the
	// end of the table: a count of the visible books (10 ms) would cost more
	// than the plan saves. Deleted and hidden books make it larger than the
	// visible count, which only makes the walk look dearer than it is.
	var books int64
	if err := s.db.bun.NewRaw("SELECT coalesce(max(rowid), 0) FROM books").Scan(ctx, &books); err != nil {
		return "", translate(err)
	}
	walk := func(matches int) bool {
		return walkCostRatio*int64(matches)*int64(matches) > int64(p.Offset()+p.Size)*books // entries walked × matches
	}
	n := h.count
	if !walk(n) && h.rowids == nil {
		// Past the cap and deep: the walk may still win with the real count.
		var err error
		if n, err = s.ftsCount(ctx, match); err != nil {
			return "", err
		}
	}
	if !walk(n) {
		return "books AS b NOT INDEXED", nil
	}
	idx, ok := sortIndexes[f.Sort]
	if !ok {
		idx = sortIndexes[bookstore.SortNewest]
	}
	return "books AS b INDEXED BY " + idx, nil
}

// searchPage is the page's ids query of a search books_fts answers alone,
// and the search's total (capped as bookstore.Storefront says); none is
// true when the page is past the last match and needs no query.
func (s *StorefrontStore) searchPage(ctx context.Context, f bookstore.BookFilter, match, order string) (ids *bun.SelectQuery, total int, none bool, err error) {
	h, err := s.ftsHits(ctx, match)
	if err != nil {
		return nil, 0, false, err
	}
	p := f.PageRequest.Normalize()
	if p.Offset() >= h.count && h.rowids != nil {
		return nil, h.count, true, nil
	}
	table, err := s.searchPageTable(ctx, f, match, h)
	if err != nil {
		return nil, 0, false, err
	}
	ids = whereHits(s.db.bun.NewSelect().TableExpr(table).Column("b.id"), match, h).
		OrderExpr(order).Limit(int64(p.Size)).Offset(int64(p.Offset()))
	return ids, h.count, false, nil
}

// searchCategoryCounts counts a plain search's matches per category by
// looking each match up (the facet is asked only below the cap; a walk of
// the facet index would read every visible book).
func (s *StorefrontStore) searchCategoryCounts(ctx context.Context, match string) (*bun.SelectQuery, bool, error) {
	h, err := s.ftsHits(ctx, match)
	if err != nil || h.count == 0 {
		return nil, false, err
	}
	return whereHits(s.db.bun.NewSelect().TableExpr("books AS b NOT INDEXED"), match, h), true, nil
}
