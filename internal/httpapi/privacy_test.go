package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// The member's data rights and marketing consent (KVKK), through the
// real router on both databases.

// The member whose account is deleted: values found nowhere afterwards.
const (
	goneName  = "Deniz Silinecekoğlu"
	goneEmail = "deniz.silinecek@example.com"
	gonePhone = "0533 987 65 43"
	// goneStored is the phone as the profile stores it (normalised).
	goneStored  = "+90 533 987 65 43"
	goneAddress = "Bağdat Cad. No: 77 Daire: 9, 34728 Kadıköy/İstanbul"
)

// paidMember registers the member, sets the profile and buys one copy
// (paid through the simulator: contracts, mails and audit entries hold the
// member's data); it returns the client and the order id.
func paidMember(t *testing.T, e *env, bookID string) (*client, string) {
	t.Helper()
	c := e.client()
	reg := registration(goneEmail)
	reg["fullName"], reg["marketingConsent"] = goneName, true
	if r := c.post("/api/auth/register", reg); r.StatusCode != http.StatusCreated {
		t.Fatalf("register: %d %s", r.StatusCode, r.body)
	}
	if r := c.put("/api/profile", map[string]any{"fullName": goneName, "phone": gonePhone, "shippingAddress": goneAddress}); r.StatusCode != 200 {
		t.Fatalf("profile: %d %s", r.StatusCode, r.body)
	}
	if r := setQty(c, bookID, 1); r.StatusCode != 200 {
		t.Fatalf("cart: %d %s", r.StatusCode, r.body)
	}
	o := placeOrder(t, c)
	card := cardWith("5528 7900 0000 0008")
	card["holderName"] = goneName
	r := c.post("/api/checkout/"+o.ID+"/pay", payBody(card))
	if r.StatusCode != 200 {
		t.Fatalf("pay: %d %s", r.StatusCode, r.body)
	}
	var p httpapi.PayResponse
	r.json(t, &p)
	if status, _ := callback(t, e, bank(t, e, p.FrameURL, "approve")); status != "success" {
		t.Fatalf("payment: %s", status)
	}
	return c, o.ID
}

func userIDOf(t *testing.T, c *client) string {
	t.Helper()
	var me meBody
	c.get("/api/auth/me").json(t, &me)
	if me.User == nil {
		t.Fatal("not signed in")
	}
	return me.User.ID
}

