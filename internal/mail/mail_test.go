package mail_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"html"
	"io"
	"log/slog"
	"mime"
	"mime/multipart"
	netmail "net/mail"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/mail"
	"bookstore/internal/mail/smtptest"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func TestMain(m *testing.M) { sqldbtest.Main(m) }

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

func sender(srv *smtptest.Server) *mail.SMTP {
	return &mail.SMTP{Host: srv.Host, Port: srv.Port, From: netmail.Address{Name: mail.SiteName, Address: "noreply@kitapevi.test"},
		TLSConfig: srv.ClientTLS(), Timeout: 10 * time.Second}
}

// parsed is a received message taken apart as a mail client would.
type parsed struct {
	header     netmail.Header
	subject    string
	text, html string
}

func parse(t testing.TB, raw []byte) parsed {
	t.Helper()
	msg, err := netmail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("read message: %v\n%s", err, raw)
	}
	var dec mime.WordDecoder
	subject, err := dec.DecodeHeader(msg.Header.Get("Subject"))
	if err != nil {
		t.Fatal(err)
	}
	p := parsed{header: msg.Header, subject: subject}
	mt, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/alternative" {
		t.Fatalf("content type %q: %v", msg.Header.Get("Content-Type"), err)
	}
	mr := multipart.NewReader(msg.Body, params["boundary"])
	for {
		part, err := mr.NextPart() // decodes quoted-printable
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(part)
		switch ct := part.Header.Get("Content-Type"); ct {
		case "text/plain; charset=utf-8":
			p.text = strings.ReplaceAll(string(b), "\r\n", "\n")
		case "text/html; charset=utf-8":
			p.html = string(b)
		default:
			t.Fatalf("part type %q", ct)
		}
	}
	return p
}

func TestSMTPDeliversOverSTARTTLSWithAuth(t *testing.T) {
	srv := smtptest.Start(t, smtptest.Options{STARTTLS: true, Username: "magaza", Password: "gizli-şifre"})
	s := sender(srv)
	s.Username, s.Password = "magaza", "gizli-şifre"
	m := bookstore.Mail{ToEmail: "ayse@example.com", ToName: "Ayşe Yılmaz", Subject: "Siparişiniz onaylandı (#0190ab12)",
		TextBody: "Merhaba Ayşe,\nçok uzun " + strings.Repeat("satır ", 40) + "\n.\nnokta satırı", HTMLBody: "<p>Merhaba Ayşe</p>"}
	if err := s.Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	got := srv.Messages()
	if len(got) != 1 || !got[0].TLS || got[0].AuthUser != "magaza" || got[0].From != "noreply@kitapevi.test" ||
		len(got[0].To) != 1 || got[0].To[0] != "ayse@example.com" {
		t.Fatalf("envelope: %+v", got)
	}
	p := parse(t, got[0].Data)
	if p.subject != m.Subject {
		t.Errorf("subject %q", p.subject)
	}
	to, err := p.header.AddressList("To")
	if err != nil || len(to) != 1 || to[0].Name != "Ayşe Yılmaz" || to[0].Address != "ayse@example.com" {
		t.Errorf("To: %+v %v", to, err)
	}
	from, _ := p.header.AddressList("From")
	if len(from) != 1 || from[0].Name != "Kitapevi Yayınları" {
		t.Errorf("From: %+v", from)
	}
	if p.text != m.TextBody || p.html != m.HTMLBody {
		t.Errorf("bodies:\n%q\n%q", p.text, p.html)
	}
	for _, line := range strings.Split(string(got[0].Data), "\r\n") {
		if len(line) > 998 {
			t.Errorf("line of %d octets", len(line))
		}
	}
}

func TestSMTPWithoutTLSAndWrongPassword(t *testing.T) {
	plain := smtptest.Start(t, smtptest.Options{})
	if err := sender(plain).Send(context.Background(), bookstore.Mail{ToEmail: "a@example.com", Subject: "x", TextBody: "y"}); err != nil {
		t.Fatal(err)
	}
	if got := plain.Messages(); len(got) != 1 || got[0].TLS {
		t.Fatalf("plain delivery: %+v", got)
	}
	locked := smtptest.Start(t, smtptest.Options{STARTTLS: true, Username: "magaza", Password: "dogru"})
	s := sender(locked)
	s.Username, s.Password = "magaza", "yanlis"
	err := s.Send(context.Background(), bookstore.Mail{ToEmail: "a@example.com", Subject: "x", TextBody: "y"})
	if err == nil || len(locked.Messages()) != 0 {
		t.Fatalf("wrong password delivered: %v", err)
	}
	if mail.Permanent(err) {
		t.Fatal("a configuration problem (bad SMTP password) must be retried, not given up")
	}
}

