package sqldb_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestTaxSettingsStore: the defaults until a setting is saved, then the
// latest one.
func TestTaxSettingsStore(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx, s := context.Background(), sqldb.NewTaxStore(db)
		got, err := s.TaxSettings(ctx)
		if err != nil || got != bookstore.DefaultTaxSettings {
			t.Fatalf("defaults: %+v %v", got, err)
		}
		first := bookstore.TaxSettings{Book: bookstore.TaxClass{Rate: 10}, Shipping: bookstore.PrintedBookClass, Ebook: bookstore.TaxClass{Rate: 20}}
		second := bookstore.TaxSettings{Book: bookstore.TaxClass{Rate: 1}, Shipping: bookstore.TaxClass{Rate: 10}, Ebook: bookstore.TaxClass{Rate: 10}}
		for _, ts := range []bookstore.TaxSettings{first, second} {
			if err := s.SetTaxSettings(ctx, ts, "", bookstore.Effects{}); err != nil {
				t.Fatal(err)
			}
			if got, err := s.TaxSettings(ctx); err != nil || got != ts {
				t.Fatalf("after a save: %+v %v, want %+v", got, err, ts)
			}
		}
	})
}

// TestOrderLinesFreezeTaxClass: a book's own class is saved and read back;
// an order line takes its book's class (or the default) and the order the
// shipping class, as they were when it was placed; lines stored before
// classes existed read as sold at the defaults.
func TestOrderLinesFreezeTaxClass(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		books := sqldb.NewBookStore(db)
		own := c.books["madonna"]
		b, err := books.Book(ctx, own.ID)
		if err != nil || b.TaxClass != nil {
			t.Fatalf("a seeded book is on the default: %+v %v", b, err)
		}
		b.TaxClass = &bookstore.TaxClass{Rate: 20}
		if saved, err := books.SaveBook(ctx, bookstore.BookEdit{Book: b.Book, Fields: bookstore.SetsTaxClass}); err != nil ||
			saved.TaxClass == nil || *saved.TaxClass != (bookstore.TaxClass{Rate: 20}) {
			t.Fatalf("saved: %+v %v", saved, err)
		}
		// A save that does not set the class keeps it.
		b.Title = "Kürk Mantolu Madonna (yeni baskı)"
		b.TaxClass = nil
		if saved, err := books.SaveBook(ctx, bookstore.BookEdit{Book: b.Book}); err != nil || saved.TaxClass == nil || saved.TaxClass.Rate != 20 {
			t.Fatalf("a content save lost the class: %+v %v", saved, err)
		}

		u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "alici@example.com", FullName: "Alıcı",
			Role: bookstore.RoleUser, PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{"madonna", "calikusu"} {
			if err := sqldb.NewCartStore(db).SetCartQuantity(ctx, u.ID, c.books[key].ID, 1); err != nil {
				t.Fatal(err)
			}
		}
		if err := sqldb.NewTaxStore(db).SetTaxSettings(ctx, bookstore.TaxSettings{Book: bookstore.TaxClass{Rate: 0, Exemption: "350"},
			Shipping: bookstore.TaxClass{Rate: 10}, Ebook: bookstore.TaxClass{Rate: 20}}, "", bookstore.Effects{}); err != nil {
			t.Fatal(err)
		}
		orders := sqldb.NewOrderStore(db)
		o, err := orders.CreateOrderFromCart(ctx, u.ID, "Kadıköy", time.Now().Add(time.Hour), nil)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]bookstore.TaxClass{own.ID: {Rate: 20}, c.books["calikusu"].ID: {Rate: 0, Exemption: "350"}}
		check := func(o *bookstore.Order) {
			t.Helper()
			if len(o.Items) != 2 || o.ShippingTax != (bookstore.TaxClass{Rate: 10}) {
				t.Fatalf("order %+v", o)
			}
			for _, it := range o.Items {
				if it.Tax != want[it.BookID] {
					t.Errorf("line %s: %+v, want %+v", it.Title, it.Tax, want[it.BookID])
				}
			}
		}
		check(o)
		// Later changes of the book and of the settings leave it as it was.
		b.TaxClass = &bookstore.TaxClass{Rate: 1}
		if _, err := books.SaveBook(ctx, bookstore.BookEdit{Book: b.Book, Fields: bookstore.SetsTaxClass}); err != nil {
			t.Fatal(err)
		}
		if err := sqldb.NewTaxStore(db).SetTaxSettings(ctx, bookstore.DefaultTaxSettings, "", bookstore.Effects{}); err != nil {
			t.Fatal(err)
		}
		read, err := orders.AdminOrder(ctx, o.ID)
		if err != nil {
			t.Fatal(err)
		}
		check(&read.Order)
		mine, err := orders.OrderOf(ctx, u.ID, o.ID)
		if err != nil {
			t.Fatal(err)
		}
		check(mine)

		// A line stored without a class (before classes existed).
		oid, now := uuid.NewString(), time.Now().UTC()
		if _, err := db.Bun().NewRaw(`INSERT INTO orders (id, user_id, status, subtotal_amount, shipping_amount, total_amount,
			shipping_address, created_at, updated_at) VALUES (?, ?, 'delivered', 5000, 1500, 6500, 'Kadıköy', ?, ?)`,
			oid, u.ID, now, now).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Bun().NewRaw(`INSERT INTO order_items (id, order_id, book_id, title, quantity, price, list_price, paid_amount, created_at)
			VALUES (?, ?, ?, 'x', 1, 5000, 5000, 5000, ?)`, uuid.NewString(), oid, own.ID, now).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		old, err := orders.AdminOrder(ctx, oid)
		if err != nil {
			t.Fatal(err)
		}
		if old.ShippingTax != (bookstore.TaxClass{Rate: 20}) || len(old.Items) != 1 || old.Items[0].Tax != bookstore.PrintedBookClass {
			t.Fatalf("an order from before: %+v %+v", old.ShippingTax, old.Items)
		}
	})
}
