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

// PlainText turns stored rich text into plain text: tags removed (block
// elements and <br> become a space, inline ones nothing), entities decoded,
// whitespace collapsed.
func PlainText(h string) string {
	return strings.Join(strings.Fields(StripTags(h, ' ')), " ")
}

// StripTags removes the tags of an HTML fragment (an unterminated one and
// everything after it too), writes sep where a block element or <br>
// separated text, and decodes entities.
func StripTags(h string, sep byte) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(h, '<')
		if i < 0 {
			b.WriteString(h)
			break
		}
		b.WriteString(h[:i])
		j := strings.IndexByte(h[i:], '>')
		if j < 0 {
			break // an unterminated tag is dropped
		}
		if isBlockTag(h[i+1 : i+j]) {
			b.WriteByte(sep)
		}
		h = h[i+j+1:]
	}
	return html.UnescapeString(b.String())
}

// isBlockTag reports whether a tag's inside ("p", "/li", "br /") names an
// element that separates words.
func isBlockTag(tag string) bool {
	name := strings.ToLower(strings.TrimLeft(tag, "/"))
	if k := strings.IndexAny(name, " \t\n/"); k >= 0 {
		name = name[:k]
	}
	switch name {
	case "p", "div", "br", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6",
		"blockquote", "hr", "tr", "td", "th", "table", "section", "article", "pre":
		return true
	}
	return false
}

// Excerpt cuts plain text to at most n characters, at a word boundary when
// one is near, adding '...' when it cut.
func Excerpt(text string, n int) string {
	end, count := 0, 0
	for i := range text {
		if count == n {
			end = i
			break
		}
		count++
	}
	if end == 0 { // n or fewer characters
		return text
	}
	cut := text[:end]
	if i := strings.LastIndexByte(cut, ' '); i > len(cut)*2/3 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,.;:") + "..."
}

// ValidID reports whether s is a UUID in canonical form. Ids from URLs are
// checked before they reach a query, so PostgreSQL's uuid type never sees junk.
func ValidID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i := 0; i < 36; i++ {
		c := s[i]
		switch i {
		case 8, 13, 18, 23:
			if c != '-' {
				return false
			}
		default:
			if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
				return false
			}
		}
	}
	return true
}

// TextToHTML turns plain text into rich text: each non-empty line becomes an
// escaped paragraph. The author application's biography and the ISBN
// services' descriptions are stored this way.
func TextToHTML(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(s, "\n") {
		line = strings.Join(strings.Fields(line), " ")
		if line == "" {
			continue
		}
		b.WriteString("<p>")
		b.WriteString(html.EscapeString(line))
		b.WriteString("</p>")
	}
	return b.String()
}

// MsgControlChars refuses text with control characters: NUL and the other C0
// and C1 controls break storage (PostgreSQL refuses NUL in text), logs and
// mails, and no one types them.
const MsgControlChars = "Metin izin verilmeyen kontrol karakterleri içeriyor"

// HasControl reports control characters (and invalid UTF-8) in s. Where
// multiline is, a line break (LF, CR) and a tab are allowed. The API applies
// it to every string of every JSON body (multiline), and single-line fields
// such as a review's title check it without.
func HasControl(s string, multiline bool) bool {
	if !utf8.ValidString(s) {
		return true
	}
	for _, r := range s {
		if multiline && (r == '\n' || r == '\r' || r == '\t') {
			continue
		}
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return true
		}
	}
	return false
}

// MsgSingleLine refuses a line break or an invisible control character in a
// field of one line.
const MsgSingleLine = "Bu alan satır sonu veya görünmez denetim karakteri içeremez"

// MsgInvisibleChars refuses an invisible control character in a text of
// several lines (an address).
const MsgInvisibleChars = "Bu alan görünmez denetim karakteri içeremez"

// invisibleControl reports the characters that change how the text around
// them reads without showing themselves: the bidirectional embeddings,
// overrides, isolates and marks (which can reverse an IBAN or a sum in a
// printed contract), the Unicode line and paragraph separators, and the
// byte-order mark. The joiners (U+200C, U+200D) stay: scripts and emoji
// need them.
func invisibleControl(r rune) bool {
	switch {
	case r >= '\u202A' && r <= '\u202E', r >= '\u2066' && r <= '\u2069',
		r == '\u200E', r == '\u200F', r == '\u061C', r == '\u2028', r == '\u2029', r == '\uFEFF':
		return true
	}
	return false
}

// SingleLine reports whether s fits a field of one line (a name, a title, a
// code, a phone number): valid UTF-8 without line breaks, tabs, other C0
// and C1 controls or invisible bidirectional controls. Such fields are
// printed line by line into contracts, mails and logs, where a line break
// would forge a line of its own.
func SingleLine(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if unicode.IsControl(r) || invisibleControl(r) {
			return false
		}
	}
	return true
}

// CheckSingleLine is every single-line field's check of SingleLine.
func CheckSingleLine(field, s string) *FieldError {
	if !SingleLine(s) {
		return &FieldError{field, MsgSingleLine}
	}
	return nil
}

// CheckLines checks a plain text of several lines (an address): line
// breaks are its own, tabs and the invisible controls are not.
func CheckLines(field, s string) *FieldError {
	for _, line := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n") {
		if !SingleLine(line) {
			return &FieldError{field, MsgInvisibleChars}
		}
	}
	return nil
}

// OneLine writes a text on one line for a document printed line by line
// (the contracts): its lines are joined with ", " and anything SingleLine
// refuses becomes a space, so even a value stored before these checks
// cannot start a line of its own.
func OneLine(s string) string {
	var parts []string
	for _, line := range strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' || r == '\u2028' || r == '\u2029' }) {
		line = strings.Join(strings.Fields(strings.Map(func(r rune) rune {
			if unicode.IsControl(r) || invisibleControl(r) || r == utf8.RuneError {
				return ' '
			}
			return r
		}, line)), " ")
		if line != "" {
			parts = append(parts, line)
		}
	}
	return strings.Join(parts, ", ")
}
