package sqldb

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Public reads. Every query here filters on visibility: books.is_visible,
// authors.is_approved, events.status = 'approved' with an approved author,
// page_contents.is_published.

type bookSummaryRow struct {
	ID              string     `bun:"id"`
	Title           string     `bun:"title"`
	Description     string     `bun:"description"`
	Price           int64      `bun:"price"`
	CoverImageURL   string     `bun:"cover_image_url"`
	StockQuantity   int        `bun:"stock_quantity"`
	IsFeatured      bool       `bun:"is_featured"`
	IsApproved      bool       `bun:"is_approved"`
	ISBN            string     `bun:"isbn"`
	PageCount       int        `bun:"page_count"`
	PublicationDate *time.Time `bun:"publication_date"`
	AuthorID        string     `bun:"author_id"`
	CategoryID      *string    `bun:"category_id"`
	CreatedAt       time.Time  `bun:"created_at"`
	AuthorName      string     `bun:"author_name"`
	CategoryName    *string    `bun:"category_name"`
	ratingColumns
}

// ratingColumns are a book's rating aggregate (0014_reviews.sql), kept by
// applyRating.
type ratingColumns struct {
	RatingCount int `bun:"rating_count"`
	RatingSum   int `bun:"rating_sum"`
	Rating1     int `bun:"rating_1"`
	Rating2     int `bun:"rating_2"`
	Rating3     int `bun:"rating_3"`
	Rating4     int `bun:"rating_4"`
	Rating5     int `bun:"rating_5"`
}

func (r ratingColumns) summary() bookstore.RatingSummary {
	return bookstore.RatingSummary{Count: r.RatingCount, Sum: r.RatingSum,
		Distribution: [5]int{r.Rating1, r.Rating2, r.Rating3, r.Rating4, r.Rating5}}
}

func (r *bookSummaryRow) summary() bookstore.BookSummary {
	s := bookstore.BookSummary{Book: bookstore.Book{ID: r.ID, Title: r.Title, Description: r.Description, Price: r.Price,
		CoverURL: r.CoverImageURL, Stock: r.StockQuantity, Featured: r.IsFeatured, Approved: r.IsApproved, ISBN: r.ISBN,
		PageCount: r.PageCount, AuthorID: r.AuthorID, CreatedAt: r.CreatedAt.UTC()}, AuthorName: r.AuthorName,
		Excerpt: bookstore.BookExcerpt(r.Description), Rating: r.ratingColumns.summary()}
	if r.PublicationDate != nil {
		d := r.PublicationDate.UTC()
		s.PublicationDate = &d
	}
	if r.CategoryID != nil {
		s.CategoryID = *r.CategoryID
	}
	if r.CategoryName != nil {
		s.CategoryName = *r.CategoryName
	}
	return s
}

// bookColumns are the columns of a public book with its author and category names.
const bookColumns = `b.id, b.title, b.description, b.price, b.cover_image_url, b.stock_quantity, b.is_featured,
	b.is_approved, b.isbn, b.page_count, b.publication_date, b.author_id, b.category_id, b.created_at,
	a.name AS author_name, c.name AS category_name,
	b.rating_count, b.rating_sum, b.rating_1, b.rating_2, b.rating_3, b.rating_4, b.rating_5`

func (s *StorefrontStore) selectBooks() *bun.SelectQuery {
	return s.db.bun.NewSelect().TableExpr("books AS b").ColumnExpr(bookColumns).
		Join("JOIN authors AS a ON a.id = b.author_id").
		Join("LEFT JOIN categories AS c ON c.id = b.category_id").
		Where("b.is_visible = ?", true)
}

// minIndexedToken is the shortest pattern a trigram index can find.
const minIndexedToken = 3

