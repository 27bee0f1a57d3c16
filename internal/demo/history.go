package demo

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"

	"bookstore/internal/bookstore"
)

// HistoryStores are the stores the demo's past orders, reviews and royalty
// statement go through, so they are what a real purchase, review and
// statement leave: stock taken, order items, paid attempts, frozen lines.
type HistoryStores struct {
	Cart interface {
		SetCartQuantity(ctx context.Context, userID, bookID string, quantity int) error
	}
	Orders interface {
		CreateOrderFromCart(ctx context.Context, userID, address string, expiresAt time.Time,
			placed func(*bookstore.Order) bookstore.AuditEntry) (*bookstore.Order, error)
		MoveOrder(ctx context.Context, id string, from, to bookstore.OrderStatus, ship *bookstore.Shipment, fx bookstore.Effects) (bool, error)
		// BackdateOrder moves a placed order's times into the past (the
		// store methods stamp the present).
		BackdateOrder(ctx context.Context, orderID string, at time.Time) error
	}
	Checkout interface {
		StartAttempt(ctx context.Context, a bookstore.PaymentAttempt, acc bookstore.Acceptance, tokenHash string, html []byte) error
		ClaimCompletion(ctx context.Context, orderID string, at time.Time, staleAfter time.Duration, unexpiredOnly bool) (bool, error)
		ConfirmPaid(ctx context.Context, orderID, attemptID string, p bookstore.CompletedPayment, fx bookstore.Effects) error
	}
	Reviews interface {
		SaveReview(ctx context.Context, r *bookstore.Review) (*bookstore.Review, error)
	}
	// Royalties issues statements the way the admin does (royalties.Service).
	Royalties interface {
		SetAuthorRate(ctx context.Context, actorID, authorID string, rate bookstore.RoyaltyRate, period bookstore.RoyaltyPeriod) (*bookstore.AuthorRoyalty, error)
		Issue(ctx context.Context, actorID, authorID, start, correctsID string) (*bookstore.RoyaltyStatement, error)
	}
}

// readers are extra demo members who bought and reviewed books; they are
// not printed (the printed member account is enough to sign in).
var readers = []struct{ Email, Name string }{
	{"okur1@kitapevi.test", "Ayşe Demir"},
	{"okur2@kitapevi.test", "Mehmet Kaya"},
	{"okur3@kitapevi.test", "Zeynep Arslan"},
}

// demoReviews are (reader index, rating, title, body); reader -1 is the
// printed member account.
var demoReviews = []struct {
	Reader int
	Rating int
	Title  string
	Body   string
}{
	{0, 5, "Elimden bırakamadım", "Akıcı bir dil, unutulmaz karakterler. Bir solukta okudum ve hemen arkadaşlarıma önerdim."},
	{1, 4, "Çok beğendim", "Kurgusu sağlam, sonu biraz aceleye gelmiş ama yine de keyifle okunan bir kitap."},
	{2, 5, "Herkese tavsiye ederim", "Kütüphanemin baş köşesinde duracak kitaplardan. Baskı kalitesi de çok iyi."},
	{-1, 3, "Fena değil", "Beklentim daha yüksekti; yine de bazı bölümleri çok etkileyici."},
}

// historyOrder is one past order: who, which books, how many days ago.
type historyOrder struct {
	buyer   string
	books   []string
	daysAgo int
}

