package bookstore

import (
	"context"
	"time"
)

// Havale/EFT: the buyer chooses it at /odeme, the order waits 'Ödeme
// bekleniyor' with its stock held until HoldDeadline, and staff record the
// money they see arrive ('Havale alındı'). The recorded sum decides:
// TransferStateOf. The order is confirmed, in the transaction of the
// record that covers its total; an excess becomes a bank refund to make.

// HoldDeadline is when a transfer order placed at placed stops holding its
// stock: hours counted on working days only (holidays_tr.go, Istanbul), so
// an order placed on Friday evening is not cancelled on Sunday before the
// buyer's bank has opened.
func HoldDeadline(placed time.Time, hours int) time.Time {
	loc := ShopLocation()
	t := placed.In(loc)
	left := time.Duration(hours) * time.Hour
	for {
		midnight := time.Date(t.Year(), t.Month(), t.Day()+1, 0, 0, 0, 0, loc)
		if IsWorkingDay(t) {
			if t.Add(left).Before(midnight) || t.Add(left).Equal(midnight) {
				return t.Add(left).UTC()
			}
			left -= midnight.Sub(t)
		}
		t = midnight
	}
}

// TransferState is where an order's recorded transfers stand against its
// total.
type TransferState string

const (
	TransferAwaited TransferState = "awaited" // nothing recorded: 'Ödeme bekleniyor'
	TransferPartial TransferState = "partial" // less than the total: 'Eksik ödeme'
	TransferPaid    TransferState = "paid"    // exactly the total
	TransferExcess  TransferState = "excess"  // more: the rest is refunded
)

// Label is the Turkish name staff and the buyer see.
func (s TransferState) Label() string {
	switch s {
	case TransferPartial:
		return "Eksik ödeme"
	case TransferPaid:
		return "Ödendi"
	case TransferExcess:
		return "Fazla ödeme"
	default:
		return "Ödeme bekleniyor"
	}
}

// TransferStateOf decides the state from the order's total and the sum of
// its recorded transfers; diff is what is missing (partial) or the excess
// (excess), in kuruş, else 0.
func TransferStateOf(total, recorded int64) (state TransferState, diff int64) {
	switch {
	case recorded <= 0:
		return TransferAwaited, 0
	case recorded < total:
		return TransferPartial, total - recorded
	case recorded == total:
		return TransferPaid, 0
	}
	return TransferExcess, recorded - total
}

// TransferInput is what staff enter for a received transfer; Validate
// trims and checks it.
type TransferInput struct {
	Amount     int64 // kuruş, > 0
	ReceivedOn time.Time
	Sender     string
	// BankRef is the bank's reference of the transaction (dekont no);
	// unique across all orders.
	BankRef string
}

// Transfer is a recorded transfer.
type Transfer struct {
	ID           string
	OrderID      string
	Amount       int64
	ReceivedOn   time.Time // a date (midnight UTC)
	Sender       string
	BankRef      string
	RecordedBy   string
	RecorderName string
	CreatedAt    time.Time
}

// Messages of recording a transfer.
const (
	MsgTransferAmount     = "Havale tutarı sıfırdan büyük olmalıdır"
	MsgTransferDate       = "Havalenin geldiği tarihi girin (bugünden sonra olamaz)"
	MsgTransferSender     = "Gönderenin adını girin (en fazla 200 karakter)"
	MsgTransferBankRef    = "Bankanın işlem referansını (dekont no) girin (en fazla 64 karakter)"
	MsgTransferDuplicate  = "Bu banka referansıyla bir havale zaten kaydedildi."
	MsgTransferNotAwaited = "Bu sipariş havale beklemiyor: iptal edilmiş, süresi dolmuş ya da başka bir yöntemle ödenmiş."
	MsgTransferOtherOrder = "Bu sipariş havale/EFT ile verilmedi."
)

// BankRefundReason is why the shop owes a buyer money by bank transfer.
type BankRefundReason string

const (
	BankRefundCancel BankRefundReason = "cancel" // a paid transfer or kapıda ödeme order cancelled
	BankRefundReturn BankRefundReason = "return" // a withdrawal of such an order
	BankRefundExcess BankRefundReason = "excess" // a transfer above the total
)

// BankRefundState is a bank refund's progress.
type BankRefundState string

const (
	BankRefundAwaitingIBAN BankRefundState = "awaiting_iban" // the buyer has not given an IBAN yet
	BankRefundDue          BankRefundState = "due"           // staff owe the transfer
	BankRefundDone         BankRefundState = "done"          // staff made it
)

// BankRefundDeadline is the legal time to give a withdrawn or cancelled
// order's money back (Mesafeli Sözleşmeler Yönetmeliği: 14 days).
const BankRefundDeadline = 14 * 24 * time.Hour

// BankRefund is money the shop gives back by bank transfer: to a transfer
// or kapıda ödeme order's buyer, who names the IBAN.
type BankRefund struct {
	ID       string
	OrderID  string
	ReturnID string // the withdrawal it refunds, "" otherwise
	Reason   BankRefundReason
	Amount   int64
	State    BankRefundState
	IBAN     string
	Holder   string
	DueBy    time.Time
	DoneAt   time.Time
	DoneBy   string
	// BankRef is staff's reference of the transfer they made.
	BankRef   string
	CreatedAt time.Time
}

// TransferStore keeps the recorded transfers and the bank refunds.
type TransferStore interface {
	// RecordTransfer stores t on its order in one transaction that locks
	// the order: refused (conflict, nothing written) when the order is not
	// a pending transfer order or the bank reference is taken. When the
	// sum reaches the total, confirm (not nil) gives the confirmation's
	// effects (mail, audit, invoice, staff notice) written with the move
	// to confirmed; an excess is stored as a BankRefundExcess. fx (the
	// record's audit entry) is always written.
	RecordTransfer(ctx context.Context, t Transfer, fx Effects, confirm func(o *Order) (Effects, error)) (*Order, error)
	Transfers(ctx context.Context, orderID string) ([]Transfer, error)
	// BankRefunds lists refunds in the given states (all when empty), the
	// nearest deadline first.
	BankRefunds(ctx context.Context, states []BankRefundState, page PageRequest) ([]BankRefund, int, error)
	OrderBankRefunds(ctx context.Context, orderID string) ([]BankRefund, error)
	// GiveRefundIBAN records the buyer's IBAN on an awaiting refund of
	// their order (awaiting_iban → due).
	GiveRefundIBAN(ctx context.Context, refundID, userID, iban, holder string, fx Effects) error
	// MarkBankRefundDone moves a due refund to done.
	MarkBankRefundDone(ctx context.Context, refundID, actorID, bankRef string, at time.Time, fx Effects) error
}
