package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

type mailRow struct {
	bun.BaseModel `bun:"table:mail_outbox,alias:m"`
	ID            string     `bun:"id,pk"`
	DedupKey      string     `bun:"dedup_key"`
	Kind          string     `bun:"kind"`
	ToEmail       string     `bun:"to_email"`
	ToName        string     `bun:"to_name"`
	Subject       string     `bun:"subject"`
	TextBody      string     `bun:"text_body"`
	HTMLBody      string     `bun:"html_body"`
	MessageID     string     `bun:"message_id"`
	ConsentUserID *string    `bun:"consent_user_id"`
	Unsubscribe   string     `bun:"list_unsubscribe"`
	Status        string     `bun:"status"`
	Attempts      int        `bun:"attempts"`
	LastError     string     `bun:"last_error"`
	NextAttemptAt time.Time  `bun:"next_attempt_at"`
	LockedUntil   *time.Time `bun:"locked_until"`
	ClaimToken    string     `bun:"claim_token"`
	CreatedAt     time.Time  `bun:"created_at"`
	SentAt        *time.Time `bun:"sent_at"`
}

func (r *mailRow) mail() bookstore.Mail {
	m := bookstore.Mail{ID: r.ID, DedupKey: r.DedupKey, Kind: r.Kind, ToEmail: r.ToEmail, ToName: r.ToName,
		Subject: r.Subject, TextBody: r.TextBody, HTMLBody: r.HTMLBody, MessageID: r.MessageID, Status: bookstore.MailStatus(r.Status),
		Attempts: r.Attempts, LastError: r.LastError, NextAttemptAt: r.NextAttemptAt.UTC(), ClaimToken: r.ClaimToken,
		CreatedAt: r.CreatedAt.UTC(), ListUnsubscribe: r.Unsubscribe}
	if r.ConsentUserID != nil {
		m.ConsentUserID = *r.ConsentUserID
	}
	if r.SentAt != nil {
		m.SentAt = r.SentAt.UTC()
	}
	return m
}

