package httpapi_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
	"bookstore/internal/staffnotices"
	"bookstore/internal/wiring"
)

// Staff notices end to end: the settings and the admins' own choices
// through the API, a paid order (its callback replayed) noticed once with
// the low stock it caused, the worker run twice at once and after a
// worker that died between its claim and its mark, each recipient mailed
// once, the digest recipient's day in one mail, the opted-out admin in
// none; on both databases.

func (e *env) staffNotices() *staffnotices.Service {
	return wiring.StaffNotices(wiring.Outside{DB: e.db, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Now: e.clock.now}, e.notifier)
}

// staffMails counts the staff's mails of a kind to an address.
func (e *env) staffMails(t *testing.T, kind, to string) int {
	t.Helper()
	return e.count(t, "SELECT count(*) FROM mail_outbox WHERE kind = ? AND to_email = ?", kind, to)
}

func TestStaffNoticesPaidOrderMailedOnce(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("yonetici@kitapevi.test", bookstore.RoleAdmin)
		digester := e.client().signedIn("ozet@kitapevi.test", bookstore.RoleAdmin)
		quiet := e.client().signedIn("sessiz@kitapevi.test", bookstore.RoleAdmin)

		// The list mails every notice; the quiet admin is on it but opted
		// out, the digest admin takes one mail a day.
		r := admin.put("/api/admin/settings/staff-notices", map[string]any{
			"recipients": "Ekip@Kitapevi.test\n\n sessiz@kitapevi.test \nekip@kitapevi.test", "listDelivery": "each", "digestHour": 8, "lowStockDefault": 5})
		if r.StatusCode != 200 || !strings.Contains(string(r.body), `"recipients":"ekip@kitapevi.test\nsessiz@kitapevi.test"`) {
			t.Fatalf("settings: %d %s", r.StatusCode, r.body)
		}
		for c, d := range map[*client]string{digester: "digest", quiet: "none"} {
			if r := c.put("/api/admin/me/staff-notices", map[string]any{"delivery": d}); r.StatusCode != 200 {
				t.Fatalf("own choice: %d %s", r.StatusCode, r.body)
			}
		}
		if r := digester.get("/api/admin/me/staff-notices"); !strings.Contains(string(r.body), `"delivery":"digest"`) {
			t.Fatalf("own choice read: %s", r.body)
		}

		// A paid order whose callback comes three times: one notice of it,
		// one of the stock it took under the default threshold (4 → 2).
		c := buyer(t, e, "alici@example.com", f.visible.ID, 2)
		o := placeOrder(t, c)
		form := bank(t, e, startPayment(t, c, o.ID), "approve")
		for range 3 {
			callback(t, e, form)
		}
		if n := e.count(t, "SELECT count(*) FROM staff_notices WHERE kind = 'order-paid' AND subject LIKE ?", "%#"+o.Number+"%"); n != 1 {
			t.Fatalf("%d paid-order notices", n)
		}
		if n := e.count(t, "SELECT count(*) FROM staff_notices WHERE kind = 'low-stock' AND body LIKE ?", "%Çalıkuşu%2 adede%"); n != 1 {
			t.Fatalf("%d low-stock notices", n)
		}

		// A worker that claims and dies: its lease holds the notices.
		ctx := context.Background()
		store := sqldb.NewStaffNoticeStore(db)
		dead, err := store.ClaimStaffNotices(ctx, e.clock.now(), time.Minute, 10)
		if err != nil || len(dead) != 2 {
			t.Fatalf("claim: %v %d", err, len(dead))
		}
		svc := e.staffNotices()
		if n, err := svc.RunOnce(ctx); err != nil || n != 0 {
			t.Fatalf("round under the lease: %d %v", n, err)
		}
		// After the lease, two workers at once: each mail is queued once.
		e.clock.advance(2 * time.Minute)
		var wg sync.WaitGroup
		for range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := e.staffNotices().RunOnce(ctx); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		// The dead worker wakes up and marks with its old claim: refused.
		if err := store.DeliverStaffNotice(ctx, dead[0], nil, nil, "2000-01-01"); err == nil {
			t.Fatal("a stale claim marked a notice")
		}
		if _, err := svc.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		if n := e.staffMails(t, bookstore.MailStaffNotice, "ekip@kitapevi.test"); n != 2 {
			t.Fatalf("list mailed %d times", n)
		}
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE to_email = 'ekip@kitapevi.test' AND subject = ? AND text_body LIKE ?",
			"Yeni ödenmiş sipariş: #"+o.Number, "%/admin/siparisler?q="+o.Number+"%"); n != 1 {
			t.Fatalf("paid-order mail: %d", n)
		}
		for _, to := range []string{"sessiz@kitapevi.test", "ozet@kitapevi.test", "yonetici@kitapevi.test"} {
			if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE kind IN ('staff-notice', 'staff-digest') AND to_email = ?", to); n != 0 {
				t.Fatalf("%s mailed %d times", to, n)
			}
		}

		// The next morning after the digest hour: one digest with both.
		e.clock.advance(48 * time.Hour)
		for range 2 {
			if _, err := svc.RunOnce(ctx); err != nil {
				t.Fatal(err)
			}
		}
		if n := e.staffMails(t, bookstore.MailStaffDigest, "ozet@kitapevi.test"); n != 1 {
			t.Fatalf("%d digests", n)
		}
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE kind = 'staff-digest' AND text_body LIKE ? AND text_body LIKE ?",
			"%Yeni ödenmiş sipariş: #"+o.Number+"%", "%Stok azaldı: Çalıkuşu%"); n != 1 {
			t.Fatal("the digest lacks a notice")
		}
		if n := e.count(t, "SELECT count(*) FROM staff_digest_lines"); n != 0 {
			t.Fatalf("%d digest lines left", n)
		}
		if n := e.staffMails(t, bookstore.MailStaffDigest, "sessiz@kitapevi.test"); n != 0 {
			t.Fatal("the opted-out admin got a digest")
		}
	})
}

