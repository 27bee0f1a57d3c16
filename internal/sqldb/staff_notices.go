package sqldb

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The staff notices (0054_staff_notices.sql): written with the change they
// report (writeEffects), leased by the notifier worker, and turned into
// outbox mails and digest lines in one transaction per notice. Every step
// is keyed (the notice's dedup key, the mails' dedup keys, the digest
// lines' primary key), so a worker that dies between its claim and its
// mark, or two workers on one notice, still queue each mail once.

type staffNoticeRow struct {
	bun.BaseModel `bun:"table:staff_notices"`
	ID            string     `bun:"id,pk"`
	Kind          string     `bun:"kind"`
	DedupKey      string     `bun:"dedup_key"`
	Subject       string     `bun:"subject"`
	Body          string     `bun:"body"`
	Link          string     `bun:"link"`
	CreatedAt     time.Time  `bun:"created_at"`
	LockedUntil   *time.Time `bun:"locked_until"`
	ClaimToken    string     `bun:"claim_token"`
	ProcessedAt   *time.Time `bun:"processed_at"`
}

func (r *staffNoticeRow) notice() bookstore.StaffNotice {
	n := bookstore.StaffNotice{ID: r.ID, Kind: bookstore.StaffNoticeKind(r.Kind), DedupKey: r.DedupKey, Subject: r.Subject,
		Body: r.Body, Link: r.Link, CreatedAt: r.CreatedAt.UTC(), ClaimToken: r.ClaimToken}
	if r.ProcessedAt != nil {
		n.ProcessedAt = r.ProcessedAt.UTC()
	}
	return n
}

// insertStaffNotice stores n unless its dedup key is taken (then false).
func insertStaffNotice(ctx context.Context, db bun.IDB, n *bookstore.StaffNotice) (bool, error) {
	if n == nil {
		return false, nil
	}
	res, err := db.ExecContext(ctx, `INSERT INTO staff_notices (id, kind, dedup_key, subject, body, link, created_at, claim_token)
		VALUES (?, ?, ?, ?, ?, ?, ?, '') ON CONFLICT (dedup_key) DO NOTHING`,
		newID(), string(n.Kind), n.DedupKey, n.Subject, n.Body, n.Link, now())
	if err != nil {
		return false, translate(err)
	}
	return affected(res) == 1, nil
}

// RaiseStaffNotice stores a notice raised outside any other change.
func (s *StaffNoticeStore) RaiseStaffNotice(ctx context.Context, n bookstore.StaffNotice) (bool, error) {
	return insertStaffNotice(ctx, s.db.bun, &n)
}

// ClaimStaffNotices leases unprocessed notices, oldest first. On PostgreSQL
// the rows are picked FOR UPDATE SKIP LOCKED, so workers on several
// instances take disjoint rows; a lease that ran out (a worker that died)
// makes its notices due again under a new token.
func (s *StaffNoticeStore) ClaimStaffNotices(ctx context.Context, at time.Time, lease time.Duration, limit int) ([]bookstore.StaffNotice, error) {
	at = utc(at)
	due, err := s.db.bun.NewSelect().Table("staff_notices").
		Where("processed_at IS NULL AND (locked_until IS NULL OR locked_until <= ?)", at).Exists(ctx)
	if err != nil || !due {
		return nil, translate(err)
	}
	var rows []staffNoticeRow
	err = s.db.bun.NewRaw(`UPDATE staff_notices SET locked_until = ?, claim_token = ?
		WHERE id IN (SELECT id FROM staff_notices
			WHERE processed_at IS NULL AND (locked_until IS NULL OR locked_until <= ?)
			ORDER BY created_at, id LIMIT ?`+skipLocked(s.db)+`)
		RETURNING *`, at.Add(lease), newID(), at, limit).Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.StaffNotice, len(rows))
	for i := range rows {
		out[i] = rows[i].notice()
	}
	return out, nil
}

// DeliverStaffNotice queues n's mails and digest lines and marks n
// processed, all or nothing, while the claim is still n's.
func (s *StaffNoticeStore) DeliverStaffNotice(ctx context.Context, n bookstore.StaffNotice, mails []bookstore.Mail, digest []string, day string) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		// The mark first: it takes the row's lock, so a second worker on the
		// same notice waits here and then finds the claim gone.
		res, err := tx.NewUpdate().Table("staff_notices").Set("processed_at = ?", now()).Set("locked_until = NULL").
			Where("id = ? AND claim_token = ? AND processed_at IS NULL", n.ID, n.ClaimToken).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.ErrNotFound
		}
		for _, m := range mails {
			if _, err := enqueueMail(ctx, tx, m); err != nil {
				return err
			}
		}
		for _, email := range digest {
			if _, err := tx.ExecContext(ctx, `INSERT INTO staff_digest_lines (email, day, notice_id) VALUES (?, ?, ?)
				ON CONFLICT DO NOTHING`, email, day, n.ID); err != nil {
				return translate(err)
			}
		}
		return nil
	})
}

