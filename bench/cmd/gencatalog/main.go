// Command gencatalog fills a database with a large, deterministic,
// Turkish-looking catalogue for the storefront benchmark (make bench).
//
// It writes only through internal/sqldb (never raw SQL), so the search text,
// the sort keys and the public visibility are derived exactly as in
// production.
//
//	go run ./bench/cmd/gencatalog -database-url postgres://... -books 100000
//	go run ./bench/cmd/gencatalog -data-dir /tmp/bench-sqlite      # SQLite
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"time"
	"unicode"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
)

func main() {
	var (
		dbURL      = flag.String("database-url", "", "postgres://... (empty: SQLite in -data-dir)")
		dataDir    = flag.String("data-dir", "./data", "SQLite directory (bookstore.db) when -database-url is empty")
		books      = flag.Int("books", 100_000, "number of books")
		authors    = flag.Int("authors", 10_000, "number of authors")
		categories = flag.Int("categories", 50, "number of categories")
		events     = flag.Int("events", 5_000, "number of events")
		seed       = flag.Uint64("seed", 1, "seed of the pseudo-random data")
		batch      = flag.Int("batch", 1000, "books per CreateBooks call")
		force      = flag.Bool("force", false, "add to a database that already has books")
	)
	flag.Parse()
	if err := run(context.Background(), config{*dbURL, *dataDir, *books, *authors, *categories, *events, *seed, *batch, *force}); err != nil {
		fmt.Fprintln(os.Stderr, "gencatalog:", err)
		os.Exit(1)
	}
}

type config struct {
	dbURL, dataDir                     string
	books, authors, categories, events int
	seed                               uint64
	batch                              int
	force                              bool
}

