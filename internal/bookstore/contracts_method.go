package bookstore

import (
	"fmt"
	"time"
)

// What the contracts say of the payment method (BuildContracts): the
// method's amount line (the transfer discount or the kapıda ödeme fee,
// shown before the order as the law requires of every extra charge), how
// the buyer pays and, for havale/EFT, by when; and where a withdrawal's
// money goes back.

// methodAmountLine is the transfer discount's or the kapıda ödeme fee's
// line of the contract ("" for neither).
func methodAmountLine(o *Order) string {
	switch {
	case o.Totals.MethodDiscount > 0:
		return fmt.Sprintf("Havale/EFT indirimi: -%s\n", FormatLira(o.Totals.MethodDiscount))
	case o.Totals.MethodFee > 0:
		return fmt.Sprintf("Kapıda ödeme hizmet bedeli: %s\n", FormatLira(o.Totals.MethodFee))
	}
	return ""
}

// paymentLines say how the buyer pays (in loc when given).
func paymentLines(o *Order, loc *time.Location) string {
	switch o.PaymentMethod {
	case MethodTransfer:
		line := "Ödeme şekli: Havale / EFT (satıcının banka hesabına; açıklamaya sipariş numarası yazılır)\n"
		if !o.PayBy.IsZero() {
			by := o.PayBy
			if loc != nil {
				by = by.In(loc)
			}
			line += fmt.Sprintf("Son ödeme zamanı: %s (bu zamana kadar ödenmeyen sipariş iptal edilir)\n", by.Format("02.01.2006 15:04"))
		}
		return line
	case MethodCOD:
		return fmt.Sprintf("Ödeme şekli: Kapıda ödeme (teslimatta kuryeye %s ödenir)\n", FormatLira(o.Totals.Total))
	case MethodCard:
	}
	return "Ödeme şekli: Kredi/banka kartı (3D Secure)\n"
}

// refundWay is where a withdrawal's money is given back.
func refundWay(o *Order) string {
	if o.PaymentMethod == MethodTransfer || o.PaymentMethod == MethodCOD {
		return "alıcının bildireceği banka hesabına (IBAN)"
	}
	return "ödemede kullanılan karta"
}
