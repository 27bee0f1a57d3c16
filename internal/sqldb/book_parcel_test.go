package sqldb_test

import (
	"context"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestBookParcelRoundTrip: a book's weight and dimensions are written by a
// save (NULL when not entered, read back as 0) and by seeding; an author's
// proposal waits in the revision, the live book keeps its own until the
// approval applies it.
func TestBookParcelRoundTrip(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		books := sqldb.NewBookStore(db)
		b, err := books.Book(ctx, c.books["madonna"].ID)
		if err != nil || b.Parcel != (bookstore.BookParcel{}) {
			t.Fatalf("a seeded book has no parcel: %+v %v", b, err)
		}
		paperback := bookstore.BookParcel{WeightGrams: 320, WidthMM: 135, HeightMM: 210, DepthMM: 18}
		b.Parcel = paperback
		saved, err := books.SaveBook(ctx, bookstore.BookEdit{Book: b.Book})
		if err != nil || saved.Parcel != paperback {
			t.Fatalf("saved: %+v %v", saved, err)
		}
		if got, _ := books.Book(ctx, b.ID); got.Parcel != paperback {
			t.Fatalf("read back: %+v", got.Parcel)
		}
		// Partly entered: the rest is NULL.
		b.Parcel = bookstore.BookParcel{WeightGrams: 250}
		if saved, err = books.SaveBook(ctx, bookstore.BookEdit{Book: b.Book}); err != nil || saved.Parcel != b.Parcel {
			t.Fatalf("partial: %+v %v", saved, err)
		}
		var nulls int
		if err := db.Bun().NewSelect().Table("books").ColumnExpr("count(*)").
			Where("id = ? AND width_mm IS NULL AND height_mm IS NULL AND depth_mm IS NULL", b.ID).Scan(ctx, &nulls); err != nil || nulls != 1 {
			t.Fatalf("not entered is NULL: %d %v", nulls, err)
		}

		// Seeding writes them too.
		seeded := &bookstore.Book{Title: "Ağır Kitap", Price: 100, AuthorID: b.AuthorID, Approved: true, Parcel: paperback}
		if err := books.CreateBooks(ctx, []*bookstore.Book{seeded}); err != nil {
			t.Fatal(err)
		}
		if got, _ := books.Book(ctx, seeded.ID); got.Parcel != paperback {
			t.Fatalf("seeded: %+v", got.Parcel)
		}

		// The author's proposal: kept in the revision, applied on approval.
		b.Parcel = paperback
		if _, err := books.SaveBook(ctx, bookstore.BookEdit{Book: b.Book}); err != nil {
			t.Fatal(err)
		}
		proposal := bookstore.BookParcel{WeightGrams: 410, WidthMM: 160, HeightMM: 240, DepthMM: 25}
		edit := b.Book
		edit.Parcel = proposal
		withRev, err := books.SaveBookRevision(ctx, bookstore.BookEdit{Book: edit}, bookstore.Effects{})
		if err != nil || withRev.Revision == nil || withRev.Revision.Parcel != proposal || withRev.Parcel != paperback {
			t.Fatalf("revision: %+v %v", withRev, err)
		}
		// A second edit replaces the proposal.
		proposal.DepthMM = 30
		edit.Parcel = proposal
		if withRev, err = books.SaveBookRevision(ctx, bookstore.BookEdit{Book: edit}, bookstore.Effects{}); err != nil || withRev.Revision.Parcel != proposal {
			t.Fatalf("revision replaced: %+v %v", withRev, err)
		}
		approved, err := books.SetBookApproval(ctx, b.ID, true, "")
		if err != nil || approved.Revision != nil || approved.Parcel != proposal {
			t.Fatalf("approved: %+v %v", approved, err)
		}
	})
}
