package httpapi_test

import (
	"sync"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestCategoryNamesFoldTurkishCase: a category name that differs from
// another only by Turkish case is a duplicate (422 with the Turkish
// message), on create, on rename and when two saves race; a different
// letter ('şiir' and 'siir') is another name.
func TestCategoryNamesFoldTurkishCase(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		for _, pair := range [][2]string{{"şiir", "Şiir"}, {"ısı", "Isı"}, {"İz", "iz"}} {
			if r := admin.post("/api/admin/categories", map[string]any{"name": pair[0]}); r.StatusCode != 201 && r.StatusCode != 200 {
				t.Fatalf("%s: %d %s", pair[0], r.StatusCode, r.body)
			}
			r := admin.post("/api/admin/categories", map[string]any{"name": pair[1]})
			if r.StatusCode != 422 || r.problem(t).Message != bookstore.MsgCategoryDuplicate {
				t.Fatalf("%s after %s: %d %s", pair[1], pair[0], r.StatusCode, r.body)
			}
		}
		if r := admin.post("/api/admin/categories", map[string]any{"name": "siir"}); r.StatusCode != 201 && r.StatusCode != 200 {
			t.Fatalf("siir: %d %s", r.StatusCode, r.body)
		}
		var c struct{ ID string }
		admin.post("/api/admin/categories", map[string]any{"name": "Deneme"}).json(t, &c)
		if r := admin.put("/api/admin/categories/"+c.ID, map[string]any{"name": "ŞİİR"}); r.StatusCode != 422 {
			t.Fatalf("rename to ŞİİR: %d %s", r.StatusCode, r.body)
		}
		// Two saves of one name in different cases at once: one wins.
		var wg sync.WaitGroup
		codes := make([]int, 2)
		for i, name := range []string{"Çocuk Işıkları", "çocuk ışıkları"} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes[i] = admin.post("/api/admin/categories", map[string]any{"name": name}).StatusCode
			}()
		}
		wg.Wait()
		if n := e.count(t, "SELECT count(*) FROM categories WHERE name_key = ?", bookstore.CategoryKey("Çocuk Işıkları")); n != 1 {
			t.Fatalf("race stored %d categories (codes %v)", n, codes)
		}
		for _, code := range codes {
			if code >= 500 {
				t.Fatalf("race: %v", codes)
			}
		}
	})
}
