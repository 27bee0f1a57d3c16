package invoices_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/invoices"
	"bookstore/internal/invoices/invoicestest"
	"bookstore/internal/mail"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func TestMain(m *testing.M) { sqldbtest.Main(m) }

// shop is a database with n placed orders and the invoice service on it,
// with the fake integrator.
type shop struct {
	db     *sqldb.DB
	svc    *invoices.Service
	fake   *invoicestest.Provider
	orders []*bookstore.Order
}

func newShop(t *testing.T, db *sqldb.DB, n int) *shop {
	t.Helper()
	ctx := context.Background()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	cat := bookstore.Category{Name: "Roman"}
	must(sqldb.NewCatalogWriter(db).CreateCategory(ctx, &cat))
	au := bookstore.Author{Name: "Sabahattin Ali", Approved: true}
	must(sqldb.NewCatalogWriter(db).CreateAuthor(ctx, &au))
	book := &bookstore.Book{Title: "Kürk Mantolu Madonna", AuthorID: au.ID, CategoryID: cat.ID, Price: 7500, Approved: true, Stock: n}
	must(sqldb.NewCatalogWriter(db).CreateBook(ctx, book))
	s := &shop{db: db, fake: invoicestest.New()}
	for i := range n {
		u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: fmt.Sprintf("alici%d@example.com", i),
			FullName: "Alıcı", Role: bookstore.RoleUser, PasswordHash: "x"})
		must(err)
		must(sqldb.NewCartStore(db).SetCartQuantity(ctx, u.ID, book.ID, 1))
		o, err := sqldb.NewOrderStore(db).CreateOrderFromCart(ctx, u.ID, "Kadıköy", time.Now().Add(time.Hour), nil)
		must(err)
		s.orders = append(s.orders, o)
	}
	base, _ := url.Parse("https://kitapevi.example")
	s.svc = &invoices.Service{Store: sqldb.NewInvoiceStore(db), Orders: sqldb.NewCheckoutStore(db), Parties: sqldb.NewAddressStore(db),
		Returns: sqldb.NewReturnStore(db), Provider: s.fake,
		Mails:       &mail.Notifier{Outbox: sqldb.NewOutbox(db), Users: sqldb.NewUserStore(db), BaseURL: base},
		Makers:      invoicestest.Makers,
		Log:         slog.New(slog.NewTextHandler(io.Discard, nil)),
		CallTimeout: 100 * time.Millisecond, StaleSending: 300 * time.Millisecond}
	return s
}

