package bookstore

import (
	"html"
	"strings"
	"unicode"
	"unicode/utf8"
)

// FoldSearch is the one Turkish-aware normalisation of search text, used for
// both the stored search column and the query, so SQLite and PostgreSQL
// compare the same bytes: case is removed with Turkish rules and Turkish and
// other Latin diacritics are dropped ('Işık', 'ışık', 'ISIK' all become
// 'isik'; 'İstanbul' becomes 'istanbul'; 'Çalıkuşu' becomes 'calikusu').
// Punctuation becomes a space and runs of spaces collapse.
func FoldSearch(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := true
	for _, r := range s {
		if f, ok := foldRune(r); ok {
			b.WriteString(f)
			space = false
			continue
		}
		if !space {
			b.WriteByte(' ')
			space = true
		}
	}
	return strings.TrimRight(b.String(), " ")
}

// foldRune maps a letter or digit to its folded form; ok is false for
// anything that separates words.
func foldRune(r rune) (string, bool) {
	switch r {
	case 'ı', 'I', 'İ', 'î', 'Î', 'ï', 'í', 'ì':
		return "i", true
	case 'ş', 'Ş':
		return "s", true
	case 'ç', 'Ç':
		return "c", true
	case 'ğ', 'Ğ':
		return "g", true
	case 'ö', 'Ö', 'ô', 'ó', 'ò':
		return "o", true
	case 'ü', 'Ü', 'û', 'ú', 'ù':
		return "u", true
	case 'â', 'Â', 'á', 'à', 'ä':
		return "a", true
	case 'é', 'è', 'ê', 'ë':
		return "e", true
	case '\'', '’':
		// "İstanbul'da" is one word: drop the apostrophe.
		return "", true
	}
	if unicode.IsLetter(r) || unicode.IsDigit(r) {
		return string(unicode.ToLower(r)), true
	}
	return "", false
}

// MaxSearchLen bounds a search query.
const MaxSearchLen = 100

// SearchTokens folds a query and splits it into distinct words; every word
// must appear in a result (AND).
func SearchTokens(q string) []string {
	if utf8.RuneCountInString(q) > MaxSearchLen {
		q = string([]rune(q)[:MaxSearchLen])
	}
	var out []string
	seen := map[string]bool{}
	for _, t := range strings.Fields(FoldSearch(q)) {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out
}

// turkishOrder is the Turkish alphabet; SortKey encodes each letter as its
// position so that byte order equals Turkish dictionary order on every
// database (ç after c, ğ after g, ı before i, ö after o, ş after s, ü after u).
const turkishOrder = "abcçdefgğhıijklmnoöprsştuüvyz"

var turkishRank = func() map[rune]byte {
	m := map[rune]byte{}
	i := 0
	for _, r := range turkishOrder {
		m[r] = byte('A' + i)
		i++
	}
	// Letters outside the Turkish alphabet sit next to their neighbours.
	m['q'], m['w'], m['x'] = m['p']+0, m['v']+0, m['v']+0
	return m
}()

// SortKey is the value stored for ordering by name or title.
func SortKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLowerSpecial(unicode.TurkishCase, strings.TrimSpace(s)) {
		switch {
		case turkishRank[r] != 0:
			b.WriteByte(turkishRank[r])
		case unicode.IsDigit(r):
			b.WriteRune(r) // digits sort before letters ('0' < 'A')
		case unicode.IsSpace(r):
			b.WriteByte(' ')
		case unicode.IsLetter(r):
			if f, ok := foldRune(r); ok && f != "" {
				b.WriteByte(turkishRank[rune(f[0])])
			}
		}
	}
	return b.String()
}

// PlainText turns stored rich text into plain text: tags removed, entities
// decoded, whitespace collapsed. Block ends become spaces.
func PlainText(h string) string {
	var b strings.Builder
	inTag := false
	for _, r := range h {
		switch {
		case r == '<':
			inTag = true
			b.WriteByte(' ')
		case r == '>' && inTag:
			inTag = false
		case !inTag:
			b.WriteRune(r)
		}
	}
	return strings.Join(strings.Fields(html.UnescapeString(b.String())), " ")
}

// Excerpt cuts plain text to at most n characters, at a word boundary when
// one is near, adding '...' when it cut.
func Excerpt(text string, n int) string {
	r := []rune(text)
	if len(r) <= n {
		return text
	}
	cut := string(r[:n])
	if i := strings.LastIndexByte(cut, ' '); i > len(cut)*2/3 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,.;:") + "..."
}
