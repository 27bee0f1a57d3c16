package mail

import (
	"context"
	"fmt"

	"bookstore/internal/bookstore"
	"bookstore/web"
)

// invoiceBodies are the invoice's mails (text, HTML), beside the others in
// templates.go.
var invoiceBodies = map[string][2]string{
	bookstore.MailInvoiceReady: {
		`#{{.Order.Number}} numaralı siparişinizin faturası hazır: {{.Invoice}}.

Faturanızı sipariş sayfanızdan görüntüleyip indirebilirsiniz:
{{.Link}}
`,
		`<p><strong>#{{.Order.Number}}</strong> numaralı siparişinizin faturası hazır: <strong>{{.Invoice}}</strong>.</p>
<p><a href="{{.Link}}" style="display:inline-block;background:#b45309;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Faturamı görüntüle</a></p>
<p style="font-size:13px;color:#57534e">Faturanızı sipariş sayfanızdan görüntüleyip indirebilirsiniz.</p>`,
	},
}

// InvoiceReady renders 'Faturanız hazır' for an accepted invoice: one per
// invoice (the dedup key), queued by the store in the transaction that
// records the acceptance.
func (n *Notifier) InvoiceReady(ctx context.Context, o *bookstore.Order, inv *bookstore.Invoice) (bookstore.Mail, error) {
	u, err := n.Users.UserByID(ctx, o.UserID)
	if err != nil {
		return bookstore.Mail{}, fmt.Errorf("order %s buyer: %w", o.ID, err)
	}
	return n.build(ctx, bookstore.MailInvoiceReady, "invoice-ready:"+inv.ID, u.Email, u.DisplayName(),
		"Faturanız hazır (#"+o.Number()+")",
		view{Order: &orderView{Number: o.Number()}, Invoice: inv.Number, Link: n.link(web.Order, nil, o.ID)})
}

var _ bookstore.InvoiceMails = (*Notifier)(nil)
