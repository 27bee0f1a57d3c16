package httpapi_test

import (
	"context"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// Each event the staff are told of is stored once: an author application,
// a book revision (a second save of the waiting revision is not a new
// event; one submitted after a rejection is), a return request, low stock
// (once per fall under the threshold, again after a restock), and the
// findings raised outside a change (one per payment or refund however
// often a round finds them); on both databases.

func (e *env) notices(t *testing.T, kind bookstore.StaffNoticeKind) int {
	t.Helper()
	return e.count(t, "SELECT count(*) FROM staff_notices WHERE kind = ?", string(kind))
}

func TestStaffNoticesEachEventOnce(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)

		// An author application.
		a := applyAsAuthor(t, e, "sait@example.com", "Sait Faik")
		if n := e.count(t, "SELECT count(*) FROM staff_notices WHERE kind = 'author-applied' AND subject = ?", "Yeni yazar başvurusu: Sait Faik"); n != 1 {
			t.Fatalf("%d application notices", n)
		}
		admin.put("/api/admin/authors/"+authorMe(t, a).Author.ID+"/approval", map[string]any{"approved": true})

		// A revision of an approved book: saved twice, noticed once.
		book := map[string]any{"title": "Semaver", "isbn": "0306406152", "price": 4500, "categoryId": f.category.ID,
			"description": "<p>İlk baskı</p>", "pageCount": 120}
		var b httpapi.AdminBook
		a.post("/api/author/books", book).json(t, &b)
		admin.put("/api/admin/books/"+b.ID+"/approval", map[string]any{"approved": true})
		if n := e.notices(t, bookstore.NoticeRevisionWaiting); n != 0 {
			t.Fatalf("%d revision notices before any revision", n)
		}
		for _, title := range []string{"Semaver (Yeni Baskı)", "Semaver (Üçüncü Baskı)"} {
			book["title"] = title
			if r := a.put("/api/author/books/"+b.ID, book); r.StatusCode != 200 {
				t.Fatalf("revision: %d %s", r.StatusCode, r.body)
			}
		}
		if n := e.notices(t, bookstore.NoticeRevisionWaiting); n != 1 {
			t.Fatalf("%d revision notices after two saves", n)
		}
		admin.post("/api/admin/books/"+b.ID+"/revision/reject", map[string]any{"reason": "Başlık yanlış yazılmış."})
		book["title"] = "Semaver (Dördüncü Baskı)"
		a.put("/api/author/books/"+b.ID, book)
		if n := e.notices(t, bookstore.NoticeRevisionWaiting); n != 2 {
			t.Fatalf("%d revision notices after a new submission", n)
		}

		// Low stock (default threshold 5; the book has 4): the first paid
		// order's fall is noticed, the next order's is the same fall.
		buyer1, o1 := paidOrder(t, e, "alici1@example.com", []*bookstore.Book{f.visible}, 1)
		_, _ = paidOrder(t, e, "alici2@example.com", []*bookstore.Book{f.visible}, 1)
		if n := e.notices(t, bookstore.NoticeLowStock); n != 1 {
			t.Fatalf("%d low-stock notices for one fall", n)
		}
		// A restock above the threshold, seen by the worker, re-arms it; the
		// next fall is noticed again.
		if _, err := db.Bun().ExecContext(ctx, "UPDATE books SET stock_quantity = 6 WHERE id = ?", f.visible.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := e.staffNotices().RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		_, _ = paidOrder(t, e, "alici3@example.com", []*bookstore.Book{f.visible}, 2)
		if n := e.notices(t, bookstore.NoticeLowStock); n != 2 {
			t.Fatalf("%d low-stock notices after a restock and a new fall", n)
		}

		// A return request.
		deliver(t, admin, o1.ID)
		requestReturn(t, buyer1, o1.ID, lineQty{ItemID: o1.Items[0].ID, Quantity: 1})
		if n := e.count(t, "SELECT count(*) FROM staff_notices WHERE kind = 'return-requested' AND subject = ?", "Yeni iade talebi: #"+o1.Number); n != 1 {
			t.Fatalf("%d return notices", n)
		}

		// Findings raised outside a change, found by two rounds: once each.
		store := sqldb.NewStaffNoticeStore(db)
		for range 2 {
			for _, n := range []*bookstore.StaffNotice{bookstore.RefundStuckNotice(o1.ID, o1.Number, "refund-1", 1000),
				bookstore.PaymentStuckNotice(o1.ID, o1.Number, "12345"),
				bookstore.DeliveryFailedNotice(o1.ID, o1.Number, "event-1", "Adreste bulunamadı")} {
				if _, err := store.RaiseStaffNotice(ctx, *n); err != nil {
					t.Fatal(err)
				}
			}
		}
		for _, k := range []bookstore.StaffNoticeKind{bookstore.NoticeRefundStuck, bookstore.NoticePaymentStuck, bookstore.NoticeDeliveryFailed} {
			if n := e.notices(t, k); n != 1 {
				t.Fatalf("%d %s notices", n, k)
			}
		}
	})
}