func TestDataExport(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c, orderID := paidMember(t, e, f.visible.ID)
		c.put("/api/favorites/"+f.visible.ID, nil)
		if r := c.post("/api/stock-alerts", map[string]any{"bookId": f.outOfStock.ID}); r.StatusCode != http.StatusNoContent {
			t.Fatalf("alert: %d %s", r.StatusCode, r.body)
		}

		r := c.get("/api/account/export")
		if r.StatusCode != 200 || !strings.HasPrefix(r.Header.Get("Content-Disposition"), "attachment; filename=\"kitapevi-verilerim-") {
			t.Fatalf("export: %d %v %s", r.StatusCode, r.Header, r.body)
		}
		var d map[string]json.RawMessage
		r.json(t, &d)
		for _, k := range []string{"generatedAt", "profile", "addresses", "orders", "favorites", "stockAlerts", "consents", "sessions"} {
			if _, ok := d[k]; !ok {
				t.Errorf("export lacks %q: %s", k, r.body)
			}
		}
		var profile []map[string]any
		_ = json.Unmarshal(d["profile"], &profile)
		if len(profile) != 1 || profile[0]["email"] != goneEmail || profile[0]["phone"] != goneStored || profile[0]["marketingEmailConsent"] != true {
			t.Errorf("profile: %v", profile)
		}
		var orders []map[string]any
		_ = json.Unmarshal(d["orders"], &orders)
		if len(orders) != 1 || orders[0]["id"] != orderID || orders[0]["shippingAddress"] != goneAddress {
			t.Fatalf("orders: %v", orders)
		}
		if lines, _ := orders[0]["lines"].([]any); len(lines) != 1 || lines[0].(map[string]any)["title"] != "Çalıkuşu" {
			t.Errorf("order lines: %v", orders[0]["lines"])
		}
		for key, want := range map[string]string{"favorites": "Çalıkuşu", "stockAlerts": "Yaprak Dökümü", "consents": "/kayit", "addresses": goneAddress} {
			if !strings.Contains(string(d[key]), want) {
				t.Errorf("%s lacks %q: %s", key, want, d[key])
			}
		}
		var sessions []map[string]any
		_ = json.Unmarshal(d["sessions"], &sessions)
		if len(sessions) != 1 || sessions[0]["ip"] == "" {
			t.Errorf("sessions: %v", sessions)
		}

		page := c.get("/api/account/export?format=html")
		body := string(page.body)
		if page.StatusCode != 200 || !strings.HasPrefix(page.Header.Get("Content-Type"), "text/html") ||
			!strings.Contains(body, goneName) || !strings.Contains(body, "Siparişler") || !strings.Contains(body, "Çalıkuşu") {
			t.Fatalf("html export: %d %s", page.StatusCode, body)
		}
		if r := c.get("/api/account/export?format=xml"); r.StatusCode != 422 {
			t.Errorf("bad format: %d", r.StatusCode)
		}

		// Only the member's own data, only for members.
		other := e.client().signedIn("baska@example.com", bookstore.RoleUser)
		if r := other.get("/api/account/export"); r.StatusCode != 200 || strings.Contains(string(r.body), goneEmail) {
			t.Errorf("other member's export: %d %s", r.StatusCode, r.body)
		}
		if r := e.client().get("/api/account/export"); r.StatusCode != 401 {
			t.Errorf("guest: %d", r.StatusCode)
		}
		for _, role := range []bookstore.Role{bookstore.RoleAuthor, bookstore.RoleAdmin} {
			if r := e.client().signedIn(string(role)+"@example.com", role).get("/api/account/export"); r.StatusCode != 403 {
				t.Errorf("%s: %d", role, r.StatusCode)
			}
		}

		// The admin sees the requests with their dates; the audit has them.
		admin := e.client().signedIn("yonetici@example.com", bookstore.RoleAdmin)
		var reqs httpapi.DataRequestList
		admin.get("/api/admin/data-requests").json(t, &reqs)
		if reqs.Total != 3 || reqs.Items[0].Kind != "export" || reqs.Items[0].CompletedAt == nil || reqs.Items[2].MemberName != goneName {
			t.Errorf("requests: %+v", reqs)
		}
		if r := c.get("/api/admin/data-requests"); r.StatusCode != 403 {
			t.Errorf("member reads requests: %d", r.StatusCode)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = ?", string(bookstore.ActionDataExported)); n != 3 {
			t.Errorf("export audit entries: %d", n)
		}
	})
}

