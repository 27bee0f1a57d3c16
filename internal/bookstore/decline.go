package bookstore

// DeclineReason is why the bank or the provider refused a card, in the
// shop's own words: the payment adapter turns the provider's error codes
// and groups into one of these, and the payment page tells the shopper
// what to do next (another card, the bank) instead of a bare failure.
type DeclineReason string

const (
	DeclineNone      DeclineReason = ""
	DeclineFunds     DeclineReason = "funds"      // limit or balance too low
	DeclineRefused   DeclineReason = "refused"    // the bank said no without a reason (do not honour)
	DeclineCVC       DeclineReason = "cvc"        // wrong security code
	DeclineExpired   DeclineReason = "expired"    // expired card or wrong expiry date
	DeclineCard      DeclineReason = "card"       // invalid, lost, stolen or blocked card
	DeclineNotOnline DeclineReason = "not_online" // the card is closed to online or this kind of payment
	Decline3DS       DeclineReason = "3ds"        // 3D Secure (the SMS code) was not completed
	DeclineFraud     DeclineReason = "fraud"      // refused as suspected fraud
	DeclineBank      DeclineReason = "bank"       // the bank could not be reached or failed
	DeclineOther     DeclineReason = "other"      // anything else the provider refused
)

// Message is the reason as the payment page shows it.
func (r DeclineReason) Message() string {
	switch r {
	case DeclineFunds:
		return "Kartınızın limiti veya bakiyesi yetersiz. Başka bir kartla deneyebilirsiniz."
	case DeclineRefused:
		return "Bankanız işlemi onaylamadı. Bankanızla görüşebilir ya da başka bir kartla deneyebilirsiniz."
	case DeclineCVC:
		return "Kartın güvenlik kodu (CVC) hatalı. Kart bilgilerini kontrol edip yeniden deneyin."
	case DeclineExpired:
		return "Kartın son kullanma tarihi geçmiş veya hatalı girilmiş."
	case DeclineCard:
		return "Kart bu ödeme için kullanılamıyor (geçersiz, kayıp ya da bloke kart). Başka bir kartla deneyin."
	case DeclineNotOnline:
		return "Kartınız internet alışverişine veya bu işleme kapalı. Bankanızdan açtırabilir ya da başka bir kartla deneyebilirsiniz."
	case Decline3DS:
		return "3D Secure doğrulaması tamamlanamadı (SMS şifresi onaylanmadı). Yeniden deneyebilirsiniz."
	case DeclineFraud:
		return "Bankanız işlemi güvenlik nedeniyle reddetti. Bankanızla görüşün ya da başka bir kartla deneyin."
	case DeclineBank:
		return "Bankaya şu anda ulaşılamıyor. Birkaç dakika sonra yeniden deneyin."
	case DeclineNone:
		return ""
	default: // DeclineOther, and any reason a later version may add
		return "Ödeme bankanız tarafından onaylanmadı. Başka bir kartla deneyebilirsiniz."
	}
}
