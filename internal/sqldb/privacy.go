package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// PrivacyStore keeps the member's rights and consents: the consent ledger,
// data-subject requests, the export's reads, account deletion
// (account_deletion.go) and announcements (announcements.go).
type PrivacyStore struct{ db *DB }

// NewPrivacyStore returns the privacy store on db's connection.
func NewPrivacyStore(db *DB) *PrivacyStore { return &PrivacyStore{db: db} }

var _ bookstore.PrivacyStore = (*PrivacyStore)(nil)

// MarketingConsent is the member's current e-mail consent.
func (s *PrivacyStore) MarketingConsent(ctx context.Context, userID string) (bool, error) {
	var given bool
	err := s.db.bun.NewSelect().Table("profiles").Column("marketing_consent").Where("id = ?", userID).Scan(ctx, &given)
	return given, translate(err)
}

// SetMarketingConsent writes the consent; only a change is a ledger row.
func (s *PrivacyStore) SetMarketingConsent(ctx context.Context, c bookstore.ConsentChange, audit *bookstore.AuditEntry) (bool, error) {
	changed := false
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Table("profiles").Set("marketing_consent = ?", c.Given).
			Where("id = ? AND marketing_consent <> ? AND deleted_at IS NULL", c.UserID, c.Given).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		changed = true
		if err := insertConsent(ctx, tx, c); err != nil {
			return err
		}
		return writeEffects(ctx, s.db, tx, bookstore.Effects{Audit: audit})
	})
	return changed, err
}

func insertConsent(ctx context.Context, tx bun.IDB, c bookstore.ConsentChange) error {
	at := c.At
	if at.IsZero() {
		at = now()
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO consent_ledger (id, user_id, channel, given, source, ip, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, newID(), c.UserID, string(bookstore.ChannelEmail), c.Given, c.Source, c.IP, utc(at))
	return translate(err)
}

type consentRow struct {
	ID        string    `bun:"id"`
	UserID    string    `bun:"user_id"`
	Email     string    `bun:"email"`
	Name      string    `bun:"full_name"`
	Channel   string    `bun:"channel"`
	Given     bool      `bun:"given"`
	Source    string    `bun:"source"`
	IP        string    `bun:"ip"`
	CreatedAt time.Time `bun:"created_at"`
	Deleted   bool      `bun:"deleted"`
}

func (s *PrivacyStore) consents(ctx context.Context, where string, args ...any) ([]bookstore.ConsentChange, error) {
	var rows []consentRow
	q := s.db.bun.NewSelect().TableExpr("consent_ledger AS c").
		ColumnExpr("c.id, c.user_id, p.email, p.full_name, c.channel, c.given, c.source, c.ip, c.created_at").
		ColumnExpr("p.deleted_at IS NOT NULL AS deleted").
		Join("JOIN profiles AS p ON p.id = c.user_id").OrderExpr("c.created_at, c.id")
	if where != "" {
		q = q.Where(where, args...)
	}
	if err := q.Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.ConsentChange, len(rows))
	for i, r := range rows {
		email := r.Email
		if r.Deleted {
			email = ""
		}
		out[i] = bookstore.ConsentChange{ID: r.ID, UserID: r.UserID, Email: email, Name: r.Name,
			Channel: bookstore.ConsentChannel(r.Channel), Given: r.Given, Source: r.Source, IP: r.IP, At: r.CreatedAt.UTC()}
	}
	return out, nil
}

// ConsentHistory is one member's ledger.
func (s *PrivacyStore) ConsentHistory(ctx context.Context, userID string) ([]bookstore.ConsentChange, error) {
	return s.consents(ctx, "c.user_id = ?", userID)
}

// ConsentLedger is the whole ledger, oldest first.
func (s *PrivacyStore) ConsentLedger(ctx context.Context) ([]bookstore.ConsentChange, error) {
	return s.consents(ctx, "")
}

type titledRow struct {
	BookID    string    `bun:"book_id"`
	Title     string    `bun:"title"`
	CreatedAt time.Time `bun:"created_at"`
}

func titled(rows []titledRow) []bookstore.StockAlertView {
	out := make([]bookstore.StockAlertView, len(rows))
	for i, r := range rows {
		out[i] = bookstore.StockAlertView{BookID: r.BookID, BookTitle: r.Title, CreatedAt: r.CreatedAt.UTC()}
	}
	return out
}