// TestAcceptedMailIsSentEvenIfQuitFails: once the server accepted the
// message, a connection lost at QUIT is a sent mail, not a failure the
// outbox would retry (and so deliver twice).
func TestAcceptedMailIsSentEvenIfQuitFails(t *testing.T) {
	srv := smtptest.Start(t, smtptest.Options{DropOnQuit: true})
	if err := sender(srv).Send(context.Background(), bookstore.Mail{ToEmail: "a@example.com", Subject: "x", TextBody: "y"}); err != nil {
		t.Fatalf("accepted mail reported as failed: %v", err)
	}
	if got := srv.Messages(); len(got) != 1 {
		t.Fatalf("%d messages delivered", len(got))
	}
}

// TestHeaderInjectionImpossible: line breaks in names, subjects (titles) and
// addresses never add a header or a recipient.
func TestHeaderInjectionImpossible(t *testing.T) {
	srv := smtptest.Start(t, smtptest.Options{})
	evil := "Ayşe\r\nBcc: kotu@example.com\r\nX-Evil: 1"
	m := bookstore.Mail{ToEmail: "ayse@example.com", ToName: evil,
		Subject: "Beklediğiniz kitap stokta: Kitap\r\nBcc: kotu@example.com\n\nsahte gövde", TextBody: "gövde"}
	if err := sender(srv).Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	got := srv.Messages()
	if len(got) != 1 || len(got[0].To) != 1 || got[0].To[0] != "ayse@example.com" {
		t.Fatalf("recipients: %+v", got)
	}
	p := parse(t, got[0].Data)
	for _, h := range []string{"Bcc", "X-Evil"} {
		if v := p.header.Get(h); v != "" {
			t.Errorf("injected header %s: %q", h, v)
		}
	}
	if !strings.HasPrefix(p.subject, "Beklediğiniz kitap stokta: Kitap  Bcc: kotu@example.com") || p.text != "gövde" {
		t.Errorf("subject %q text %q", p.subject, p.text)
	}
	// An address with a line break is refused outright, as a permanent failure.
	err := sender(srv).Send(context.Background(), bookstore.Mail{ToEmail: "a@example.com\r\nBcc: kotu@example.com", Subject: "x", TextBody: "y"})
	if err == nil || !mail.Permanent(err) || len(srv.Messages()) != 1 {
		t.Fatalf("address with CRLF: %v", err)
	}
}

// clock is a settable time for the worker.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

func enqueue(t testing.TB, db *sqldb.DB, key, to string) {
	t.Helper()
	if _, err := sqldb.NewOutbox(db).EnqueueMail(context.Background(), bookstore.Mail{DedupKey: key, Kind: bookstore.MailWelcome, ToEmail: to,
		ToName: "Okur", Subject: "Konu " + key, TextBody: "metin " + key}); err != nil {
		t.Fatal(err)
	}
}

func statusOf(t testing.TB, db *sqldb.DB) bookstore.MailSummary {
	t.Helper()
	ms, _, err := sqldb.NewOutbox(db).Mails(context.Background(), bookstore.PageRequest{Page: 1, Size: 1})
	if err != nil || len(ms) != 1 {
		t.Fatalf("outbox: %+v %v", ms, err)
	}
	return ms[0]
}

func TestWorkerRetriesWithBackoffThenDelivers(t *testing.T) {
	db := sqldbtest.SQLite(t)
	srv := smtptest.Start(t, smtptest.Options{FailFirst: 2})
	enqueue(t, db, "k1", "okur@example.com")
	c := &clock{t: time.Now().UTC()}
	w := &mail.Worker{Outbox: sqldb.NewOutbox(db), Sender: sender(srv), Log: quiet, Now: c.now}
	ctx := context.Background()

	for i, step := range []struct {
		advance   time.Duration
		delivered int
		status    bookstore.MailStatus
		attempts  int
	}{
		{0, 0, bookstore.MailPending, 1},                // 451
		{29 * time.Second, 0, bookstore.MailPending, 1}, // backoff 30 s not over: not claimed
		{time.Second, 0, bookstore.MailPending, 2},      // 451 again, next in 60 s
		{59 * time.Second, 0, bookstore.MailPending, 2},
		{time.Second, 1, bookstore.MailSent, 3},
	} {
		c.add(step.advance)
		n, err := w.RunOnce(ctx)
		st := statusOf(t, db)
		if err != nil || n != step.delivered || st.Status != step.status || st.Attempts != step.attempts {
			t.Fatalf("step %d: delivered %d, %+v, %v", i, n, st, err)
		}
	}
	if got := srv.Messages(); len(got) != 1 {
		t.Fatalf("server got %d messages", len(got))
	}
	if w.Backoff(1) != 30*time.Second || w.Backoff(3) != 2*time.Minute || w.Backoff(20) != time.Hour {
		t.Fatalf("backoff %v %v %v", w.Backoff(1), w.Backoff(3), w.Backoff(20))
	}
}

