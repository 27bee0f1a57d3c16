package bookstore

import (
	"strconv"
	"strings"
)

// FormatLira writes kuruş as the shop shows money everywhere: the tr-TR
// currency style of the web app (Intl.NumberFormat('tr-TR', {style:
// 'currency', currency: 'TRY'}), web/src/lib/format.ts), e.g. 123450 →
// "₺1.234,50" and -250 → "-₺2,50". The contracts, the mails and the payment
// simulator's pages use it, so an amount reads the same on every page,
// in every mail and in the stored contract text.
func FormatLira(kurus int64) string {
	sign := ""
	if kurus < 0 {
		sign, kurus = "-", -kurus
	}
	whole := strconv.FormatInt(kurus/100, 10)
	var b strings.Builder
	b.WriteString(sign + "₺")
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(r)
	}
	frac := kurus % 100
	b.WriteByte(',')
	b.WriteByte(byte('0' + frac/10))
	b.WriteByte(byte('0' + frac%10))
	return b.String()
}
