package bookstore

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"time"
	"unicode/utf8"
)

// Personal data rights (KVKK 6698 art. 11) and marketing consent (Law 6563,
// İYS): the member's data export, account deletion by anonymisation, the
// consent ledger, data-subject requests and admin announcements.

// Messages of the member's rights and of consent.
const (
	MsgDeletePasswordWrong = "Şifre hatalı. Hesabınız silinmedi."
	MsgDeleteOpenOrders    = "Devam eden siparişiniz var. Hesabınızı silebilmek için önce siparişlerinizin teslim edilmesi veya iptal edilmesi gerekir."
	MsgDeleteRoleRefused   = "Yazar ve yönetici hesapları buradan silinemez; lütfen bizimle iletişime geçin."
	MsgUnsubscribeInvalid  = "Abonelikten çıkma bağlantısı geçersiz. Bağlantıyı e-postadaki haliyle açın veya izninizi Profilim sayfasından değiştirin."
	MsgUnsubscribeUsed     = "Bu bağlantı daha önce kullanıldı; e-posta izniniz zaten geri alınmış. Hiçbir değişiklik yapılmadı."
	MsgAnnouncementSubject = "Konu en fazla 150 karakter olabilir"
	MsgAnnouncementBody    = "Metin en fazla 5000 karakter olabilir"
	// DeletedMemberName replaces the name of a closed account everywhere.
	DeletedMemberName = "Silinmiş üye"
	// MarketingConsentText is the checkbox at registration and on /profil.
	MarketingConsentText = "Kampanya ve yeniliklerden e-posta ile haberdar olmak istiyorum"
)

// Limits of an announcement.
const (
	MaxAnnouncementSubject = 150
	MaxAnnouncementBody    = 5000
)

// ConsentChannel is the İYS channel of a consent; the shop only mails.
type ConsentChannel string

const ChannelEmail ConsentChannel = "email"

// Where a consent change was made (the ledger's source page).
const (
	ConsentSourceRegister    = "/kayit"
	ConsentSourceProfile     = "/profil"
	ConsentSourceUnsubscribe = "e-posta: abonelikten çık bağlantısı"
	ConsentSourceDeletion    = "hesap silme"
)

// ConsentChange is one row of the consent ledger.
type ConsentChange struct {
	ID      string
	UserID  string
	Email   string // the member's address now (ledger export); empty when deleted
	Name    string
	Channel ConsentChannel
	Given   bool
	Source  string
	IP      string
	At      time.Time
}

// DataRequestKind is a data-subject request the shop logs.
type DataRequestKind string

const (
	RequestExport   DataRequestKind = "export"
	RequestDeletion DataRequestKind = "deletion"
)

// Label is the Turkish name of the request.
func (k DataRequestKind) Label() string {
	if k == RequestDeletion {
		return "Hesap silme"
	}
	return "Veri indirme"
}

// DataRequest is one logged request, answered at once (CompletedAt).
type DataRequest struct {
	ID          string
	UserID      string
	MemberName  string // DeletedMemberName once the account is closed
	Kind        DataRequestKind
	CreatedAt   time.Time
	CompletedAt time.Time
}

// StockAlertView is an unsent stock alert as the member sees it.
type StockAlertView struct {
	BookID    string
	BookTitle string
	CreatedAt time.Time
}

// Announcement is an admin's mail to consenting members.
type Announcement struct {
	ID, Subject, Body string
	Recipients        int
	CreatedBy         string
	CreatedAt         time.Time
}

// Normalize trims the fields.
func (a *Announcement) Normalize() {
	a.Subject = strings.TrimSpace(a.Subject)
	a.Body = strings.TrimSpace(a.Body)
}

// Validate requires both fields within their limits.
func (a *Announcement) Validate() error {
	var f []FieldError
	switch {
	case a.Subject == "":
		f = append(f, FieldError{"subject", MsgRequired})
	case !SingleLine(a.Subject):
		f = append(f, FieldError{"subject", MsgSingleLine})
	case utf8.RuneCountInString(a.Subject) > MaxAnnouncementSubject:
		f = append(f, FieldError{"subject", MsgAnnouncementSubject})
	}
	switch {
	case a.Body == "":
		f = append(f, FieldError{"body", MsgRequired})
	case utf8.RuneCountInString(a.Body) > MaxAnnouncementBody:
		f = append(f, FieldError{"body", MsgAnnouncementBody})
	}
	if len(f) > 0 {
		return Invalid(f...)
	}
	return nil
}

// Recipient is a consenting member an announcement goes to, with the
// unsubscribe token of that mail (the raw token; only its hash is stored).
type Recipient struct {
	UserID, Email, Name string
	Token               string
}