func run(ctx context.Context, c config) (err error) {
	if c.authors < 1 || c.categories < 1 || c.books < 0 || c.events < 0 || c.batch < 1 {
		return fmt.Errorf("need at least one author and one category; counts must not be negative")
	}
	start := time.Now()
	db, err := sqldb.Open(ctx, c.dbURL, c.dataDir)
	if err != nil {
		return err
	}
	// Closing is the generator's last write (SQLite checkpoints its WAL):
	// its failure is the run's.
	defer func() {
		if cerr := db.Close(); cerr != nil {
			err = errors.Join(err, fmt.Errorf("close: %w", cerr))
		}
	}()
	if _, err := db.Migrate(ctx); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	catalog := sqldb.NewCatalogWriter(db)
	n, err := catalog.CountBooks(ctx)
	if err != nil {
		return err
	}
	if n > 0 && !c.force {
		return fmt.Errorf("the %s database already has %d books; refusing to add a catalogue to it (use an empty database, or -force to add anyway)", db.Dialect(), n)
	}
	fmt.Printf("gencatalog: %s, %d books, %d authors, %d categories, %d events, seed %d\n",
		db.Dialect(), c.books, c.authors, c.categories, c.events, c.seed)

	g := newGen(c.seed)
	now := time.Now().UTC()

	// Categories
	catIDs := make([]string, c.categories)
	for i := range catIDs {
		cat := &bookstore.Category{Name: g.categoryName(i), Description: g.sentence(8, 14)}
		if err := catalog.CreateCategory(ctx, cat); err != nil {
			return fmt.Errorf("category %q: %w", cat.Name, err)
		}
		catIDs[i] = cat.ID
	}
	fmt.Printf("  %d categories  %s\n", c.categories, since(start))

	// Authors
	authorIDs := make([]string, c.authors)
	approvedAuthors := 0
	t := time.Now()
	for i := range authorIDs {
		a := &bookstore.Author{Name: g.personName(), Biography: g.html(2, 3), Approved: g.r.Float64() < 0.97,
			CreatedAt: now.Add(-time.Duration(g.r.Int64N(int64(8 * 365 * 24 * time.Hour))))}
		if err := catalog.CreateAuthor(ctx, a); err != nil {
			return fmt.Errorf("author %q: %w", a.Name, err)
		}
		authorIDs[i] = a.ID
		if a.Approved {
			approvedAuthors++
		}
		if (i+1)%2500 == 0 || i+1 == c.authors {
			fmt.Printf("  %d/%d authors (%d approved)  %s\n", i+1, c.authors, approvedAuthors, since(t))
		}
	}

	// Books, in batches through CreateBooks
	t = time.Now()
	var featured []string
	buf := make([]*bookstore.Book, 0, c.batch)
	flush := func() error {
		if len(buf) == 0 {
			return nil
		}
		if err := catalog.CreateBooks(ctx, buf); err != nil {
			return err
		}
		buf = buf[:0]
		return nil
	}
	for i := 0; i < c.books; i++ {
		ai := g.authorIndex(c.authors)
		pub := now.AddDate(0, 0, -g.r.IntN(30*365)).Truncate(24 * time.Hour)
		stock := 1 + g.r.IntN(50)
		if g.r.Float64() < 0.05 {
			stock = 0
		}
		b := &bookstore.Book{Title: g.title(), Description: g.html(1, 3), Price: g.price(), Stock: stock,
			Approved: g.r.Float64() < 0.95, ISBN: g.isbn(), PageCount: 64 + g.r.IntN(800), PublicationDate: &pub,
			AuthorID: authorIDs[ai], CategoryID: catIDs[g.r.IntN(len(catIDs))],
			CreatedAt: now.Add(-time.Duration(g.r.Int64N(int64(5 * 365 * 24 * time.Hour))))}
		buf = append(buf, b)
		if len(buf) == c.batch {
			if err := flush(); err != nil {
				return fmt.Errorf("books %d: %w", i+1, err)
			}
		}
		if (i+1)%10_000 == 0 || i+1 == c.books {
			if err := flush(); err != nil {
				return fmt.Errorf("books %d: %w", i+1, err)
			}
			el := time.Since(t).Seconds()
			fmt.Printf("  %d/%d books  %s  (%.0f books/s)\n", i+1, c.books, since(t), float64(i+1)/math.Max(el, 1e-9))
		}
	}
	if err := flush(); err != nil {
		return err
	}

	// Featured: the first public books of the first page (newest), through SetFeatured.
	if c.books > 0 {
		list, _, err := sqldb.NewStorefrontStore(db).PublicBooks(ctx, bookstore.BookFilter{WithoutTotal: true,
			PageRequest: bookstore.PageRequest{Page: 1, Size: bookstore.FeaturedOnHome * 3}})
		if err != nil {
			return err
		}
		for i := 0; i < len(list) && len(featured) < bookstore.FeaturedOnHome; i += 3 {
			featured = append(featured, list[i].ID)
		}
		if err := catalog.SetFeatured(ctx, featured); err != nil {
			return fmt.Errorf("featured: %w", err)
		}
	}

	// Events
	t = time.Now()
	for i := 0; i < c.events; i++ {
		ai := g.r.IntN(c.authors)
		e := &bookstore.Event{Title: g.eventTitle(), Description: g.html(1, 2), Location: g.location(),
			Date:   now.Add(time.Duration(g.r.Int64N(int64(2*365*24*time.Hour))) - 365*24*time.Hour).Truncate(15 * time.Minute),
			Status: g.eventStatus(), AuthorID: authorIDs[ai],
			CreatedAt: now.Add(-time.Duration(g.r.Int64N(int64(365 * 24 * time.Hour))))}
		if err := catalog.CreateEvent(ctx, e); err != nil {
			return fmt.Errorf("event %d: %w", i+1, err)
		}
		if (i+1)%2500 == 0 || i+1 == c.events {
			fmt.Printf("  %d/%d events  %s\n", i+1, c.events, since(t))
		}
	}
	fmt.Printf("gencatalog: done in %s\n", since(start))
	return nil
}

func since(t time.Time) string { return time.Since(t).Round(10 * time.Millisecond).String() }

// gen draws every value from one seeded source, so a seed gives the same
// catalogue (ids and timestamps excepted).
type gen struct{ r *rand.Rand }