func TestWorkerGivesUp(t *testing.T) {
	db := sqldbtest.SQLite(t)
	srv := smtptest.Start(t, smtptest.Options{FailFirst: 100, RejectRcpt: []string{"yok@example.com"}})
	enqueue(t, db, "unknown", "yok@example.com")
	c := &clock{t: time.Now().UTC()}
	w := &mail.Worker{Outbox: sqldb.NewOutbox(db), Sender: sender(srv), Log: quiet, Now: c.now, MaxAttempts: 2}
	if _, err := w.RunOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	if st := statusOf(t, db); st.Status != bookstore.MailFailed || st.Attempts != 1 || !strings.Contains(st.LastError, "550") {
		t.Fatalf("permanent 550: %+v", st)
	}
	enqueue(t, db, "busy", "okur@example.com")
	for range 3 {
		if _, err := w.RunOnce(context.Background()); err != nil {
			t.Fatal(err)
		}
		c.add(time.Hour)
	}
	if st := statusOf(t, db); st.Status != bookstore.MailFailed || st.Attempts != 2 || !strings.Contains(st.LastError, "451") {
		t.Fatalf("after max attempts: %+v", st)
	}
}

// TestTwoWorkersDeliverEachMailOnce: two instances (two connection pools,
// two workers) drain one outbox concurrently; the SMTP server receives
// every mail exactly once. On PostgreSQL this is FOR UPDATE SKIP LOCKED.
func TestTwoWorkersDeliverEachMailOnce(t *testing.T) {
	open := map[string]func(t *testing.T) (*sqldb.DB, *sqldb.DB){
		"sqlite": func(t *testing.T) (*sqldb.DB, *sqldb.DB) {
			path := filepath.Join(t.TempDir(), "shared.db")
			return openTwo(t, func() (*sqldb.DB, error) { return sqldb.OpenSQLiteFile(context.Background(), path) })
		},
		"postgres": func(t *testing.T) (*sqldb.DB, *sqldb.DB) {
			url := sqldbtest.PostgresURL(t)
			return openTwo(t, func() (*sqldb.DB, error) { return sqldb.Open(context.Background(), url, "") })
		},
	}
	for _, name := range []string{"sqlite", "postgres"} {
		t.Run(name, func(t *testing.T) {
			a, b := open[name](t)
			const n = 40
			for i := range n {
				enqueue(t, a, fmt.Sprint("race-", i), fmt.Sprintf("okur%d@example.com", i))
			}
			srv := smtptest.Start(t, smtptest.Options{})
			var wg sync.WaitGroup
			for _, db := range []*sqldb.DB{a, b, a, b} {
				w := &mail.Worker{Outbox: sqldb.NewOutbox(db), Sender: sender(srv), Log: quiet, Batch: 3}
				wg.Add(1)
				go func() {
					defer wg.Done()
					for {
						if _, err := w.RunOnce(context.Background()); err != nil {
							t.Error(err)
							return
						}
						if ms, _ := sqldb.NewOutbox(db).ClaimMails(context.Background(), time.Now().Add(-time.Hour), 0, 1); len(ms) != 0 {
							t.Error("a mail due an hour ago")
						}
						if _, total, _ := sqldb.NewOutbox(db).Mails(context.Background(), bookstore.PageRequest{Page: 1, Size: 1}); total == n && pendingCount(t, db) == 0 {
							return
						}
					}
				}()
			}
			wg.Wait()
			got := srv.Messages()
			seen := map[string]int{}
			for _, m := range got {
				seen[m.To[0]]++
			}
			if len(got) != n || len(seen) != n {
				t.Fatalf("received %d messages for %d recipients, want %d each once", len(got), len(seen), n)
			}
		})
	}
}

func pendingCount(t testing.TB, db *sqldb.DB) int {
	var n int
	if err := db.Bun().NewRaw("SELECT count(*) FROM mail_outbox WHERE status = 'pending'").Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

func openTwo(t testing.TB, open func() (*sqldb.DB, error)) (*sqldb.DB, *sqldb.DB) {
	t.Helper()
	var dbs [2]*sqldb.DB
	for i := range dbs {
		db, err := open()
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			if err := db.Close(); err != nil {
				t.Error(err)
			}
		})
		if _, err := db.Migrate(context.Background()); err != nil {
			t.Fatal(err)
		}
		dbs[i] = db
	}
	return dbs[0], dbs[1]
}

// users is a one-user store for the notifier.
type users map[string]*bookstore.User

