package bookstore

import (
	"context"
	"encoding/json"
	"time"
)

// ExportTime is a moment in the data export. People read it in Turkish and
// in the shop's time ("28 Kasım 2026 14:05"); the JSON file writes that
// text and, beside it under the key with "Iso" appended, the same moment
// in RFC 3339 with the shop's offset, for programs (ExportRecord).
type ExportTime time.Time

// Text is the readable form.
func (t ExportTime) Text() string { return FormatDateTime(time.Time(t)) }

// ISO is the machine-readable form.
func (t ExportTime) ISO() string { return time.Time(t).In(ShopLocation()).Format(time.RFC3339) }

// MarshalJSON writes the readable form.
func (t ExportTime) MarshalJSON() ([]byte, error) { return json.Marshal(t.Text()) }

// ExportReviewAction is a vote or a report the member gave a review.
type ExportReviewAction struct {
	BookTitle, ReviewTitle, ReviewAuthor string
	Reason                               string // reports only
	At                                   time.Time
}

// ExportSignIn is one sign-in attempt with the member's e-mail.
type ExportSignIn struct {
	IP        string
	Succeeded bool
	At        time.Time
}

// ExportMFA is the member's second factor as the export shows it (never
// its secret or codes).
type ExportMFA struct {
	Started, Enabled  bool
	CreatedAt         time.Time
	EnabledAt         time.Time
	RecoveryCodesLeft int
}

// ExportReturn is a return (withdrawal) request of the member.
type ExportReturn struct {
	OrderID, Code, State, Reason, Note, RejectReason string
	CreatedAt, ReceivedAt, RefundedAt                time.Time
}

// PrivacyExportStore reads what the export adds to the member's own
// records: returns, review votes and reports, sign-in attempts, the
// second factor's state, the contracts' acceptance addresses and the
// security and account events about the member.
type PrivacyExportStore interface {
	ReturnsOfMember(ctx context.Context, userID string) ([]ExportReturn, error)
	ReviewVotesOf(ctx context.Context, userID string) ([]ExportReviewAction, error)
	ReviewReportsOf(ctx context.Context, userID string) ([]ExportReviewAction, error)
	// SignInAttempts lists the attempts with the e-mail, newest first.
	SignInAttempts(ctx context.Context, email string) ([]ExportSignIn, error)
	MFAOf(ctx context.Context, userID string) (ExportMFA, error)
	// ContractIPs maps each of the member's orders to the address its
	// contracts were accepted from.
	ContractIPs(ctx context.Context, userID string) (map[string]string, error)
	// EventsAbout lists the audit entries the member made or that concern
	// the member's account, newest first.
	EventsAbout(ctx context.Context, userID string) ([]AuditEntry, error)
	// DataRequestsOf lists the member's export and deletion requests.
	DataRequestsOf(ctx context.Context, userID string) ([]DataRequest, error)
}