// StockAlerts lists the member's unsent alerts, newest first.
func (s *PrivacyStore) StockAlerts(ctx context.Context, userID string) ([]bookstore.StockAlertView, error) {
	var rows []titledRow
	err := s.db.bun.NewSelect().TableExpr("notifications AS n").ColumnExpr("n.book_id, b.title, n.created_at").
		Join("JOIN books AS b ON b.id = n.book_id").Where("n.user_id = ? AND n.is_sent = ?", userID, false).
		OrderExpr("n.created_at DESC, n.id DESC").Scan(ctx, &rows)
	return titled(rows), translate(err)
}

// RemoveStockAlert deletes the member's unsent alert for a book; none is
// ErrNotFound.
func (s *PrivacyStore) RemoveStockAlert(ctx context.Context, userID, bookID string) error {
	return onlyOne(s.db.bun.NewDelete().Table("notifications").
		Where("user_id = ? AND book_id = ? AND is_sent = ?", userID, bookID, false).Exec(ctx))
}

// FavoriteTitles lists every favourite of the member, newest first.
func (s *PrivacyStore) FavoriteTitles(ctx context.Context, userID string) ([]bookstore.StockAlertView, error) {
	var rows []titledRow
	err := s.db.bun.NewSelect().TableExpr("favorites AS f").ColumnExpr("f.book_id, b.title, f.created_at").
		Join("JOIN books AS b ON b.id = f.book_id").Where("f.user_id = ?", userID).
		OrderExpr("f.created_at DESC, f.id DESC").Scan(ctx, &rows)
	return titled(rows), translate(err)
}

// Sessions lists the member's sessions, newest first.
func (s *PrivacyStore) Sessions(ctx context.Context, userID string) ([]bookstore.Session, error) {
	var rows []sessionRow
	if err := s.db.bun.NewSelect().Model(&rows).Where("user_id = ?", userID).Order("created_at DESC").Scan(ctx); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.Session, len(rows))
	for i, r := range rows {
		out[i] = bookstore.Session{UserID: r.UserID, Remember: r.Remember, CreatedAt: r.CreatedAt.UTC(),
			LastSeenAt: r.LastSeenAt.UTC(), ExpiresAt: r.ExpiresAt.UTC(), IP: r.IP, UserAgent: r.UserAgent}
	}
	return out, nil
}

func insertDataRequest(ctx context.Context, tx bun.IDB, r bookstore.DataRequest) error {
	at := utc(r.CreatedAt)
	if r.CreatedAt.IsZero() {
		at = now()
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO data_requests (id, user_id, kind, created_at, completed_at) VALUES (?, ?, ?, ?, ?)`,
		newID(), r.UserID, string(r.Kind), at, at)
	return translate(err)
}

// RecordDataRequest logs an answered request with its audit entry.
func (s *PrivacyStore) RecordDataRequest(ctx context.Context, r bookstore.DataRequest, audit *bookstore.AuditEntry) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := insertDataRequest(ctx, tx, r); err != nil {
			return err
		}
		return writeEffects(ctx, s.db, tx, bookstore.Effects{Audit: audit})
	})
}

// DataRequests lists the requests, newest first, with the member's name.
func (s *PrivacyStore) DataRequests(ctx context.Context, p bookstore.PageRequest) ([]bookstore.DataRequest, int, error) {
	p = p.Normalize()
	var rows []struct {
		ID          string     `bun:"id"`
		UserID      string     `bun:"user_id"`
		Name        string     `bun:"full_name"`
		Email       string     `bun:"email"`
		Kind        string     `bun:"kind"`
		CreatedAt   time.Time  `bun:"created_at"`
		CompletedAt *time.Time `bun:"completed_at"`
	}
	n, err := s.db.bun.NewSelect().TableExpr("data_requests AS r").
		ColumnExpr("r.id, r.user_id, p.full_name, p.email, r.kind, r.created_at, r.completed_at").
		Join("JOIN profiles AS p ON p.id = r.user_id").OrderExpr("r.created_at DESC, r.id DESC").
		Limit(int64(p.Size)).Offset(int64((p.Page-1)*p.Size)).ScanAndCount(ctx, &rows)
	if err != nil {
		return nil, 0, translate(err)
	}
	out := make([]bookstore.DataRequest, len(rows))
	for i, r := range rows {
		u := bookstore.User{FullName: r.Name, Email: r.Email}
		out[i] = bookstore.DataRequest{ID: r.ID, UserID: r.UserID, MemberName: u.DisplayName(), Kind: bookstore.DataRequestKind(r.Kind),
			CreatedAt: r.CreatedAt.UTC()}
		if r.CompletedAt != nil {
			out[i].CompletedAt = r.CompletedAt.UTC()
		}
	}
	return out, int(n), nil
}
