package bookstore

import (
	"context"
	"fmt"
	"time"
)

// A staff notice tells the shop's staff that something needs them: a paid
// order to prepare, a return request, a failed delivery, a book running
// low, an author application, a book revision to review, a payment or a
// refund left for a person. It is an effect of the change it reports
// (Effects.Staff), written in that change's transaction, so a change that
// commits has its notice and one that fails has none. Its dedup key names
// the event: the same event noticed twice (a replayed callback, two
// reconciliation rounds) is stored once. The notifier worker later turns
// each notice into one mail per recipient or a line of their daily digest.

// StaffNoticeKind names what a notice reports.
type StaffNoticeKind string

const (
	NoticeOrderPaid       StaffNoticeKind = "order-paid"
	NoticeReturnRequested StaffNoticeKind = "return-requested"
	// NoticeDeliveryFailed is raised when the carrier could not deliver a
	// parcel: the buyer's (DeliveryFailedNotice) or a return coming back
	// (ReturnParcelFailedNotice).
	NoticeDeliveryFailed  StaffNoticeKind = "delivery-failed"
	NoticeLowStock        StaffNoticeKind = "low-stock"
	NoticeAuthorApplied   StaffNoticeKind = "author-applied"
	NoticeRevisionWaiting StaffNoticeKind = "book-revision"
	NoticePaymentStuck    StaffNoticeKind = "payment-stuck"
	NoticeRefundStuck     StaffNoticeKind = "refund-stuck"
)

// AllStaffNoticeKinds lists every kind, in the digest's order.
func AllStaffNoticeKinds() []StaffNoticeKind {
	return []StaffNoticeKind{NoticeOrderPaid, NoticeReturnRequested, NoticeDeliveryFailed, NoticeLowStock,
		NoticeAuthorApplied, NoticeRevisionWaiting, NoticePaymentStuck, NoticeRefundStuck, NoticeTransferOverdue, NoticeBankRefundDue}
}

// StaffNotice is one event for the staff. Subject and Body are Turkish
// plain text; Link is the admin page's path (the mail makes it absolute).
type StaffNotice struct {
	ID       string
	Kind     StaffNoticeKind
	DedupKey string
	Subject  string
	Body     string
	Link     string
	// CreatedAt is when the change was written; ProcessedAt when the
	// worker handed the notice to its recipients (zero: not yet).
	CreatedAt   time.Time
	ProcessedAt time.Time
	// ClaimToken identifies the worker's lease; marking needs it.
	ClaimToken string
}

// Admin pages the notices link to (web/paths.json).
const (
	linkAdminOrders  = "/admin/siparisler"
	linkAdminReturns = "/admin/iadeler"
	linkAdminBooks   = "/admin/kitaplar"
	linkAdminAuthors = "/admin/yazarlar"
	linkAdminReports = "/admin/raporlar"
)

func orderLink(number string) string { return linkAdminOrders + "?q=" + number }

// OrderPaidNotice is a new paid order to prepare.
func OrderPaidNotice(o *Order) *StaffNotice {
	n := o.Number()
	copies := 0
	for _, it := range o.Items {
		copies += it.Quantity
	}
	return &StaffNotice{Kind: NoticeOrderPaid, DedupKey: "order-paid:" + o.ID,
		Subject: "Yeni ödenmiş sipariş: #" + n,
		Body: fmt.Sprintf("#%s numaralı sipariş ödendi: %d kitap, toplam %s. Kargoya hazırlanmayı bekliyor.",
			n, copies, FormatLira(o.Totals.Total)),
		Link: orderLink(n)}
}

// ReturnRequestedNotice is a withdrawal request on a delivered order.
func ReturnRequestedNotice(orderID, orderNumber, returnID, code string) *StaffNotice {
	return &StaffNotice{Kind: NoticeReturnRequested, DedupKey: "return-requested:" + returnID,
		Subject: "Yeni iade talebi: #" + orderNumber,
		Body: fmt.Sprintf("#%s numaralı sipariş için iade talebi oluşturuldu (iade kodu %s). Kitaplar geldiğinde incelenip iadesi yapılmalı.",
			orderNumber, code),
		Link: linkAdminReturns}
}