// whereSearch adds the search words as conditions on a search_text column
// (folded words after a leading space, see searchText). A word of three or
// more letters matches anywhere ('kusu' finds 'Çalıkuşu'); a shorter word
// matches the start of a word (' oz' finds 'Öztürk' but not 'Kozan'), which
// is what a person typing two letters means and keeps it indexable. On
// PostgreSQL every pattern is a LIKE through a pg_trgm index. On SQLite
// they are an FTS5 trigram MATCH of quoted phrases (the LIKE form of that
// index is avoided because modernc's FTS5 LIKE pattern code can read past
// its buffer); a one-letter word is too short for that except in
// books_fts, which marks word starts (ftsMatch), and is a LIKE elsewhere.
func (s *StorefrontStore) whereSearch(q *bun.SelectQuery, table, alias string, tokens []string) *bun.SelectQuery {
	if s.db.dialect != SQLite {
		for _, t := range tokens {
			q = q.Where(alias+".search_text LIKE ?", "%"+searchPattern(t)+"%")
		}
		return q
	}
	match, short := ftsMatch(tokens, table == "books")
	for _, pattern := range short {
		q = q.Where(alias+".search_text LIKE ?", "%"+pattern+"%")
	}
	if match != "" {
		q = q.Where(alias+".rowid IN (SELECT rowid FROM "+table+"_fts WHERE "+table+"_fts MATCH ?)", match)
	}
	return q
}

// searchPattern is what a search token must be found as in search_text:
// itself, or, under three letters, the start of a word.
func searchPattern(token string) string {
	if utf8.RuneCountInString(token) < minIndexedToken {
		return " " + token
	}
	return token
}

// ftsMatch splits search tokens for SQLite: match is an FTS5 query of the
// patterns the trigram index can find (all of them, AND), short the
// patterns too short for it (a one-letter word), left to LIKE.
// wordStarts says the index doubles the spaces of search_text (books_fts,
// migrations/sqlite/0027_books_fts_visible.sql): a one-letter word is then
// the phrase of two spaces and the letter, the start of a word.
func ftsMatch(tokens []string, wordStarts bool) (match string, short []string) {
	var phrases []string
	for _, t := range tokens {
		pattern := searchPattern(t)
		if utf8.RuneCountInString(pattern) < minIndexedToken {
			if !wordStarts {
				short = append(short, pattern)
				continue
			}
			pattern = " " + pattern
		}
		// Folded tokens hold only letters and digits, so quoting is safe.
		phrases = append(phrases, `"`+pattern+`"`)
	}
	return strings.Join(phrases, " AND "), short
}

// filterBooks applies a filter's visibility, category, rating and search to a query on "books AS b".
func (s *StorefrontStore) filterBooks(q *bun.SelectQuery, f bookstore.BookFilter) *bun.SelectQuery {
	q = q.Where("b.is_visible = ?", true)
	if f.CategoryID != "" {
		q = q.Where("b.category_id = ?", f.CategoryID)
	}
	if f.MinRating > 0 {
		q = q.Where("b.rating_avg10 >= ?", f.MinRating*10)
	}
	if f.MinPrice > 0 {
		q = q.Where(shopPrice+" >= ?", f.MinPrice)
	}
	if f.MaxPrice > 0 {
		q = q.Where(shopPrice+" <= ?", f.MaxPrice)
	}
	if f.AuthorID != "" {
		q = q.Where("b.author_id = ?", f.AuthorID)
	}
	if f.InStock {
		q = q.Where("b.stock_quantity > 0")
	}
	if tokens := bookstore.SearchTokens(f.Query); len(tokens) > 0 {
		q = s.whereSearch(q, "books", "b", tokens)
	}
	return q
}

// shopPrice is the price a book is charged now: the running sale's price
// (books.sale_price, kept by refreshSalePrices) or the list price. The
// price filter and sort use it, written exactly as the expression index
// books_visible_shop_price_idx (0026_sale_price.sql) so that it is used.
const shopPrice = "COALESCE(b.sale_price, b.price)"

