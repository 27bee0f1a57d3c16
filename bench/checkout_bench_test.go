package bench

import (
	"context"
	"errors"
	"fmt"
	"html"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/checkout"
	"bookstore/internal/iyzico"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// BenchmarkCheckoutPostgres measures whole purchases per second on
// PostgreSQL with 32 concurrent buyers: put a book in the cart, create the
// order (stock reserved), start the 3D Secure payment with the real iyzico
// client against the simulator over HTTP, approve on the bank page, and
// complete through the callback (claim, auth v2, confirm). It reports
// orders/s and checks afterwards that no stock went below zero and that
// every order was confirmed exactly once.
func BenchmarkCheckoutPostgres(b *testing.B) {
	benchCheckout(b, sqldbtest.Postgres(b))
}

// BenchmarkCheckoutSQLite is the same on the embedded database.
func BenchmarkCheckoutSQLite(b *testing.B) {
	benchCheckout(b, sqldbtest.SQLite(b))
}

const checkoutBuyers = 32

var (
	benchAction = regexp.MustCompile(`action="([^"]+)"`)
	benchInput  = regexp.MustCompile(`name="(\w+)" value="([^"]*)"`)
)

func benchCheckout(b *testing.B, db *sqldb.DB) {
	ctx := context.Background()
	cat := &bookstore.Category{Name: "Roman"}
	author := &bookstore.Author{Name: "Sabahattin Ali", Approved: true}
	if err := sqldb.NewCatalogWriter(db).CreateCategory(ctx, cat); err != nil {
		b.Fatal(err)
	}
	if err := sqldb.NewCatalogWriter(db).CreateAuthor(ctx, author); err != nil {
		b.Fatal(err)
	}
	// 200 titles with deep stock shared by every buyer, so buyers do meet on
	// the same rows (popular books) without all queueing on one.
	books := make([]*bookstore.Book, 200)
	for i := range books {
		books[i] = &bookstore.Book{Title: fmt.Sprintf("Kitap %d", i), Price: 4590, Stock: 1_000_000, AuthorID: author.ID, CategoryID: cat.ID, Approved: true}
		if err := sqldb.NewCatalogWriter(db).CreateBook(ctx, books[i]); err != nil {
			b.Fatal(err)
		}
	}
	users := make([]*bookstore.User, checkoutBuyers)
	for i := range users {
		u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: fmt.Sprintf("alici%d@example.com", i), FullName: "Ayşe Yılmaz", Role: bookstore.RoleUser, PasswordHash: "x"})
		if err != nil {
			b.Fatal(err)
		}
		// The buyer as a request's session reads it.
		if users[i], err = sqldb.NewUserStore(db).UpdateProfile(ctx, u.ID, bookstore.ProfileUpdate{FullName: "Ayşe Yılmaz", ShippingAddress: "Moda Cad. 5, Kadıköy/İstanbul"}); err != nil {
			b.Fatal(err)
		}
	}

	mux := http.NewServeMux()
	srv := httptest.NewServer(mux)
	defer srv.Close()
	sim := iyzico.NewSimulator(srv.URL+"/sim", iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey)
	mux.Handle("/sim/", http.StripPrefix("/sim", sim))
	hc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	svc := &checkout.Service{Store: sqldb.NewCheckoutStore(db), Orders: sqldb.NewOrderStore(db), Pages: sqldb.NewStorefrontStore(db), Audit: sqldb.NewAuditStore(db), Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		TTL: 30 * time.Minute, Mode: bookstore.PaymentDirect3DS, CallbackURL: srv.URL + "/callback",
		Provider: iyzico.Provider{C: iyzico.New(srv.URL+"/sim", iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey, hc)}}
	card := checkout.PayInput{AcceptPreInformation: true, AcceptDistanceSales: true,
		Card: &bookstore.Card{HolderName: "Ayşe Yılmaz", Number: "5528790000000008", ExpireMonth: "12", ExpireYear: "2030", CVC: "123"}}

	purchase := func(buyer *bookstore.User, book *bookstore.Book) error {
		if err := sqldb.NewCartStore(db).SetCartQuantity(ctx, buyer.ID, book.ID, 1); err != nil {
			return err
		}
		o, err := svc.PlaceOrder(ctx, buyer)
		if err != nil {
			return err
		}
		start, err := svc.Pay(ctx, buyer, o.ID, card, "127.0.0.1")
		if err != nil {
			return err
		}
		page, err := svc.Frame(ctx, strings.TrimPrefix(start.FrameURL, checkout.FramePath))
		if err != nil {
			return err
		}
		bankURL := html.UnescapeString(string(benchAction.FindSubmatch(page)[1]))
		res, err := hc.PostForm(bankURL, url.Values{"choice": {"approve"}})
		if err != nil {
			return err
		}
		body, err := io.ReadAll(res.Body)
		if err = errors.Join(err, res.Body.Close()); err != nil {
			return fmt.Errorf("bank page: %w", err)
		}
		f := url.Values{}
		for _, m := range benchInput.FindAllSubmatch(body, -1) {
			f.Set(string(m[1]), html.UnescapeString(string(m[2])))
		}
		cb := bookstore.PaymentCallback{Status: f.Get("status"), PaymentID: f.Get("paymentId"), ConversationID: f.Get("conversationId"),
			ConversationData: f.Get("conversationData"), MDStatus: f.Get("mdStatus"), Signature: f.Get("signature")}
		if _, r := svc.HandleCallback(ctx, cb, "127.0.0.1"); r != checkout.Succeeded {
			return fmt.Errorf("callback: %s", r)
		}
		return nil
	}

	var next, failed atomic.Int64
	b.SetParallelism((checkoutBuyers + 1) / 2) // x GOMAXPROCS (2 here) = 32 buyers
	b.ResetTimer()
	start := time.Now()
	b.RunParallel(func(pb *testing.PB) {
		i := next.Add(1) - 1
		uid := users[int(i)%len(users)]
		n := 0
		for pb.Next() {
			n++
			if err := purchase(uid, books[(int(i)+n)%len(books)]); err != nil {
				failed.Add(1)
				b.Error(err)
			}
		}
	})
	elapsed := time.Since(start)
	b.StopTimer()
	b.ReportMetric(float64(b.N)/elapsed.Seconds(), "orders/s")

	// A failed count would read as zero and pass the check: each must succeed.
	var confirmed, negative, sold int
	for _, count := range []struct {
		dest  *int
		query string
	}{
		{&confirmed, "SELECT count(*) FROM orders WHERE status = 'confirmed'"},
		{&negative, "SELECT count(*) FROM books WHERE stock_quantity < 0"},
		{&sold, "SELECT coalesce(sum(1000000 - stock_quantity), 0) FROM books"},
	} {
		if err := db.Bun().NewRaw(count.query).Scan(ctx, count.dest); err != nil {
			b.Fatalf("%s: %v", count.query, err)
		}
	}
	if negative != 0 || sold != confirmed || failed.Load() != 0 {
		b.Fatalf("oversell check: %d confirmed, %d copies gone, %d books below zero, %d failures", confirmed, sold, negative, failed.Load())
	}
}
func TestMain(m *testing.M) { sqldbtest.Main(m) }