func TestDeleteAccount(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c, orderID := paidMember(t, e, f.visible.ID)
		uid := userIDOf(t, c)
		c.put("/api/favorites/"+f.visible.ID, nil)
		c.post("/api/stock-alerts", map[string]any{"bookId": f.outOfStock.ID})
		c.post("/api/auth/password-reset", map[string]any{"email": goneEmail})
		second := e.client()
		if r := second.post("/api/auth/login", map[string]any{"email": goneEmail, "password": strongPassword}); r.StatusCode != 200 {
			t.Fatalf("second session: %d", r.StatusCode)
		}

		// Refused: a wrong password, an order in progress, other roles, guests.
		if r := c.post("/api/account/delete", map[string]any{"password": "yanlis-Sifre-123"}); r.StatusCode != 422 ||
			r.problem(t).Message != bookstore.MsgDeletePasswordWrong {
			t.Fatalf("wrong password: %d %s", r.StatusCode, r.body)
		}
		if r := c.post("/api/account/delete", map[string]any{"password": strongPassword}); r.StatusCode != 409 ||
			r.problem(t).Message != bookstore.MsgDeleteOpenOrders {
			t.Fatalf("open order: %d %s", r.StatusCode, r.body)
		}
		if r := e.client().post("/api/account/delete", map[string]any{"password": strongPassword}); r.StatusCode != 401 {
			t.Errorf("guest: %d", r.StatusCode)
		}
		for _, role := range []bookstore.Role{bookstore.RoleAuthor, bookstore.RoleAdmin} {
			if r := e.client().signedIn(string(role)+"@example.com", role).post("/api/account/delete", map[string]any{"password": strongPassword}); r.StatusCode != 403 {
				t.Errorf("%s: %d", role, r.StatusCode)
			}
		}
		if u, err := sqldb.NewUserStore(db).UserByID(ctx, uid); err != nil || u.Email != goneEmail {
			t.Fatalf("refusals changed the account: %+v %v", u, err)
		}

		// Delivered: the account can go.
		if _, err := db.Bun().ExecContext(ctx, "UPDATE orders SET status = 'delivered' WHERE id = ?", orderID); err != nil {
			t.Fatal(err)
		}
		var before httpapi.OrderView
		c.get("/api/orders/"+orderID).json(t, &before)
		r := c.post("/api/account/delete", map[string]any{"password": strongPassword})
		if r.StatusCode != http.StatusNoContent || !strings.Contains(r.Header.Get("Set-Cookie"), "Max-Age=0") {
			t.Fatalf("delete: %d %v %s", r.StatusCode, r.Header, r.body)
		}

		// Nothing personal is left in any text of any table.
		for _, needle := range []string{goneName, goneEmail, goneStored, "533 987 65 43", goneAddress, "deniz.silinecek"} {
			for _, hit := range scanAllTables(t, db, needle) {
				t.Errorf("%q still in %s", needle, hit)
			}
		}
		// The order and its payment stay, with the personal fields replaced.
		var o struct {
			Status  string `bun:"status"`
			Total   int64  `bun:"total_amount"`
			Payment string `bun:"payment_id"`
			Address string `bun:"shipping_address"`
			Text    string `bun:"contracts_text"`
		}
		if err := db.Bun().NewRaw("SELECT status, total_amount, payment_id, shipping_address, contracts_text FROM orders WHERE id = ?", orderID).Scan(ctx, &o); err != nil {
			t.Fatal(err)
		}
		if o.Status != "delivered" || o.Total != before.Total || o.Payment == "" || !strings.Contains(o.Text, "MESAFELİ SATIŞ SÖZLEŞMESİ") ||
			!strings.Contains(o.Text, bookstore.DeletedMemberName) {
			t.Errorf("order after deletion: %+v", o)
		}
		if n := e.count(t, "SELECT count(*) FROM order_items WHERE order_id = ?", orderID); n != 1 {
			t.Errorf("order items: %d", n)
		}
		if n := e.count(t, "SELECT count(*) FROM payment_attempts WHERE order_id = ? AND status = 'succeeded'", orderID); n != 1 {
			t.Errorf("payment attempts: %d", n)
		}

		// Closed at once: both sessions ended, sign-in impossible.
		for _, cl := range []*client{c, second} {
			var me meBody
			cl.get("/api/auth/me").json(t, &me)
			if me.User != nil {
				t.Errorf("still signed in: %+v", me.User)
			}
		}
		if r := e.client().post("/api/auth/login", map[string]any{"email": goneEmail, "password": strongPassword}); r.StatusCode != 401 {
			t.Errorf("sign-in after deletion: %d %s", r.StatusCode, r.body)
		}
		// Admins see 'Silinmiş üye'; the deletion is a logged request.
		admin := e.client().signedIn("yonetici@example.com", bookstore.RoleAdmin)
		var m httpapi.CurrentUser
		admin.get("/api/admin/members/"+uid).json(t, &m)
		if m.FullName != bookstore.DeletedMemberName || m.Phone != "" || m.ShippingAddress != "" {
			t.Errorf("admin's member view: %+v", m)
		}
		var reqs httpapi.DataRequestList
		admin.get("/api/admin/data-requests").json(t, &reqs)
		if len(reqs.Items) != 1 || reqs.Items[0].Kind != "deletion" || reqs.Items[0].MemberName != bookstore.DeletedMemberName {
			t.Errorf("requests: %+v", reqs)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = ? AND actor_id = ?", string(bookstore.ActionAccountDeleted), uid); n != 1 {
			t.Errorf("deletion audit: %d", n)
		}
		// The address can register again, as a new account.
		again := e.client()
		reg := registration(goneEmail)
		if r := again.post("/api/auth/register", reg); r.StatusCode != http.StatusCreated {
			t.Fatalf("register again: %d %s", r.StatusCode, r.body)
		}
		if userIDOf(t, again) == uid {
			t.Error("the old account came back")
		}
	})
}