// enqueueMail inserts a pending mail unless its dedup key is taken. It
// takes a bun.IDB so that a state change can queue its mail in its own
// transaction (queueMail). The Message-ID is chosen here, once per mail.
func enqueueMail(ctx context.Context, db bun.IDB, m bookstore.Mail) (bool, error) {
	t := now()
	next := t
	if !m.NextAttemptAt.IsZero() {
		next = utc(m.NextAttemptAt)
	}
	msgID := m.MessageID
	if msgID == "" {
		msgID = newID()
	}
	res, err := db.ExecContext(ctx, `INSERT INTO mail_outbox (id, dedup_key, kind, to_email, to_name, subject, text_body, html_body,
		message_id, status, attempts, last_error, next_attempt_at, claim_token, created_at, consent_user_id, list_unsubscribe)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, '', ?, '', ?, ?, ?) ON CONFLICT (dedup_key) DO NOTHING`,
		newID(), m.DedupKey, m.Kind, m.ToEmail, m.ToName, m.Subject, m.TextBody, m.HTMLBody, msgID,
		string(bookstore.MailPending), next, t, nullIfEmpty(m.ConsentUserID), m.ListUnsubscribe)
	if err != nil {
		return false, translate(err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// queueMail queues the mail of a state change inside the change's
// transaction tx (the transactional outbox): the mail is stored exactly when
// the change commits. nil queues nothing; a mail whose dedup key is already
// in the outbox (the event was mailed before) is not stored again.
func queueMail(ctx context.Context, tx bun.IDB, m *bookstore.Mail) error {
	if m == nil {
		return nil
	}
	_, err := enqueueMail(ctx, tx, *m)
	return err
}

// EnqueueMail stores a mail once per dedup key.
func (s *Outbox) EnqueueMail(ctx context.Context, m bookstore.Mail) (bool, error) {
	return enqueueMail(ctx, s.db.bun, m)
}

// ClaimMails leases due mails to the caller in one statement. On PostgreSQL
// the rows are picked FOR UPDATE SKIP LOCKED, so concurrent workers on
// several instances take disjoint rows; SQLite runs one writer at a time.
// A row leased earlier is due again once its lease has run out (a crashed
// worker), and every claim gets a new token.
func (s *Outbox) ClaimMails(ctx context.Context, at time.Time, lease time.Duration, limit int) ([]bookstore.Mail, error) {
	at = utc(at)
	// A read first: most rounds find nothing, and on SQLite the UPDATE would
	// take the write lock even then.
	due, err := s.db.bun.NewSelect().Table("mail_outbox").
		Where("status = ? AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)", string(bookstore.MailPending), at, at).
		Exists(ctx)
	if err != nil || !due {
		return nil, translate(err)
	}
	if err := s.dropUnconsented(ctx, at); err != nil {
		return nil, err
	}
	token := newID()
	var rows []mailRow
	err = s.db.bun.NewRaw(`UPDATE mail_outbox SET locked_until = ?, claim_token = ?, attempts = attempts + 1
		WHERE id IN (SELECT id FROM mail_outbox
			WHERE status = ? AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
			ORDER BY next_attempt_at, id LIMIT ?`+skipLocked(s.db)+`)
		RETURNING *`, at.Add(lease), token, string(bookstore.MailPending), at, at, limit).Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.Mail, len(rows))
	for i := range rows {
		out[i] = rows[i].mail()
	}
	return out, nil
}

// dropUnconsented deletes the due marketing mails whose member has no
// e-mail consent now (withdrawn, or the account closed since it was
// queued): consent is checked at send time, and a mail that must not be
// sent is not kept either.
func (s *Outbox) dropUnconsented(ctx context.Context, at time.Time) error {
	_, err := s.db.bun.ExecContext(ctx, `DELETE FROM mail_outbox WHERE consent_user_id IS NOT NULL AND status = ?
		AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
		AND NOT EXISTS (SELECT 1 FROM profiles AS p WHERE p.id = mail_outbox.consent_user_id
			AND p.marketing_consent = ? AND p.deleted_at IS NULL)`, string(bookstore.MailPending), at, at, true)
	return translate(err)
}

func nullIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// MarkMailDelivered records a delivery by the holder of the claim.
func (s *Outbox) MarkMailDelivered(ctx context.Context, id, claimToken string, status bookstore.MailStatus, at time.Time, redact bool) error {
	q := s.db.bun.NewUpdate().Table("mail_outbox").
		Set("status = ?", string(status)).Set("sent_at = ?", utc(at)).Set("locked_until = NULL").Set("last_error = ''")
	if redact {
		q = q.Set("text_body = ?", redactedBody).Set("html_body = ''")
	}
	return onlyOne(q.Where("id = ? AND claim_token = ? AND status = ?", id, claimToken, string(bookstore.MailPending)).Exec(ctx))
}

// redactedBody replaces the body of a delivered mail that held a secret.
const redactedBody = "[Gönderildi. Bu e-posta tek kullanımlık bir bağlantı içerdiği için içeriği saklanmadı.]"

// MarkMailFailed records a failed attempt by the holder of the claim.
func (s *Outbox) MarkMailFailed(ctx context.Context, id, claimToken, lastError string, next time.Time, giveUp bool) error {
	status := bookstore.MailPending
	if giveUp {
		status = bookstore.MailFailed
	}
	if len(lastError) > 1000 {
		lastError = lastError[:1000]
	}
	return onlyOne(s.db.bun.NewUpdate().Table("mail_outbox").
		Set("status = ?", string(status)).Set("last_error = ?", lastError).
		Set("next_attempt_at = ?", utc(next)).Set("locked_until = NULL").
		Where("id = ? AND claim_token = ? AND status = ?", id, claimToken, string(bookstore.MailPending)).Exec(ctx))
}

// Mails lists the outbox, newest first.
func (s *Outbox) Mails(ctx context.Context, p bookstore.PageRequest) ([]bookstore.MailSummary, int, error) {
	p = p.Normalize()
	var rows []mailRow
	total, err := s.db.bun.NewSelect().Model(&rows).
		Column("id", "kind", "to_email", "subject", "status", "attempts", "last_error", "created_at", "sent_at").
		OrderExpr("m.created_at DESC, m.id DESC").Limit(int64(p.Size)).Offset(int64(p.Offset())).ScanAndCount(ctx)
	if err != nil {
		return nil, 0, translate(err)
	}
	out := make([]bookstore.MailSummary, len(rows))
	for i := range rows {
		m := rows[i].mail()
		out[i] = bookstore.MailSummary{ID: m.ID, Kind: m.Kind, ToEmail: m.ToEmail, Subject: m.Subject, Status: m.Status,
			Attempts: m.Attempts, LastError: m.LastError, CreatedAt: m.CreatedAt, SentAt: m.SentAt}
	}
	return out, int(total), nil
}

// MailByID returns one mail with its bodies.
func (s *Outbox) MailByID(ctx context.Context, id string) (*bookstore.Mail, error) {
	var row mailRow
	if err := s.db.bun.NewSelect().Model(&row).Where("m.id = ?", id).Limit(1).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	m := row.mail()
	return &m, nil
}

// ClaimStockAlerts mails the unsent stock alerts of books that are in stock
// again. Each alert is marked sent with a conditional update and its mail
// queued in the same transaction; on PostgreSQL the alerts are picked FOR
// UPDATE SKIP LOCKED so concurrent instances take different ones, and a
// dedup key per alert stands behind both.
func (s *Outbox) ClaimStockAlerts(ctx context.Context, limit int, build func(bookstore.StockAlert) (bookstore.Mail, error)) (int, error) {
	// A read first, so that a round with nothing to do takes no write lock.
	due, err := s.db.bun.NewSelect().TableExpr("notifications AS n").
		Join("JOIN books AS b ON b.id = n.book_id").
		Where("n.is_sent = ? AND n.type = 'stock_alert' AND b.stock_quantity > 0 AND b.is_visible = ?", false, true).
		Exists(ctx)
	if err != nil || !due {
		return 0, translate(err)
	}
	queued := 0
	err = s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		queued = 0 // a retried transaction counts afresh
		var alerts []struct {
			ID        string `bun:"id"`
			UserID    string `bun:"user_id"`
			Email     string `bun:"email"`
			FullName  string `bun:"full_name"`
			BookID    string `bun:"book_id"`
			BookTitle string `bun:"title"`
		}
		q := tx.NewSelect().TableExpr("notifications AS n").
			ColumnExpr("n.id, n.user_id, p.email, p.full_name, n.book_id, b.title").
			Join("JOIN books AS b ON b.id = n.book_id").
			Join("JOIN profiles AS p ON p.id = n.user_id").
			Where("n.is_sent = ? AND n.type = 'stock_alert' AND b.stock_quantity > 0 AND b.is_visible = ?", false, true).
			OrderExpr("n.created_at, n.id").Limit(int64(limit))
		if s.db.dialect == Postgres {
			q = q.For("UPDATE OF n SKIP LOCKED")
		}
		if err := q.Scan(ctx, &alerts); err != nil {
			return translate(err)
		}
		for _, a := range alerts {
			res, err := tx.NewUpdate().Table("notifications").Set("is_sent = ?", true).Set("sent_at = ?", now()).
				Where("id = ? AND is_sent = ?", a.ID, false).Exec(ctx)
			if err != nil {
				return translate(err)
			}
			if n, _ := res.RowsAffected(); n != 1 {
				continue // another instance took it
			}
			m, err := build(bookstore.StockAlert{ID: a.ID, UserID: a.UserID, Email: a.Email, FullName: a.FullName,
				BookID: a.BookID, BookTitle: a.BookTitle})
			if err != nil {
				return err
			}
			ok, err := enqueueMail(ctx, tx, m)
			if err != nil {
				return err
			}
			if ok {
				queued++
			}
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	return queued, nil
}

// onlyOne turns "no row matched" into ErrNotFound.
func onlyOne(res interface{ RowsAffected() (int64, error) }, err error) error {
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return bookstore.ErrNotFound
	}
	return nil
}

// Password resets

// CreatePasswordReset stores a reset request (its token's hash).
func (s *PasswordResetStore) CreatePasswordReset(ctx context.Context, r bookstore.PasswordReset) error {
	_, err := s.db.bun.ExecContext(ctx, `INSERT INTO password_resets (token_hash, user_id, created_at, expires_at, ip)
		VALUES (?, ?, ?, ?, ?)`, r.TokenHash, r.UserID, utc(r.CreatedAt), utc(r.ExpiresAt), r.IP)
	return translate(err)
}

// CountPasswordResets counts a user's reset requests since a time; the
// links minted for them (request_hash set) are not requests.
func (s *PasswordResetStore) CountPasswordResets(ctx context.Context, userID string, since time.Time) (int, error) {
	n, err := s.db.bun.NewSelect().Table("password_resets").
		Where("user_id = ? AND created_at >= ? AND request_hash IS NULL", userID, utc(since)).Count(ctx)
	return int(n), translate(err)
}

// CreatePasswordResetLink stores a link minted for a live request: one
// INSERT ... SELECT, so a request used or expired in the meantime mints
// nothing (ErrNotFound).
func (s *PasswordResetStore) CreatePasswordResetLink(ctx context.Context, r bookstore.PasswordReset) error {
	return onlyOne(s.db.bun.ExecContext(ctx, `INSERT INTO password_resets (token_hash, user_id, created_at, expires_at, ip, request_hash)
		SELECT ?, user_id, ?, ?, ip, token_hash FROM password_resets
		WHERE token_hash = ? AND request_hash IS NULL AND used_at IS NULL AND expires_at > ?`,
		r.TokenHash, utc(r.CreatedAt), utc(r.ExpiresAt), r.RequestHash, utc(r.CreatedAt)))
}

// PasswordResetUser returns the user of a usable token.
func (s *PasswordResetStore) PasswordResetUser(ctx context.Context, tokenHash string, at time.Time) (*bookstore.User, error) {
	var p profileRow
	err := s.db.bun.NewSelect().Model(&p).
		Join("JOIN password_resets AS r ON r.user_id = p.id").
		Where("r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ?", tokenHash, utc(at)).
		Limit(1).Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	return p.user(), nil
}

// ResetPassword uses the token once and applies the new password hash,
// voiding the user's other tokens and ending every session, in one transaction.
func (s *PasswordResetStore) ResetPassword(ctx context.Context, tokenHash, passwordHash string, at time.Time) (string, error) {
	at = utc(at)
	var userID string
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var ids []string
		if err := tx.NewRaw(`UPDATE password_resets SET used_at = ?
			WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id`,
			at, tokenHash, at).Scan(ctx, &ids); err != nil {
			return translate(err)
		}
		if len(ids) != 1 {
			return bookstore.ErrNotFound
		}
		userID = ids[0]
		if err := onlyOne(tx.NewUpdate().Table("users").Set("password_hash = ?", passwordHash).Set("updated_at = ?", at).
			Where("id = ?", userID).Exec(ctx)); err != nil {
			return err
		}
		if _, err := tx.NewUpdate().Table("password_resets").Set("used_at = ?", at).
			Where("user_id = ? AND used_at IS NULL", userID).Exec(ctx); err != nil {
			return translate(err)
		}
		_, err := tx.NewDelete().Table("sessions").Where("user_id = ?", userID).Exec(ctx)
		return translate(err)
	})
	return userID, err
}

// DeletePasswordResetsBefore prunes tokens that expired before a time.
func (s *PasswordResetStore) DeletePasswordResetsBefore(ctx context.Context, before time.Time) (int, error) {
	res, err := s.db.bun.NewDelete().Table("password_resets").Where("expires_at < ?", utc(before)).Exec(ctx)
	if err != nil {
		return 0, translate(err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

var (
	_ bookstore.Outbox             = (*Outbox)(nil)
	_ bookstore.PasswordResetStore = (*PasswordResetStore)(nil)
)
