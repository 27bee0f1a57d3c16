package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

// The data export's reads beyond the member's own tables (privacy.go).

// ReturnsOfMember lists the member's return requests, newest first.
func (s *PrivacyStore) ReturnsOfMember(ctx context.Context, userID string) ([]bookstore.ExportReturn, error) {
	var rows []struct {
		OrderID      string     `bun:"order_id"`
		Code         string     `bun:"code"`
		State        string     `bun:"state"`
		Reason       string     `bun:"reason"`
		Note         string     `bun:"note"`
		RejectReason string     `bun:"reject_reason"`
		CreatedAt    time.Time  `bun:"created_at"`
		ReceivedAt   *time.Time `bun:"received_at"`
		RefundedAt   *time.Time `bun:"refunded_at"`
	}
	if err := s.db.bun.NewSelect().Table("returns").
		Column("order_id", "code", "state", "reason", "note", "reject_reason", "created_at", "received_at", "refunded_at").
		Where("user_id = ?", userID).OrderExpr("created_at DESC, id").Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.ExportReturn, len(rows))
	for i, r := range rows {
		out[i] = bookstore.ExportReturn{OrderID: r.OrderID, Code: r.Code, State: r.State, Reason: r.Reason, Note: r.Note,
			RejectReason: r.RejectReason, CreatedAt: r.CreatedAt.UTC(), ReceivedAt: timeOrZero(r.ReceivedAt), RefundedAt: timeOrZero(r.RefundedAt)}
	}
	return out, nil
}

func timeOrZero(t *time.Time) time.Time {
	if t == nil {
		return time.Time{}
	}
	return t.UTC()
}

// reviewActions reads the member's rows of review_votes or review_reports
// with the review and book they concern.
func (s *PrivacyStore) reviewActions(ctx context.Context, table, userID string, withReason bool) ([]bookstore.ExportReviewAction, error) {
	var rows []struct {
		BookTitle    string    `bun:"book_title"`
		ReviewTitle  string    `bun:"review_title"`
		ReviewAuthor string    `bun:"review_author"`
		Reason       string    `bun:"reason"`
		CreatedAt    time.Time `bun:"created_at"`
	}
	reason := "''"
	if withReason {
		reason = "a.reason"
	}
	if err := s.db.bun.NewSelect().TableExpr(table+" AS a").
		ColumnExpr("b.title AS book_title, r.title AS review_title, r.display_name AS review_author").
		ColumnExpr(reason+" AS reason, a.created_at").
		Join("JOIN reviews AS r ON r.id = a.review_id").Join("JOIN books AS b ON b.id = r.book_id").
		Where("a.user_id = ?", userID).OrderExpr("a.created_at DESC").Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.ExportReviewAction, len(rows))
	for i, r := range rows {
		out[i] = bookstore.ExportReviewAction{BookTitle: r.BookTitle, ReviewTitle: r.ReviewTitle, ReviewAuthor: r.ReviewAuthor,
			Reason: r.Reason, At: r.CreatedAt.UTC()}
	}
	return out, nil
}

// ReviewVotesOf lists the reviews the member found helpful.
func (s *PrivacyStore) ReviewVotesOf(ctx context.Context, userID string) ([]bookstore.ExportReviewAction, error) {
	return s.reviewActions(ctx, "review_votes", userID, false)
}

// ReviewReportsOf lists the reviews the member reported, with the reason.
func (s *PrivacyStore) ReviewReportsOf(ctx context.Context, userID string) ([]bookstore.ExportReviewAction, error) {
	return s.reviewActions(ctx, "review_reports", userID, true)
}

// SignInAttempts lists the kept sign-in attempts with the e-mail.
func (s *PrivacyStore) SignInAttempts(ctx context.Context, email string) ([]bookstore.ExportSignIn, error) {
	var rows []struct {
		IP        string    `bun:"ip"`
		Succeeded bool      `bun:"succeeded"`
		CreatedAt time.Time `bun:"created_at"`
	}
	if err := s.db.bun.NewSelect().Table("login_attempts").Column("ip", "succeeded", "created_at").
		Where("email = ?", email).OrderExpr("created_at DESC, id").Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.ExportSignIn, len(rows))
	for i, r := range rows {
		out[i] = bookstore.ExportSignIn{IP: r.IP, Succeeded: r.Succeeded, At: r.CreatedAt.UTC()}
	}
	return out, nil
}

// MFAOf reads the second factor's state (never its secret or codes).
func (s *PrivacyStore) MFAOf(ctx context.Context, userID string) (bookstore.ExportMFA, error) {
	var row struct {
		Enabled   bool       `bun:"enabled"`
		CreatedAt time.Time  `bun:"created_at"`
		EnabledAt *time.Time `bun:"enabled_at"`
	}
	err := s.db.bun.NewSelect().Table("mfa_secrets").Column("enabled", "created_at", "enabled_at").
		Where("user_id = ?", userID).Scan(ctx, &row)
	if errors.Is(err, sql.ErrNoRows) {
		return bookstore.ExportMFA{}, nil
	}
	if err != nil {
		return bookstore.ExportMFA{}, translate(err)
	}
	left, err := s.db.bun.NewSelect().Table("mfa_recovery_codes").Where("user_id = ? AND used_at IS NULL", userID).Count(ctx)
	if err != nil {
		return bookstore.ExportMFA{}, translate(err)
	}
	return bookstore.ExportMFA{Started: true, Enabled: row.Enabled, CreatedAt: row.CreatedAt.UTC(), EnabledAt: timeOrZero(row.EnabledAt),
		RecoveryCodesLeft: int(left)}, nil
}

// ContractIPs maps the member's orders to their contracts' acceptance address.
func (s *PrivacyStore) ContractIPs(ctx context.Context, userID string) (map[string]string, error) {
	var rows []struct {
		ID string `bun:"id"`
		IP string `bun:"contracts_accepted_ip"`
	}
	if err := s.db.bun.NewSelect().Table("orders").Column("id", "contracts_accepted_ip").Where("user_id = ?", userID).
		Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make(map[string]string, len(rows))
	for _, r := range rows {
		out[r.ID] = r.IP
	}
	return out, nil
}

// EventsAbout lists the audit entries by the member or on the member's
// account (sign-in security, consents, data requests), newest first.
func (s *PrivacyStore) EventsAbout(ctx context.Context, userID string) ([]bookstore.AuditEntry, error) {
	var rows []auditRow
	if err := s.db.bun.NewSelect().Model(&rows).
		Where("actor_id = ? OR (entity IN (?, ?) AND entity_id = ?)", userID, "profiles", "users", userID).
		Order("created_at DESC", "id DESC").Limit(5000).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return auditEntries(rows), nil
}

// DataRequestsOf lists the member's export and deletion requests.
func (s *PrivacyStore) DataRequestsOf(ctx context.Context, userID string) ([]bookstore.DataRequest, error) {
	var rows []struct {
		ID          string     `bun:"id"`
		Kind        string     `bun:"kind"`
		CreatedAt   time.Time  `bun:"created_at"`
		CompletedAt *time.Time `bun:"completed_at"`
	}
	if err := s.db.bun.NewSelect().Table("data_requests").Column("id", "kind", "created_at", "completed_at").
		Where("user_id = ?", userID).OrderExpr("created_at DESC, id").Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.DataRequest, len(rows))
	for i, r := range rows {
		out[i] = bookstore.DataRequest{ID: r.ID, UserID: userID, Kind: bookstore.DataRequestKind(r.Kind), CreatedAt: r.CreatedAt.UTC(),
			CompletedAt: timeOrZero(r.CompletedAt)}
	}
	return out, nil
}
