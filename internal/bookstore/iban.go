package bookstore

import (
	"strings"
	"unicode"
)

// Turkish IBANs: "TR", two check digits, a 5-digit bank code, a reserve
// digit and a 16-character account number: 26 characters, checked by the
// ISO 13616 mod-97 rule, so a mistyped digit is caught before money is
// sent to it.

// MsgIBAN refuses an IBAN that is not a valid Turkish one.
const MsgIBAN = "Geçerli bir IBAN girin (TR ile başlayan 26 karakter)"

// IBANLength is a Turkish IBAN's length.
const IBANLength = 26

// NormalizeIBAN removes spaces and upper-cases; the result is what is
// stored and compared.
func NormalizeIBAN(s string) string {
	return strings.ToUpper(strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || r == '-' {
			return -1
		}
		return r
	}, s))
}

// ValidIBAN reports whether s (normalised) is a Turkish IBAN whose check
// digits hold.
func ValidIBAN(s string) bool {
	if len(s) != IBANLength || !strings.HasPrefix(s, "TR") {
		return false
	}
	for _, r := range s[2:] {
		if r < '0' || r > '9' {
			return false
		}
	}
	// Move the country code and check digits to the end, letters as
	// numbers (A=10 … Z=35), and take the remainder digit by digit.
	rem := 0
	for _, r := range s[4:] + s[:4] {
		if r >= 'A' && r <= 'Z' {
			n := int(r-'A') + 10
			rem = (rem*100 + n) % 97
			continue
		}
		rem = (rem*10 + int(r-'0')) % 97
	}
	return rem == 1
}

// FormatIBAN groups a normalised IBAN in fours for reading
// ("TR33 0006 1005 …").
func FormatIBAN(s string) string {
	var b strings.Builder
	for i, r := range s {
		if i > 0 && i%4 == 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// MaskIBAN keeps the country code and the last four digits ("TR•• ••••
// … 1234"), for pages that only confirm which account was given.
func MaskIBAN(s string) string {
	if len(s) < 8 {
		return s
	}
	return s[:2] + strings.Repeat("•", len(s)-6) + s[len(s)-4:]
}