func (u users) UserByID(_ context.Context, id string) (*bookstore.User, error) {
	if v, ok := u[id]; ok {
		return v, nil
	}
	return nil, bookstore.ErrNotFound
}

// fixedMinter mints one token for one request.
type fixedMinter struct {
	request, token string
	expires        time.Time
}

func (m fixedMinter) MintPasswordResetLink(_ context.Context, request string) (string, time.Time, error) {
	if request != m.request {
		return "", time.Time{}, bookstore.ErrNotFound
	}
	return m.token, m.expires, nil
}

func notifier(t testing.TB, db *sqldb.DB) *mail.Notifier {
	base, _ := url.Parse("https://kitapevi.example")
	return &mail.Notifier{Outbox: sqldb.NewOutbox(db), BaseURL: base, Users: users{
		"u1": {ID: "u1", Email: "ayse@example.com", FullName: "Ayşe Yılmaz"},
	}}
}

func onlyMail(t testing.TB, db *sqldb.DB, kind string) *bookstore.Mail {
	t.Helper()
	ms, _, err := sqldb.NewOutbox(db).Mails(context.Background(), bookstore.PageRequest{Page: 1, Size: 100})
	if err != nil {
		t.Fatal(err)
	}
	var found []bookstore.MailSummary
	for _, m := range ms {
		if m.Kind == kind {
			found = append(found, m)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%d mails of kind %s, want 1", len(found), kind)
	}
	m, err := sqldb.NewOutbox(db).MailByID(context.Background(), found[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func contains(t testing.TB, what, body string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(body, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, body)
		}
	}
}

func testOrder() *bookstore.Order {
	return &bookstore.Order{ID: "0190ab12-3456-7000-8000-000000000001", UserID: "u1", Status: bookstore.OrderConfirmed,
		Totals:          bookstore.DefaultShippingRule.TotalsAfter(2*7500+4500, 0, false),
		ShippingAddress: "Moda Cad. No: 5\nKadıköy / İstanbul",
		Items: []bookstore.OrderItem{
			{Title: "Kürk Mantolu Madonna", Quantity: 2, Price: 7500},
			{Title: "Çalıkuşu <script>alert(1)</script>", Quantity: 1, Price: 4500},
		},
		ContractsText:       "ÖN BİLGİLENDİRME FORMU\nSatıcı: Kitapevi Yayınları\n\nMESAFELİ SATIŞ SÖZLEŞMESİ\nMadde 1 ...",
		ContractsAcceptedAt: time.Date(2026, 11, 22, 14, 0, 0, 0, time.UTC),
		CargoCompany:        "Yurtiçi Kargo", TrackingNumber: "YK 123&4",
	}
}

// TestOrderMails: every order mail carries what the buyer needs and is
// queued once however often it is rendered and queued.
func TestOrderMails(t *testing.T) {
	db := sqldbtest.SQLite(t)
	n := notifier(t, db)
	ctx := context.Background()
	o := testOrder()
	// The order mails are only rendered; the store queues them (here
	// directly, as the transitions do inside their transactions).
	queue := func(m bookstore.Mail, err error) error {
		if err != nil {
			return err
		}
		_, err = sqldb.NewOutbox(db).EnqueueMail(ctx, m)
		return err
	}
	for range 3 {
		for _, call := range []func() error{
			func() error { return queue(n.OrderConfirmed(ctx, o)) },
			func() error { return queue(n.OrderShipped(ctx, o)) },
			func() error { return queue(n.OrderDelivered(ctx, o)) },
			func() error { return queue(n.OrderCancelled(ctx, o, false, "")) },
			func() error { return queue(n.OrderCancelled(ctx, o, true, "Stokta kalmadı")) },
		} {
			if err := call(); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, total, _ := sqldb.NewOutbox(db).Mails(ctx, bookstore.PageRequest{Page: 1, Size: 1}); total != 5 {
		t.Fatalf("outbox holds %d mails, want 5", total)
	}

	c := onlyMail(t, db, bookstore.MailOrderConfirmed)
	if c.Subject != "Siparişiniz onaylandı (#0190ab12)" || c.ToEmail != "ayse@example.com" || c.ToName != "Ayşe Yılmaz" {
		t.Errorf("confirmed: %q to %q %q", c.Subject, c.ToEmail, c.ToName)
	}
	contains(t, "confirmed text", c.TextBody, "Merhaba Ayşe Yılmaz,", "#0190ab12",
		"- Kürk Mantolu Madonna: 2 × ₺75,00 = ₺150,00", "- Çalıkuşu <script>alert(1)</script>: 1 × ₺45,00 = ₺45,00",
		"Ara Toplam: ₺195,00", "Kargo: Ücretsiz", "Toplam: ₺195,00", "Moda Cad. No: 5\nKadıköy / İstanbul",
		"ÖN BİLGİLENDİRME FORMU", "MESAFELİ SATIŞ SÖZLEŞMESİ\nMadde 1", "(22.11.2026 17:00)",
		"https://kitapevi.example/siparis/0190ab12-3456-7000-8000-000000000001")
	contains(t, "confirmed html", c.HTMLBody, "Kürk Mantolu Madonna", "₺150,00", "₺195,00", "Çalıkuşu &lt;script&gt;alert(1)&lt;/script&gt;",
		"Moda Cad. No: 5\nKadıköy / İstanbul", "MESAFELİ SATIŞ SÖZLEŞMESİ", `lang="tr"`)
	if strings.Contains(c.HTMLBody, "<script>") {
		t.Error("html body holds an unescaped title")
	}

	s := onlyMail(t, db, bookstore.MailOrderShipped)
	track := bookstore.TrackingURL("Yurtiçi Kargo", "YK 123&4")
	if track == "" {
		t.Fatal("no tracking url")
	}
	contains(t, "shipped text", s.TextBody, "kargoya verildi", "Kargo Firması: Yurtiçi Kargo", "Takip Numarası: YK 123&4", track)
	contains(t, "shipped html", s.HTMLBody, "Yurtiçi Kargo", "YK 123&amp;4", "Kargom Nerede?")
	contains(t, "shipped html (unescaped)", html.UnescapeString(s.HTMLBody), `href="`+track+`"`)

	d := onlyMail(t, db, bookstore.MailOrderDelivered)
	contains(t, "delivered", d.TextBody+d.HTMLBody, "teslim edildi", "#0190ab12")

	ms, _, _ := sqldb.NewOutbox(db).Mails(ctx, bookstore.PageRequest{Page: 1, Size: 100})
	var cancelled, refunded *bookstore.Mail
	for _, m := range ms {
		if m.Kind == bookstore.MailOrderCancelled {
			full, _ := sqldb.NewOutbox(db).MailByID(ctx, m.ID)
			if strings.Contains(full.Subject, "iade") {
				refunded = full
			} else {
				cancelled = full
			}
		}
	}
	if cancelled == nil || refunded == nil {
		t.Fatal("cancelled and refunded mails expected")
	}
	contains(t, "cancelled", cancelled.TextBody, "iptal edildi", "Kürk Mantolu Madonna")
	if strings.Contains(cancelled.TextBody, "iade") {
		t.Error("cancel without refund mentions a refund")
	}
	contains(t, "refunded", refunded.TextBody, "iptal edildi", "₺195,00 tutarındaki ücret kartınıza iade edildi")

	// Shipping below the threshold is shown as an amount; an unknown carrier gets no link.
	o2 := testOrder()
	o2.ID, o2.Items, o2.Totals, o2.CargoCompany = "0190ab13-0000-7000-8000-000000000002", o2.Items[1:], bookstore.DefaultShippingRule.TotalsAfter(4500, 0, false), "Diğer"
	if err := queue(n.OrderConfirmed(ctx, o2)); err != nil {
		t.Fatal(err)
	}
	if err := queue(n.OrderShipped(ctx, o2)); err != nil {
		t.Fatal(err)
	}
	all, _, _ := sqldb.NewOutbox(db).Mails(ctx, bookstore.PageRequest{Page: 1, Size: 100})
	for _, m := range all {
		full, _ := sqldb.NewOutbox(db).MailByID(ctx, m.ID)
		if strings.Contains(full.Subject, "0190ab13") && m.Kind == bookstore.MailOrderConfirmed {
			contains(t, "small order", full.TextBody, "Kargo: ₺15,00", "Toplam: ₺60,00")
		}
		if strings.Contains(full.Subject, "0190ab13") && m.Kind == bookstore.MailOrderShipped && strings.Contains(full.TextBody, "Kargom Nerede") {
			t.Error("unknown carrier got a tracking link")
		}
	}

	// A missing buyer is an error for the caller to log, not a mail.
	o3 := testOrder()
	o3.ID, o3.UserID = "x", "nobody"
	if _, err := n.OrderConfirmed(ctx, o3); err == nil {
		t.Fatal("mail for an unknown buyer")
	}
}

func TestAccountAndStockMails(t *testing.T) {
	db := sqldbtest.SQLite(t)
	n := notifier(t, db)
	ctx := context.Background()
	u := &bookstore.User{ID: "u1", Email: "ayse@example.com", FullName: "Ayşe Yılmaz"}
	for range 2 {
		if err := n.Welcome(ctx, u); err != nil {
			t.Fatal(err)
		}
	}
	w := onlyMail(t, db, bookstore.MailWelcome)
	contains(t, "welcome", w.TextBody, "hoş geldiniz", "https://kitapevi.example/kitaplar")

	exp := time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)
	if err := n.PasswordResetRequested(ctx, u, "request:r1"); err != nil {
		t.Fatal(err)
	}
	// The stored copy has no link; the copy for SMTP gets the minted one.
	r := onlyMail(t, db, bookstore.MailPasswordReset)
	contains(t, "stored reset", r.TextBody, bookstore.RedactedLink, "bir saat", "yalnızca bir kez")
	contains(t, "stored reset html", r.HTMLBody, bookstore.RedactedLink)
	if strings.Contains(r.TextBody+r.HTMLBody, "sifre-sifirla") {
		t.Errorf("stored reset mail holds a link:\n%s", r.TextBody)
	}
	if _, err := n.ResetMailToSend(ctx, *r); err == nil {
		t.Error("reset mail rendered without a minter")
	}
	n.Resets = fixedMinter{request: "request:r1", token: "tok_EN-abc", expires: exp}
	sent, err := n.ResetMailToSend(ctx, *r)
	if err != nil {
		t.Fatal(err)
	}
	contains(t, "reset", sent.TextBody, "https://kitapevi.example/sifre-sifirla?token=tok_EN-abc", "22.11.2026 18:00", "bir saat", "yalnızca bir kez")
	contains(t, "reset html", sent.HTMLBody, `href="https://kitapevi.example/sifre-sifirla?token=tok_EN-abc"`)
	if sent.Subject != r.Subject || sent.MessageID != r.MessageID || strings.Contains(r.DedupKey, "tok_EN-abc") {
		t.Errorf("sent copy: %+v", sent)
	}
	if again, _ := sqldb.NewOutbox(db).MailByID(ctx, r.ID); strings.Contains(again.TextBody, "tok_EN-abc") {
		t.Error("the sent copy was stored")
	}
	r.DedupKey = "password-reset:request:other"
	if _, err := n.ResetMailToSend(ctx, *r); !errors.Is(err, bookstore.ErrNotFound) {
		t.Errorf("unknown request: %v", err)
	}
	if err := n.PasswordChanged(ctx, u); err != nil {
		t.Fatal(err)
	}
	contains(t, "changed", onlyMail(t, db, bookstore.MailPasswordChanged).TextBody, "şifresi", "oturumlarınız kapatıldı")

	m, err := n.StockBackMail(bookstore.StockAlert{ID: "a1", Email: "x@example.com", FullName: "", BookID: "b1", BookTitle: "Tutunamayanlar\r\nBcc: y@z.co"})
	if err != nil {
		t.Fatal(err)
	}
	if m.DedupKey != "stock-back:a1" || m.ToName != "x" {
		t.Errorf("stock mail: %+v", m)
	}
	contains(t, "stock", m.TextBody, "yeniden stokta", "https://kitapevi.example/kitap/b1")
}

// TestWorkerSendsStockAlertOnceAfterRestock: end to end through the worker
// and a real SMTP conversation: no mail while the book is out of stock,
// exactly one after the restock however often the workers run.
func TestWorkerSendsStockAlertOnceAfterRestock(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		a := &bookstore.Author{Name: "Oğuz Atay", Approved: true}
		if err := sqldb.NewCatalogWriter(db).CreateAuthor(ctx, a); err != nil {
			t.Fatal(err)
		}
		b := &bookstore.Book{Title: "Tutunamayanlar", AuthorID: a.ID, Price: 30000, Approved: true, Stock: 0}
		if err := sqldb.NewCatalogWriter(db).CreateBook(ctx, b); err != nil {
			t.Fatal(err)
		}
		u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "bekleyen@example.com", FullName: "Bekleyen Okur", Role: bookstore.RoleUser, PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		if err := sqldb.NewStockAlertStore(db).AddStockAlert(ctx, u.ID, b.ID); err != nil {
			t.Fatal(err)
		}
		srv := smtptest.Start(t, smtptest.Options{})
		base, _ := url.Parse("http://localhost:8080")
		w := &mail.Worker{Outbox: sqldb.NewOutbox(db), Sender: sender(srv), Log: quiet,
			Notifier: &mail.Notifier{Outbox: sqldb.NewOutbox(db), Users: sqldb.NewUserStore(db), BaseURL: base}}
		if _, err := w.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		if len(srv.Messages()) != 0 {
			t.Fatal("mailed while out of stock")
		}
		if _, err := db.Bun().ExecContext(ctx, "UPDATE books SET stock_quantity = 3 WHERE id = ?", b.ID); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		for range 3 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for range 2 {
					if _, err := w.RunOnce(ctx); err != nil {
						t.Error(err)
					}
				}
			}()
		}
		wg.Wait()
		got := srv.Messages()
		if len(got) != 1 || got[0].To[0] != "bekleyen@example.com" {
			t.Fatalf("stock mails: %d", len(got))
		}
		p := parse(t, got[0].Data)
		if p.subject != "Beklediğiniz kitap stokta: Tutunamayanlar" {
			t.Errorf("subject %q", p.subject)
		}
		contains(t, "stock mail", p.text, "Merhaba Bekleyen Okur,", "http://localhost:8080/kitap/"+b.ID)
	})
}

