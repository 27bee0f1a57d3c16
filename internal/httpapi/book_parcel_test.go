package httpapi_test

import (
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func parcelOf(b httpapi.BookParcelFields) [4]int {
	v := func(p *int) int {
		if p == nil {
			return 0
		}
		return *p
	}
	return [4]int{v(b.WeightGrams), v(b.WidthMM), v(b.HeightMM), v(b.DepthMM)}
}

// TestBookParcelAPI: the admin's form sets the weight and dimensions
// (optional: null when not entered); values out of bounds answer a Turkish
// message under the field and change nothing; an author's edit of an
// approved book proposes them in the revision, which the approval applies.
func TestBookParcelAPI(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		a := applyAsAuthor(t, e, "sait@example.com", "Sait Faik")
		admin.put("/api/admin/authors/"+authorMe(t, a).Author.ID+"/approval", map[string]any{"approved": true})

		book := map[string]any{"title": "Semaver", "isbn": "0306406152", "price": 4500, "categoryId": f.category.ID,
			"authorId": f.author.ID, "coverUrl": "/media/book-covers/c.jpg"}
		var b httpapi.AdminBook
		r := admin.post("/api/admin/books", book)
		r.json(t, &b)
		if r.StatusCode != 201 || b.WeightGrams != nil || b.DepthMM != nil {
			t.Fatalf("without a parcel: %d %s", r.StatusCode, r.body)
		}
		book["weightGrams"], book["widthMm"], book["heightMm"], book["depthMm"] = 320, 135, 210, 18
		r = admin.put("/api/admin/books/"+b.ID, book)
		r.json(t, &b)
		if r.StatusCode != 200 || parcelOf(b.BookParcelFields) != [4]int{320, 135, 210, 18} {
			t.Fatalf("with a parcel: %d %s", r.StatusCode, r.body)
		}
		admin.get("/api/admin/books/"+b.ID).json(t, &b)
		if parcelOf(b.BookParcelFields) != [4]int{320, 135, 210, 18} {
			t.Fatalf("read back: %+v", b.BookParcelFields)
		}
		for _, c := range []struct {
			field string
			value any
			msg   string
		}{
			{"weightGrams", 0, bookstore.MsgBookWeight},
			{"weightGrams", 20001, bookstore.MsgBookWeight},
			{"widthMm", -3, bookstore.MsgBookWidth},
			{"heightMm", 1001, bookstore.MsgBookHeight},
			{"depthMm", 999999, bookstore.MsgBookDepth},
		} {
			bad := map[string]any{}
			for k, v := range book {
				bad[k] = v
			}
			bad[c.field] = c.value
			r := admin.put("/api/admin/books/"+b.ID, bad)
			if p := r.problem(t); r.StatusCode != 422 || len(p.Errors) != 1 || p.Errors[0].Field != c.field || p.Errors[0].Message != c.msg {
				t.Errorf("%s=%v: %d %s", c.field, c.value, r.StatusCode, r.body)
			}
		}
		// Emptied: null again.
		book["depthMm"] = nil
		admin.put("/api/admin/books/"+b.ID, book).json(t, &b)
		if parcelOf(b.BookParcelFields) != [4]int{320, 135, 210, 0} {
			t.Fatalf("emptied: %+v", b.BookParcelFields)
		}

		// The author proposes them with an edit of their approved book.
		own := map[string]any{"title": "Alemdağ'da Var Bir Yılan", "isbn": "9786052118047", "price": 5000, "weightGrams": 250}
		var ab httpapi.AdminBook
		a.post("/api/author/books", own).json(t, &ab)
		if parcelOf(ab.BookParcelFields) != [4]int{250, 0, 0, 0} {
			t.Fatalf("author's new book: %+v", ab.BookParcelFields)
		}
		admin.put("/api/admin/books/"+ab.ID+"/approval", map[string]any{"approved": true})
		own["weightGrams"], own["widthMm"], own["heightMm"], own["depthMm"] = 280, 130, 200, 15
		a.put("/api/author/books/"+ab.ID, own).json(t, &ab)
		if ab.PendingRevision == nil || parcelOf(ab.PendingRevision.BookParcelFields) != [4]int{280, 130, 200, 15} ||
			parcelOf(ab.BookParcelFields) != [4]int{250, 0, 0, 0} {
			t.Fatalf("the proposal waits: %+v / %+v", ab.BookParcelFields, ab.PendingRevision)
		}
		if r := a.put("/api/author/books/"+ab.ID, map[string]any{"title": "X", "isbn": "9786052118047", "price": 5000, "widthMm": 1500}); r.StatusCode != 422 ||
			r.problem(t).Errors[0].Message != bookstore.MsgBookWidth {
			t.Fatalf("author's bad width: %d %s", r.StatusCode, r.body)
		}
		admin.put("/api/admin/books/"+ab.ID+"/approval", map[string]any{"approved": true}).json(t, &ab)
		if ab.PendingRevision != nil || parcelOf(ab.BookParcelFields) != [4]int{280, 130, 200, 15} {
			t.Fatalf("approved: %+v", ab)
		}
	})
}
