package mail

import (
	"context"
	"fmt"

	"bookstore/internal/bookstore"
	"bookstore/web"
)

// BankRefundSent renders the buyer's mail of a bank refund staff sent:
// the amount, the account (masked but its last four digits) and staff's
// reference; once per refund (the dedup key).
func (n *Notifier) BankRefundSent(ctx context.Context, r *bookstore.BankRefundItem) (bookstore.Mail, error) {
	u, err := n.Users.UserByID(ctx, r.UserID)
	if err != nil {
		return bookstore.Mail{}, fmt.Errorf("bank refund %s buyer: %w", r.ID, err)
	}
	number := bookstore.OrderNumberOf(r.OrderID)
	return n.build(ctx, bookstore.MailBankRefundSent, "bank-refund-sent:"+r.ID, u.Email, u.DisplayName(),
		"İadeniz gönderildi (#"+number+")",
		view{Order: &orderView{Number: number}, Link: n.link(web.Order, nil, r.OrderID),
			BankRefund: &bankRefundView{Amount: r.Amount, IBAN: bookstore.MaskIBAN(r.IBAN), Holder: r.Holder, BankRef: r.BankRef,
				Reason: r.Reason.Label()}})
}

// bankRefundView is a bank refund in the buyer's mail.
type bankRefundView struct {
	Amount                        int64
	IBAN, Holder, BankRef, Reason string
}

var bankRefundBodies = map[string][2]string{
	bookstore.MailBankRefundSent: {
		`#{{.Order.Number}} numaralı siparişinizin {{lira .BankRefund.Amount}} tutarındaki iadesi ({{.BankRefund.Reason}}) banka hesabınıza gönderildi.

Hesap: {{.BankRefund.IBAN}} ({{.BankRefund.Holder}})
İşlem referansı: {{.BankRefund.BankRef}}

Havale/EFT'nin hesabınıza geçmesi bankanıza göre bir iş günü sürebilir.
Sipariş detayı: {{.Link}}
`,
		`<p><strong>#{{.Order.Number}}</strong> numaralı siparişinizin <strong>{{lira .BankRefund.Amount}}</strong> tutarındaki iadesi ({{.BankRefund.Reason}}) banka hesabınıza gönderildi.</p>
<p>Hesap: {{.BankRefund.IBAN}} ({{.BankRefund.Holder}})<br>İşlem referansı: {{.BankRefund.BankRef}}</p>
<p>Havale/EFT'nin hesabınıza geçmesi bankanıza göre bir iş günü sürebilir.</p>
<p><a href="{{.Link}}" style="color:#b45309">Sipariş detayı</a></p>`,
	},
}