var bookOrders = map[bookstore.BookSort]string{
	bookstore.SortNewest:    "b.created_at DESC, b.id DESC",
	bookstore.SortTitle:     "b.sort_key ASC, b.id ASC",
	bookstore.SortPriceAsc:  shopPrice + " ASC, b.id ASC",
	bookstore.SortPriceDesc: shopPrice + " DESC, b.id DESC",
	bookstore.SortRating:    "b.rating_avg10 DESC, b.rating_count DESC, b.id DESC",
}

// publicBooks lists visible books with search, category, order and paging,
// and the number of matches. The page's ids are chosen from books alone
// (an index walk even for a deep page), then only those rows are joined to
// their authors and categories; the total counts books alone and is cached
// briefly. A plain search on SQLite is planned by its match count
// (storefront_search.go).
func (s *StorefrontStore) publicBooks(ctx context.Context, f bookstore.BookFilter) ([]bookstore.BookSummary, int, error) {
	p := f.PageRequest.Normalize()
	order, ok := bookOrders[f.Sort]
	if !ok {
		order = bookOrders[bookstore.SortNewest]
	}
	total := -1 // not counted yet
	var ids *bun.SelectQuery
	if match, ok := s.ftsOnlySearch(f); ok {
		var none bool
		var err error
		ids, total, none, err = s.searchPage(ctx, f, match, order)
		if err != nil {
			return nil, 0, err
		}
		if none {
			return finishPage(f, []bookstore.BookSummary{}, total)
		}
	} else {
		ids = s.filterBooks(s.db.bun.NewSelect().TableExpr("books AS b").Column("b.id"), f).
			OrderExpr(order).Limit(int64(p.Size)).Offset(int64(p.Offset()))
	}
	var rows []bookSummaryRow
	err := s.db.bun.NewSelect().TableExpr("(?) AS page", ids).ColumnExpr(bookColumns).
		Join("JOIN books AS b ON b.id = page.id").
		Join("JOIN authors AS a ON a.id = b.author_id").
		Join("LEFT JOIN categories AS c ON c.id = b.category_id").
		OrderExpr(order).Scan(ctx, &rows)
	if err != nil {
		return nil, 0, translate(err)
	}
	list, err := withOffers(ctx, s.db, summaries(rows))
	if err != nil {
		return nil, 0, err
	}
	if total < 0 && !f.WithoutTotal {
		if total, err = s.booksTotal(ctx, f); err != nil {
			return nil, 0, err
		}
	}
	return finishPage(f, list, total)
}

// finishPage returns a page with its total, or -1 when f asks for none.
func finishPage(f bookstore.BookFilter, list []bookstore.BookSummary, total int) ([]bookstore.BookSummary, int, error) {
	if f.WithoutTotal {
		return list, -1, nil
	}
	return list, total, nil
}

// booksTotal counts a filter's matches (a search's up to the cap), cached
// longer than a page.
func (s *StorefrontStore) booksTotal(ctx context.Context, f bookstore.BookFilter) (int, error) {
	return cached(ctx, &s.db.cache, "books|"+f.MatchKey(true), true, func(ctx context.Context) (int, error) {
		q := s.filterBooks(s.db.bun.NewSelect().TableExpr("books AS b"), f)
		if len(bookstore.SearchTokens(f.Query)) > 0 {
			// Count a search only up to the cap: a broad match costs a scan of every hit.
			q = s.db.bun.NewSelect().TableExpr("(?) AS hits", q.ColumnExpr("1").Limit(bookstore.SearchTotalCap+1))
		}
		n, err := q.Count(ctx)
		return int(n), translate(err)
	})
}

// categoryCounts counts a filter's matches per category, under the same
// filters (and indexes) as the list but without its category.
func (s *StorefrontStore) categoryCounts(ctx context.Context, f bookstore.BookFilter) ([]bookstore.CategoryCount, error) {
	f.CategoryID = ""
	var rows []struct {
		CategoryID string `bun:"category_id"`
		N          int    `bun:"n"`
	}
	q := s.filterBooks(s.db.bun.NewSelect().TableExpr("books AS b"), f)
	if match, ok := s.ftsOnlySearch(f); ok {
		var found bool
		var err error
		if q, found, err = s.searchCategoryCounts(ctx, match); err != nil || !found {
			return []bookstore.CategoryCount{}, err
		}
	}
	q = q.ColumnExpr("b.category_id, count(*) AS n").Where("b.category_id IS NOT NULL").GroupExpr("b.category_id")
	if err := q.Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.CategoryCount, len(rows))
	for i, r := range rows {
		out[i] = bookstore.CategoryCount{CategoryID: r.CategoryID, Count: r.N}
	}
	return out, nil
}