// scanAllTables lists "table.column" for every text of every table that
// contains needle.
func scanAllTables(t *testing.T, db *sqldb.DB, needle string) []string {
	t.Helper()
	ctx := context.Background()
	var cols []struct {
		Table  string `bun:"table_name"`
		Column string `bun:"column_name"`
	}
	var err error
	if db.Dialect() == sqldb.Postgres {
		err = db.Bun().NewRaw(`SELECT table_name, column_name FROM information_schema.columns
			WHERE table_schema = current_schema() AND data_type IN ('text', 'jsonb', 'character varying')`).Scan(ctx, &cols)
	} else {
		err = db.Bun().NewRaw(`SELECT m.name AS table_name, p.name AS column_name FROM sqlite_master AS m
			JOIN pragma_table_info(m.name) AS p WHERE m.type = 'table'`).Scan(ctx, &cols)
	}
	if err != nil || len(cols) < 20 {
		t.Fatalf("columns: %d %v", len(cols), err)
	}
	var hits []string
	for _, c := range cols {
		var n int
		q := `SELECT count(*) FROM "` + c.Table + `" WHERE CAST("` + c.Column + `" AS TEXT) LIKE ?`
		if err := db.Bun().NewRaw(q, "%"+needle+"%").Scan(ctx, &n); err != nil {
			t.Fatalf("%s.%s: %v", c.Table, c.Column, err)
		}
		if n > 0 {
			hits = append(hits, c.Table+"."+c.Column)
		}
	}
	return hits
}

func TestConsentLedger(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		c := e.client()
		reg := registration("izin@example.com")
		reg["marketingConsent"] = true
		if r := c.post("/api/auth/register", reg); r.StatusCode != http.StatusCreated {
			t.Fatalf("register: %d %s", r.StatusCode, r.body)
		}
		plain := e.client().signedIn("izinsiz@example.com", bookstore.RoleUser)
		var v httpapi.ConsentView
		plain.get("/api/account/consent").json(t, &v)
		if v.MarketingEmail || v.Text != bookstore.MarketingConsentText {
			t.Fatalf("unticked by default: %+v", v)
		}
		c.get("/api/account/consent").json(t, &v)
		if !v.MarketingEmail {
			t.Fatalf("given at registration: %+v", v)
		}
		// A change is a row; the same answer again is none.
		c.put("/api/account/consent", map[string]any{"marketingEmail": false})
		c.put("/api/account/consent", map[string]any{"marketingEmail": false})
		if r := c.put("/api/account/consent", map[string]any{"marketingEmail": "evet"}); r.StatusCode != 422 {
			t.Errorf("bad body: %d", r.StatusCode)
		}
		if n := e.count(t, "SELECT count(*) FROM consent_ledger"); n != 2 {
			t.Fatalf("ledger rows: %d", n)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = ?", string(bookstore.ActionConsentChanged)); n != 2 {
			t.Errorf("consent audit: %d", n)
		}
		for _, who := range []*client{e.client(), c, e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)} {
			if r := who.get("/api/admin/consents.csv"); r.StatusCode != 401 && r.StatusCode != 403 {
				t.Errorf("non-admin reads the ledger: %d", r.StatusCode)
			}
		}
		if r := e.client().signedIn("admin2@example.com", bookstore.RoleAdmin).get("/api/account/consent"); r.StatusCode != 403 {
			t.Errorf("admin consent: %d", r.StatusCode)
		}
		admin := e.client().signedIn("yonetici@example.com", bookstore.RoleAdmin)
		r := admin.get("/api/admin/consents.csv")
		body := string(r.body)
		lines := strings.Split(strings.TrimSpace(body), "\n")
		if r.StatusCode != 200 || !strings.HasPrefix(body, "\uFEFFALICI;KANAL;IZIN_DURUMU;IZIN_TARIHI;KAYNAK;IP;UYE_NO\r\n") || len(lines) != 3 ||
			!strings.HasPrefix(lines[1], "izin@example.com;EPOSTA;ONAY;") || !strings.Contains(lines[1], ";/kayit;127.0.0.1;") ||
			!strings.HasPrefix(lines[2], "izin@example.com;EPOSTA;RET;") || !strings.Contains(lines[2], ";/profil;") {
			t.Fatalf("csv: %d %q", r.StatusCode, body)
		}
	})
}

