package bookstore

import (
	"fmt"
	"strings"
)

// The invoice's total in words, as Turkish invoices print it under the
// totals: "YALNIZ: YÜZ YİRMİ ÜÇ TÜRK LİRASI KIRK BEŞ KURUŞ". Turkish says
// "bin" for one thousand (never "bir bin") and "yüz" for one hundred, but
// "bir milyon"; the words are separated by spaces.

var (
	wordOnes = []string{"", "BİR", "İKİ", "ÜÇ", "DÖRT", "BEŞ", "ALTI", "YEDİ", "SEKİZ", "DOKUZ"}
	wordTens = []string{"", "ON", "YİRMİ", "OTUZ", "KIRK", "ELLİ", "ALTMIŞ", "YETMİŞ", "SEKSEN", "DOKSAN"}
	// wordScales are the names of the groups of three digits, from the
	// thousands up.
	wordScales = []string{"", "BİN", "MİLYON", "MİLYAR", "TRİLYON", "KATRİLYON", "KENTİLYON"}
)

// AmountInWords is the 'YALNIZ: …' line of an amount in kuruş: the lira
// then the kuruş, each left out when nothing ("YALNIZ: YÜZ TÜRK LİRASI",
// "YALNIZ: KIRK BEŞ KURUŞ"), and "SIFIR TÜRK LİRASI" for nothing at all.
func AmountInWords(kurus int64) string {
	sign := ""
	u := uint64(kurus)
	if kurus < 0 {
		sign, u = "EKSİ ", uint64(-(kurus+1))+1
	}
	lira, krs := u/100, u%100
	var parts []string
	if lira > 0 || krs == 0 {
		parts = append(parts, numberWords(lira)+" TÜRK LİRASI")
	}
	if krs > 0 {
		parts = append(parts, numberWords(krs)+" KURUŞ")
	}
	return "YALNIZ: " + sign + strings.Join(parts, " ")
}

// numberWords is n in Turkish capital words ("SIFIR" for 0).
func numberWords(n uint64) string {
	if n == 0 {
		return "SIFIR"
	}
	var groups []string
	for scale := 0; n > 0; scale++ {
		g := int(n % 1000)
		n /= 1000
		if g == 0 {
			continue
		}
		var w []string
		if !(scale == 1 && g == 1) { // "BİN", not "BİR BİN"
			w = append(w, hundredsWords(g)...)
		}
		if wordScales[scale] != "" {
			w = append(w, wordScales[scale])
		}
		groups = append([]string{strings.Join(w, " ")}, groups...)
	}
	return strings.Join(groups, " ")
}

// hundredsWords are the words of 1 … 999 ("YÜZ", not "BİR YÜZ").
func hundredsWords(g int) []string {
	var w []string
	h, t, o := g/100, g/10%10, g%10
	if h > 1 {
		w = append(w, wordOnes[h])
	}
	if h > 0 {
		w = append(w, "YÜZ")
	}
	if t > 0 {
		w = append(w, wordTens[t])
	}
	if o > 0 {
		w = append(w, wordOnes[o])
	}
	return w
}

// FormatInvoiceNumber is an invoice number: the three-letter series, the
// four-digit year and the nine-digit sequence of that year, e.g.
// KTP2026000000001 (16 characters, as GİB's documents require).
func FormatInvoiceNumber(series string, year, seq int) string {
	return fmt.Sprintf("%s%04d%09d", series, year, seq)
}

// ValidInvoiceNumber reports whether s is such a number: 3 capital letters
// A–Z, then 13 digits, the sequence not 0.
func ValidInvoiceNumber(s string) bool {
	if len(s) != 16 {
		return false
	}
	for i := 0; i < 3; i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return allDigits(s[3:]) && s[7:] != "000000000"
}
