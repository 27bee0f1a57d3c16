package sqldb_test

import (
	"context"
	"fmt"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// claimedOrders places n orders of one book and starts and claims a card
// payment on each, ready for ConfirmPaid.
func claimedOrders(t *testing.T, db *sqldb.DB, n int) ([]*bookstore.Order, []bookstore.PaymentAttempt) {
	t.Helper()
	ctx := context.Background()
	c := seedCatalogue(t, db)
	book := c.books["calikusu"]
	if _, err := db.Bun().ExecContext(ctx, "UPDATE books SET stock_quantity = ? WHERE id = ?", n, book.ID); err != nil {
		t.Fatal(err)
	}
	var orders []*bookstore.Order
	var attempts []bookstore.PaymentAttempt
	for _, uid := range buyers(t, db, book.ID, n) {
		o, err := sqldb.NewOrderStore(db).CreateOrderFromCart(ctx, uid, "Kadıköy", time.Now().Add(30*time.Minute), nil)
		if err != nil {
			t.Fatal(err)
		}
		a := bookstore.PaymentAttempt{ID: uuid.Must(uuid.NewV7()).String(), OrderID: o.ID, Kind: bookstore.AttemptDirect3DS,
			ProviderPaymentID: "pay-" + o.ID, Status: bookstore.AttemptStarted, Amount: o.Totals.Total}
		if err := sqldb.NewCheckoutStore(db).StartAttempt(ctx, a, bookstore.Acceptance{Text: "sözleşme", At: time.Now(), IP: "127.0.0.1"}, "h-"+o.ID, nil); err != nil {
			t.Fatal(err)
		}
		if won, err := sqldb.NewCheckoutStore(db).ClaimCompletion(ctx, o.ID, time.Now(), bookstore.DefaultStaleClaim, true); err != nil || !won {
			t.Fatalf("claim: %v %v", won, err)
		}
		orders, attempts = append(orders, o), append(attempts, a)
	}
	return orders, attempts
}

func confirmWithInvoice(ctx context.Context, db *sqldb.DB, o *bookstore.Order, a bookstore.PaymentAttempt, at time.Time) error {
	p := bookstore.CompletedPayment{PaymentID: a.ProviderPaymentID, ConversationID: o.ID, BasketID: o.ID, Currency: "TRY",
		Price: o.Totals.Total, PaidPrice: o.Totals.Total, Installment: 1, FraudStatus: 1}
	fx := bookstore.Effects{Invoice: bookstore.SaleInvoiceIssue(bookstore.DefaultInvoiceSettings, o.ID, bookstore.ProfileEArchive, at)}
	return sqldb.NewCheckoutStore(db).ConfirmPaid(ctx, o.ID, a.ID, p, fx)
}

func invoiceNumbers(t *testing.T, db *sqldb.DB) []string {
	t.Helper()
	var nums []string
	if err := db.Bun().NewRaw("SELECT number FROM invoices ORDER BY number").Scan(context.Background(), &nums); err != nil {
		t.Fatal(err)
	}
	return nums
}

// TestInvoiceNumbersGaplessUnderConcurrentConfirmations: fifty orders
// confirmed at once get fifty sales invoices numbered 1…50 of the year's
// KTP series, no gap, no duplicate, each with its own ETTN, queued; a
// second confirmation of an order takes no number.
func TestInvoiceNumbersGaplessUnderConcurrentConfirmations(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		orders, attempts := claimedOrders(t, db, 50)
		at := time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)
		var wg sync.WaitGroup
		start := make(chan struct{})
		errs := make(chan error, len(orders))
		for i := range orders {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				errs <- confirmWithInvoice(ctx, db, orders[i], attempts[i], at)
			}()
		}
		close(start)
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		nums := invoiceNumbers(t, db)
		if len(nums) != 50 {
			t.Fatalf("%d invoices, want 50", len(nums))
		}
		for i, n := range nums {
			if want := fmt.Sprintf("KTP2026%09d", i+1); n != want {
				t.Fatalf("number %d is %s, want %s", i, n, want)
			}
		}
		var ettns, queued, perOrder int
		if err := db.Bun().NewRaw("SELECT count(DISTINCT ettn) FROM invoices").Scan(ctx, &ettns); err != nil {
			t.Fatal(err)
		}
		if err := db.Bun().NewRaw("SELECT count(*) FROM invoices WHERE status = 'queued' AND kind = 'sale' AND profile = 'EARSIVFATURA'").Scan(ctx, &queued); err != nil {
			t.Fatal(err)
		}
		if err := db.Bun().NewRaw("SELECT count(DISTINCT order_id) FROM invoices").Scan(ctx, &perOrder); err != nil {
			t.Fatal(err)
		}
		if ettns != 50 || queued != 50 || perOrder != 50 {
			t.Fatalf("ettns %d, queued %d, orders %d", ettns, queued, perOrder)
		}
		// The order's total is the invoice's.
		docs, err := sqldb.NewInvoiceStore(db).InvoicesOfOrder(ctx, orders[0].ID)
		if err != nil || len(docs) != 1 || docs[0].TotalAmount != orders[0].Totals.Total {
			t.Fatalf("documents of an order: %+v %v", docs, err)
		}
	})
}

// TestRolledBackConfirmationTakesNoNumber: a confirmation whose
// transaction fails after its invoice was numbered leaves the order
// pending, no invoice and no number taken: the next confirmation gets
// number 1. The year is Istanbul's: 31 December 21:30 UTC is already the
// next year there.
func TestRolledBackConfirmationTakesNoNumber(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		orders, attempts := claimedOrders(t, db, 2)
		at := time.Date(2026, 12, 31, 21, 30, 0, 0, time.UTC)
		restore := failAfterInsert(t, db, "invoices")
		if err := confirmWithInvoice(ctx, db, orders[0], attempts[0], at); err == nil {
			t.Fatal("the confirmation succeeded although its transaction failed")
		}
		restore()
		if st := statusOf(t, db, orders[0].ID); st != bookstore.OrderPending || len(invoiceNumbers(t, db)) != 0 {
			t.Fatalf("a failed confirmation left %s and %v", st, invoiceNumbers(t, db))
		}
		for i := range orders {
			if err := confirmWithInvoice(ctx, db, orders[i], attempts[i], at); err != nil {
				t.Fatal(err)
			}
		}
		got := invoiceNumbers(t, db)
		sort.Strings(got)
		if len(got) != 2 || got[0] != "KTP2027000000001" || got[1] != "KTP2027000000002" {
			t.Fatalf("numbers %v", got)
		}
	})
}