// announce queues an announcement and returns the unsubscribe token of
// each recipient's mail, by e-mail.
func announce(t *testing.T, e *env, admin *client) map[string]string {
	t.Helper()
	var res httpapi.AnnouncementResult
	r := admin.post("/api/admin/announcements", map[string]any{"subject": "Yeni kitap: Kuyucaklı Yusuf", "body": "Yeni baskımız çıktı."})
	if r.StatusCode != http.StatusCreated {
		t.Fatalf("announce: %d %s", r.StatusCode, r.body)
	}
	r.json(t, &res)
	var rows []struct {
		To    string `bun:"to_email"`
		URL   string `bun:"list_unsubscribe"`
		Text  string `bun:"text_body"`
		Kind  string `bun:"kind"`
		Owner string `bun:"consent_user_id"`
	}
	if err := e.db.Bun().NewRaw("SELECT to_email, list_unsubscribe, text_body, kind, consent_user_id FROM mail_outbox WHERE kind = 'announcement' AND status = 'pending'").
		Scan(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	tokens := map[string]string{}
	for _, m := range rows {
		u, err := url.Parse(m.URL)
		if err != nil || u.Path != "/api/unsubscribe" || m.Owner == "" || !strings.Contains(m.Text, "/abonelik-iptal?t="+u.Query().Get("t")) {
			t.Fatalf("marketing mail: %+v", m)
		}
		tokens[m.To] = u.Query().Get("t")
	}
	if len(tokens) != res.Recipients {
		t.Fatalf("%d recipients, %d mails", res.Recipients, len(tokens))
	}
	return tokens
}

func consenting(t *testing.T, e *env, email string) *client {
	t.Helper()
	c := e.client().signedIn(email, bookstore.RoleUser)
	if r := c.put("/api/account/consent", map[string]any{"marketingEmail": true}); r.StatusCode != 200 {
		t.Fatalf("consent: %d %s", r.StatusCode, r.body)
	}
	return c
}

func TestUnsubscribeLink(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		a := consenting(t, e, "a@example.com")
		e.client().signedIn("c@example.com", bookstore.RoleUser) // no consent: no mail
		admin := e.client().signedIn("yonetici@example.com", bookstore.RoleAdmin)
		if r := a.post("/api/admin/announcements", map[string]any{"subject": "x", "body": "y"}); r.StatusCode != 403 {
			t.Errorf("member announces: %d", r.StatusCode)
		}
		if r := admin.post("/api/admin/announcements", map[string]any{"subject": "", "body": strings.Repeat("a", 5001)}); r.StatusCode != 422 ||
			len(r.problem(t).Errors) != 2 {
			t.Errorf("bad announcement: %d %s", r.StatusCode, r.body)
		}
		tokens := announce(t, e, admin)
		tok := tokens["a@example.com"]
		if len(tokens) != 1 || tok == "" {
			t.Fatalf("tokens: %v", tokens)
		}
		guest := e.client()
		ledger := func() int { return e.count(t, "SELECT count(*) FROM consent_ledger") }
		rows := ledger()
		// A tampered link changes nothing.
		last := "A"
		if strings.HasSuffix(tok, "A") {
			last = "B"
		}
		tampered := tok[:len(tok)-1] + last
		for _, bad := range []string{tampered, "", strings.Repeat("x", 300)} {
			r := guest.do(http.MethodPost, "/api/unsubscribe?t="+url.QueryEscape(bad), "", nil)
			if r.StatusCode != 422 || r.problem(t).Message != bookstore.MsgUnsubscribeInvalid {
				t.Errorf("bad token %q: %d %s", bad, r.StatusCode, r.body)
			}
		}
		if ledger() != rows {
			t.Fatal("a bad link changed the ledger")
		}
		// The mail client's one-click POST (RFC 8058), cross-site, no cookie.
		r := guest.do(http.MethodPost, "/api/unsubscribe?t="+url.QueryEscape(tok), "application/x-www-form-urlencoded",
			strings.NewReader("List-Unsubscribe=One-Click"))
		if r.StatusCode != 200 || !strings.Contains(string(r.body), "geri alındı") {
			t.Fatalf("one-click: %d %s", r.StatusCode, r.body)
		}
		var v httpapi.ConsentView
		a.get("/api/account/consent").json(t, &v)
		if v.MarketingEmail || ledger() != rows+1 {
			t.Fatalf("withdrawal not recorded: %+v %d", v, ledger())
		}
		var src string
		_ = db.Bun().NewRaw("SELECT source FROM consent_ledger ORDER BY created_at DESC, id DESC LIMIT 1").Scan(context.Background(), &src)
		if src != bookstore.ConsentSourceUnsubscribe {
			t.Errorf("source: %q", src)
		}
		// Reused: a clear message, nothing changed.
		a.put("/api/account/consent", map[string]any{"marketingEmail": true})
		rows = ledger()
		if r := guest.do(http.MethodPost, "/api/unsubscribe?t="+url.QueryEscape(tok), "", nil); r.StatusCode != 409 ||
			r.problem(t).Message != bookstore.MsgUnsubscribeUsed {
			t.Errorf("reuse: %d %s", r.StatusCode, r.body)
		}
		a.get("/api/account/consent").json(t, &v)
		if !v.MarketingEmail || ledger() != rows {
			t.Errorf("reuse changed the consent: %+v", v)
		}
		if r := guest.get("/api/unsubscribe?t=" + url.QueryEscape(tok)); r.StatusCode == 200 {
			t.Errorf("GET unsubscribes: %d", r.StatusCode)
		}
	})
}

