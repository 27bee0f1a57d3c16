package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The staff notices' settings (one row of staff_settings) and each admin's
// own choice (staff_preferences; no row: none).

type staffSettingsRow struct {
	bun.BaseModel   `bun:"table:staff_settings"`
	ID              int        `bun:"id,pk"`
	Recipients      string     `bun:"recipients"`
	ListDelivery    string     `bun:"list_delivery"`
	DigestHour      int        `bun:"digest_hour"`
	LowStockDefault int        `bun:"low_stock_default"`
	UpdatedBy       *string    `bun:"updated_by"`
	UpdatedAt       *time.Time `bun:"updated_at"`
}

func staffSettings(ctx context.Context, db bun.IDB) (bookstore.StaffSettings, error) {
	var r staffSettingsRow
	err := db.NewSelect().Model(&r).Where("id = 1").Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return bookstore.DefaultStaffSettings(), nil
	}
	if err != nil {
		return bookstore.StaffSettings{}, translate(err)
	}
	st := bookstore.StaffSettings{Recipients: []string{}, ListDelivery: bookstore.StaffDelivery(r.ListDelivery),
		DigestHour: r.DigestHour, LowStockDefault: r.LowStockDefault}
	for _, line := range strings.Split(r.Recipients, "\n") {
		if line != "" {
			st.Recipients = append(st.Recipients, line)
		}
	}
	if r.UpdatedAt != nil {
		st.UpdatedAt = r.UpdatedAt.UTC()
	}
	return st, nil
}

// StaffSettings reads the settings (the defaults until saved).
func (s *StaffNoticeStore) StaffSettings(ctx context.Context) (bookstore.StaffSettings, error) {
	return staffSettings(ctx, s.db.bun)
}

// SetStaffSettings stores the settings with fx (the audit entry).
func (s *StaffNoticeStore) SetStaffSettings(ctx context.Context, st bookstore.StaffSettings, actorID string, fx bookstore.Effects) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		r := staffSettingsRow{ID: 1, Recipients: strings.Join(st.Recipients, "\n"), ListDelivery: string(st.ListDelivery),
			DigestHour: st.DigestHour, LowStockDefault: st.LowStockDefault}
		t := now()
		r.UpdatedAt = &t
		if bookstore.ValidID(actorID) {
			r.UpdatedBy = &actorID
		}
		if _, err := tx.NewInsert().Model(&r).On("CONFLICT (id) DO UPDATE").
			Set("recipients = EXCLUDED.recipients, list_delivery = EXCLUDED.list_delivery, digest_hour = EXCLUDED.digest_hour").
			Set("low_stock_default = EXCLUDED.low_stock_default, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at").
			Exec(ctx); err != nil {
			return translate(err)
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

// StaffDelivery is the admin's own choice.
func (s *StaffNoticeStore) StaffDelivery(ctx context.Context, userID string) (bookstore.StaffDelivery, error) {
	var d string
	err := s.db.bun.NewSelect().Table("staff_preferences").Column("delivery").Where("user_id = ?", userID).Scan(ctx, &d)
	if errors.Is(err, sql.ErrNoRows) {
		return bookstore.StaffNone, nil
	}
	if err != nil {
		return "", translate(err)
	}
	return bookstore.StaffDelivery(d), nil
}

// SetStaffDelivery stores the admin's own choice.
func (s *StaffNoticeStore) SetStaffDelivery(ctx context.Context, userID string, d bookstore.StaffDelivery) error {
	_, err := s.db.bun.ExecContext(ctx, `INSERT INTO staff_preferences (user_id, delivery, updated_at) VALUES (?, ?, ?)
		ON CONFLICT (user_id) DO UPDATE SET delivery = EXCLUDED.delivery, updated_at = EXCLUDED.updated_at`, userID, string(d), now())
	return translate(err)
}

// StaffRecipients reads the settings and the admins who made a choice
// (deleted accounts and former admins are left out).
func (s *StaffNoticeStore) StaffRecipients(ctx context.Context) (bookstore.StaffSettings, []bookstore.StaffMember, error) {
	st, err := staffSettings(ctx, s.db.bun)
	if err != nil {
		return st, nil, err
	}
	var rows []struct {
		UserID   string `bun:"user_id"`
		Email    string `bun:"email"`
		Delivery string `bun:"delivery"`
	}
	if err := s.db.bun.NewRaw(`SELECT CAST(sp.user_id AS TEXT) AS user_id, p.email, sp.delivery FROM staff_preferences AS sp
		JOIN profiles AS p ON p.id = sp.user_id WHERE p.role = ? AND p.deleted_at IS NULL ORDER BY p.email`,
		string(bookstore.RoleAdmin)).Scan(ctx, &rows); err != nil {
		return st, nil, translate(err)
	}
	members := make([]bookstore.StaffMember, len(rows))
	for i, r := range rows {
		members[i] = bookstore.StaffMember{UserID: r.UserID, Email: r.Email, Delivery: bookstore.StaffDelivery(r.Delivery)}
	}
	return st, members, nil
}

var (
	_ bookstore.StaffNoticeStore   = (*StaffNoticeStore)(nil)
	_ bookstore.StaffSettingsStore = (*StaffNoticeStore)(nil)
)