// DeliveryFailedNotice is a parcel the carrier could not deliver. event
// names the carrier's event (its id or its time), so the same event
// reported twice is noticed once and a second failure is noticed again;
// detail is the carrier's reason as staff should read it (may be empty).
func DeliveryFailedNotice(orderID, orderNumber, event, detail string) *StaffNotice {
	body := fmt.Sprintf("#%s numaralı siparişin kargosu teslim edilemedi.", orderNumber)
	if detail != "" {
		body += " Kargo firmasının açıklaması: " + detail + "."
	}
	body += " Alıcıyla iletişime geçip yeniden gönderimi veya iadeyi planlayın."
	return &StaffNotice{Kind: NoticeDeliveryFailed, DedupKey: "delivery-failed:" + orderID + ":" + event,
		Subject: "Teslim edilemeyen kargo: #" + orderNumber, Body: body, Link: orderLink(orderNumber)}
}

// ReturnParcelFailedNotice is a return parcel the carrier could not bring
// back to the seller (failed, or sent back to the buyer). event names the
// carrier's event, as for DeliveryFailedNotice; detail is its reason.
func ReturnParcelFailedNotice(orderID, orderNumber, returnID, event, detail string) *StaffNotice {
	body := fmt.Sprintf("#%s numaralı siparişin iade kargosu mağazaya ulaştırılamadı.", orderNumber)
	if detail != "" {
		body += " Kargo firmasının açıklaması: " + detail + "."
	}
	body += " Paketin nerede olduğunu kargo firmasından öğrenip alıcıya bilgi verin; iade, kitaplar gelince incelenir."
	return &StaffNotice{Kind: NoticeDeliveryFailed, DedupKey: "return-parcel-failed:" + returnID + ":" + event,
		Subject: "Ulaşmayan iade kargosu: #" + orderNumber, Body: body, Link: linkAdminReturns}
}

// LowStockNotice is a book whose stock a paid order took to its threshold
// or under it. crossing names this fall under the threshold (a book that
// is restocked and falls again is noticed again).
func LowStockNotice(bookID, title string, stock, threshold int, crossing string) *StaffNotice {
	return &StaffNotice{Kind: NoticeLowStock, DedupKey: "low-stock:" + bookID + ":" + crossing,
		Subject: "Stok azaldı: " + title,
		Body:    fmt.Sprintf("“%s” kitabının stoğu %d adede düştü (uyarı eşiği %d).", title, stock, threshold),
		Link:    linkAdminReports}
}

// AuthorAppliedNotice is a new author application to decide on.
func AuthorAppliedNotice(userID, name string) *StaffNotice {
	return &StaffNotice{Kind: NoticeAuthorApplied, DedupKey: "author-applied:" + userID,
		Subject: "Yeni yazar başvurusu: " + name,
		Body:    fmt.Sprintf("%s yazar olarak başvurdu. Başvuru onayınızı bekliyor.", name),
		Link:    linkAdminAuthors}
}

// RevisionWaitingNotice is an author's edit of an approved book waiting
// for review. submission names the revision (its first save): further
// saves of the same waiting revision are not noticed again.
func RevisionWaitingNotice(bookID, title, submission string) *StaffNotice {
	return &StaffNotice{Kind: NoticeRevisionWaiting, DedupKey: "book-revision:" + bookID + ":" + submission,
		Subject: "Onay bekleyen kitap düzenlemesi: " + title,
		Body:    fmt.Sprintf("Yazar “%s” kitabında değişiklik yaptı. Değişiklik yayınlanmadan önce onayınızı bekliyor.", title),
		Link:    linkAdminBooks}
}

