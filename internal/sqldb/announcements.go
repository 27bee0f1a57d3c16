package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// ConsentingMembers lists the members with e-mail consent now.
func (s *PrivacyStore) ConsentingMembers(ctx context.Context) ([]bookstore.Recipient, error) {
	var rows []struct {
		ID    string `bun:"id"`
		Email string `bun:"email"`
		Name  string `bun:"full_name"`
	}
	err := s.db.bun.NewSelect().Table("profiles").Column("id", "email", "full_name").
		Where("marketing_consent = ? AND deleted_at IS NULL", true).Order("id").Scan(ctx, &rows)
	out := make([]bookstore.Recipient, len(rows))
	for i, r := range rows {
		out[i] = bookstore.Recipient{UserID: r.ID, Email: r.Email, Name: r.Name}
	}
	return out, translate(err)
}

// QueueAnnouncement stores the announcement with its tokens and mails.
func (s *PrivacyStore) QueueAnnouncement(ctx context.Context, a bookstore.Announcement, recipients []bookstore.Recipient,
	mails []bookstore.Mail, audit *bookstore.AuditEntry) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		t := now()
		var by any
		if a.CreatedBy != "" {
			by = a.CreatedBy
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO announcements (id, subject, body, recipients, created_by, created_at)
			VALUES (?, ?, ?, ?, ?, ?)`, a.ID, a.Subject, a.Body, len(mails), by, t); err != nil {
			return translate(err)
		}
		for _, r := range recipients {
			if _, err := tx.ExecContext(ctx, `INSERT INTO unsubscribe_tokens (token_hash, user_id, created_at) VALUES (?, ?, ?)`,
				bookstore.HashToken(r.Token), r.UserID, t); err != nil {
				return translate(err)
			}
		}
		for i := range mails {
			if _, err := enqueueMail(ctx, tx, mails[i]); err != nil {
				return err
			}
		}
		return writeEffects(ctx, s.db, tx, bookstore.Effects{Audit: audit})
	})
}

// Unsubscribe uses the token once and withdraws the member's consent.
func (s *PrivacyStore) Unsubscribe(ctx context.Context, tokenHash, ip string, at time.Time) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var tok struct {
			UserID string     `bun:"user_id"`
			UsedAt *time.Time `bun:"used_at"`
		}
		if err := tx.NewSelect().Table("unsubscribe_tokens").Column("user_id", "used_at").
			Where("token_hash = ?", tokenHash).Scan(ctx, &tok); err != nil {
			return translate(err)
		}
		if tok.UsedAt != nil {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgUnsubscribeUsed)
		}
		// Conditional: of two uses at once, one wins.
		if err := onlyOne(tx.NewUpdate().Table("unsubscribe_tokens").Set("used_at = ?", utc(at)).
			Where("token_hash = ? AND used_at IS NULL", tokenHash).Exec(ctx)); err != nil {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgUnsubscribeUsed)
		}
		res, err := tx.NewUpdate().Table("profiles").Set("marketing_consent = ?", false).
			Where("id = ? AND marketing_consent = ? AND deleted_at IS NULL", tok.UserID, true).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil // already withdrawn: nothing to record
		}
		c := bookstore.ConsentChange{UserID: tok.UserID, Given: false, Source: bookstore.ConsentSourceUnsubscribe, IP: ip, At: at}
		if err := insertConsent(ctx, tx, c); err != nil {
			return err
		}
		e := bookstore.Change(tok.UserID, bookstore.ActionConsentChanged, "profiles", tok.UserID, nil,
			map[string]any{"channel": "email", "given": false, "source": c.Source})
		return writeEffects(ctx, s.db, tx, bookstore.Effects{Audit: &e})
	})
}
