package fulfilment_test

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/checkout"
	"bookstore/internal/fulfilment"
	"bookstore/internal/fulfilment/fulfilmenttest"
	"bookstore/internal/mail"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func TestMain(m *testing.M) { sqldbtest.Main(m) }

const secret = "webhook-secret"

// shop is a database with confirmed orders and fulfilment on it, with the
// stand-in carrier.
type shop struct {
	t       *testing.T
	db      *sqldb.DB
	svc     *fulfilment.Service
	carrier *fulfilmenttest.Carrier
	book    *bookstore.Book
	orders  []*bookstore.Order
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func newShop(t *testing.T, db *sqldb.DB, n int) *shop {
	t.Helper()
	ctx := context.Background()
	cat := bookstore.Category{Name: "Roman"}
	must(t, sqldb.NewCatalogWriter(db).CreateCategory(ctx, &cat))
	au := bookstore.Author{Name: "Sabahattin Ali", Approved: true}
	must(t, sqldb.NewCatalogWriter(db).CreateAuthor(ctx, &au))
	book := &bookstore.Book{Title: "Kürk Mantolu Madonna", AuthorID: au.ID, CategoryID: cat.ID, Price: 7500, Approved: true, Stock: n}
	must(t, sqldb.NewCatalogWriter(db).CreateBook(ctx, book))
	_, err := db.Bun().ExecContext(ctx, `UPDATE books SET weight_grams = 250, width_mm = 135, height_mm = 210, depth_mm = 15 WHERE id = ?`, book.ID)
	must(t, err)
	s := &shop{t: t, db: db, book: book, carrier: fulfilmenttest.New("MNG Kargo")}
	orders := sqldb.NewOrderStore(db)
	for i := range n {
		u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: fmt.Sprintf("alici%d@example.com", i),
			FullName: "Alıcı", Role: bookstore.RoleUser, PasswordHash: "x"})
		must(t, err)
		must(t, sqldb.NewCartStore(db).SetCartQuantity(ctx, u.ID, book.ID, 1))
		home := bookstore.Address{UserID: u.ID, Label: "Ev", Recipient: "Ayşe Yılmaz", Phone: "+90 532 000 00 00", ProvinceID: 34,
			Province: "İstanbul", DistrictID: 1, District: "Kadıköy", Neighborhood: "Caferağa", Line: "Moda Cad. No: 1"}
		p := bookstore.OrderParties{Delivery: home, Billing: home, Identity: bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual}}
		o, err := orders.CreateOrderWithParties(ctx, u.ID, p, time.Now().Add(time.Hour), nil)
		must(t, err)
		moved, err := orders.MoveOrder(ctx, o.ID, bookstore.OrderPending, bookstore.OrderConfirmed, nil, bookstore.Effects{})
		if err != nil || !moved {
			t.Fatalf("confirm: %v %v", moved, err)
		}
		s.orders = append(s.orders, o)
	}
	base, _ := url.Parse("https://kitapevi.example")
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	co := &checkout.Service{Orders: orders, Parties: sqldb.NewAddressStore(db), Log: log,
		Mails: &mail.Notifier{Outbox: sqldb.NewOutbox(db), Users: sqldb.NewUserStore(db), Pages: sqldb.NewStorefrontStore(db), BaseURL: base}}
	s.svc = &fulfilment.Service{Carrier: s.carrier, Store: sqldb.NewShipmentStore(db), Orders: co, Sellers: sqldb.NewInvoiceStore(db),
		WebhookSecret: secret, CallTimeout: 200 * time.Millisecond, Log: log}
	return s
}

// prepare prepares the orders and wants them all prepared.
func (s *shop) prepare(ids ...string) []bookstore.OrderShipment {
	s.t.Helper()
	done, failed, err := s.svc.Prepare(context.Background(), "", ids)
	if err != nil || len(failed) != 0 || len(done) != len(ids) {
		s.t.Fatalf("prepare: %+v %+v %v", done, failed, err)
	}
	return done
}

// prepareFails prepares one order and wants its failure message.
func (s *shop) prepareFails(id, want string) {
	s.t.Helper()
	done, failed, err := s.svc.Prepare(context.Background(), "", []string{id})
	if err != nil || len(done) != 0 || len(failed) != 1 || failed[0].Message != want || failed[0].OrderID != id {
		s.t.Fatalf("prepare: %+v %+v %v, want %q", done, failed, err, want)
	}
	if sh, err := s.svc.Shipment(context.Background(), id); sh != nil || err != nil {
		s.t.Fatalf("a failed preparation shows %+v %v", sh, err)
	}
}

func (s *shop) order(id string) (status string, delivered *time.Time) {
	s.t.Helper()
	err := s.db.Bun().QueryRowContext(context.Background(), `SELECT status, delivered_at FROM orders WHERE id = ?`, id).Scan(&status, &delivered)
	must(s.t, err)
	return status, delivered
}

func (s *shop) mails(kind string) int {
	s.t.Helper()
	var n int
	must(s.t, s.db.Bun().QueryRowContext(context.Background(), `SELECT count(*) FROM mail_outbox WHERE kind = ?`, kind).Scan(&n))
	return n
}

// webhook signs and applies a webhook call of the parcel's events.
func (s *shop) webhook(cs bookstore.CarrierShipment, evs ...bookstore.TrackingEvent) error {
	type ev struct {
		Key         string    `json:"key"`
		Status      string    `json:"status"`
		At          time.Time `json:"at"`
		Location    string    `json:"location"`
		Description string    `json:"description"`
	}
	body := map[string]any{"shipmentId": cs.ID, "trackingNumber": cs.TrackingNumber, "reference": cs.Reference}
	var list []ev
	for _, e := range evs {
		list = append(list, ev{e.Key, string(e.Status), e.At, e.Location, e.Description})
	}
	body["events"] = list
	b, _ := json.Marshal(body)
	return s.svc.ApplyWebhook(context.Background(), b, Sign(b))
}

// Sign is the carrier's signature of a webhook body.
func Sign(body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	return hex.EncodeToString(mac.Sum(nil))
}

func event(key string, st bookstore.ShipmentStatus, at time.Time) bookstore.TrackingEvent {
	return bookstore.TrackingEvent{Key: key, Status: st, At: at, Location: "Kadıköy Şube", Description: st.Label()}
}
