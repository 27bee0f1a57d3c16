// Package staffnotices tells the shop's staff what needs them: the
// settings of the notices (the mailing list, the digest hour, the
// low-stock default), each admin's own choice, and the notifier worker
// that hands the notices the changes wrote (bookstore.Effects.Staff) to
// their recipients, one mail per notice through the outbox or one digest
// a day.
package staffnotices

import (
	"context"
	"log/slog"
	"time"

	"bookstore/internal/bookstore"
)

// Service is the staff notices' use cases and their worker.
type Service struct {
	Store    bookstore.StaffNoticeStore
	Settings bookstore.StaffSettingsStore
	Mails    bookstore.StaffMails
	Log      *slog.Logger
	// Jobs, when set, is told of each worker round (job "staff_notices").
	Jobs bookstore.JobObserver
	Now  func() time.Time
	// Lease is how long a claim on a notice holds (0: 5 min); Batch how
	// many notices one round claims (0: 50).
	Lease time.Duration
	Batch int
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// ShopSettings reads the notices' settings.
func (s *Service) ShopSettings(ctx context.Context) (bookstore.StaffSettings, error) {
	return s.Settings.StaffSettings(ctx)
}

// SaveSettings checks and stores the settings with their audit entry.
func (s *Service) SaveSettings(ctx context.Context, actorID string, in bookstore.StaffSettingsInput) (bookstore.StaffSettings, error) {
	st, err := in.Validate()
	if err != nil {
		return bookstore.StaffSettings{}, err
	}
	before, err := s.Settings.StaffSettings(ctx)
	if err != nil {
		return bookstore.StaffSettings{}, err
	}
	entry := bookstore.Change(actorID, bookstore.ActionStaffNoticesChanged, "staff_settings", "1", recordOf(before), recordOf(st))
	if err := s.Settings.SetStaffSettings(ctx, st, actorID, bookstore.Effects{Audit: &entry}); err != nil {
		return bookstore.StaffSettings{}, err
	}
	return s.Settings.StaffSettings(ctx)
}

// settingsRecord is the settings as the audit log keeps them.
type settingsRecord struct {
	Recipients      int    `json:"recipients"` // how many addresses (the addresses are personal data)
	ListDelivery    string `json:"listDelivery"`
	DigestHour      int    `json:"digestHour"`
	LowStockDefault int    `json:"lowStockDefault"`
}

func recordOf(st bookstore.StaffSettings) settingsRecord {
	return settingsRecord{Recipients: len(st.Recipients), ListDelivery: string(st.ListDelivery), DigestHour: st.DigestHour,
		LowStockDefault: st.LowStockDefault}
}

// OwnDelivery is the signed-in admin's own choice.
func (s *Service) OwnDelivery(ctx context.Context, u *bookstore.User) (bookstore.StaffDelivery, error) {
	if u == nil || u.Role != bookstore.RoleAdmin {
		return "", bookstore.Errorf(bookstore.CodeForbidden, bookstore.MsgAuthorization)
	}
	return s.Settings.StaffDelivery(ctx, u.ID)
}

// SetOwnDelivery stores the signed-in admin's own choice.
func (s *Service) SetOwnDelivery(ctx context.Context, u *bookstore.User, choice string) (bookstore.StaffDelivery, error) {
	if u == nil || u.Role != bookstore.RoleAdmin {
		return "", bookstore.Errorf(bookstore.CodeForbidden, bookstore.MsgAuthorization)
	}
	d, ok := bookstore.ParseStaffDelivery(choice)
	if !ok {
		return "", bookstore.Invalid(bookstore.FieldError{Field: "delivery", Message: bookstore.MsgStaffDeliveryBad})
	}
	if err := s.Settings.SetStaffDelivery(ctx, u.ID, d); err != nil {
		return "", err
	}
	return d, nil
}