// slowSender takes a while per mail and counts deliveries per recipient.
type slowSender struct {
	mu    sync.Mutex
	delay time.Duration
	got   map[string]int
}

func (s *slowSender) Send(ctx context.Context, m bookstore.Mail) error {
	time.Sleep(s.delay)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.got[m.ToEmail]++
	return nil
}

// TestWorkerStopsBeforeTheLeaseRunsOut: a worker only starts a send while
// its lease has a whole send timeout left, so a slow batch is never picked
// up (and sent again) by another worker mid-way.
func TestWorkerStopsBeforeTheLeaseRunsOut(t *testing.T) {
	db := sqldbtest.SQLite(t)
	for i := range 3 {
		enqueue(t, db, fmt.Sprint("slow-", i), fmt.Sprintf("okur%d@example.com", i))
	}
	// Sends start at about 0, 300 and 600 ms; with a 500 ms timeout only the
	// first two fit a 1 s lease (200 ms of slack either way).
	s := &slowSender{delay: 300 * time.Millisecond, got: map[string]int{}}
	w := &mail.Worker{Outbox: sqldb.NewOutbox(db), Sender: s, Log: quiet, Lease: time.Second, SendTimeout: 500 * time.Millisecond}
	n, err := w.RunOnce(context.Background())
	if err != nil || n != 2 {
		t.Fatalf("first round delivered %d (%v), want 2 within the lease", n, err)
	}
	other := &mail.Worker{Outbox: sqldb.NewOutbox(db), Sender: s, Log: quiet}
	if n, _ := other.RunOnce(context.Background()); n != 0 {
		t.Fatalf("another worker took a leased mail: %d", n)
	}
	time.Sleep(time.Second)
	if n, _ := other.RunOnce(context.Background()); n != 1 {
		t.Fatalf("after the lease: delivered %d, want 1", n)
	}
	for to, k := range s.got {
		if k != 1 {
			t.Fatalf("%s got %d mails", to, k)
		}
	}
	if len(s.got) != 3 {
		t.Fatalf("recipients %v", s.got)
	}
}

