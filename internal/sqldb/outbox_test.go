package sqldb_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// orderMail is a mail as the checkout hands it to an order transition.
func orderMail(key string) *bookstore.Mail {
	return &bookstore.Mail{DedupKey: key, Kind: bookstore.MailOrderConfirmed, ToEmail: "alici0@example.com",
		ToName: "Alıcı", Subject: "Sipariş " + key, TextBody: "metin"}
}

func mailsWithKey(t *testing.T, db *sqldb.DB, key string) int {
	t.Helper()
	var n int
	if err := db.Bun().NewRaw("SELECT count(*) FROM mail_outbox WHERE dedup_key = ?", key).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

func auditsOf(t *testing.T, db *sqldb.DB, entityID, action string) int {
	t.Helper()
	var n int
	if err := db.Bun().NewRaw("SELECT count(*) FROM audit_log WHERE entity_id = ? AND action = ?", entityID, action).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

func statusOf(t *testing.T, db *sqldb.DB, orderID string) bookstore.OrderStatus {
	t.Helper()
	o, err := sqldb.NewCheckoutStore(db).OrderByID(context.Background(), orderID)
	if err != nil {
		t.Fatal(err)
	}
	return o.Status
}

// TestOrderChangesQueueTheirMailInTheirTransaction: confirming, shipping,
// delivering and cancelling an order queue the mail handed to them in the
// same transaction. A change whose transaction fails after the mail insert
// leaves neither the change nor the mail; a change that loses (the order is
// no longer in the expected status) queues nothing; a committed change has
// exactly one mail.
func TestOrderChangesQueueTheirMailInTheirTransaction(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		book := c.books["madonna"] // stock 3
		users := buyers(t, db, book.ID, 2)
		order := func(uid string) *bookstore.Order {
			o, err := sqldb.NewOrderStore(db).CreateOrderFromCart(ctx, uid, "Kadıköy", time.Now().Add(30*time.Minute), nil)
			if err != nil {
				t.Fatal(err)
			}
			return o
		}
		paid, unpaid := order(users[0]), order(users[1])
		if s := stockOf(t, db, book.ID); s != 1 {
			t.Fatalf("stock after two orders: %d", s)
		}

		// Confirm a paid order.
		attempt := bookstore.PaymentAttempt{ID: uuid.Must(uuid.NewV7()).String(), OrderID: paid.ID, Kind: bookstore.AttemptDirect3DS, ProviderPaymentID: "pay-1",
			Status: bookstore.AttemptStarted, Amount: paid.Totals.Total}
		if err := sqldb.NewCheckoutStore(db).StartAttempt(ctx, attempt, bookstore.Acceptance{Text: "sözleşme", At: time.Now(), IP: "127.0.0.1"}, "frame-hash", []byte("<p>banka</p>")); err != nil {
			t.Fatal(err)
		}
		if won, err := sqldb.NewCheckoutStore(db).ClaimCompletion(ctx, paid.ID, time.Now(), bookstore.DefaultStaleClaim, true); err != nil || !won {
			t.Fatalf("claim: %v %v", won, err)
		}
		payment := bookstore.CompletedPayment{PaymentID: "pay-1", ConversationID: paid.ID, BasketID: paid.ID, Currency: "TRY",
			Price: paid.Totals.Total, PaidPrice: paid.Totals.Total, Installment: 1, FraudStatus: 1}
		confirmed := "order-confirmed:" + paid.ID
		restore := failAfterInsert(t, db, "mail_outbox")
		entry := bookstore.Change("", "order.paid", "orders", paid.ID, nil, map[string]any{"paymentId": "pay-1"})
		effects := func(key string) bookstore.Effects { return bookstore.Effects{Mail: orderMail(key), Audit: &entry} }
		if err := sqldb.NewCheckoutStore(db).ConfirmPaid(ctx, paid.ID, attempt.ID, payment, effects(confirmed)); err == nil {
			t.Fatal("confirm succeeded although its transaction failed")
		}
		restore()
		if st := statusOf(t, db, paid.ID); st != bookstore.OrderPending || mailsWithKey(t, db, confirmed) != 0 || auditsOf(t, db, paid.ID, "order.paid") != 0 {
			t.Fatalf("failed confirm left status %s, %d mails, %d audit entries", st, mailsWithKey(t, db, confirmed), auditsOf(t, db, paid.ID, "order.paid"))
		}
		if err := sqldb.NewCheckoutStore(db).ConfirmPaid(ctx, paid.ID, attempt.ID, payment, effects(confirmed)); err != nil {
			t.Fatal(err)
		}
		if st := statusOf(t, db, paid.ID); st != bookstore.OrderConfirmed || mailsWithKey(t, db, confirmed) != 1 || auditsOf(t, db, paid.ID, "order.paid") != 1 {
			t.Fatalf("confirm: status %s, %d mails, %d audit entries", st, mailsWithKey(t, db, confirmed), auditsOf(t, db, paid.ID, "order.paid"))
		}
		// A late second confirmation loses and writes nothing.
		if err := sqldb.NewCheckoutStore(db).ConfirmPaid(ctx, paid.ID, attempt.ID, payment, effects(confirmed+":again")); err == nil {
			t.Fatal("a second confirmation succeeded")
		}
		if auditsOf(t, db, paid.ID, "order.paid") != 1 {
			t.Fatalf("a lost confirmation wrote an audit entry")
		}
		if mailsWithKey(t, db, confirmed+":again") != 0 || mailsWithKey(t, db, confirmed) != 1 {
			t.Fatal("a losing confirmation queued a mail")
		}

		// Ship and deliver (the admin's moves).
		for _, step := range []struct {
			from, to bookstore.OrderStatus
			ship     *bookstore.Shipment
			key      string
		}{
			{bookstore.OrderConfirmed, bookstore.OrderShipped, &bookstore.Shipment{TrackingNumber: "YK1", CargoCompany: "Yurtiçi Kargo"}, "order-shipped:" + paid.ID},
			{bookstore.OrderShipped, bookstore.OrderDelivered, nil, "order-delivered:" + paid.ID},
		} {
			restore := failAfterInsert(t, db, "mail_outbox")
			if ok, err := sqldb.NewOrderStore(db).MoveOrder(ctx, paid.ID, step.from, step.to, step.ship, bookstore.Effects{Mail: orderMail(step.key)}); err == nil || ok {
				t.Fatalf("%s: moved although its transaction failed (%v)", step.to, err)
			}
			restore()
			if st := statusOf(t, db, paid.ID); st != step.from || mailsWithKey(t, db, step.key) != 0 {
				t.Fatalf("failed %s left status %s and %d mails", step.to, st, mailsWithKey(t, db, step.key))
			}
			if ok, err := sqldb.NewOrderStore(db).MoveOrder(ctx, paid.ID, step.from, step.to, step.ship, bookstore.Effects{Mail: orderMail(step.key)}); err != nil || !ok {
				t.Fatalf("%s: %v %v", step.to, ok, err)
			}
			if st := statusOf(t, db, paid.ID); st != step.to || mailsWithKey(t, db, step.key) != 1 {
				t.Fatalf("%s: status %s, %d mails", step.to, st, mailsWithKey(t, db, step.key))
			}
			if ok, err := sqldb.NewOrderStore(db).MoveOrder(ctx, paid.ID, step.from, step.to, step.ship, bookstore.Effects{Mail: orderMail(step.key + ":again")}); err != nil || ok {
				t.Fatalf("%s a second time: %v %v", step.to, ok, err)
			}
			if mailsWithKey(t, db, step.key+":again") != 0 {
				t.Fatalf("a losing %s queued a mail", step.to)
			}
		}
		// A delivered order cannot be cancelled: no mail either.
		if ok, err := sqldb.NewCheckoutStore(db).CancelOrder(ctx, paid.ID, []bookstore.OrderStatus{bookstore.OrderConfirmed}, true, bookstore.Effects{Mail: orderMail("order-refunded:" + paid.ID)}); err != nil || ok {
			t.Fatalf("cancel delivered: %v %v", ok, err)
		}
		if mailsWithKey(t, db, "order-refunded:"+paid.ID) != 0 {
			t.Fatal("a losing cancellation queued a mail")
		}

		// Cancel the unpaid order: its stock returns with the mail, or neither.
		cancelled := "order-cancelled:" + unpaid.ID
		pending := []bookstore.OrderStatus{bookstore.OrderPending}
		cancelEntry := bookstore.Change("", bookstore.ActionOrderCancelled, "orders", unpaid.ID, nil, nil)
		cancelFx := func(key string) bookstore.Effects {
			return bookstore.Effects{Mail: orderMail(key), Audit: &cancelEntry}
		}
		restore = failAfterInsert(t, db, "mail_outbox")
		if ok, err := sqldb.NewCheckoutStore(db).CancelOrder(ctx, unpaid.ID, pending, false, cancelFx(cancelled)); err == nil || ok {
			t.Fatalf("cancelled although its transaction failed (%v)", err)
		}
		restore()
		if st := statusOf(t, db, unpaid.ID); st != bookstore.OrderPending || mailsWithKey(t, db, cancelled) != 0 || stockOf(t, db, book.ID) != 1 {
			t.Fatalf("failed cancel left status %s, %d mails, stock %d", st, mailsWithKey(t, db, cancelled), stockOf(t, db, book.ID))
		}
		if ok, err := sqldb.NewCheckoutStore(db).CancelOrder(ctx, unpaid.ID, pending, false, cancelFx(cancelled)); err != nil || !ok {
			t.Fatalf("cancel: %v %v", ok, err)
		}
		if st := statusOf(t, db, unpaid.ID); st != bookstore.OrderCancelled || mailsWithKey(t, db, cancelled) != 1 || stockOf(t, db, book.ID) != 2 {
			t.Fatalf("cancel: status %s, %d mails, stock %d", st, mailsWithKey(t, db, cancelled), stockOf(t, db, book.ID))
		}
		if ok, err := sqldb.NewCheckoutStore(db).CancelOrder(ctx, unpaid.ID, pending, false, cancelFx(cancelled+":again")); err != nil || ok {
			t.Fatalf("cancel twice: %v %v", ok, err)
		}
		if mailsWithKey(t, db, cancelled+":again") != 0 {
			t.Fatal("a losing cancellation queued a mail")
		}
		if n := auditsOf(t, db, unpaid.ID, string(bookstore.ActionOrderCancelled)); n != 1 {
			t.Fatalf("a failed, a winning and a losing cancellation wrote %d audit entries, want 1", n)
		}

		// A transition without a mail queues none (no mailer configured).
		var total int
		if err := db.Bun().NewRaw("SELECT count(*) FROM mail_outbox").Scan(ctx, &total); err != nil || total != 4 {
			t.Fatalf("outbox holds %d mails, want 4 (%v)", total, err)
		}
	})
}

