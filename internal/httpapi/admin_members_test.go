package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func TestAdminMembers(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		a := e.client().signedIn("admin-a@example.com", bookstore.RoleAdmin)
		c := e.client().signedIn("admin-c@example.com", bookstore.RoleAdmin)
		member := e.client().signedIn("sule@example.com", bookstore.RoleUser)
		member.put("/api/profile", map[string]any{"fullName": "Şule Işık", "phone": "", "shippingAddress": ""})

		var l httpapi.MemberList
		r := a.get("/api/admin/members?q=SULE+isik")
		r.json(t, &l)
		if r.StatusCode != 200 || l.Total != 1 || l.Items[0].Email != "sule@example.com" {
			t.Fatalf("search: %d %+v", r.StatusCode, l)
		}
		id := l.Items[0].ID
		if r := a.get("/api/admin/members?pageSize=2"); r.StatusCode != 200 {
			t.Fatal(r.StatusCode)
		} else if r.json(t, &l); l.Total != 3 || len(l.Items) != 2 {
			t.Fatalf("page: %+v", l)
		}

		role := func(who *client, id, role string) *response {
			return who.put("/api/admin/members/"+id+"/role", map[string]any{"role": role})
		}
		if r := role(a, id, "author"); r.StatusCode != 200 {
			t.Fatalf("to author: %d %s", r.StatusCode, r.body)
		}
		if r := role(a, id, "root"); r.StatusCode != 422 {
			t.Fatalf("unknown role: %d", r.StatusCode)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = 'user.role_changed' AND entity_id = ? AND CAST(before AS TEXT) LIKE '%user%' AND CAST(after AS TEXT) LIKE '%author%'", id); n != 1 {
			t.Fatalf("audit: %d", n)
		}
		var me httpapi.MeResponse
		a.get("/api/auth/me").json(t, &me)
		aID := me.User.ID
		c.get("/api/auth/me").json(t, &me)
		cID := me.User.ID
		if r := role(a, aID, "user"); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgOwnAdminRole {
			t.Fatalf("own role: %d %s", r.StatusCode, r.body)
		}
		// Two admins demoting each other at once: one stays admin.
		var wg sync.WaitGroup
		res := make([]*response, 2)
		for i, pair := range [][2]any{{a, cID}, {c, aID}} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				res[i] = role(pair[0].(*client), pair[1].(string), "user")
			}()
		}
		wg.Wait()
		codes := []int{res[0].StatusCode, res[1].StatusCode}
		if n := e.count(t, "SELECT count(*) FROM profiles WHERE role = 'admin'"); n != 1 {
			t.Fatalf("admins left: %d (answers %v)", n, codes)
		}
		// The loser is refused as the last admin (409), as no longer an
		// admin (403), or, its demotion having ended its sessions, as
		// signed out (401).
		lost := func(c int) bool { return c == 409 || c == 403 || c == 401 }
		if !(codes[0] == 200 && lost(codes[1])) && !(codes[1] == 200 && lost(codes[0])) {
			t.Fatalf("answers %v", codes)
		}
	})
}

// TestAdminAuthorizationMatrix calls every /api/admin operation of the API
// document as a guest, a member and an author: each answers 401 or 403 and
// changes nothing.
func TestAdminAuthorizationMatrix(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c := buyer(t, e, "alici@example.com", f.visible.ID, 1)
		o := placeOrder(t, c)
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		e.client().signedIn("admin@example.com", bookstore.RoleAdmin)

		var doc struct {
			Paths map[string]map[string]json.RawMessage `json:"paths"`
		}
		e.client().get("/api/openapi.json").json(t, &doc)
		snapshot := func() string {
			var b strings.Builder
			for _, q := range []string{"SELECT count(*) FROM audit_log", "SELECT count(*) FROM orders WHERE status = 'pending'",
				"SELECT count(*) FROM profiles WHERE role = 'admin'", "SELECT count(*) FROM books", "SELECT sum(stock_quantity) FROM books"} {
				fmt.Fprintf(&b, "%d,", e.count(t, q))
			}
			return b.String()
		}
		before := snapshot()
		n := 0
		for path, ops := range doc.Paths {
			if !strings.HasPrefix(path, "/api/admin") {
				continue
			}
			concrete := strings.NewReplacer("{id}", o.ID, "{key}", "about", "{bookId}", f.visible.ID).Replace(path)
			for method := range ops {
				m := strings.ToUpper(method)
				for who, cl := range map[string]*client{"guest": e.client(), "member": c, "author": author} {
					var r *response
					if m == http.MethodGet || m == http.MethodDelete {
						r = cl.do(m, concrete, "", nil)
					} else {
						r = cl.do(m, concrete, "application/json", strings.NewReader(`{}`))
					}
					if r.StatusCode != 401 && r.StatusCode != 403 {
						t.Errorf("%s %s as %s: %d", m, path, who, r.StatusCode)
					}
					n++
				}
			}
		}
		if n < 3*8 {
			t.Fatalf("only %d admin calls found", n)
		}
		if after := snapshot(); after != before {
			t.Fatalf("refused calls changed data: %s -> %s", before, after)
		}
	})
}
