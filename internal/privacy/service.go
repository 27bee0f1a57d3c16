// Package privacy is the member's personal data rights (KVKK art. 11: the
// data export, account deletion) and marketing consent (İYS: the ledger,
// one-click unsubscribe, announcements to consenting members).
package privacy

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"bookstore/internal/auth"
	"bookstore/internal/bookstore"
)

// Users is what the service reads of accounts.
type Users interface {
	UserByID(ctx context.Context, id string) (*bookstore.User, error)
}

// Passwords checks the member's password as sign-in does (auth.Service):
// throttled per account and source, failures counted and the owner warned.
type Passwords interface {
	ConfirmPassword(ctx context.Context, u *bookstore.User, password string, c auth.Client) (bool, error)
}

// Service answers the member's requests and the admin's consent tools.
type Service struct {
	Store bookstore.PrivacyStore
	Users Users
	// Passwords checks the password of an account deletion.
	Passwords Passwords
	Orders    bookstore.MemberOrderStore
	// Addresses is the member's address book, exported with the addresses
	// of the orders (nil: not exported).
	Addresses bookstore.AddressStore
	Mails     bookstore.AnnouncementMails
	Audit     bookstore.AuditStore
	// Images deletes a closed account's avatar files (nil: they stay).
	Images bookstore.ImageReleaser
	Log    *slog.Logger
	Now    func() time.Time
	// Sections extends the export (another aggregate's part, e.g. reviews);
	// they follow the built-in ones.
	Sections []bookstore.ExportSection
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Consent is the member's current e-mail consent.
func (s *Service) Consent(ctx context.Context, userID string) (bool, error) {
	return s.Store.MarketingConsent(ctx, userID)
}

// SetConsent records a consent change made on a page of the shop (source)
// from the member's address; no change writes nothing.
func (s *Service) SetConsent(ctx context.Context, userID string, given bool, source, ip string) error {
	e := bookstore.Change(userID, bookstore.ActionConsentChanged, "profiles", userID, nil,
		map[string]any{"channel": string(bookstore.ChannelEmail), "given": given, "source": source})
	_, err := s.Store.SetMarketingConsent(ctx, bookstore.ConsentChange{UserID: userID, Channel: bookstore.ChannelEmail,
		Given: given, Source: source, IP: ip, At: s.now()}, &e)
	return err
}

// StockAlerts lists the member's waiting alerts.
func (s *Service) StockAlerts(ctx context.Context, userID string) ([]bookstore.StockAlertView, error) {
	return s.Store.StockAlerts(ctx, userID)
}

// RemoveStockAlert deletes one of the member's waiting alerts.
func (s *Service) RemoveStockAlert(ctx context.Context, userID, bookID string) error {
	err := s.Store.RemoveStockAlert(ctx, userID, bookID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return bookstore.Errorf(bookstore.CodeNotFound, MsgAlertNotFound)
	}
	return err
}

// MsgAlertNotFound answers the removal of an alert the member does not have.
const MsgAlertNotFound = "Bu kitap için bekleyen bir stok bildiriminiz yok."

// Export gathers everything the shop holds about the member, section by
// section, and logs the request.
func (s *Service) Export(ctx context.Context, userID string) (*bookstore.DataExport, error) {
	out := &bookstore.DataExport{GeneratedAt: s.now().UTC()}
	for _, sec := range append(s.sections(), s.Sections...) {
		recs, err := sec.Read(ctx, userID)
		if err != nil {
			return nil, err
		}
		out.Sections = append(out.Sections, bookstore.ExportedSection{Key: sec.Key, Title: sec.Title, Records: recs})
	}
	e := bookstore.Change(userID, bookstore.ActionDataExported, "profiles", userID, nil, nil)
	if err := s.Store.RecordDataRequest(ctx, bookstore.DataRequest{UserID: userID, Kind: bookstore.RequestExport, CreatedAt: s.now()}, &e); err != nil {
		return nil, err
	}
	return out, nil
}

// DeleteAccount closes the member's own account after checking the
// password (throttled like a sign-in, from the client c). Authors and
// admins are refused: their records (books, the shop's administration)
// need a person to hand them over.
func (s *Service) DeleteAccount(ctx context.Context, userID, password string, c auth.Client) error {
	u, err := s.Users.UserByID(ctx, userID)
	if err != nil {
		return err
	}
	if u.Role != bookstore.RoleUser {
		return bookstore.Errorf(bookstore.CodeForbidden, bookstore.MsgDeleteRoleRefused)
	}
	if password == "" {
		return bookstore.Invalid(bookstore.FieldError{Field: "password", Message: bookstore.MsgRequired})
	}
	if ok, err := s.Passwords.ConfirmPassword(ctx, u, password, c); err != nil {
		return err
	} else if !ok {
		return bookstore.Invalid(bookstore.FieldError{Field: "password", Message: bookstore.MsgDeletePasswordWrong})
	}
	e := bookstore.Change(userID, bookstore.ActionAccountDeleted, "profiles", userID, nil, map[string]any{"anonymised": true})
	if err := s.Store.DeleteAccount(ctx, userID, &e); err != nil {
		return err
	}
	// The profile no longer shows the avatar: its files go too (unless
	// something else still shows them, which Release checks).
	if s.Images != nil && u.AvatarURL != "" {
		s.Images.Release(ctx, u.AvatarURL)
	}
	return nil
}

// DataRequests lists the logged requests for the admin.
func (s *Service) DataRequests(ctx context.Context, p bookstore.PageRequest) ([]bookstore.DataRequest, int, error) {
	return s.Store.DataRequests(ctx, p)
}

// ConsentLedger is the whole ledger for the İYS export; the export itself
// is audited.
func (s *Service) ConsentLedger(ctx context.Context, adminID string) ([]bookstore.ConsentChange, error) {
	rows, err := s.Store.ConsentLedger(ctx)
	if err != nil {
		return nil, err
	}
	e := bookstore.Change(adminID, bookstore.ActionConsentsExported, "consent_ledger", "", nil, map[string]any{"rows": len(rows)})
	if err := s.Audit.RecordAudit(ctx, e); err != nil {
		return nil, err
	}
	return rows, nil
}

// Announce queues an announcement to every member with consent now; each
// mail is checked again when it is sent.
func (s *Service) Announce(ctx context.Context, adminID string, a bookstore.Announcement) (*bookstore.Announcement, error) {
	a.Normalize()
	if err := a.Validate(); err != nil {
		return nil, err
	}
	a.ID, a.CreatedBy, a.CreatedAt = uuid.Must(uuid.NewV7()).String(), adminID, s.now()
	recipients, err := s.Store.ConsentingMembers(ctx)
	if err != nil {
		return nil, err
	}
	mails := make([]bookstore.Mail, len(recipients))
	for i := range recipients {
		recipients[i].Token = bookstore.NewToken()
		if mails[i], err = s.Mails.AnnouncementMail(a, recipients[i]); err != nil {
			return nil, err
		}
	}
	a.Recipients = len(mails)
	e := bookstore.Change(adminID, bookstore.ActionAnnouncementQueued, "announcements", a.ID, nil,
		map[string]any{"subject": a.Subject, "recipients": a.Recipients})
	if err := s.Store.QueueAnnouncement(ctx, a, recipients, mails, &e); err != nil {
		return nil, err
	}
	return &a, nil
}

// Unsubscribe uses a one-click link's token once.
func (s *Service) Unsubscribe(ctx context.Context, token, ip string) error {
	if token == "" || len(token) > 200 {
		return bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgUnsubscribeInvalid)
	}
	err := s.Store.Unsubscribe(ctx, bookstore.HashToken(token), ip, s.now())
	if errors.Is(err, bookstore.ErrNotFound) {
		return bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgUnsubscribeInvalid)
	}
	return err
}