// DueDigests reads the digest lines of days before `before` with their
// notices, grouped by recipient and day (up to limit groups).
func (s *StaffNoticeStore) DueDigests(ctx context.Context, before string, limit int) ([]bookstore.StaffDigest, error) {
	var groups []struct {
		Email string `bun:"email"`
		Day   string `bun:"day"`
	}
	if err := s.db.bun.NewRaw(`SELECT email, day FROM staff_digest_lines WHERE day < ? GROUP BY email, day ORDER BY day, email LIMIT ?`,
		before, limit).Scan(ctx, &groups); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.StaffDigest, 0, len(groups))
	for _, g := range groups {
		var rows []staffNoticeRow
		if err := s.db.bun.NewSelect().Model(&rows).
			Where("id IN (SELECT notice_id FROM staff_digest_lines WHERE email = ? AND day = ?)", g.Email, g.Day).
			Order("created_at", "id").Scan(ctx); err != nil {
			return nil, translate(err)
		}
		d := bookstore.StaffDigest{Email: g.Email, Day: g.Day}
		for i := range rows {
			d.Notices = append(d.Notices, rows[i].notice())
		}
		out = append(out, d)
	}
	return out, nil
}

// SendDigest queues the digest mail (once per recipient and day, by its
// dedup key) and clears the lines it lists.
func (s *StaffNoticeStore) SendDigest(ctx context.Context, d bookstore.StaffDigest, m bookstore.Mail) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := enqueueMail(ctx, tx, m); err != nil {
			return err
		}
		ids := make([]string, len(d.Notices))
		for i, n := range d.Notices {
			ids[i] = n.ID
		}
		if len(ids) == 0 {
			return nil
		}
		_, err := tx.NewDelete().Table("staff_digest_lines").
			Where("email = ? AND day = ? AND notice_id IN (?)", d.Email, d.Day, bun.List(ids)).Exec(ctx)
		return translate(err)
	})
}

// lowStockThresholdSQL is a book b's low-stock threshold: its own, else
// the shop's default from the settings.
var lowStockThresholdSQL = "COALESCE(b.low_stock_threshold, (SELECT low_stock_default FROM staff_settings WHERE id = 1), " +
	strconv.Itoa(bookstore.DefaultLowStock) + ")"

// RearmLowStock forgets the crossings of books above their threshold.
func (s *StaffNoticeStore) RearmLowStock(ctx context.Context) error {
	_, err := s.db.bun.ExecContext(ctx, `DELETE FROM low_stock_marks WHERE book_id IN (
		SELECT b.id FROM books AS b WHERE b.stock_quantity > `+lowStockThresholdSQL+`)`)
	return translate(err)
}

// noteLowStock raises, inside a paid order's confirmation tx, a notice for
// each of the order's books at or under its threshold that was not
// noticed since it last was above it. Books of the order above their
// threshold are re-armed first (a restock since the last notice).
func noteLowStock(ctx context.Context, tx bun.IDB, orderID string) error {
	books := `SELECT book_id FROM order_items WHERE order_id = ?`
	if _, err := tx.ExecContext(ctx, `DELETE FROM low_stock_marks WHERE book_id IN (
		SELECT b.id FROM books AS b WHERE b.id IN (`+books+`) AND b.stock_quantity > `+lowStockThresholdSQL+`)`, orderID); err != nil {
		return translate(err)
	}
	var low []struct {
		ID        string `bun:"id"`
		Title     string `bun:"title"`
		Stock     int    `bun:"stock_quantity"`
		Threshold int    `bun:"threshold"`
	}
	if err := tx.NewRaw(`SELECT CAST(b.id AS TEXT) AS id, b.title, b.stock_quantity, `+lowStockThresholdSQL+` AS threshold
		FROM books AS b WHERE b.id IN (`+books+`) AND b.stock_quantity <= `+lowStockThresholdSQL+`
		AND NOT EXISTS (SELECT 1 FROM low_stock_marks AS m WHERE m.book_id = b.id) ORDER BY b.id`, orderID).Scan(ctx, &low); err != nil {
		return translate(err)
	}
	for _, b := range low {
		crossing := newID()
		res, err := tx.ExecContext(ctx, `INSERT INTO low_stock_marks (book_id, crossing, marked_at) VALUES (?, ?, ?)
			ON CONFLICT (book_id) DO NOTHING`, b.ID, crossing, now())
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			continue // another confirmation noticed this fall
		}
		if _, err := insertStaffNotice(ctx, tx, bookstore.LowStockNotice(b.ID, b.Title, b.Stock, b.Threshold, crossing)); err != nil {
			return fmt.Errorf("low-stock notice: %w", err)
		}
	}
	return nil
}