func newGen(seed uint64) *gen { return &gen{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))} }

func (g *gen) pick(list []string) string { return list[g.r.IntN(len(list))] }

// authorIndex is skewed: a few authors write many books, most a handful.
func (g *gen) authorIndex(n int) int {
	return min(int(math.Pow(g.r.Float64(), 1.6)*float64(n)), n-1)
}

func (g *gen) personName() string {
	first := g.pick(firstNames)
	if g.r.Float64() < 0.25 {
		if second := g.pick(firstNames); second != first {
			first += " " + second
		}
	}
	last := g.pick(surnames)
	if g.r.Float64() < 0.1 {
		last = g.pick(surnames) + "-" + last
	}
	return first + " " + last
}

func (g *gen) categoryName(i int) string {
	if i < len(categoryNames) {
		return categoryNames[i]
	}
	return fmt.Sprintf("%s %d", categoryNames[i%len(categoryNames)], i/len(categoryNames)+1)
}

func (g *gen) title() string {
	n := 2 + g.r.IntN(4) // 2-5 words
	words := make([]string, 0, n)
	for len(words) < n {
		w := g.pick(titleWords)
		if len(words) > 0 && len(words) < n-1 && g.r.Float64() < 0.12 {
			w = "ve"
		}
		words = append(words, w)
	}
	for i, w := range words {
		if w != "ve" {
			words[i] = upperFirst(w)
		}
	}
	return strings.Join(words, " ")
}

func (g *gen) eventTitle() string {
	return upperFirst(g.pick(titleWords)) + " " + upperFirst(g.pick(titleWords)) + " " + g.pick(eventKinds)
}

func (g *gen) location() string {
	return g.pick(venues) + ", " + g.pick(cities)
}

func (g *gen) eventStatus() bookstore.EventStatus {
	switch x := g.r.Float64(); {
	case x < 0.80:
		return bookstore.EventApproved
	case x < 0.92:
		return bookstore.EventPending
	default:
		return bookstore.EventRejected
	}
}

func (g *gen) sentence(minW, maxW int) string {
	n := minW + g.r.IntN(maxW-minW+1)
	words := make([]string, n)
	for i := range words {
		if g.r.Float64() < 0.6 {
			words[i] = g.pick(proseWords)
		} else {
			words[i] = g.pick(titleWords)
		}
	}
	return upperFirst(strings.Join(words, " ")) + "."
}

// html is a short rich-text description of paragraphs of sentences.
func (g *gen) html(minP, maxP int) string {
	var b strings.Builder
	for p := minP + g.r.IntN(maxP-minP+1); p > 0; p-- {
		b.WriteString("<p>")
		for s := 1 + g.r.IntN(3); s > 0; s-- {
			sent := g.sentence(6, 14)
			if g.r.Float64() < 0.2 {
				w := strings.Fields(sent)[0]
				sent = "<strong>" + w + "</strong>" + strings.TrimPrefix(sent, w)
			}
			b.WriteString(sent)
			if s > 1 {
				b.WriteByte(' ')
			}
		}
		b.WriteString("</p>")
	}
	return b.String()
}

// price is 25-600 TL in kuruş, ending in ,00 ,50 or ,90.
func (g *gen) price() int64 {
	tl := 25 + g.r.Int64N(576)
	return tl*100 + []int64{0, 50, 90}[g.r.IntN(3)]
}

// isbn is a valid ISBN-13 with a Turkish prefix.
func (g *gen) isbn() string {
	d := fmt.Sprintf("978605%06d", g.r.IntN(1_000_000))
	sum := 0
	for i, c := range d {
		v := int(c - '0')
		if i%2 == 1 {
			v *= 3
		}
		sum += v
	}
	return fmt.Sprintf("%s%d", d, (10-sum%10)%10)
}

func upperFirst(s string) string {
	for _, r := range s {
		return strings.ToUpperSpecial(unicode.TurkishCase, string(r)) + s[len(string(r)):]
	}
	return s
}
