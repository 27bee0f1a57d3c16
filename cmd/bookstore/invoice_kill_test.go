package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/invoices"
	"bookstore/internal/invoices/invoicestest"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// The invoice worker killed with SIGKILL after the integrator took an
// invoice and before its answer arrived (the invoice stored 'sending').
// After a restart, reconciliation asks the integrator by ETTN and settles
// it: accepted, taken once, one 'Faturanız hazır' mail, no second invoice.
// The worker runs as this test binary in a child mode; the integrator is
// the test's own HTTP server, which survives the kill.

const invoiceChildEnv = "BOOKSTORE_INVOICE_KILLTEST_CHILD"

func init() {
	if os.Getenv(invoiceChildEnv) == "1" {
		os.Exit(invoiceWorkerChild())
	}
}

// invoiceWorkerChild runs the invoice worker on the database of
// BOOKSTORE_DATABASE_URL / BOOKSTORE_DATA_DIR against the integrator at
// INVOICE_KILLTEST_URL until killed.
func invoiceWorkerChild() int {
	ctx := context.Background()
	db, err := sqldb.Open(ctx, os.Getenv("BOOKSTORE_DATABASE_URL"), os.Getenv("BOOKSTORE_DATA_DIR"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	svc := &invoices.Service{Store: sqldb.NewInvoiceStore(db), Orders: sqldb.NewCheckoutStore(db),
		Provider: &httpInvoiceProvider{base: os.Getenv("INVOICE_KILLTEST_URL")}, Makers: invoicestest.Makers,
		Mails: invoiceMailer{}, Log: slog.New(slog.NewTextHandler(os.Stderr, nil)),
		CallTimeout: 30 * time.Second, StaleSending: time.Second}
	svc.Run(ctx, 100*time.Millisecond)
	return 0
}

// invoiceMailer renders a bare 'Faturanız hazır' (the child has no mailer).
type invoiceMailer struct{}

func (invoiceMailer) InvoiceReady(_ context.Context, o *bookstore.Order, inv *bookstore.Invoice) (bookstore.Mail, error) {
	return bookstore.Mail{DedupKey: "invoice-ready:" + inv.ID, Kind: bookstore.MailInvoiceReady, ToEmail: "alici@example.com",
		Subject: "Faturanız hazır", TextBody: inv.Number}, nil
}

// httpInvoiceProvider is the child's client of the test's integrator.
type httpInvoiceProvider struct{ base string }

func (p *httpInvoiceProvider) do(ctx context.Context, method, path string, q url.Values) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, p.base+path+"?"+q.Encode(), nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func (p *httpInvoiceProvider) CheckTaxpayer(context.Context, string) (bookstore.Taxpayer, error) {
	return bookstore.Taxpayer{}, nil
}

func (p *httpInvoiceProvider) Send(ctx context.Context, inv *bookstore.Invoice, _ []byte) error {
	res, err := p.do(ctx, http.MethodPost, "/send", url.Values{"ettn": {inv.ETTN}, "number": {inv.Number}})
	if err != nil {
		return err
	}
	defer res.Body.Close()
	switch res.StatusCode {
	case http.StatusOK:
		return nil
	case http.StatusConflict:
		return bookstore.ErrInvoiceExists
	}
	return fmt.Errorf("send: %d", res.StatusCode)
}

func (p *httpInvoiceProvider) State(ctx context.Context, _ bookstore.InvoiceProfile, ettn string) (bookstore.ProviderInvoiceState, error) {
	res, err := p.do(ctx, http.MethodGet, "/state", url.Values{"ettn": {ettn}})
	if err != nil {
		return bookstore.ProviderInvoiceState{}, err
	}
	defer res.Body.Close()
	var st bookstore.ProviderInvoiceState
	return st, json.NewDecoder(res.Body).Decode(&st)
}

func (p *httpInvoiceProvider) PDF(context.Context, bookstore.InvoiceProfile, string) ([]byte, error) {
	return nil, errors.New("no PDF")
}

func (p *httpInvoiceProvider) Cancel(context.Context, string) error { return errors.New("no cancel") }

// killIntegrator is the test's integrator: it takes each ETTN once; while
// hang is set it takes a send and then never answers.
type killIntegrator struct {
	mu    sync.Mutex
	taken map[string]int
	hang  bool
	took  chan string
}

func (k *killIntegrator) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ettn := r.URL.Query().Get("ettn")
	k.mu.Lock()
	switch r.URL.Path {
	case "/send":
		if k.taken[ettn] > 0 {
			k.mu.Unlock()
			w.WriteHeader(http.StatusConflict)
			return
		}
		k.taken[ettn]++
		hang := k.hang
		k.mu.Unlock()
		if hang {
			k.took <- ettn
			<-r.Context().Done() // the worker dies waiting
			return
		}
		w.WriteHeader(http.StatusOK)
	case "/state":
		known := k.taken[ettn] > 0
		k.mu.Unlock()
		st := bookstore.ProviderInvoiceState{Known: known}
		if known {
			st.Status = bookstore.InvoiceAccepted
		}
		_ = json.NewEncoder(w).Encode(st)
	default:
		k.mu.Unlock()
		http.NotFound(w, r)
	}
}

func TestInvoiceWorkerKilledMidSendSettlesAfterRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the worker twice")
	}
	t.Run("sqlite", func(t *testing.T) {
		t.Parallel()
		killInvoiceWorker(t, "")
	})
	t.Run("postgres", func(t *testing.T) {
		t.Parallel()
		killInvoiceWorker(t, sqldbtest.PostgresURL(t))
	})
}