// confirm confirms an order as the admin does, with the sales invoice the
// settings ask for.
func (s *shop) confirm(t *testing.T, o *bookstore.Order) {
	t.Helper()
	ctx := context.Background()
	issue, err := s.svc.SaleIssue(ctx, o.ID, bookstore.OrderConfirmed, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	moved, err := sqldb.NewOrderStore(s.db).MoveOrder(ctx, o.ID, bookstore.OrderPending, bookstore.OrderConfirmed, nil, bookstore.Effects{Invoice: issue})
	if err != nil || !moved {
		t.Fatalf("confirm: %v %v", moved, err)
	}
}

// settle runs two workers side by side (every answer reaches the store
// twice), waiting out the staleness between passes, until no
// invoice is pending; resend, when set, is called with each rejected one.
func (s *shop) settle(t *testing.T, resend func(inv bookstore.InvoiceSummary)) {
	t.Helper()
	ctx := context.Background()
	for range 40 {
		time.Sleep(350 * time.Millisecond) // a send left 'sending' goes stale
		var wg sync.WaitGroup
		for range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := s.svc.RunOnce(ctx); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if resend != nil {
			rejected, _, err := s.svc.List(ctx, bookstore.InvoiceFilter{Status: bookstore.InvoiceRejected}, bookstore.PageRequest{})
			if err != nil {
				t.Fatal(err)
			}
			for _, inv := range rejected {
				resend(inv)
			}
		}
		pending, err := sqldb.NewInvoiceStore(s.db).PendingInvoices(ctx, 100)
		if err != nil {
			t.Fatal(err)
		}
		if len(pending) == 0 {
			return
		}
	}
	t.Fatal("the worker did not settle every invoice")
}

func count(t *testing.T, db *sqldb.DB, q string, args ...any) int {
	t.Helper()
	var n int
	if err := db.Bun().NewRaw(q, args...).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestWorkerExactlyOnceUnderProviderFaults: the integrator answers 500,
// hangs past the timeout, takes an invoice and drops the answer, rejects
// one; two workers run side by side; one order is cancelled while its
// invoice is still queued. Run to completion: every confirmed order has
// exactly one sales invoice, the series 1…n has no gap or duplicate, the
// integrator took every ETTN once and never one number under two live
// ETTNs, the rejected invoice was resent under its number with a new ETTN,
// every accepted invoice mailed 'Faturanız hazır' once, the cancelled
// order's invoice was sent, then cancelled.
func TestWorkerExactlyOnceUnderProviderFaults(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s := newShop(t, db, 6)
		for _, o := range s.orders {
			s.confirm(t, o)
		}
		cancelled := s.orders[5]
		// Cancelled the way the shop cancels: the cancellation marks its
		// invoice in the same transaction.
		won, err := sqldb.NewCheckoutStore(db).CancelOrder(ctx, cancelled.ID, []bookstore.OrderStatus{bookstore.OrderConfirmed}, false, bookstore.Effects{})
		if err != nil || !won {
			t.Fatalf("cancel: %v %v", won, err)
		}
		s.fake.Then(invoicestest.Fail, invoicestest.Hang, invoicestest.Drop, invoicestest.Reject)
		s.fake.StateFails = 1
		var rejectedETTN, rejectedNumber string
		s.settle(t, func(inv bookstore.InvoiceSummary) {
			if inv.RejectReason != s.fake.RejectReason {
				t.Errorf("rejection reason %q", inv.RejectReason)
			}
			rejectedETTN, rejectedNumber = inv.ETTN, inv.Number
			if _, err := s.svc.Resend(ctx, "", inv.ID); err != nil {
				t.Fatal(err)
			}
			// A second resend is refused: it is queued now.
			if _, err := s.svc.Resend(ctx, "", inv.ID); bookstore.ErrorCode(err) != bookstore.CodeConflict {
				t.Errorf("a second resend: %v", err)
			}
		})
		all, total, err := s.svc.List(ctx, bookstore.InvoiceFilter{}, bookstore.PageRequest{})
		if err != nil || total != 6 {
			t.Fatalf("%d invoices, %v", total, err)
		}
		year := bookstore.InvoiceYear(time.Now())
		seen := map[string]bool{}
		for _, inv := range all {
			want := bookstore.InvoiceAccepted
			if inv.OrderID == cancelled.ID {
				want = bookstore.InvoiceCancelled
			}
			if inv.Status != want {
				t.Errorf("%s is %s, want %s (last answer %q)", inv.Number, inv.Status, want, inv.LastAnswer)
			}
			if seen[inv.Number] {
				t.Errorf("number %s twice", inv.Number)
			}
			seen[inv.Number] = true
			if s.fake.Taken[inv.ETTN] != 1 {
				t.Errorf("%s: the integrator took its ETTN %d times", inv.Number, s.fake.Taken[inv.ETTN])
			}
			if n := count(t, db, "SELECT count(*) FROM mail_outbox WHERE dedup_key = ?", "invoice-ready:"+inv.ID); n != 1 {
				t.Errorf("%s: %d 'Faturanız hazır' mails", inv.Number, n)
			}
		}
		for i := 1; i <= 6; i++ {
			if n := fmt.Sprintf("KTP%d%09d", year, i); !seen[n] {
				t.Errorf("gap: %s missing", n)
			}
		}
		for _, o := range s.orders {
			if n := count(t, db, "SELECT count(*) FROM invoices WHERE order_id = ? AND kind = 'sale'", o.ID); n != 1 {
				t.Errorf("order %s has %d sales invoices", o.ID, n)
			}
		}
		if len(s.fake.Violations) != 0 {
			t.Errorf("numbers issued twice: %v", s.fake.Violations)
		}
		if rejectedETTN == "" || s.fake.Status(rejectedETTN) != bookstore.InvoiceRejected {
			t.Fatalf("no invoice was rejected (%q)", rejectedETTN)
		}
		var resent bookstore.InvoiceSummary
		for _, inv := range all {
			if inv.Number == rejectedNumber {
				resent = inv
			}
		}
		if resent.ETTN == rejectedETTN || resent.Status != bookstore.InvoiceAccepted || resent.RejectReason != "" {
			t.Errorf("the resent invoice: %+v", resent)
		}
		var cancelledETTN string
		for _, inv := range all {
			if inv.OrderID == cancelled.ID {
				cancelledETTN = inv.ETTN
			}
		}
		if s.fake.Cancels[cancelledETTN] != 1 || s.fake.Status(cancelledETTN) != bookstore.InvoiceCancelled {
			t.Errorf("the cancelled order's invoice: %d cancels, %q", s.fake.Cancels[cancelledETTN], s.fake.Status(cancelledETTN))
		}
		// Six first sends, the 500's and the hang's second (the integrator
		// never had them), the corrected resend; the dropped answer was
		// settled by asking, not by sending again.
		if n := count(t, db, "SELECT COALESCE(SUM(attempts), 0) FROM invoices"); n != 9 {
			t.Errorf("%d sends, want 9", n)
		}
		for action, want := range map[bookstore.AuditAction]int{bookstore.ActionInvoiceAccepted: 6, bookstore.ActionInvoiceRejected: 1,
			bookstore.ActionInvoiceResent: 1, bookstore.ActionInvoiceCancelled: 1, bookstore.ActionInvoiceIssued: 7} {
			if n := count(t, db, "SELECT count(*) FROM audit_log WHERE action = ?", string(action)); n != want {
				t.Errorf("%d %s entries, want %d", n, action, want)
			}
		}
	})
}

