package bookstore

import (
	"context"
	"encoding/json"
	"time"
)

// AuditEntry records who changed what, when, with the record's state before
// and after (JSON, nil when absent). The admin dashboard's activity feed and
// the author dashboard read it.
type AuditEntry struct {
	ID        string
	ActorID   string // empty for the system (jobs, seeding)
	Action    AuditAction
	Entity    string // table name, e.g. "books"
	EntityID  string
	Before    json.RawMessage
	After     json.RawMessage
	CreatedAt time.Time
}

// AuditStore appends to the audit log.
type AuditStore interface {
	RecordAudit(ctx context.Context, e AuditEntry) error
	RecentAudit(ctx context.Context, limit int) ([]AuditEntry, error)
}

// Effects are what a state change writes with it, in its transaction: the
// buyer's mail for the outbox and the audit entry, each optional. A change
// that commits has both; one that fails or loses has neither.
type Effects struct {
	Mail  *Mail
	Audit *AuditEntry
	// Invoice, when set, takes the next number of its series and writes
	// the document with the change (see InvoiceIssue).
	Invoice *InvoiceIssue
	// Staff, when set, is the notice the change raises for the shop's
	// staff (staff_notices.go); stored once per dedup key.
	Staff *StaffNotice
	// BankRefund, when set, is money owed back by bank transfer (a
	// transfer or kapıda ödeme order cancelled or returned), stored once
	// per (order, reason, return).
	BankRefund *BankRefund
}

// AuditAction names a kind of change in the audit log: "<record>.<what
// happened>". Every action the shop writes is one of the constants below
// (AllAuditActions lists them): the API exports the set as an enum, so the
// web's labels are checked against it, and a test fails on an action
// written anywhere else.
type AuditAction string

// Accounts.
const (
	ActionUserRegistered         AuditAction = "user.registered"
	ActionUserCreated            AuditAction = "user.created" // by the CLI or seeding
	ActionRoleChanged            AuditAction = "user.role_changed"
	ActionPasswordResetRequested AuditAction = "user.password_reset_requested"
	ActionPasswordReset          AuditAction = "user.password_reset"
	ActionMFAEnabled             AuditAction = "user.mfa_enabled"
	ActionMFADisabled            AuditAction = "user.mfa_disabled"
)

// Orders and payments.
const (
	ActionOrderPlaced     AuditAction = "order.placed"
	ActionOrderPaid       AuditAction = "order.paid"
	ActionOrderConfirmed  AuditAction = "order.confirmed" // by the admin, paid another way
	ActionOrderShipped    AuditAction = "order.shipped"
	ActionOrderDelivered  AuditAction = "order.delivered"
	ActionOrderCancelled  AuditAction = "order.cancelled"
	ActionPaymentRefunded AuditAction = "payment.given_back"
	ActionPaymentRejected AuditAction = "security.payment_rejected"
)

// Havale/EFT (transfer.go): a transfer staff recorded on an order, and a
// bank refund's steps (the buyer's IBAN given, staff's transfer made).
const (
	ActionTransferRecorded AuditAction = "transfer.recorded"
	ActionBankRefundIBAN   AuditAction = "refund.iban_given"
	ActionBankRefundDone   AuditAction = "refund.bank_transfer_done"
)

// Invoices (invoice.go): the document's life at the integrator.
const (
	ActionInvoiceIssued    AuditAction = "invoice.issued" // built and handed to the integrator
	ActionInvoiceAccepted  AuditAction = "invoice.accepted"
	ActionInvoiceRejected  AuditAction = "invoice.rejected"
	ActionInvoiceResent    AuditAction = "invoice.resent" // a rejected invoice corrected and queued again
	ActionInvoiceCancelled AuditAction = "invoice.cancelled"
)

// Returns and withdrawals (cayma hakkı).
const (
	ActionReturnRequested AuditAction = "return.requested"
	ActionReturnAccepted  AuditAction = "return.accepted"
	ActionReturnReceived  AuditAction = "return.received"
	ActionReturnRefunded  AuditAction = "return.refunded"
	ActionReturnRejected  AuditAction = "return.rejected"
	ActionRefundFailed    AuditAction = "return.refund_failed"
	// ActionReturnCode is a return code the carrier gave after the request
	// (the retry job).
	ActionReturnCode AuditAction = "return.code"
)

// The catalogue.
const (
	ActionBookCreated    AuditAction = "book.created"
	ActionBookUpdated    AuditAction = "book.updated"
	ActionBookApproved   AuditAction = "book.approved"
	ActionBookUnapproved AuditAction = "book.unapproved"
	ActionBookDeleted    AuditAction = "book.deleted"
	// An author's edit of an approved book, dropped by the admin (see
	// BookRevision; its submission is a book.updated).
	ActionBookRevisionRejected AuditAction = "book.revision_rejected"
	ActionCategorySaved        AuditAction = "category.saved"
	ActionCategoryDeleted      AuditAction = "category.deleted"
	ActionAuthorApplied        AuditAction = "author.applied" // an author account's application
	ActionAuthorCreated        AuditAction = "author.created"
	ActionAuthorUpdated        AuditAction = "author.updated"
	ActionAuthorApproved       AuditAction = "author.approved"
	ActionAuthorWithdrawn      AuditAction = "author.unapproved"
	ActionAuthorDeleted        AuditAction = "author.deleted"
	ActionEventCreated         AuditAction = "event.created"
	ActionEventUpdated         AuditAction = "event.updated"
	ActionEventStatus          AuditAction = "event.status_changed"
	ActionEventDeleted         AuditAction = "event.deleted"
	ActionFeaturedMoved        AuditAction = "featured.moved"
	ActionFeaturedRemoved      AuditAction = "featured.removed"
	ActionPageSaved            AuditAction = "page.saved"
)

