package bookstore_test

import (
	"slices"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

// The dashboard's activity: the newest records of every kind merged newest
// first, six shown, typed by their approval, an order as its number and
// total, one line per order.
func TestRecentActivity(t *testing.T) {
	at := func(m int) time.Time { return time.Date(2026, 11, 23, 10, m, 0, 0, time.UTC) }
	const orderID = "0193f2a4-aaaa-7bbb-8ccc-123456789abc"
	records := []bookstore.RecentRecord{
		{Kind: bookstore.RecordBook, ID: "b1", Title: "Eski Kitap", Approved: true, CreatedAt: at(1)},
		{Kind: bookstore.RecordBook, ID: "b2", Title: "Yeni Kitap", CreatedAt: at(9)},
		{Kind: bookstore.RecordEvent, ID: "e1", Title: "İmza Günü", Approved: true, CreatedAt: at(8)},
		{Kind: bookstore.RecordEvent, ID: "e2", Title: "Söyleşi", CreatedAt: at(2)},
		{Kind: bookstore.RecordOrder, ID: orderID, Amount: 12500, CreatedAt: at(10)},
		{Kind: bookstore.RecordAuthor, ID: "a1", Title: "Yeni Yazar", CreatedAt: at(7)},
		{Kind: bookstore.RecordAuthor, ID: "a2", Title: "Onaylı Yazar", Approved: true, CreatedAt: at(6)},
		{Kind: bookstore.RecordBook, ID: "b3", Title: "Onaylı Kitap", Approved: true, CreatedAt: at(5)},
	}
	got := bookstore.RecentActivity(records)
	var types []bookstore.ActivityType
	var ids []string
	for _, a := range got {
		types, ids = append(types, a.Type), append(ids, a.EntityID)
	}
	want := []bookstore.ActivityType{bookstore.ActivityOrderReceived, bookstore.ActivityBookAdded, bookstore.ActivityEventApproved,
		bookstore.ActivityAuthorRegistered, bookstore.ActivityAuthorRegistered, bookstore.ActivityBookApproved}
	if !slices.Equal(types, want) || !slices.Equal(ids, []string{orderID, "b2", "e1", "a1", "a2", "b3"}) {
		t.Fatalf("types %v ids %v, want %v", types, ids, want)
	}
	if o := got[0]; o.Title != "0193f2a4" || o.Amount == nil || *o.Amount != 12500 || o.ID != "order:"+orderID {
		t.Fatalf("order line %+v", o)
	}
	if got[3].Title != "Yeni Yazar" || !got[1].At.Equal(at(9)) {
		t.Fatalf("lines %+v", got)
	}
	if len(bookstore.RecentActivity(nil)) != 0 || bookstore.RecentActivity(nil) == nil {
		t.Fatal("no records: an empty list, not nil")
	}
}