// Consent is checked when the mail is sent: a member who withdrew after
// the announcement was queued gets nothing.
func TestAnnouncementSkipsWithdrawnConsentAtSendTime(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		consenting(t, e, "kalir@example.com")
		leaver := consenting(t, e, "ayrilir@example.com")
		admin := e.client().signedIn("yonetici@example.com", bookstore.RoleAdmin)
		if tokens := announce(t, e, admin); len(tokens) != 2 {
			t.Fatalf("queued: %v", tokens)
		}
		leaver.put("/api/account/consent", map[string]any{"marketingEmail": false})
		mails, err := sqldb.NewOutbox(db).ClaimMails(context.Background(), time.Now(), time.Minute, 50)
		if err != nil {
			t.Fatal(err)
		}
		var to []string
		for _, m := range mails {
			if m.Kind == bookstore.MailAnnouncement {
				to = append(to, m.ToEmail)
				if m.ListUnsubscribe == "" || m.ConsentUserID == "" {
					t.Errorf("marketing mail without its unsubscribe: %+v", m)
				}
			}
		}
		if !slices.Equal(to, []string{"kalir@example.com"}) {
			t.Fatalf("sent to %v", to)
		}
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE to_email = 'ayrilir@example.com' AND kind = 'announcement'"); n != 0 {
			t.Errorf("withdrawn member's mail kept: %d", n)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = ?", string(bookstore.ActionAnnouncementQueued)); n != 1 {
			t.Errorf("announcement audit: %d", n)
		}
	})
}