// Images.
const (
	ActionImageSet      AuditAction = "image.set" // applied at once (an admin's upload)
	ActionImageApproved AuditAction = "image.approved"
	ActionImageRejected AuditAction = "image.rejected"
)

// Reviews (moderation by the admin).
const (
	ActionReviewApproved AuditAction = "review.approved"
	ActionReviewRejected AuditAction = "review.rejected"
	ActionReviewHidden   AuditAction = "review.hidden"
)

// Personal data and consent (KVKK, İYS).
const (
	ActionDataExported       AuditAction = "privacy.data_exported"
	ActionAccountDeleted     AuditAction = "privacy.account_deleted"
	ActionConsentChanged     AuditAction = "privacy.consent_changed"
	ActionConsentsExported   AuditAction = "privacy.consents_exported"
	ActionAnnouncementQueued AuditAction = "announcement.queued"
)

// Sales reports (internal/reports): the accountant's download names the
// buyers, so it is recorded; the other tables hold no personal data and
// are not.
const (
	ActionOrderLinesExported AuditAction = "report.order_lines_exported"
)

// Royalties (royalties.go).
const (
	ActionRoyaltyRateSet AuditAction = "royalty.rate_set"
	ActionRoyaltyIssued  AuditAction = "royalty.statement_issued"
)

// Campaigns (sales.go).
const (
	ActionSaleSaved   AuditAction = "sale.saved"
	ActionSaleDeleted AuditAction = "sale.deleted"
	ActionSaleEnded   AuditAction = "sale.ended"
	ActionCouponSaved AuditAction = "coupon.saved"
	// ActionShippingChanged: the admin changed the shipping fee or threshold
	// (entity shipping_rules) or the delivery estimate's setting
	// (delivery_settings).
	ActionShippingChanged AuditAction = "shipping.changed"
	// ActionTaxChanged: the admin changed the KDV settings (tax.go).
	ActionTaxChanged AuditAction = "tax.changed"
	// ActionInvoiceSettingsChanged: the admin changed the invoice settings.
	ActionInvoiceSettingsChanged AuditAction = "invoice.settings_changed"
	// ActionPaymentSettingsChanged: the admin changed the payment methods'
	// setting or the shop's bank accounts (payment_settings).
	ActionPaymentSettingsChanged AuditAction = "payment.settings_changed"
	// ActionShipmentPrepared: staff handed an order to the carrier
	// ('Kargoya hazırla'); ActionShipmentCancelled: they cancelled it there.
	ActionShipmentPrepared  AuditAction = "shipment.prepared"
	ActionShipmentCancelled AuditAction = "shipment.cancelled"
	// ActionStaffNoticesChanged: the admin changed the staff notices'
	// settings (the mailing list, the digest hour, the low-stock default).
	ActionStaffNoticesChanged AuditAction = "staff.notices_changed"
)

// AllAuditActions lists every action, in the order above; the OpenAPI enum
// is this list.
func AllAuditActions() []AuditAction {
	return []AuditAction{
		ActionUserRegistered, ActionUserCreated, ActionRoleChanged, ActionPasswordResetRequested, ActionPasswordReset,
		ActionMFAEnabled, ActionMFADisabled,
		ActionOrderPlaced, ActionOrderPaid, ActionOrderConfirmed, ActionOrderShipped, ActionOrderDelivered, ActionOrderCODCollected,
		ActionOrderCancelled, ActionPaymentRefunded, ActionPaymentRejected,
		ActionTransferRecorded, ActionBankRefundIBAN, ActionBankRefundDone,
		ActionInvoiceIssued, ActionInvoiceAccepted, ActionInvoiceRejected, ActionInvoiceResent, ActionInvoiceCancelled,
		ActionBookCreated, ActionBookUpdated, ActionBookApproved, ActionBookUnapproved, ActionBookDeleted,
		ActionBookRevisionRejected,
		ActionCategorySaved, ActionCategoryDeleted,
		ActionAuthorApplied, ActionAuthorCreated, ActionAuthorUpdated, ActionAuthorApproved, ActionAuthorWithdrawn,
		ActionAuthorDeleted,
		ActionEventCreated, ActionEventUpdated, ActionEventStatus, ActionEventDeleted,
		ActionFeaturedMoved, ActionFeaturedRemoved, ActionPageSaved,
		ActionImageSet, ActionImageApproved, ActionImageRejected,
		ActionReturnRequested, ActionReturnAccepted, ActionReturnReceived, ActionReturnRefunded, ActionReturnRejected,
		ActionRefundFailed, ActionReturnCode,
		ActionReviewApproved, ActionReviewRejected, ActionReviewHidden,
		ActionDataExported, ActionAccountDeleted, ActionConsentChanged, ActionConsentsExported, ActionAnnouncementQueued,
		ActionOrderLinesExported,
		ActionRoyaltyRateSet, ActionRoyaltyIssued,
		ActionSaleSaved, ActionSaleDeleted, ActionSaleEnded, ActionCouponSaved, ActionShippingChanged,
		ActionTaxChanged, ActionInvoiceSettingsChanged, ActionPaymentSettingsChanged, ActionShipmentPrepared, ActionShipmentCancelled, ActionStaffNoticesChanged,
	}
}

// Change builds the audit entry of a change: before and after are the
// record's state as JSON; nil (also a typed nil, "no record") stays empty.
func Change(actor string, action AuditAction, entity, id string, before, after any) AuditEntry {
	return AuditEntry{ActorID: actor, Action: action, Entity: entity, EntityID: id, Before: asJSON(before), After: asJSON(after)}
}

func asJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil || string(b) == "null" {
		return nil
	}
	return b
}
