package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestDataExportHasEverythingAndReadableDates: the export holds the
// member's returns, review votes and reports, failed sign-ins, the
// contracts' IP, the second factor's state, the KVKK requests and the
// account's events; its dates read "28 Kasım 2026 14:05" in Istanbul time,
// and the JSON keeps each moment in RFC 3339 beside it.
func TestDataExportHasEverythingAndReadableDates(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c, orderID := paidMember(t, e, f.visible.ID)
		uid := userIDOf(t, c)
		// A failed sign-in with the member's e-mail, from another browser.
		if r := e.client().post("/api/auth/login", map[string]any{"email": goneEmail, "password": "Yanlis-Sifre-1"}); r.StatusCode != http.StatusUnauthorized {
			t.Fatalf("wrong password: %d %s", r.StatusCode, r.body)
		}
		// Another member's review, which the member found helpful and reported.
		other := e.client().signedIn("yazan@example.com", bookstore.RoleUser)
		otherID := userIDOf(t, other)
		now := time.Date(2026, 11, 28, 11, 5, 0, 0, time.UTC) // 14:05 in Istanbul
		reviewID := "3f1c2b7a-9d4e-4f6a-8b2c-1a2b3c4d5e6f"
		for _, q := range []struct {
			sql  string
			args []any
		}{
			{`INSERT INTO reviews (id, book_id, user_id, rating, title, body, display_name, status, created_at, updated_at)
				VALUES (?, ?, ?, 5, 'Çok güzel', 'Bir solukta okudum.', 'Yazan K.', 'published', ?, ?)`, []any{reviewID, f.visible.ID, otherID, now, now}},
			{`INSERT INTO review_votes (review_id, user_id, created_at) VALUES (?, ?, ?)`, []any{reviewID, uid, now}},
			{`INSERT INTO review_reports (review_id, user_id, reason, created_at) VALUES (?, ?, 'reklam içeriyor', ?)`, []any{reviewID, uid, now}},
			{`INSERT INTO returns (id, order_id, user_id, code, state, reason, note, form_text, created_at, updated_at)
				VALUES ('5a6b7c8d-1e2f-4a3b-9c4d-5e6f7a8b9c0d', ?, ?, 'IADE-TEST1', 'requested', 'changed_mind', 'Kapağı beğenmedim', 'cayma formu', ?, ?)`,
				[]any{orderID, uid, now, now}},
		} {
			if _, err := db.Bun().ExecContext(ctx, q.sql, q.args...); err != nil {
				t.Fatal(err)
			}
		}
		c.get("/api/account/export") // the first request is itself in the second export
		r := c.get("/api/account/export")
		var d map[string]json.RawMessage
		r.json(t, &d)
		records := func(key string) []map[string]any {
			var out []map[string]any
			if err := json.Unmarshal(d[key], &out); err != nil {
				t.Fatalf("%s: %v %s", key, err, d[key])
			}
			return out
		}
		readable := regexp.MustCompile(`^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4} \d{2}:\d{2}$`)
		var gen, genISO string
		_ = json.Unmarshal(d["generatedAt"], &gen)
		_ = json.Unmarshal(d["generatedAtIso"], &genISO)
		if at, err := time.Parse(time.RFC3339, genISO); !readable.MatchString(gen) || err != nil || !strings.HasSuffix(genISO, "+03:00") ||
			gen != bookstore.FormatDateTime(at) {
			t.Fatalf("generatedAt %q / %q", gen, genISO)
		}
		orders := records("orders")
		if len(orders) != 1 || orders[0]["id"] != orderID || orders[0]["contractsAcceptedIp"] == "" || orders[0]["contractsAcceptedIp"] == nil ||
			!readable.MatchString(orders[0]["createdAt"].(string)) {
			t.Fatalf("orders: %v", orders)
		}
		if v := records("reviewVotes"); len(v) != 1 || v[0]["book"] != "Çalıkuşu" || v[0]["at"] != "28 Kasım 2026 14:05" || v[0]["atIso"] != "2026-11-28T14:05:00+03:00" {
			t.Fatalf("review votes: %v", v)
		}
		if v := records("reviewReports"); len(v) != 1 || v[0]["reason"] != "reklam içeriyor" {
			t.Fatalf("review reports: %v", v)
		}
		failed := false
		for _, s := range records("signIns") {
			failed = failed || s["succeeded"] == false
		}
		if !failed {
			t.Fatalf("no failed sign-in: %s", d["signIns"])
		}
		if m := records("twoFactor"); len(m) != 1 || m[0]["enabled"] != false || m[0]["state"] != "Kapalı" {
			t.Fatalf("two-factor: %v", m)
		}
		if reqs := records("dataRequests"); len(reqs) != 1 || reqs[0]["kind"] != "Veri indirme" {
			t.Fatalf("data requests: %v", reqs)
		}
		if ev := records("accountEvents"); len(ev) == 0 || !strings.Contains(string(d["accountEvents"]), string(bookstore.ActionDataExported)) {
			t.Fatalf("account events: %s", d["accountEvents"])
		}
		if rs := records("returns"); len(rs) != 1 || rs[0]["code"] != "IADE-TEST1" || rs[0]["note"] != "Kapağı beğenmedim" ||
			rs[0]["createdAt"] != "28 Kasım 2026 14:05" || rs[0]["receivedAt"] != "" {
			t.Fatalf("returns: %v", rs)
		}
		page := string(c.get("/api/account/export?format=html").body)
		if !strings.Contains(page, "28 Kasım 2026 14:05") || strings.Contains(page, "2026-11-28T") || !strings.Contains(page, "İki adımlı doğrulama") {
			t.Fatalf("html export: %s", page)
		}
	})
}
