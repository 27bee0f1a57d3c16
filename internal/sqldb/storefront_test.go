package sqldb_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// catalogue is a small fixture: visible and hidden books, authors, events.
type catalogue struct {
	sabahattin, hidden, orhan bookstore.Author
	roman, siir               bookstore.Category
	books                     map[string]*bookstore.Book
	events                    map[string]*bookstore.Event
}

func seedCatalogue(t *testing.T, db *sqldb.DB) *catalogue {
	t.Helper()
	ctx := context.Background()
	c := &catalogue{books: map[string]*bookstore.Book{}, events: map[string]*bookstore.Event{}}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	c.roman = bookstore.Category{Name: "Roman"}
	c.siir = bookstore.Category{Name: "Şiir"}
	must(sqldb.NewCatalogWriter(db).CreateCategory(ctx, &c.roman))
	must(sqldb.NewCatalogWriter(db).CreateCategory(ctx, &c.siir))
	c.sabahattin = bookstore.Author{Name: "Sabahattin Ali", Approved: true}
	c.orhan = bookstore.Author{Name: "Orhan Çelik", Approved: true}
	c.hidden = bookstore.Author{Name: "Gizli Yazar", Approved: false}
	must(sqldb.NewCatalogWriter(db).CreateAuthor(ctx, &c.sabahattin))
	must(sqldb.NewCatalogWriter(db).CreateAuthor(ctx, &c.orhan))
	must(sqldb.NewCatalogWriter(db).CreateAuthor(ctx, &c.hidden))
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	add := func(key, title string, a bookstore.Author, cat bookstore.Category, price int64, approved bool, age int) {
		b := &bookstore.Book{Title: title, AuthorID: a.ID, CategoryID: cat.ID, Price: price, Approved: approved,
			Stock: 3, CreatedAt: t0.Add(time.Duration(age) * time.Hour)}
		must(sqldb.NewCatalogWriter(db).CreateBook(ctx, b))
		c.books[key] = b
	}
	add("isik", "Işık Yılları", c.orhan, c.roman, 9000, true, 1)
	add("istanbul", "İstanbul'da Bir Kış", c.orhan, c.roman, 12000, true, 2)
	add("calikusu", "Çalıkuşunun Şarkısı", c.orhan, c.siir, 4500, true, 3)
	add("madonna", "Kürk Mantolu Madonna", c.sabahattin, c.roman, 7500, true, 4)
	add("kuyucakli", "Kuyucaklı Yusuf", c.sabahattin, c.roman, 8000, true, 5)
	add("draft", "Işık Taslağı", c.orhan, c.roman, 5000, false, 6)      // not approved
	add("hiddenauthor", "Gizli Işık", c.hidden, c.roman, 5000, true, 7) // author not approved
	now := time.Now().UTC()
	ev := func(key, title string, a bookstore.Author, at time.Time, st bookstore.EventStatus) {
		e := &bookstore.Event{Title: title, AuthorID: a.ID, Date: at, Status: st, Location: "Kadıköy"}
		must(sqldb.NewCatalogWriter(db).CreateEvent(ctx, e))
		c.events[key] = e
	}
	ev("soon", "Söyleşi: Işık", c.orhan, now.Add(48*time.Hour), bookstore.EventApproved)
	ev("later", "İmza Günü", c.sabahattin, now.Add(96*time.Hour), bookstore.EventApproved)
	ev("past", "Geçmiş Okuma", c.orhan, now.Add(-48*time.Hour), bookstore.EventApproved)
	ev("pending", "Bekleyen Etkinlik", c.orhan, now.Add(24*time.Hour), bookstore.EventPending)
	ev("hiddenauthor", "Gizli Etkinlik", c.hidden, now.Add(24*time.Hour), bookstore.EventApproved)
	return c
}

func titles(items []bookstore.BookSummary) []string {
	out := make([]string, len(items))
	for i, b := range items {
		out[i] = b.Title
	}
	return out
}

func TestTurkishSearchFinds(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		seedCatalogue(t, db)
		ctx := context.Background()
		for q, want := range map[string][]string{
			"ISIK":                {"Işık Yılları"},
			"ışık":                {"Işık Yılları"},
			"Işık":                {"Işık Yılları"},
			"istanbul":            {"İstanbul'da Bir Kış"},
			"İSTANBUL":            {"İstanbul'da Bir Kış"},
			"calikusu":            {"Çalıkuşunun Şarkısı"},
			"sabahattin ali":      {"Kuyucaklı Yusuf", "Kürk Mantolu Madonna"},
			"ali madonna":         {"Kürk Mantolu Madonna"},
			"orhan celik kış bir": {"İstanbul'da Bir Kış"},
			"yok böyle":           {},
			"ış":                  {"Işık Yılları", "İstanbul'da Bir Kış"}, // a short word matches word starts only
			"ku":                  {"Kürk Mantolu Madonna", "Kuyucaklı Yusuf"},
		} {
			items, total, err := sqldb.NewStorefrontStore(db).PublicBooks(ctx, bookstore.BookFilter{Query: q, Sort: bookstore.SortTitle})
			if err != nil {
				t.Fatal(err)
			}
			got := titles(items)
			slices.Sort(got)
			w := slices.Clone(want)
			slices.Sort(w)
			if !slices.Equal(got, w) || total != len(want) {
				t.Errorf("q=%q: got %v (total %d), want %v", q, got, total, want)
			}
		}
	})
}