// markFails is an outbox whose MarkMailDelivered fails (a dropped database
// connection) the first fail times.
type markFails struct {
	*sqldb.Outbox
	mu          sync.Mutex
	fail, calls int
}

func (o *markFails) MarkMailDelivered(ctx context.Context, id, claimToken string, status bookstore.MailStatus, at time.Time, redact bool) error {
	o.mu.Lock()
	o.calls++
	failing := o.calls <= o.fail
	o.mu.Unlock()
	if failing {
		return fmt.Errorf("connection reset by peer")
	}
	return o.Outbox.MarkMailDelivered(ctx, id, claimToken, status, at, redact)
}

// TestUnmarkedDeliveryIsResentWithTheSameMessageID: a mail delivered whose
// marking fails on every try is sent again after its lease, with the same
// Message-ID (receivers drop the duplicate); a marking that fails only
// briefly is retried and the mail is sent once.
func TestUnmarkedDeliveryIsResentWithTheSameMessageID(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		messageIDs := func(srv *smtptest.Server) []string {
			var ids []string
			for _, m := range srv.Messages() {
				ids = append(ids, parse(t, m.Data).header.Get("Message-ID"))
			}
			return ids
		}

		// Every try fails: sent again after the lease, same Message-ID.
		enqueue(t, db, "unmarked", "okur@example.com")
		srv := smtptest.Start(t, smtptest.Options{})
		out := &markFails{Outbox: sqldb.NewOutbox(db), fail: 3}
		c := &clock{t: time.Now().UTC()}
		w := &mail.Worker{Outbox: out, Sender: sender(srv), Log: quiet, Now: c.now, MarkTries: 3, MarkBackoff: time.Millisecond}
		if _, err := w.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		if st := statusOf(t, db); st.Status != bookstore.MailPending || out.calls != 3 || len(srv.Messages()) != 1 {
			t.Fatalf("after an unmarked delivery: %+v, %d marking tries, %d messages", st, out.calls, len(srv.Messages()))
		}
		c.add(time.Minute) // the lease holds: nobody sends it again yet
		if n, _ := w.RunOnce(ctx); n != 0 || len(srv.Messages()) != 1 {
			t.Fatalf("re-sent within the lease: %d", len(srv.Messages()))
		}
		c.add(5 * time.Minute)
		if n, err := w.RunOnce(ctx); err != nil || n != 1 {
			t.Fatalf("retry after the lease: %d %v", n, err)
		}
		if st := statusOf(t, db); st.Status != bookstore.MailSent || st.Attempts != 2 {
			t.Fatalf("after the retry: %+v", st)
		}
		ids := messageIDs(srv)
		m, err := sqldb.NewOutbox(db).MailByID(ctx, statusOf(t, db).ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(ids) != 2 || ids[0] != ids[1] || ids[0] != "<"+m.MessageID+"@kitapevi.test>" {
			t.Fatalf("Message-IDs %q, want twice <%s@kitapevi.test>", ids, m.MessageID)
		}

		// Two tries fail, the third marks it: one message only.
		if _, err := db.Bun().ExecContext(ctx, "DELETE FROM mail_outbox"); err != nil {
			t.Fatal(err)
		}
		enqueue(t, db, "briefly", "okur@example.com")
		srv2 := smtptest.Start(t, smtptest.Options{})
		out2 := &markFails{Outbox: sqldb.NewOutbox(db), fail: 2}
		w2 := &mail.Worker{Outbox: out2, Sender: sender(srv2), Log: quiet, MarkBackoff: time.Millisecond}
		if n, err := w2.RunOnce(ctx); err != nil || n != 1 {
			t.Fatalf("deliver: %d %v", n, err)
		}
		if st := statusOf(t, db); st.Status != bookstore.MailSent || out2.calls != 3 || len(srv2.Messages()) != 1 {
			t.Fatalf("after a brief marking failure: %+v, %d tries, %d messages", st, out2.calls, len(srv2.Messages()))
		}
	})
}

