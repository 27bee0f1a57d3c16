package storefront_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
	"bookstore/internal/storefront"
)

func TestMain(m *testing.M) { sqldbtest.Main(m) }

// campaignsStub is the shop's campaign settings as the storefront reads them.
type campaignsStub struct{ rule bookstore.ShippingRule }

func (c campaignsStub) ShippingRule(context.Context) (bookstore.ShippingRule, error) {
	return c.rule, nil
}

func (c campaignsStub) DeliverySettings(context.Context) (bookstore.DeliverySettings, error) {
	return bookstore.DeliverySettings{HandlingDays: 1, CutoffHour: 15, TransitDays: 2}, nil
}

// notFound fails unless err is CodeNotFound with the page's message.
func notFound(t *testing.T, what string, err error, msg string) {
	t.Helper()
	if bookstore.ErrorCode(err) != bookstore.CodeNotFound || !strings.Contains(err.Error(), msg) {
		t.Errorf("%s: %v, want not found %q", what, err, msg)
	}
}

// A hidden record reads as a missing one, and a malformed id as well: the
// same not-found message, so a caller cannot tell them apart.
func TestPublicReadsHideWhatThePublicMayNotSee(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx, w := context.Background(), sqldb.NewCatalogWriter(db)
		svc := &storefront.Service{Store: sqldb.NewStorefrontStore(db), Campaigns: campaignsStub{bookstore.ShippingRule{Fee: 1500, FreeFrom: 10000}}}
		shown := &bookstore.Author{Name: "Sait Faik", Approved: true}
		hidden := &bookstore.Author{Name: "Onaysız Yazar"}
		for _, a := range []*bookstore.Author{shown, hidden} {
			if err := w.CreateAuthor(ctx, a); err != nil {
				t.Fatal(err)
			}
		}
		visible := &bookstore.Book{Title: "Semaver", Price: 100, Stock: 3, AuthorID: shown.ID, Approved: true}
		pending := &bookstore.Book{Title: "Semaver Taslağı", Price: 100, Stock: 3, AuthorID: shown.ID}
		soldOut := &bookstore.Book{Title: "Lüzumsuz Adam", Price: 100, AuthorID: shown.ID, Approved: true}
		for _, b := range []*bookstore.Book{visible, pending, soldOut} {
			if err := w.CreateBook(ctx, b); err != nil {
				t.Fatal(err)
			}
		}

		if b, err := svc.Book(ctx, visible.ID); err != nil || b.Title != "Semaver" {
			t.Fatalf("a visible book: %+v, %v", b, err)
		}
		_, err := svc.Book(ctx, pending.ID)
		notFound(t, "an unapproved book", err, bookstore.MsgBookNotFound)
		_, err = svc.Book(ctx, "../etc")
		notFound(t, "a malformed book id", err, bookstore.MsgBookNotFound)
		_, err = svc.Related(ctx, pending.ID)
		notFound(t, "the related rows of an unapproved book", err, bookstore.MsgBookNotFound)
		if _, err := svc.Author(ctx, shown.ID); err != nil {
			t.Fatalf("an approved author: %v", err)
		}
		_, err = svc.Author(ctx, hidden.ID)
		notFound(t, "an unapproved author", err, bookstore.MsgAuthorNotFound)
		_, err = svc.Event(ctx, "nope")
		notFound(t, "a malformed event id", err, bookstore.MsgEventNotFound)
		books, err := svc.AuthorBooks(ctx, shown.ID)
		if err != nil || len(books) != 2 {
			t.Errorf("the author's page lists %d books (%v), want the 2 visible ones", len(books), err)
		}

		// The header search suggests nothing under two letters, and only
		// visible records.
		if s, err := svc.Suggest(ctx, "s"); err != nil || len(s.Books)+len(s.Authors) != 0 {
			t.Errorf("one letter suggested %+v, %v", s, err)
		}
		if s, err := svc.Suggest(ctx, "sem"); err != nil || len(s.Books) != 1 || s.Books[0].ID != visible.ID {
			t.Errorf("'sem' suggested %+v, %v; want the visible book only", s, err)
		}

		// A book out of stock has no delivery estimate.
		if b, _ := svc.Book(ctx, soldOut.ID); b != nil {
			if e, err := svc.Delivery(ctx, b, time.Now()); err != nil || e != nil {
				t.Errorf("a sold-out book's estimate: %+v, %v", e, err)
			}
		}
		if b, _ := svc.Book(ctx, visible.ID); b != nil {
			if e, err := svc.Delivery(ctx, b, time.Now()); err != nil || e == nil {
				t.Errorf("a book in stock has no estimate: %v", err)
			}
		}

		// A content page is not found until published; shown, it quotes the
		// shipping rule in force in place of its token.
		draft := &bookstore.PageContent{Key: bookstore.PageTerms, Title: "Kullanım Koşulları", Content: "<p>Taslak</p>"}
		if err := w.SavePage(ctx, draft); err != nil {
			t.Fatal(err)
		}
		_, err = svc.Page(ctx, bookstore.PageTerms)
		notFound(t, "an unpublished page", err, bookstore.MsgPageNotFound)
		about := &bookstore.PageContent{Key: bookstore.PageAbout, Title: "Hakkımızda", Published: true,
			Content: "<p>Kargo: " + bookstore.ShippingTermsToken + "</p>"}
		if err := w.SavePage(ctx, about); err != nil {
			t.Fatal(err)
		}
		p, err := svc.Page(ctx, bookstore.PageAbout)
		if err != nil || strings.Contains(p.Content, bookstore.ShippingTermsToken) {
			t.Errorf("the shown page: %+v, %v; want the token filled", p, err)
		}
		if raw, err := svc.PublishedPage(ctx, bookstore.PageAbout); err != nil || !strings.Contains(raw.Content, bookstore.ShippingTermsToken) {
			t.Errorf("the stored page: %+v, %v; want it as stored", raw, err)
		}
	})
}