func TestHiddenRecordsNeverLeak(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		c := seedCatalogue(t, db)
		ctx := context.Background()
		items, total, err := sqldb.NewStorefrontStore(db).PublicBooks(ctx, bookstore.BookFilter{Query: "ışık"})
		if err != nil || total != 1 || items[0].ID != c.books["isik"].ID {
			t.Fatalf("search shows hidden books: %v %d %v", titles(items), total, err)
		}
		all, total, _ := sqldb.NewStorefrontStore(db).PublicBooks(ctx, bookstore.BookFilter{})
		if total != 5 || len(all) != 5 {
			t.Fatalf("list: %v", titles(all))
		}
		for _, key := range []string{"draft", "hiddenauthor"} {
			if _, err := sqldb.NewStorefrontStore(db).PublicBook(ctx, c.books[key].ID); !errors.Is(err, bookstore.ErrNotFound) {
				t.Errorf("detail of %s: %v", key, err)
			}
		}
		if _, err := sqldb.NewStorefrontStore(db).PublicAuthor(ctx, c.hidden.ID); !errors.Is(err, bookstore.ErrNotFound) {
			t.Errorf("hidden author detail: %v", err)
		}
		if books, _ := sqldb.NewStorefrontStore(db).PublicBooksByAuthor(ctx, c.hidden.ID, 50); len(books) != 0 {
			t.Errorf("hidden author's books: %v", titles(books))
		}
		if books, _ := sqldb.NewStorefrontStore(db).PublicBooksByAuthor(ctx, c.orhan.ID, 50); len(books) != 3 {
			t.Errorf("author page books: %v", titles(books))
		}
		authors, n, _ := sqldb.NewStorefrontStore(db).PublicAuthors(ctx, bookstore.AuthorFilter{Query: "gizli"})
		if n != 0 || len(authors) != 0 {
			t.Errorf("hidden author in search: %v", authors)
		}
		for _, key := range []string{"pending", "hiddenauthor"} {
			if _, err := sqldb.NewStorefrontStore(db).PublicEvent(ctx, c.events[key].ID); !errors.Is(err, bookstore.ErrNotFound) {
				t.Errorf("event %s: %v", key, err)
			}
		}
		entries, err := sqldb.NewStorefrontStore(db).Sitemap(ctx)
		if err != nil {
			t.Fatal(err)
		}
		hidden := map[string]bool{c.books["draft"].ID: true, c.books["hiddenauthor"].ID: true, c.hidden.ID: true,
			c.events["pending"].ID: true, c.events["hiddenauthor"].ID: true}
		counts := map[string]int{}
		for _, e := range entries {
			if hidden[e.ID] {
				t.Errorf("sitemap lists hidden %s %s", e.Kind, e.ID)
			}
			counts[e.Kind]++
		}
		if counts["book"] != 5 || counts["author"] != 2 || counts["event"] != 3 {
			t.Errorf("sitemap counts %v", counts)
		}
	})
}

