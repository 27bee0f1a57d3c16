package sqldb_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestBookVisibilityWriters: every writer of a book's or an author's
// approval leaves books.is_visible = book approved AND author approved, for
// each of the four combinations, on both databases.
func TestBookVisibilityWriters(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		store := sqldb.NewBookStore(db)
		n := 0
		newAuthor := func(t *testing.T, approved bool) *bookstore.Author {
			t.Helper()
			n++
			a := &bookstore.Author{Name: fmt.Sprintf("Yazar %d", n), Approved: approved}
			if err := sqldb.NewCatalogWriter(db).CreateAuthor(ctx, a); err != nil {
				t.Fatal(err)
			}
			return a
		}
		newBook := func(t *testing.T, a *bookstore.Author, approved bool) string {
			t.Helper()
			b := &bookstore.Book{Title: "Kitap", Price: 100, AuthorID: a.ID, Approved: approved, CoverURL: "/media/x.jpg"}
			if err := sqldb.NewCatalogWriter(db).CreateBook(ctx, b); err != nil {
				t.Fatal(err)
			}
			return b.ID
		}
		form := func(a *bookstore.Author, approved bool) bookstore.BookInput {
			return bookstore.BookInput{Title: "Kitap", ISBN: "0306406152", AuthorID: a.ID, CoverURL: "/media/x.jpg", Price: 100, Approved: approved}
		}
		admin := bookstore.Actor{UserID: "admin", Role: bookstore.RoleAdmin}
		must := func(t *testing.T, err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}

		// Each writer is the last change: it leaves the book approved as
		// bookOK asks (an author's edit: never) and its author as authorOK.
		writers := []struct {
			name        string
			authorsEdit bool // the book ends unapproved whatever bookOK says
			write       func(t *testing.T, bookOK, authorOK bool) string
		}{
			{"seed (CreateBook)", false, func(t *testing.T, bookOK, authorOK bool) string {
				return newBook(t, newAuthor(t, authorOK), bookOK)
			}},
			{"admin adds a book", false, func(t *testing.T, bookOK, authorOK bool) string {
				b, err := store.SaveBook(ctx, bookstore.EditBook(admin, "", form(newAuthor(t, authorOK), bookOK)))
				must(t, err)
				return b.ID
			}},
			{"admin edits a book", false, func(t *testing.T, bookOK, authorOK bool) string {
				a := newAuthor(t, authorOK)
				id := newBook(t, a, !bookOK)
				_, err := store.SaveBook(ctx, bookstore.EditBook(admin, id, form(a, bookOK)))
				must(t, err)
				return id
			}},
			{"author edits their book", true, func(t *testing.T, bookOK, authorOK bool) string {
				a := newAuthor(t, authorOK)
				id := newBook(t, a, bookOK)
				actor := bookstore.Actor{UserID: "u", Role: bookstore.RoleAuthor, AuthorID: a.ID, AuthorApproved: authorOK}
				_, err := store.SaveBook(ctx, bookstore.EditBook(actor, id, form(a, true)))
				must(t, err)
				return id
			}},
			{"author adds a book", true, func(t *testing.T, bookOK, authorOK bool) string {
				a := newAuthor(t, authorOK)
				actor := bookstore.Actor{UserID: "u", Role: bookstore.RoleAuthor, AuthorID: a.ID, AuthorApproved: authorOK}
				b, err := store.SaveBook(ctx, bookstore.EditBook(actor, "", form(a, true)))
				must(t, err)
				return b.ID
			}},
			{"book approval", false, func(t *testing.T, bookOK, authorOK bool) string {
				id := newBook(t, newAuthor(t, authorOK), !bookOK)
				_, err := store.SetBookApproval(ctx, id, bookOK, "")
				must(t, err)
				return id
			}},
			{"author approval", false, func(t *testing.T, bookOK, authorOK bool) string {
				a := newAuthor(t, !authorOK)
				id := newBook(t, a, bookOK)
				_, err := sqldb.NewAuthorStore(db).SetAuthorApproval(ctx, a.ID, authorOK, nil)
				must(t, err)
				return id
			}},
			{"author profile saved", false, func(t *testing.T, bookOK, authorOK bool) string {
				a := newAuthor(t, !authorOK)
				id := newBook(t, a, bookOK)
				a.Approved, a.Name = authorOK, a.Name+" (yeni)"
				_, err := sqldb.NewAuthorStore(db).SaveAuthor(ctx, a, nil)
				must(t, err)
				return id
			}},
		}
		for _, w := range writers {
			for _, bookOK := range []bool{false, true} {
				for _, authorOK := range []bool{false, true} {
					t.Run(fmt.Sprintf("%s/book approved %v/author approved %v", w.name, bookOK, authorOK), func(t *testing.T) {
						id := w.write(t, bookOK, authorOK)
						wantApproved := bookOK && !w.authorsEdit
						b, err := store.Book(ctx, id)
						must(t, err)
						if b.Approved != wantApproved {
							t.Fatalf("approved = %v, want %v", b.Approved, wantApproved)
						}
						var visible int
						must(t, db.Bun().NewSelect().Table("books").ColumnExpr("CASE WHEN is_visible THEN 1 ELSE 0 END").
							Where("id = ?", id).Scan(ctx, &visible))
						if want := wantApproved && authorOK; (visible == 1) != want {
							t.Fatalf("is_visible = %d, want %v", visible, want)
						}
						// The storefront agrees.
						_, err = sqldb.NewStorefrontStore(db).PublicBook(ctx, id)
						if public := err == nil; public != (wantApproved && authorOK) {
							t.Fatalf("public read: %v", err)
						}
					})
				}
			}
		}
	})
}

// TestBookStoreAuthorScope: a save that may not set the author applies only
// to that author's book, and keeps the fields the actor may not set.
func TestBookStoreAuthorScope(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		store := sqldb.NewBookStore(db)
		a, other := &bookstore.Author{Name: "A", Approved: true}, &bookstore.Author{Name: "B", Approved: true}
		for _, x := range []*bookstore.Author{a, other} {
			if err := sqldb.NewCatalogWriter(db).CreateAuthor(ctx, x); err != nil {
				t.Fatal(err)
			}
		}
		b := &bookstore.Book{Title: "B'nin Kitabı", Price: 100, AuthorID: other.ID, Approved: true, Stock: 7, Featured: true, CoverURL: "/media/b.jpg"}
		if err := sqldb.NewCatalogWriter(db).CreateBook(ctx, b); err != nil {
			t.Fatal(err)
		}
		actorA := bookstore.Actor{UserID: "u", Role: bookstore.RoleAuthor, AuthorID: a.ID, AuthorApproved: true}
		in := bookstore.BookInput{Title: "Ele geçirildi", ISBN: "0306406152", Price: 1}
		if _, err := store.SaveBook(ctx, bookstore.EditBook(actorA, b.ID, in)); !errors.Is(err, bookstore.ErrNotFound) {
			t.Fatalf("another author's book: %v", err)
		}
		actorB := actorA
		actorB.AuthorID = other.ID
		got, err := store.SaveBook(ctx, bookstore.EditBook(actorB, b.ID, in))
		if err != nil {
			t.Fatal(err)
		}
		if got.Title != "Ele geçirildi" || got.Stock != 7 || !got.Featured || got.CoverURL != "/media/b.jpg" || got.Approved || got.AuthorID != other.ID {
			t.Fatalf("author's edit: %+v", got.Book)
		}
	})
}