func TestStockAlertList(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c := e.client().signedIn("okur@example.com", bookstore.RoleUser)
		other := e.client().signedIn("diger@example.com", bookstore.RoleUser)
		c.post("/api/stock-alerts", map[string]any{"bookId": f.outOfStock.ID})
		var l httpapi.StockAlertList
		c.get("/api/stock-alerts").json(t, &l)
		if len(l.Items) != 1 || l.Items[0].Title != "Yaprak Dökümü" {
			t.Fatalf("alerts: %+v", l)
		}
		other.get("/api/stock-alerts").json(t, &l)
		if len(l.Items) != 0 {
			t.Fatalf("other member sees: %+v", l)
		}
		if r := other.del("/api/stock-alerts/" + f.outOfStock.ID); r.StatusCode != 404 {
			t.Errorf("other member removes: %d", r.StatusCode)
		}
		if r := e.client().get("/api/stock-alerts"); r.StatusCode != 401 {
			t.Errorf("guest: %d", r.StatusCode)
		}
		if r := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor).get("/api/stock-alerts"); r.StatusCode != 403 {
			t.Errorf("author: %d", r.StatusCode)
		}
		if r := c.del("/api/stock-alerts/" + f.outOfStock.ID); r.StatusCode != 204 {
			t.Fatalf("remove: %d %s", r.StatusCode, r.body)
		}
		c.get("/api/stock-alerts").json(t, &l)
		if len(l.Items) != 0 {
			t.Fatalf("after removal: %+v", l)
		}
	})
}

// Every new operation against every role: the member's own data for role
// user only, the admin's tools for admins only, the cookie list for all.
func TestPrivacyAccessByRole(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		roles := map[string]*client{
			"guest":        e.client(),
			"member":       e.client().signedIn("uye@example.com", bookstore.RoleUser),
			"other member": e.client().signedIn("diger@example.com", bookstore.RoleUser),
			"author":       e.client().signedIn("yazar@example.com", bookstore.RoleAuthor),
			"other author": e.client().signedIn("yazar2@example.com", bookstore.RoleAuthor),
			"admin":        e.client().signedIn("yonetici@example.com", bookstore.RoleAdmin),
		}
		member := map[string]int{"guest": 401, "member": 200, "other member": 200, "author": 403, "other author": 403, "admin": 403}
		adminOnly := map[string]int{"guest": 401, "member": 403, "other member": 403, "author": 403, "other author": 403, "admin": 200}
		for _, op := range []struct {
			method, path string
			body         any
			want         map[string]int
		}{
			{http.MethodGet, "/api/cookies", nil, map[string]int{"guest": 200, "member": 200, "other member": 200, "author": 200, "other author": 200, "admin": 200}},
			{http.MethodGet, "/api/account/consent", nil, member},
			{http.MethodPut, "/api/account/consent", map[string]any{"marketingEmail": false}, member},
			{http.MethodGet, "/api/stock-alerts", nil, member},
			{http.MethodGet, "/api/account/export", nil, member},
			{http.MethodGet, "/api/admin/data-requests", nil, adminOnly},
			{http.MethodGet, "/api/admin/consents.csv", nil, adminOnly},
			{http.MethodPost, "/api/admin/announcements", map[string]any{"subject": "Duyuru", "body": "Metin"}, map[string]int{"guest": 401, "member": 403, "other member": 403, "author": 403, "other author": 403, "admin": 201}},
		} {
			for who, c := range roles {
				r := c.doJSON(op.method, op.path, op.body)
				if r.StatusCode != op.want[who] {
					t.Errorf("%s %s as %s: %d, want %d (%s)", op.method, op.path, who, r.StatusCode, op.want[who], r.body)
				}
			}
		}
		// Removing an alert one does not have is 404 for anyone allowed; the
		// deletion needs the password (422 for a member, 403 for the others).
		for who, c := range roles {
			r := c.del("/api/stock-alerts/" + f.outOfStock.ID)
			if want := map[string]int{"guest": 401, "author": 403, "other author": 403, "admin": 403}[who]; want != 0 && r.StatusCode != want ||
				want == 0 && r.StatusCode != 404 {
				t.Errorf("remove alert as %s: %d", who, r.StatusCode)
			}
			r = c.post("/api/account/delete", map[string]any{"password": ""})
			if want := map[string]int{"guest": 401, "member": 422, "other member": 422, "author": 403, "other author": 403, "admin": 403}[who]; r.StatusCode != want {
				t.Errorf("delete as %s: %d, want %d", who, r.StatusCode, want)
			}
		}
		if n := e.userCount(); n != 5 {
			t.Errorf("accounts: %d", n)
		}
	})
}