// TestEveryAttemptOfAMailHasItsMessageID: the Message-ID is chosen once, when
// the mail is queued, and every claim returns the same one.
func TestEveryAttemptOfAMailHasItsMessageID(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		for _, key := range []string{"a", "b"} {
			if _, err := sqldb.NewOutbox(db).EnqueueMail(ctx, testMail(key)); err != nil {
				t.Fatal(err)
			}
		}
		given := testMail("c")
		given.MessageID = "0190ab12-verilen"
		if _, err := sqldb.NewOutbox(db).EnqueueMail(ctx, given); err != nil {
			t.Fatal(err)
		}
		t0 := time.Now().UTC()
		first, err := sqldb.NewOutbox(db).ClaimMails(ctx, t0, time.Minute, 10)
		if err != nil || len(first) != 3 {
			t.Fatalf("claim: %d %v", len(first), err)
		}
		ids := map[string]string{}
		for _, m := range first {
			if m.MessageID == "" {
				t.Fatalf("mail %s has no Message-ID", m.DedupKey)
			}
			ids[m.ID] = m.MessageID
		}
		if len(map[string]bool{ids[first[0].ID]: true, ids[first[1].ID]: true, ids[first[2].ID]: true}) != 3 {
			t.Fatalf("Message-IDs not unique: %v", ids)
		}
		// The lease runs out (a delivery that was never marked): the retry
		// carries the same Message-ID.
		again, err := sqldb.NewOutbox(db).ClaimMails(ctx, t0.Add(2*time.Minute), time.Minute, 10)
		if err != nil || len(again) != 3 {
			t.Fatalf("reclaim: %d %v", len(again), err)
		}
		for _, m := range again {
			if m.MessageID != ids[m.ID] {
				t.Errorf("mail %s: Message-ID %q, then %q", m.DedupKey, ids[m.ID], m.MessageID)
			}
			if m.DedupKey == "c" && m.MessageID != "0190ab12-verilen" {
				t.Errorf("given Message-ID replaced: %q", m.MessageID)
			}
		}
	})
}
