package httpapi_test

import (
	"context"
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func cardTitles(cards []httpapi.BookCard) []string {
	out := []string{}
	for _, c := range cards {
		out = append(out, c.Title)
	}
	return out
}

// GET /api/books/{id}/related: the author's other books and the books bought
// with this one, then its category; the same public answer for every role;
// 404 'Kitap bulunamadı' for a missing or hidden book.
func TestRelatedBooksAPI(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		f := storefrontFixture(t, db)
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		w := sqldb.NewCatalogWriter(db)
		orhan := &bookstore.Author{Name: "Orhan Kemal", Approved: true}
		must(w.CreateAuthor(ctx, orhan))
		t0 := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
		together := &bookstore.Book{Title: "Bereketli Topraklar", Price: 9000, Stock: 2, AuthorID: orhan.ID, Approved: true, CreatedAt: t0}
		sameCategory := &bookstore.Book{Title: "Murtaza", Price: 7000, Stock: 2, AuthorID: orhan.ID, CategoryID: f.category.ID,
			Approved: true, CreatedAt: t0.Add(time.Hour)}
		cancelled := &bookstore.Book{Title: "Gurbet Kuşları", Price: 7000, Stock: 2, AuthorID: orhan.ID, Approved: true, CreatedAt: t0}
		must(w.CreateBooks(ctx, []*bookstore.Book{together, sameCategory, cancelled}))
		buyer, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "okur@example.com", FullName: "Zeynep Çelik",
			Role: bookstore.RoleUser, PasswordHash: "x"})
		must(err)
		for status, book := range map[bookstore.OrderStatus]*bookstore.Book{bookstore.OrderDelivered: together, bookstore.OrderCancelled: cancelled} {
			oid, now := uuid.Must(uuid.NewV7()).String(), time.Now().UTC()
			_, err := db.Bun().ExecContext(ctx, `INSERT INTO orders (id, user_id, status, subtotal_amount, shipping_amount, total_amount,
				shipping_address, payment_id, created_at, updated_at) VALUES (?, ?, ?, 1, 0, 1, 'Kadıköy', ?, ?, ?)`,
				oid, buyer.ID, string(status), "pay-"+oid, now, now)
			must(err)
			for _, id := range []string{f.visible.ID, book.ID} {
				_, err := db.Bun().ExecContext(ctx, `INSERT INTO order_items (id, order_id, book_id, title, quantity, price, created_at)
					VALUES (?, ?, ?, 'x', 1, 1, ?)`, uuid.NewString(), oid, id, now)
				must(err)
			}
		}

		e := newEnv(t, db, longCache)
		guest := e.client()
		var want httpapi.RelatedBooks
		path := "/api/books/" + f.visible.ID + "/related"
		r := guest.get(path)
		if r.StatusCode != http.StatusOK {
			t.Fatalf("guest: %d %s", r.StatusCode, r.body)
		}
		r.json(t, &want)
		author := cardTitles(want.ByAuthor)
		slices.Sort(author)
		if len(author) != 2 || !slices.Contains(author, f.outOfStock.Title) || !slices.Contains(author, f.xssBook.Title) {
			t.Errorf("author's row %v: want the author's two other visible books", cardTitles(want.ByAuthor))
		}
		if got := cardTitles(want.Similar); !slices.Equal(got, []string{"Bereketli Topraklar", "Murtaza"}) {
			t.Errorf("similar row %v: want the book bought together, then the category's", got)
		}
		if want.Similar[0].Price != 9000 || want.Similar[0].AuthorName != "Orhan Kemal" {
			t.Errorf("a related card lacks its fields: %+v", want.Similar[0])
		}

		roles := map[string]*client{
			"member":       e.client().signedIn("uye@example.com", bookstore.RoleUser),
			"other member": e.client().signedIn("diger@example.com", bookstore.RoleUser),
			"author":       e.client().signedIn("yazar@example.com", bookstore.RoleAuthor),
			"admin":        e.client().signedIn("admin@example.com", bookstore.RoleAdmin),
		}
		for name, c := range roles {
			var got httpapi.RelatedBooks
			r := c.get(path)
			if r.StatusCode != http.StatusOK {
				t.Fatalf("%s: %d %s", name, r.StatusCode, r.body)
			}
			r.json(t, &got)
			if !slices.Equal(cardTitles(got.ByAuthor), cardTitles(want.ByAuthor)) || !slices.Equal(cardTitles(got.Similar), cardTitles(want.Similar)) {
				t.Errorf("%s sees %+v, the guest %+v", name, got, want)
			}
		}

		var hiddenAuthorsBook string
		must(db.Bun().NewRaw("SELECT id FROM books WHERE author_id = ?", f.hiddenAuthor.ID).Scan(ctx, &hiddenAuthorsBook))
		for name, p := range map[string]string{
			"hidden book":          "/api/books/" + f.hiddenBook.ID + "/related",
			"missing book":         "/api/books/" + uuid.NewString() + "/related",
			"malformed id":         "/api/books/not-an-id/related",
			"hidden author's book": "/api/books/" + hiddenAuthorsBook + "/related",
		} {
			for name2, c := range map[string]*client{"guest": guest, "admin": roles["admin"]} {
				r := c.get(p)
				if r.StatusCode != http.StatusNotFound {
					t.Fatalf("%s as %s: %d %s", name, name2, r.StatusCode, r.body)
				}
				if pr := r.problem(t); pr.Message != bookstore.MsgBookNotFound {
					t.Fatalf("%s: message %q", name, pr.Message)
				}
			}
		}

		// Hiding a related book takes it off the (cached) answer at once.
		if _, err := sqldb.NewBookStore(db).SetBookApproval(ctx, together.ID, false, ""); err != nil {
			t.Fatal(err)
		}
		var after httpapi.RelatedBooks
		guest.get(path).json(t, &after)
		if got := cardTitles(after.Similar); !slices.Equal(got, []string{"Murtaza"}) {
			t.Errorf("after hiding a book bought together: similar %v", got)
		}
	})
}
