package sqldb_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestRecentRecords: the dashboard reads each kind's newest records, as many
// as asked of each, with what the activity line needs, in one statement.
func TestRecentRecords(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		w := sqldb.NewCatalogWriter(db)
		base := time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)
		at := func(m int) time.Time { return base.Add(time.Duration(m) * time.Minute) }
		var authors []*bookstore.Author
		for i := range 3 {
			a := &bookstore.Author{Name: fmt.Sprintf("Yazar %d", i), Approved: i == 1, CreatedAt: at(i)}
			if err := w.CreateAuthor(ctx, a); err != nil {
				t.Fatal(err)
			}
			authors = append(authors, a)
		}
		for i := range 4 {
			b := &bookstore.Book{Title: fmt.Sprintf("Kitap %d", i), Price: 100, Stock: 5, AuthorID: authors[0].ID, Approved: i%2 == 0, CreatedAt: at(10 + i)}
			if err := w.CreateBook(ctx, b); err != nil {
				t.Fatal(err)
			}
		}
		statuses := []bookstore.EventStatus{bookstore.EventApproved, bookstore.EventPending, bookstore.EventRejected, bookstore.EventApproved}
		for i, st := range statuses {
			e := &bookstore.Event{Title: fmt.Sprintf("Etkinlik %d", i), Date: at(1000), Location: "Kadıköy", Status: st, AuthorID: authors[1].ID, CreatedAt: at(20 + i)}
			if err := w.CreateEvent(ctx, e); err != nil {
				t.Fatal(err)
			}
		}
		limits := map[bookstore.RecordKind]int{bookstore.RecordBook: 3, bookstore.RecordEvent: 2, bookstore.RecordOrder: 3, bookstore.RecordAuthor: 2}
		got, err := sqldb.NewDashboardStore(db).RecentRecords(ctx, limits)
		if err != nil {
			t.Fatal(err)
		}
		var lines []string
		for _, r := range got {
			lines = append(lines, fmt.Sprintf("%s %s %v", r.Kind, r.Title, r.Approved))
		}
		slices.Sort(lines)
		want := []string{
			"author Yazar 1 true", "author Yazar 2 false",
			"book Kitap 1 false", "book Kitap 2 true", "book Kitap 3 false",
			"event Etkinlik 2 false", "event Etkinlik 3 true",
		}
		if !slices.Equal(lines, want) {
			t.Fatalf("records\n%v\nwant\n%v", lines, want)
		}
		for _, r := range got {
			if r.ID == "" || r.CreatedAt.IsZero() {
				t.Errorf("record without id or time: %+v", r)
			}
		}
	})
}