func TestComposeKeepsTheMailsMessageID(t *testing.T) {
	from := netmail.Address{Name: mail.SiteName, Address: "noreply@kitapevi.test"}
	header := func(m bookstore.Mail) string {
		raw, err := mail.Compose(from, m, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		return parse(t, raw).header.Get("Message-ID")
	}
	m := bookstore.Mail{ToEmail: "a@example.com", Subject: "x", TextBody: "y", MessageID: "0190ab12-1"}
	if a, b := header(m), header(m); a != "<0190ab12-1@kitapevi.test>" || a != b {
		t.Fatalf("Message-ID %q then %q", a, b)
	}
	m.MessageID = "abc@baska.example"
	if got := header(m); got != "<abc@baska.example>" {
		t.Fatalf("full Message-ID: %q", got)
	}
	m.MessageID = "kötü>\r\nBcc: x@y.z"
	if got := header(m); strings.ContainsAny(got[1:len(got)-1], "<> \r\n") {
		t.Fatalf("unsafe Message-ID: %q", got)
	}
	m.MessageID = ""
	if a, b := header(m), header(m); a == b || !strings.HasSuffix(a, "@kitapevi.test>") {
		t.Fatalf("without an id: %q and %q", a, b)
	}
}

// TestConfirmedMailShowsTheInstalments: a paid order's confirmation names
// the instalments and the charged amount, or a single payment; an order
// confirmed without a card payment names neither.
func TestConfirmedMailShowsTheInstalments(t *testing.T) {
	n := notifier(t, nil)
	ctx := context.Background()
	for _, tc := range []struct {
		name        string
		installment int
		paid        int64
		want, not   []string
	}{
		{"instalments", 3, 20475, []string{"Taksit: 3", "Çekilen tutar: ₺204,75 (vade farkı dahil)"}, []string{"Tek çekim"}},
		{"single", 1, 19500, []string{"Ödeme: Tek çekim"}, []string{"Taksit", "Çekilen tutar"}},
		{"unpaid", 0, 0, nil, []string{"Taksit", "Çekilen tutar", "Tek çekim"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := testOrder()
			o.Installment, o.PaidAmount = tc.installment, tc.paid
			m, err := n.OrderConfirmed(ctx, o)
			if err != nil {
				t.Fatal(err)
			}
			contains(t, "text", m.TextBody, tc.want...)
			contains(t, "html", html.UnescapeString(stripTags(m.HTMLBody)), tc.want...)
			contains(t, "text", m.TextBody, "Toplam: ₺195,00", "Teslimat Adresi:")
			for _, no := range tc.not {
				if strings.Contains(m.TextBody, no) || strings.Contains(m.HTMLBody, no) {
					t.Errorf("mail holds %q", no)
				}
			}
		})
	}
}

// stripTags drops HTML tags so that a line can be matched across <strong>.
func stripTags(s string) string {
	var b strings.Builder
	in := false
	for _, r := range s {
		switch {
		case r == '<':
			in = true
		case r == '>':
			in = false
		case !in:
			b.WriteRune(r)
		}
	}
	return b.String()
}