// PaymentStuckNotice is a charge the shop could neither keep nor give back:
// reconciliation keeps trying, and a person should look at it.
func PaymentStuckNotice(orderID, orderNumber, paymentID string) *StaffNotice {
	return &StaffNotice{Kind: NoticePaymentStuck, DedupKey: "payment-stuck:" + orderID + ":" + paymentID,
		Subject: "Mutabakat bekleyen ödeme: #" + orderNumber,
		Body: fmt.Sprintf("#%s numaralı siparişe ait %s numaralı ödeme siparişe uymadığı için iade edilmek istendi, ancak iyzico iptal ve iadeyi kabul etmedi. "+
			"Mutabakat yeniden deneyecek; iyzico panelinden kontrol edin.", orderNumber, paymentID),
		Link: orderLink(orderNumber)}
}

// RefundStuckNotice is a refund whose outcome has been unknown for longer
// than StuckRefundAfter.
func RefundStuckNotice(orderID, orderNumber, refundID string, amount int64) *StaffNotice {
	return &StaffNotice{Kind: NoticeRefundStuck, DedupKey: "refund-stuck:" + refundID,
		Subject: "Sonuçlanmayan iade: #" + orderNumber,
		Body: fmt.Sprintf("#%s numaralı siparişin %s tutarındaki iadesinin sonucu iyzico'dan alınamadı. "+
			"Mutabakat yeniden soruyor; iyzico panelinden kontrol edin.", orderNumber, FormatLira(amount)),
		Link: orderLink(orderNumber)}
}

// StaffNoticeRaiser stores a notice raised outside any other change (a
// reconciliation finding); false when its dedup key is taken.
type StaffNoticeRaiser interface {
	RaiseStaffNotice(ctx context.Context, n StaffNotice) (bool, error)
}

// StaffNoticeStore keeps the notices and hands them to the notifier.
type StaffNoticeStore interface {
	StaffNoticeRaiser
	// ClaimStaffNotices leases up to limit unprocessed notices whose lease
	// (if any) ran out; every claim gets a new token.
	ClaimStaffNotices(ctx context.Context, at time.Time, lease time.Duration, limit int) ([]StaffNotice, error)
	// DeliverStaffNotice queues n's mails and digest lines and marks it
	// processed, in one transaction, while the claim is still n's
	// (ErrNotFound otherwise: someone else took it over).
	DeliverStaffNotice(ctx context.Context, n StaffNotice, mails []Mail, digest []string, day string) error
	// StaffRecipients are the mailing list (with its settings) and the
	// admins who chose to be told.
	StaffRecipients(ctx context.Context) (StaffSettings, []StaffMember, error)
	// DueDigests are the digest lines of days before day, grouped by
	// recipient and day.
	DueDigests(ctx context.Context, before string, limit int) ([]StaffDigest, error)
	// SendDigest queues the digest mail and clears its lines in one
	// transaction.
	SendDigest(ctx context.Context, d StaffDigest, m Mail) error
	// RearmLowStock forgets the low-stock crossings of books that are above
	// their threshold again, so their next fall is noticed.
	RearmLowStock(ctx context.Context) error
}

// StaffMails renders the staff's mails (the mail adapter).
type StaffMails interface {
	StaffNoticeMail(ctx context.Context, n StaffNotice, to string) (Mail, error)
	StaffDigestMail(ctx context.Context, d StaffDigest) (Mail, error)
}

// StaffDigest is one recipient's notices of one day (Istanbul's date,
// "2006-01-02").
type StaffDigest struct {
	Email   string
	Day     string
	Notices []StaffNotice
}

// Mail kinds of the staff's mails; the dedup keys make each at most once:
// "staff:<notice id>:<address>" and "staff-digest:<day>:<address>".
const (
	MailStaffNotice = "staff-notice"
	MailStaffDigest = "staff-digest"
)

// StaffNoticeMailKey and StaffDigestMailKey are the outbox dedup keys.
func StaffNoticeMailKey(noticeID, email string) string { return "staff:" + noticeID + ":" + email }
func StaffDigestMailKey(day, email string) string      { return "staff-digest:" + day + ":" + email }