// seedHistory places delivered orders spread over the last months, the
// readers' reviews of what they received, and the linked author's royalty
// statement of last month.
func (s Seeder) seedHistory(ctx context.Context, password, adminID, memberID, authorID string, authorBooks, otherBooks []string, now time.Time) error {
	h := s.History
	buyers := []string{memberID}
	for _, r := range readers {
		u, err := s.Users.CreateUser(ctx, r.Email, r.Name, bookstore.RoleUser, password)
		if err != nil {
			return fmt.Errorf("demo reader %s: %w", r.Email, err)
		}
		buyers = append(buyers, u.ID)
	}
	if len(authorBooks) == 0 || len(otherBooks) < 4 {
		return nil
	}
	// The first book of the linked author is the one everyone reviews, so
	// its page shows a rating from several members.
	reviewed := authorBooks[0]
	var plan []historyOrder
	for i := range 24 {
		books := []string{otherBooks[i%len(otherBooks)]}
		if i%2 == 0 {
			books = append(books, authorBooks[(i/2)%len(authorBooks)])
		}
		plan = append(plan, historyOrder{buyer: buyers[i%len(buyers)], books: books, daysAgo: 4 + i*6})
	}
	// Each reviewer received the reviewed book (a verified purchase).
	for i := range buyers {
		plan = append(plan, historyOrder{buyer: buyers[i], books: []string{reviewed}, daysAgo: 10 + i*9})
	}
	for i, o := range plan {
		if err := s.pastOrder(ctx, o, now, i); err != nil {
			return fmt.Errorf("demo order %d: %w", i, err)
		}
	}
	for _, r := range demoReviews {
		buyer := memberID
		if r.Reader >= 0 {
			buyer = buyers[1+r.Reader]
		}
		if _, err := h.Reviews.SaveReview(ctx, &bookstore.Review{BookID: reviewed, UserID: buyer, Rating: r.Rating, Title: r.Title,
			Body: r.Body, Verified: true, Status: bookstore.ReviewPublished}); err != nil {
			return fmt.Errorf("demo review: %w", err)
		}
	}
	// A second reviewed book, so more than one page carries stars.
	if _, err := h.Reviews.SaveReview(ctx, &bookstore.Review{BookID: otherBooks[0], UserID: buyers[0], Rating: 4,
		Title: "Keyifli bir okuma", Body: "Hafta sonu için birebir; dili sade, hikâyesi sürükleyici.", Verified: true,
		Status: bookstore.ReviewPublished}); err != nil {
		return fmt.Errorf("demo review: %w", err)
	}

	if _, err := h.Royalties.SetAuthorRate(ctx, adminID, authorID,
		bookstore.RoyaltyRate{Kind: bookstore.RoyaltyPercent, BasisPoints: 1000}, bookstore.RoyaltyMonthly); err != nil {
		return fmt.Errorf("demo royalty rate: %w", err)
	}
	last := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, now.Location()).AddDate(0, -1, 0)
	if _, err := h.Royalties.Issue(ctx, adminID, authorID, last.Format("2006-01"), ""); err != nil {
		return fmt.Errorf("demo royalty statement: %w", err)
	}
	return nil
}

// pastOrder buys the books as a member would (cart, order, paid attempt),
// ships and delivers it, then moves its times daysAgo into the past.
func (s Seeder) pastOrder(ctx context.Context, o historyOrder, now time.Time, n int) error {
	h := s.History
	for _, b := range o.books {
		if err := h.Cart.SetCartQuantity(ctx, o.buyer, b, 1+n%2); err != nil {
			return err
		}
	}
	order, err := h.Orders.CreateOrderFromCart(ctx, o.buyer, "Caferağa Mah. Moda Cad. No: 12, Kadıköy / İstanbul",
		time.Now().Add(30*time.Minute), nil)
	if err != nil {
		return err
	}
	attempt := bookstore.PaymentAttempt{ID: uuid.NewString(), OrderID: order.ID, Kind: bookstore.AttemptForm,
		ProviderToken: "demo-" + order.ID, Status: bookstore.AttemptStarted, Amount: order.Totals.Total}
	if err := h.Checkout.StartAttempt(ctx, attempt, bookstore.Acceptance{Text: "Demo sipariş", At: time.Now(), IP: "127.0.0.1"}, "", nil); err != nil {
		return err
	}
	if ok, err := h.Checkout.ClaimCompletion(ctx, order.ID, time.Now(), time.Minute, true); err != nil || !ok {
		return fmt.Errorf("claim: %w", err)
	}
	if err := h.Checkout.ConfirmPaid(ctx, order.ID, attempt.ID, bookstore.CompletedPayment{PaymentID: fmt.Sprintf("demo%d", 10000+n),
		Currency: "TRY", Price: order.Totals.Total, PaidPrice: order.Totals.Total, Installment: 1}, bookstore.Effects{}); err != nil {
		return err
	}
	steps := []struct {
		from, to bookstore.OrderStatus
		ship     *bookstore.Shipment
	}{
		{bookstore.OrderConfirmed, bookstore.OrderShipped, &bookstore.Shipment{TrackingNumber: fmt.Sprintf("YK%08d", 4200+n), CargoCompany: "Yurtiçi Kargo"}},
		{bookstore.OrderShipped, bookstore.OrderDelivered, nil},
	}
	for _, st := range steps {
		if ok, err := h.Orders.MoveOrder(ctx, order.ID, st.from, st.to, st.ship, bookstore.Effects{}); err != nil || !ok {
			return fmt.Errorf("move to %s: %w", st.to, err)
		}
	}
	at := now.AddDate(0, 0, -o.daysAgo).Add(time.Duration(10+n%9) * time.Hour)
	return h.Orders.BackdateOrder(ctx, order.ID, at)
}