// AnnouncementMails renders the marketing mail of an announcement for one
// recipient, with the unsubscribe link and List-Unsubscribe header.
type AnnouncementMails interface {
	AnnouncementMail(a Announcement, r Recipient) (Mail, error)
}

// PrivacyStore is the storage of the member's rights and consents.
type PrivacyStore interface {
	PrivacyExportStore
	// MarketingConsent is the member's current e-mail consent.
	MarketingConsent(ctx context.Context, userID string) (bool, error)
	// SetMarketingConsent stores the consent and, when it changed, a ledger
	// row and the audit entry, in one transaction. It reports the change.
	SetMarketingConsent(ctx context.Context, c ConsentChange, audit *AuditEntry) (changed bool, err error)
	ConsentHistory(ctx context.Context, userID string) ([]ConsentChange, error)
	// ConsentLedger lists every ledger row, oldest first (the İYS export).
	ConsentLedger(ctx context.Context) ([]ConsentChange, error)

	StockAlerts(ctx context.Context, userID string) ([]StockAlertView, error)
	RemoveStockAlert(ctx context.Context, userID, bookID string) error
	// FavoriteTitles lists the member's favourites, public or not.
	FavoriteTitles(ctx context.Context, userID string) ([]StockAlertView, error)
	Sessions(ctx context.Context, userID string) ([]Session, error)

	// RecordDataRequest logs an answered request with its audit entry.
	RecordDataRequest(ctx context.Context, r DataRequest, audit *AuditEntry) error
	DataRequests(ctx context.Context, p PageRequest) ([]DataRequest, int, error)

	// DeleteAccount closes and anonymises the account in one transaction:
	// MsgDeleteOpenOrders' error while an order is open, then every
	// personal field in every table replaced, sessions and tokens gone,
	// the deletion request logged with its audit entry.
	DeleteAccount(ctx context.Context, userID string, audit *AuditEntry) error

	// QueueAnnouncement stores the announcement, its recipients' unsubscribe
	// tokens (hashed) and mails, and the audit entry, in one transaction.
	QueueAnnouncement(ctx context.Context, a Announcement, recipients []Recipient, mails []Mail, audit *AuditEntry) error
	// ConsentingMembers lists members with e-mail consent now.
	ConsentingMembers(ctx context.Context) ([]Recipient, error)
	// Unsubscribe uses a token once and records the withdrawal (ledger and
	// audit) in one transaction: ErrNotFound for an unknown token,
	// MsgUnsubscribeUsed's error for a used one.
	Unsubscribe(ctx context.Context, tokenHash, ip string, at time.Time) error
}

// ExportField is one labelled value of an exported record. A Value may be
// a nested []ExportRecord (an order's lines).
type ExportField struct {
	Key, Label string
	Value      any
}

// ExportRecord is one record of an export section; it is written to JSON
// as an object with its keys in order.
type ExportRecord []ExportField

// MarshalJSON keeps the fields in their order.
func (r ExportRecord) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, f := range r {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(f.Key)
		v, err := json.Marshal(f.Value)
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteByte(':')
		b.Write(v)
		if t, ok := f.Value.(ExportTime); ok {
			k, _ := json.Marshal(f.Key + "Iso")
			v, _ := json.Marshal(t.ISO())
			b.WriteByte(',')
			b.Write(k)
			b.WriteByte(':')
			b.Write(v)
		}
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// ExportSection is one aggregate's part of the data export. The export is
// a list of sections, so a new aggregate (e.g. reviews) adds one entry.
type ExportSection struct {
	Key, Title string
	Read       func(ctx context.Context, userID string) ([]ExportRecord, error)
}

// ExportedSection is a section with its records.
type ExportedSection struct {
	Key, Title string
	Records    []ExportRecord
}

// DataExport is everything the shop holds about a member.
type DataExport struct {
	GeneratedAt time.Time
	Sections    []ExportedSection
}

// MarshalJSON writes {"generatedAt": ..., "<section>": [...], ...}.
func (d DataExport) MarshalJSON() ([]byte, error) {
	rec := ExportRecord{{Key: "generatedAt", Value: ExportTime(d.GeneratedAt)}}
	for _, s := range d.Sections {
		records := s.Records
		if records == nil {
			records = []ExportRecord{}
		}
		rec = append(rec, ExportField{Key: s.Key, Label: s.Title, Value: records})
	}
	return rec.MarshalJSON()
}

// IsOpen says whether an order still runs (the account cannot be closed).
func (s OrderStatus) IsOpen() bool {
	return s == OrderPending || s == OrderConfirmed || s == OrderShipped
}