// TestWorkerAsksTheRegistryForCompanies: a company registered for
// e-Fatura gets a TEMELFATURA invoice, decided before its first send and
// written with it; an unregistered company and a person get e-Arşiv.
func TestWorkerAsksTheRegistryForCompanies(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s := newShop(t, db, 3)
		for i, vkn := range []string{"9000000001", "1000000001"} {
			// A company whose registry check checkout could not make in
			// time ('unchecked'): the worker asks before the first send.
			if _, err := db.Bun().ExecContext(ctx, `INSERT INTO order_parties (order_id, invoice_type, company_title, vkn, tax_office,
				delivery, billing, taxpayer_check, created_at, updated_at)
				VALUES (?, 'corporate', 'Kitap A.Ş.', ?, 'Kadıköy', '{}', '{}', 'unchecked', ?, ?)`,
				s.orders[i].ID, vkn, time.Now().UTC(), time.Now().UTC()); err != nil {
				t.Fatal(err)
			}
		}
		for _, o := range s.orders {
			s.confirm(t, o)
		}
		s.settle(t, nil)
		for i, want := range []bookstore.InvoiceProfile{bookstore.ProfileBasic, bookstore.ProfileEArchive, bookstore.ProfileEArchive} {
			docs, err := s.svc.OrderInvoices(ctx, s.orders[i].ID)
			if err != nil || len(docs) != 1 {
				t.Fatalf("order %d: %+v %v", i, docs, err)
			}
			if docs[0].Profile != want || docs[0].Status != bookstore.InvoiceAccepted {
				t.Errorf("order %d: %s %s, want %s", i, docs[0].Profile, docs[0].Status, want)
			}
			_, doc, err := s.svc.Detail(ctx, docs[0].ID)
			if err != nil || doc == nil || doc.Profile != want {
				t.Errorf("order %d: the stored document says %+v (%v)", i, doc, err)
			}
		}
	})
}
