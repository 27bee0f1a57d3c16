package bookstore

import "fmt"

// The staff's notices of havale/EFT: a transfer order whose deadline
// passed with some money recorded (the expiry job leaves it to staff: cancel
// and refund, or wait for the rest), and a bank refund the buyer has given
// an IBAN for (staff owe the transfer, within the legal deadline).
const (
	NoticeTransferOverdue StaffNoticeKind = "transfer-overdue"
	NoticeBankRefundDue   StaffNoticeKind = "bank-refund-due"
)

// TransferOverdueNotice is a pending transfer order past its deadline with
// recorded transfers short of its total (missing, kuruş); once per order.
func TransferOverdueNotice(orderID string, missing int64) *StaffNotice {
	n := OrderNumberOf(orderID)
	return &StaffNotice{Kind: NoticeTransferOverdue, DedupKey: "transfer-overdue:" + orderID,
		Subject: "Havalesi eksik sipariş süresini doldurdu: #" + n,
		Body: fmt.Sprintf("#%s numaralı siparişin ödeme süresi doldu; kayıtlı havaleler toplamı %s eksik karşılıyor. "+
			"Sipariş kendiliğinden iptal edilmedi: kalanı bekleyin ya da iptal edip gelen tutarı iade edin.", n, FormatLira(missing)),
		Link: orderLink(n)}
}

// BankRefundDueNotice is a bank refund whose IBAN the buyer gave; once per
// refund.
func BankRefundDueNotice(r *BankRefund) *StaffNotice {
	n := OrderNumberOf(r.OrderID)
	return &StaffNotice{Kind: NoticeBankRefundDue, DedupKey: "bank-refund-due:" + r.ID,
		Subject: "Yapılacak banka iadesi: #" + n,
		Body: fmt.Sprintf("#%s numaralı siparişin %s tutarındaki iadesi için alıcı IBAN bilgisini verdi (%s). "+
			"Havaleyi en geç %s tarihine kadar yapıp 'Yapılacak iadeler' listesinde gönderildi olarak işaretleyin.",
			n, FormatLira(r.Amount), r.Reason.Label(), FormatDay(r.DueBy)),
		Link: orderLink(n)}
}