// The book list refuses a malformed filter with the field's message and
// reads nothing.
func TestBookListRefusesMalformedFilters(t *testing.T) {
	svc := &storefront.Service{Store: &countingStore{}}
	for name, q := range map[string]storefront.BookQuery{
		"category":    {CategoryID: "kategori"},
		"author":      {AuthorID: "yazar"},
		"price range": {MinPrice: 50, MaxPrice: 20},
	} {
		if _, err := svc.Books(context.Background(), q); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
			t.Errorf("%s: %v, want invalid", name, err)
		}
	}
	if n := svc.Store.(*countingStore).reads; n != 0 {
		t.Errorf("a refused filter read the store %d times", n)
	}
}

// countingStore answers every search with more matches than the cap and
// counts its reads; the rest of the interface is not used.
type countingStore struct {
	bookstore.Storefront
	reads, facetReads int
}

func (s *countingStore) PublicBooks(_ context.Context, f bookstore.BookFilter) ([]bookstore.BookSummary, int, error) {
	s.reads++
	return []bookstore.BookSummary{{}}, bookstore.SearchTotalCap + 1, nil
}

func (s *countingStore) CategoryCounts(context.Context, bookstore.BookFilter) ([]bookstore.CategoryCount, error) {
	s.facetReads++
	return []bookstore.CategoryCount{{CategoryID: "c", Count: 1}}, nil
}

// Only a search's total is capped, and a capped search skips the category
// counts; a page request beyond the bounds is clamped.
func TestSearchTotalsAreCappedAndPagesBounded(t *testing.T) {
	store := &countingStore{}
	svc := &storefront.Service{Store: store}
	pg, err := svc.Books(context.Background(), storefront.BookQuery{Query: "roman", Page: 9999, PageSize: 500})
	if err != nil {
		t.Fatal(err)
	}
	if !pg.Capped || pg.Total != bookstore.SearchTotalCap || pg.CategoryCounts != nil || store.facetReads != 0 {
		t.Errorf("a broad search: capped %t, total %d, counts %v (%d reads)", pg.Capped, pg.Total, pg.CategoryCounts, store.facetReads)
	}
	if pg.Page != bookstore.MaxPage || pg.Size != bookstore.MaxPageSize {
		t.Errorf("page %d of %d, want clamped to %d of %d", pg.Page, pg.Size, bookstore.MaxPage, bookstore.MaxPageSize)
	}
	pg, err = svc.Books(context.Background(), storefront.BookQuery{})
	if err != nil {
		t.Fatal(err)
	}
	if pg.Capped || pg.Total != bookstore.SearchTotalCap+1 || len(pg.CategoryCounts) != 1 {
		t.Errorf("the whole list: capped %t, total %d, counts %v", pg.Capped, pg.Total, pg.CategoryCounts)
	}
}
