package bookstore

import (
	"context"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// StaffDelivery is how a recipient gets the notices: not at all, one mail
// per notice, or one daily digest.
type StaffDelivery string

const (
	StaffNone  StaffDelivery = "none"
	StaffEach  StaffDelivery = "each"
	StaffDaily StaffDelivery = "digest"
)

// ParseStaffDelivery accepts exactly the three choices.
func ParseStaffDelivery(s string) (StaffDelivery, bool) {
	switch d := StaffDelivery(s); d {
	case StaffNone, StaffEach, StaffDaily:
		return d, true
	}
	return "", false
}

// StaffSettings are the shop's notice settings (/admin/ayarlar): the
// mailing list and how it is mailed, the hour the digests go out
// (Istanbul time) and the low-stock threshold of a book without its own.
type StaffSettings struct {
	Recipients      []string
	ListDelivery    StaffDelivery
	DigestHour      int
	LowStockDefault int
	UpdatedAt       time.Time
}

// DefaultStaffSettings hold until an admin saves the card.
func DefaultStaffSettings() StaffSettings {
	return StaffSettings{Recipients: []string{}, ListDelivery: StaffEach, DigestHour: 8, LowStockDefault: DefaultLowStock}
}

// Limits of the settings.
const (
	MaxStaffRecipients     = 50
	MaxStaffRecipientsText = 5000
)

const (
	MsgStaffRecipientsTooMany = "En fazla 50 e-posta adresi girebilirsiniz."
	MsgStaffRecipientsTooLong = "E-posta listesi çok uzun."
	MsgStaffRecipientsControl = "E-posta listesi geçersiz karakter içeriyor."
	MsgStaffRecipientBad      = "Geçersiz e-posta adresi: %s"
	MsgStaffDeliveryBad       = "Geçersiz bildirim seçimi."
	MsgStaffDigestHourBad     = "Özet saati 0 ile 23 arasında olmalı."
)

// StaffSettingsInput is the card as sent: the list one address a line.
type StaffSettingsInput struct {
	Recipients      string
	ListDelivery    string
	DigestHour      int
	LowStockDefault int
}

// ParseStaffRecipients reads the mailing list: one address a line, blank
// lines skipped, addresses normalised, duplicates dropped. Line breaks are
// the only control characters it takes.
func ParseStaffRecipients(text string) ([]string, *FieldError) {
	const field = "recipients"
	if len(text) > MaxStaffRecipientsText || !utf8.ValidString(text) {
		return nil, &FieldError{field, MsgStaffRecipientsTooLong}
	}
	for _, r := range text {
		if r != '\n' && r != '\r' && r != '\t' && (unicode.IsControl(r) || r == '\u2028' || r == '\u2029') {
			return nil, &FieldError{field, MsgStaffRecipientsControl}
		}
	}
	out := []string{}
	seen := map[string]bool{}
	for _, line := range strings.Split(strings.ReplaceAll(text, "\r", "\n"), "\n") {
		email := NormalizeEmail(line)
		if email == "" || seen[email] {
			continue
		}
		if ValidateEmail(email) != nil {
			shown := email
			if utf8.RuneCountInString(shown) > 60 {
				shown = string([]rune(shown)[:60]) + "…"
			}
			return nil, &FieldError{field, strings.Replace(MsgStaffRecipientBad, "%s", shown, 1)}
		}
		seen[email] = true
		out = append(out, email)
	}
	if len(out) > MaxStaffRecipients {
		return nil, &FieldError{field, MsgStaffRecipientsTooMany}
	}
	return out, nil
}

// Validate checks the card and returns the settings to store.
func (in StaffSettingsInput) Validate() (StaffSettings, error) {
	var errs []FieldError
	list, ferr := ParseStaffRecipients(in.Recipients)
	if ferr != nil {
		errs = append(errs, *ferr)
	}
	d, ok := ParseStaffDelivery(in.ListDelivery)
	if !ok || d == StaffNone {
		errs = append(errs, FieldError{"listDelivery", MsgStaffDeliveryBad})
	}
	if in.DigestHour < 0 || in.DigestHour > 23 {
		errs = append(errs, FieldError{"digestHour", MsgStaffDigestHourBad})
	}
	if in.LowStockDefault < 0 || in.LowStockDefault > MaxLowStockThreshold {
		errs = append(errs, FieldError{"lowStockDefault", MsgLowStockThresholdBad})
	}
	if len(errs) > 0 {
		return StaffSettings{}, Invalid(errs...)
	}
	return StaffSettings{Recipients: list, ListDelivery: d, DigestHour: in.DigestHour, LowStockDefault: in.LowStockDefault}, nil
}

// StaffMember is an admin with their own choice.
type StaffMember struct {
	UserID   string
	Email    string
	Delivery StaffDelivery
}

// StaffRecipient is one address and how it gets the notices.
type StaffRecipient struct {
	Email    string
	Delivery StaffDelivery
}

// StaffRecipientsOf merges the mailing list and the admins' own choices
// into one entry per address: an admin's own choice wins over the list's
// for their address (so an admin on the list can opt out or take the
// digest), and nobody is mailed twice.
func StaffRecipientsOf(st StaffSettings, members []StaffMember) []StaffRecipient {
	own := map[string]StaffDelivery{}
	for _, m := range members {
		own[NormalizeEmail(m.Email)] = m.Delivery
	}
	var out []StaffRecipient
	seen := map[string]bool{}
	add := func(email string, d StaffDelivery) {
		if seen[email] {
			return
		}
		seen[email] = true
		if d == StaffEach || d == StaffDaily {
			out = append(out, StaffRecipient{Email: email, Delivery: d})
		}
	}
	for _, e := range st.Recipients {
		e = NormalizeEmail(e)
		if d, ok := own[e]; ok {
			add(e, d)
			continue
		}
		add(e, st.ListDelivery)
	}
	for _, m := range members {
		add(NormalizeEmail(m.Email), m.Delivery)
	}
	return out
}

// StaffDay is the Istanbul date a notice belongs to in the digests.
func StaffDay(t time.Time) string { return t.In(ShopLocation()).Format(time.DateOnly) }

// DigestCutoff is the first day whose digests are not due yet at now:
// a day's digest goes out at the digest hour of the next day. Lines of
// days before the returned day are due.
func DigestCutoff(now time.Time, hour int) string {
	local := now.In(ShopLocation())
	if local.Hour() < hour {
		local = local.AddDate(0, 0, -1)
	}
	return local.Format(time.DateOnly)
}

// StaffSettingsStore keeps the settings and the admins' choices.
type StaffSettingsStore interface {
	StaffSettings(ctx context.Context) (StaffSettings, error)
	SetStaffSettings(ctx context.Context, st StaffSettings, actorID string, fx Effects) error
	// StaffDelivery is the admin's own choice (StaffNone when never made).
	StaffDelivery(ctx context.Context, userID string) (StaffDelivery, error)
	SetStaffDelivery(ctx context.Context, userID string, d StaffDelivery) error
}