func TestSortOrdersAndPaging(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		c := seedCatalogue(t, db)
		ctx := context.Background()
		list := func(f bookstore.BookFilter) []string {
			items, _, err := sqldb.NewStorefrontStore(db).PublicBooks(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			return titles(items)
		}
		if got := list(bookstore.BookFilter{Sort: bookstore.SortTitle}); !slices.Equal(got, []string{
			"Çalıkuşunun Şarkısı", "Işık Yılları", "İstanbul'da Bir Kış", "Kuyucaklı Yusuf", "Kürk Mantolu Madonna"}) {
			t.Errorf("by title: %v", got)
		}
		if got := list(bookstore.BookFilter{Sort: bookstore.SortNewest}); got[0] != "Kuyucaklı Yusuf" || got[4] != "Işık Yılları" {
			t.Errorf("newest: %v", got)
		}
		if got := list(bookstore.BookFilter{Sort: bookstore.SortPriceAsc}); got[0] != "Çalıkuşunun Şarkısı" || got[4] != "İstanbul'da Bir Kış" {
			t.Errorf("price asc: %v", got)
		}
		if got := list(bookstore.BookFilter{Sort: bookstore.SortPriceDesc}); got[0] != "İstanbul'da Bir Kış" {
			t.Errorf("price desc: %v", got)
		}
		if got := list(bookstore.BookFilter{CategoryID: c.siir.ID}); !slices.Equal(got, []string{"Çalıkuşunun Şarkısı"}) {
			t.Errorf("category: %v", got)
		}
		page2, total, _ := sqldb.NewStorefrontStore(db).PublicBooks(ctx, bookstore.BookFilter{Sort: bookstore.SortTitle, PageRequest: bookstore.PageRequest{Page: 2, Size: 2}})
		if total != 5 || !slices.Equal(titles(page2), []string{"İstanbul'da Bir Kış", "Kuyucaklı Yusuf"}) {
			t.Errorf("page 2: %v total %d", titles(page2), total)
		}
		beyond, total, _ := sqldb.NewStorefrontStore(db).PublicBooks(ctx, bookstore.BookFilter{PageRequest: bookstore.PageRequest{Page: 99, Size: 2}})
		if total != 5 || len(beyond) != 0 {
			t.Errorf("beyond the end: %v %d", titles(beyond), total)
		}
	})
}

func TestEventsFilter(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		seedCatalogue(t, db)
		ctx := context.Background()
		get := func(when bookstore.EventWhen, q string) []string {
			items, total, err := sqldb.NewStorefrontStore(db).PublicEvents(ctx, bookstore.EventFilter{When: when, Query: q, Now: time.Now()})
			if err != nil {
				t.Fatal(err)
			}
			out := make([]string, len(items))
			for i, e := range items {
				out[i] = e.Title
			}
			if total != len(out) {
				t.Fatalf("total %d for %v", total, out)
			}
			return out
		}
		if got := get(bookstore.EventsUpcoming, ""); !slices.Equal(got, []string{"Söyleşi: Işık", "İmza Günü"}) {
			t.Errorf("upcoming: %v", got)
		}
		if got := get(bookstore.EventsPast, ""); !slices.Equal(got, []string{"Geçmiş Okuma"}) {
			t.Errorf("past: %v", got)
		}
		if got := get(bookstore.EventsAll, ""); len(got) != 3 || got[0] != "Geçmiş Okuma" {
			t.Errorf("all: %v", got)
		}
		if got := get(bookstore.EventsAll, "sabahattin"); !slices.Equal(got, []string{"İmza Günü"}) {
			t.Errorf("by author name: %v", got)
		}
		if got := get(bookstore.EventsAll, "ISIK"); !slices.Equal(got, []string{"Söyleşi: Işık"}) {
			t.Errorf("by title: %v", got)
		}
	})
}

func TestFeaturedAndCategoriesOrder(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		c := seedCatalogue(t, db)
		ctx := context.Background()
		if err := sqldb.NewCatalogWriter(db).SetFeatured(ctx, []string{c.books["madonna"].ID, c.books["draft"].ID, c.books["isik"].ID}); err != nil {
			t.Fatal(err)
		}
		f, err := sqldb.NewStorefrontStore(db).FeaturedBooks(ctx, 6)
		if err != nil || !slices.Equal(titles(f), []string{"Kürk Mantolu Madonna", "Işık Yılları"}) {
			t.Fatalf("featured: %v %v", titles(f), err)
		}
		cats, _ := sqldb.NewStorefrontStore(db).Categories(ctx)
		if len(cats) != 2 || cats[0].Name != "Roman" || cats[1].Name != "Şiir" {
			t.Fatalf("categories: %+v", cats)
		}
	})
}

func TestSearchTotalIsCapped(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		c := seedCatalogue(t, db)
		books := make([]*bookstore.Book, bookstore.SearchTotalCap+5)
		for i := range books {
			books[i] = &bookstore.Book{Title: fmt.Sprintf("Deniz Feneri %d", i), AuthorID: c.orhan.ID, Approved: true, Price: 100}
		}
		if err := sqldb.NewCatalogWriter(db).CreateBooks(context.Background(), books); err != nil {
			t.Fatal(err)
		}
		_, total, err := sqldb.NewStorefrontStore(db).PublicBooks(context.Background(), bookstore.BookFilter{Query: "feneri"})
		if err != nil || total != bookstore.SearchTotalCap+1 {
			t.Fatalf("capped search total = %d, %v", total, err)
		}
		_, total, _ = sqldb.NewStorefrontStore(db).PublicBooks(context.Background(), bookstore.BookFilter{})
		if total != len(books)+5 {
			t.Fatalf("unfiltered total = %d, want exact %d", total, len(books)+5)
		}
	})
}