func summaries(rows []bookSummaryRow) []bookstore.BookSummary {
	out := make([]bookstore.BookSummary, len(rows))
	for i := range rows {
		out[i] = rows[i].summary()
	}
	return out
}

// featuredBooks returns visible featured books in the admin's order.
func (s *StorefrontStore) featuredBooks(ctx context.Context, limit int) ([]bookstore.BookSummary, error) {
	var rows []bookSummaryRow
	err := s.selectBooks().Join("JOIN featured_books AS fb ON fb.book_id = b.id").
		OrderExpr("fb.position ASC").Limit(int64(limit)).Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	return withOffers(ctx, s.db, summaries(rows))
}

// stmtPublicBook reads a visible book with its author and category. It is
// the uncached path of every book page and book detail (a random book is
// rarely in the read cache), so it is prepared once per connection on
// PostgreSQL (prepared.go): planning the formatted text each time cost
// more server CPU than running it.
var stmtPublicBook = prepared(`SELECT ` + bookColumns + `,
	a.biography AS author_biography, a.photo_url AS author_photo_url, a.created_at AS author_created_at
	FROM books AS b JOIN authors AS a ON a.id = b.author_id LEFT JOIN categories AS c ON c.id = b.category_id
	WHERE b.id = ? AND b.is_visible = ?`)

// publicBook returns a visible book with its author in one query, or ErrNotFound.
func (s *StorefrontStore) publicBook(ctx context.Context, id string) (*bookstore.BookDetail, error) {
	var row struct {
		bookSummaryRow
		AuthorBiography string    `bun:"author_biography"`
		AuthorPhotoURL  string    `bun:"author_photo_url"`
		AuthorCreatedAt time.Time `bun:"author_created_at"`
	}
	if err := s.db.queryRow(ctx, s.db.bun, stmtPublicBook, &row, id, true); err != nil {
		return nil, translate(err)
	}
	// A visible book's author is approved (books.is_visible says so).
	d := &bookstore.BookDetail{BookSummary: row.summary(), Author: bookstore.Author{ID: row.AuthorID, Name: row.AuthorName,
		Biography: row.AuthorBiography, PhotoURL: row.AuthorPhotoURL, Approved: true, CreatedAt: row.AuthorCreatedAt.UTC()}}
	if err := offers(ctx, s.db, s.db.bun, []*bookstore.BookSummary{&d.BookSummary}, time.Now()); err != nil {
		return nil, err
	}
	return d, nil
}

// publicBooksByAuthor lists an author's visible books, newest first.
func (s *StorefrontStore) publicBooksByAuthor(ctx context.Context, authorID string, limit int) ([]bookstore.BookSummary, error) {
	var rows []bookSummaryRow
	err := s.selectBooks().Where("b.author_id = ?", authorID).
		OrderExpr("b.created_at DESC, b.id DESC").Limit(int64(limit)).Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	return withOffers(ctx, s.db, summaries(rows))
}

// categories lists every category in Turkish alphabetical order.
func (s *StorefrontStore) categories(ctx context.Context) ([]bookstore.Category, error) {
	var rows []categoryRow
	if err := s.db.bun.NewSelect().Model(&rows).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.Category, len(rows))
	for i, r := range rows {
		out[i] = bookstore.Category{ID: r.ID, Name: r.Name, Description: r.Description, CreatedAt: r.CreatedAt.UTC()}
	}
	sortByKey(out, func(c bookstore.Category) string { return c.Name })
	return out, nil
}