func TestStaffNoticeSettingsRefuseBadInput(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("yonetici@kitapevi.test", bookstore.RoleAdmin)
		good := map[string]any{"recipients": "ekip@kitapevi.test", "listDelivery": "digest", "digestHour": 9, "lowStockDefault": 3}
		if r := admin.put("/api/admin/settings/staff-notices", good); r.StatusCode != 200 {
			t.Fatalf("save: %d %s", r.StatusCode, r.body)
		}
		with := func(k string, v any) map[string]any {
			m := map[string]any{}
			for kk, vv := range good {
				m[kk] = vv
			}
			m[k] = v
			return m
		}
		for name, body := range map[string]map[string]any{
			"bad address":   with("recipients", "ekip@kitapevi.test\nbu bir adres değil"),
			"display name":  with("recipients", "Ekip <ekip@kitapevi.test>"),
			"control char":  with("recipients", "ekip@kitapevi.test\x00\nx@kitapevi.test"),
			"escape":        with("recipients", "ekip@kitapevi.test\x1b[31m"),
			"oversized":     with("recipients", strings.Repeat("a", 5001)),
			"too many":      with("recipients", manyAddresses(51)),
			"no delivery":   with("listDelivery", "none"),
			"unknown":       with("listDelivery", "hourly"),
			"hour":          with("digestHour", 24),
			"threshold":     with("lowStockDefault", -1),
			"threshold big": with("lowStockDefault", 10001),
		} {
			r := admin.put("/api/admin/settings/staff-notices", body)
			if r.StatusCode < 400 || r.StatusCode >= 500 {
				t.Fatalf("%s: %d %s", name, r.StatusCode, r.body)
			}
			if p := r.problem(t); !turkish(p.Message) {
				t.Fatalf("%s: message %q", name, p.Message)
			}
		}
		r := admin.get("/api/admin/settings/staff-notices")
		if !strings.Contains(string(r.body), `"recipients":"ekip@kitapevi.test","listDelivery":"digest","digestHour":9,"lowStockDefault":3`) {
			t.Fatalf("changed by bad input: %s", r.body)
		}
		// The default threshold is the one the reports and the book filter use.
		if r := admin.get("/api/admin/reports"); !strings.Contains(string(r.body), `"defaultThreshold":3`) {
			t.Fatalf("report's default threshold: %s", r.body)
		}
		if r := admin.put("/api/admin/me/staff-notices", map[string]any{"delivery": "sometimes"}); r.StatusCode != 422 {
			t.Fatalf("bad own choice: %d %s", r.StatusCode, r.body)
		}
		// Members and authors neither read nor set them.
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		for _, c := range []*client{member, author} {
			if r := c.put("/api/admin/settings/staff-notices", good); r.StatusCode != http.StatusForbidden {
				t.Fatalf("non-admin save: %d", r.StatusCode)
			}
			if r := c.put("/api/admin/me/staff-notices", map[string]any{"delivery": "each"}); r.StatusCode != http.StatusForbidden {
				t.Fatalf("non-admin choice: %d", r.StatusCode)
			}
		}
	})
}

func manyAddresses(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString("ekip")
		b.WriteString(strings.Repeat("x", i))
		b.WriteString("@kitapevi.test\n")
	}
	return b.String()
}

// turkish says whether a message is the shop's Turkish, not a library's
// English.
func turkish(s string) bool {
	if s == "" {
		return false
	}
	low := strings.ToLower(s)
	for _, w := range []string{"expected", "invalid", "must", "error", "failed", "validation"} {
		if strings.Contains(low, w) {
			return false
		}
	}
	return strings.ContainsAny(s, "çğıöşüÇĞİÖŞÜ") || strings.Contains(low, "en fazla") || strings.Contains(low, "eşik")
}