func killInvoiceWorker(t *testing.T, dbURL string) {
	ctx := context.Background()
	dir := t.TempDir()
	db, err := sqldb.Open(ctx, dbURL, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	invoiceID := seedInvoicedOrder(t, db)
	integ := &killIntegrator{taken: map[string]int{}, hang: true, took: make(chan string, 1)}
	srv := httptest.NewServer(integ)
	defer srv.Close()
	env := append(os.Environ(), invoiceChildEnv+"=1", "BOOKSTORE_DATABASE_URL="+dbURL, "BOOKSTORE_DATA_DIR="+dir,
		"INVOICE_KILLTEST_URL="+srv.URL)
	logf, err := os.Create(dir + "/worker.log")
	if err != nil {
		t.Fatal(err)
	}
	defer logf.Close()
	start := func() *exec.Cmd {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env, cmd.Stdout, cmd.Stderr = env, logf, logf
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		return cmd
	}
	status := func() (string, int) {
		var row struct {
			Status   string `bun:"status"`
			Attempts int    `bun:"attempts"`
		}
		if err := db.Bun().NewRaw("SELECT status, attempts FROM invoices WHERE id = ?", invoiceID).Scan(ctx, &row); err != nil {
			t.Fatal(err)
		}
		return row.Status, row.Attempts
	}

	first := start()
	var ettn string
	select {
	case ettn = <-integ.took:
	case <-time.After(60 * time.Second):
		_ = first.Process.Kill()
		t.Fatal("the worker never sent the invoice")
	}
	if st, _ := status(); st != string(bookstore.InvoiceSending) {
		t.Fatalf("while the integrator holds the answer the invoice is %s", st)
	}
	if err := first.Process.Kill(); err != nil { // SIGKILL
		t.Fatal(err)
	}
	_ = first.Wait()
	integ.mu.Lock()
	integ.hang = false
	integ.mu.Unlock()

	second := start()
	defer func() {
		_ = second.Process.Kill()
		_ = second.Wait()
	}()
	deadline := time.Now().Add(60 * time.Second)
	for {
		st, attempts := status()
		if st == string(bookstore.InvoiceAccepted) {
			if attempts != 1 {
				t.Errorf("%d sends recorded, want 1", attempts)
			}
			break
		}
		if time.Now().After(deadline) {
			b, _ := os.ReadFile(dir + "/worker.log")
			t.Fatalf("not settled after the restart: %s (%d sends)\n%s", st, attempts, b)
		}
		time.Sleep(100 * time.Millisecond)
	}
	integ.mu.Lock()
	taken := integ.taken[ettn]
	integ.mu.Unlock()
	var invoicesN, mails int
	if err := db.Bun().NewRaw("SELECT count(*) FROM invoices").Scan(ctx, &invoicesN); err != nil {
		t.Fatal(err)
	}
	if err := db.Bun().NewRaw("SELECT count(*) FROM mail_outbox WHERE dedup_key = ?", "invoice-ready:"+invoiceID).Scan(ctx, &mails); err != nil {
		t.Fatal(err)
	}
	if taken != 1 || invoicesN != 1 || mails != 1 {
		t.Fatalf("taken %d times, %d invoices, %d mails", taken, invoicesN, mails)
	}
}

// seedInvoicedOrder places and confirms one order, its sales invoice
// queued; it returns the invoice's id.
func seedInvoicedOrder(t *testing.T, db *sqldb.DB) string {
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
	book := &bookstore.Book{Title: "Kürk Mantolu Madonna", AuthorID: au.ID, CategoryID: cat.ID, Price: 7500, Approved: true, Stock: 3}
	must(sqldb.NewCatalogWriter(db).CreateBook(ctx, book))
	u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "alici@example.com", FullName: "Alıcı",
		Role: bookstore.RoleUser, PasswordHash: "x"})
	must(err)
	must(sqldb.NewCartStore(db).SetCartQuantity(ctx, u.ID, book.ID, 1))
	o, err := sqldb.NewOrderStore(db).CreateOrderFromCart(ctx, u.ID, "Kadıköy", time.Now().Add(time.Hour), nil)
	must(err)
	fx := bookstore.Effects{Invoice: bookstore.SaleInvoiceIssue(bookstore.DefaultInvoiceSettings, o.ID, bookstore.ProfileEArchive, time.Now())}
	if moved, err := sqldb.NewOrderStore(db).MoveOrder(ctx, o.ID, bookstore.OrderPending, bookstore.OrderConfirmed, nil, fx); err != nil || !moved {
		t.Fatalf("confirm: %v %v", moved, err)
	}
	var id string
	must(db.Bun().NewRaw("SELECT id FROM invoices WHERE order_id = ?", o.ID).Scan(ctx, &id))
	return id
}
