package bookstore

import (
	"context"
	"strings"
	"time"
)

// The product's ISBN texts. The web app (web/src/lib/isbn.ts) uses the same
// texts and the same rules.
const (
	// MsgISBNFormat: after normalising, the ISBN is neither 10 nor 13 characters.
	MsgISBNFormat = "Geçersiz ISBN formatı. ISBN 10 veya 13 haneli olmalıdır."
	// MsgISBNLength is the generic length text; the web's live hint
	// shows it while the number being typed is not yet 10 or 13 characters.
	MsgISBNLength       = "ISBN 10 veya 13 haneli olmalıdır"
	MsgISBN10Length     = "ISBN-10 10 haneli olmalıdır"
	MsgISBN13Length     = "ISBN-13 13 haneli olmalıdır"
	MsgISBNInvalidChar  = "Geçersiz karakter"
	MsgISBNInvalidCheck = "Geçersiz kontrol hanesi"

	// Lookup messages.
	MsgISBNRequired     = "Lütfen ISBN numarası girin"
	MsgISBNFound        = "Kitap bilgileri ISBN'den alındı"
	MsgISBNNotFound     = "Bu ISBN için kitap bilgisi bulunamadı"
	MsgISBNLookupFailed = "ISBN sorgulaması başarısız"
)

// ISBN kinds ValidateISBN reports; the live hint reads 'Geçerli ' + kind.
const (
	ISBN10 = "ISBN-10"
	ISBN13 = "ISBN-13"
)

// NormalizeISBN keeps only digits and X (upper-cased): "978-605 123x" becomes
// "978605123X". It does not validate.
func NormalizeISBN(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case '0' <= c && c <= '9', c == 'X':
			b.WriteByte(c)
		case c == 'x':
			b.WriteByte('X')
		}
	}
	return b.String()
}

func isbnError(msg string) error {
	return Invalid(FieldError{Field: "isbn", Message: msg})
}

// ValidateISBN normalises s and checks it as an ISBN-10 or ISBN-13, returning
// the kind (ISBN10 or ISBN13). Errors are *Error with code invalid on the
// field "isbn": MsgISBNRequired when nothing is left after normalising,
// MsgISBNFormat for any other length, else the kind's own message
// (MsgISBNInvalidChar, MsgISBNInvalidCheck).
func ValidateISBN(s string) (kind string, err error) {
	n := NormalizeISBN(s)
	switch len(n) {
	case 0:
		return "", isbnError(MsgISBNRequired)
	case 10:
		return ISBN10, ValidateISBN10(n)
	case 13:
		return ISBN13, ValidateISBN13(n)
	}
	return "", isbnError(MsgISBNFormat)
}

// ValidateISBN10 checks a (normalised) ISBN-10: nine digits weighted 10 down
// to 2, then the check digit (11 - sum mod 11) mod 11, where X stands for 10
// and may appear only as the check digit.
func ValidateISBN10(s string) error {
	n := NormalizeISBN(s)
	if len(n) != 10 {
		return isbnError(MsgISBN10Length)
	}
	sum := 0
	for i := 0; i < 9; i++ {
		if n[i] == 'X' {
			return isbnError(MsgISBNInvalidChar)
		}
		sum += int(n[i]-'0') * (10 - i)
	}
	check := int(n[9] - '0')
	if n[9] == 'X' {
		check = 10
	}
	if check != (11-sum%11)%11 {
		return isbnError(MsgISBNInvalidCheck)
	}
	return nil
}

// ValidateISBN13 checks a (normalised) ISBN-13: the first twelve digits,
// then their check digit (isbn13CheckDigit).
func ValidateISBN13(s string) error {
	n := NormalizeISBN(s)
	if len(n) != 13 {
		return isbnError(MsgISBN13Length)
	}
	if strings.IndexByte(n, 'X') >= 0 {
		return isbnError(MsgISBNInvalidChar)
	}
	if n[12] != isbn13CheckDigit(n[:12]) {
		return isbnError(MsgISBNInvalidCheck)
	}
	return nil
}

// isbn13CheckDigit is the check digit of twelve digits: weighted alternately
// 1 and 3, then (10 - sum mod 10) mod 10.
func isbn13CheckDigit(digits12 string) byte {
	sum := 0
	for i := 0; i < 12; i++ {
		w := 1
		if i%2 == 1 {
			w = 3
		}
		sum += int(digits12[i]-'0') * w
	}
	return byte('0' + (10-sum%10)%10)
}

// ISBN10To13 turns a normalised, valid ISBN-10 into its ISBN-13 (the 978
// prefix and a new check digit), so that both forms of a book compare
// equal; any other input is returned as is.
func ISBN10To13(s string) string {
	if len(s) != 10 {
		return s
	}
	d := "978" + s[:9]
	return d + string(isbn13CheckDigit(d))
}

// FormatISBN normalises s and hyphenates it for display by the ISBN
// registration groups (HyphenateISBN: "978-605-2118-04-7" for a Turkish
// book). A number whose range the agency's data does not define falls back
// to fixed groups: ISBN-10 1-5-3-1 ("0-30640-615-2"), ISBN-13
// 3-1-5-3-1. Any other length is returned normalised and ungrouped. This is
// the one place ISBNs are hyphenated: the API sends the result beside the
// plain number (isbnFormatted) and the web shows it as is.
func FormatISBN(s string) string {
	n := NormalizeISBN(s)
	if h, ok := HyphenateISBN(n); ok {
		return h
	}
	var groups []int
	switch len(n) {
	case 10:
		groups = []int{1, 5, 3, 1}
	case 13:
		groups = []int{3, 1, 5, 3, 1}
	default:
		return n
	}
	parts := make([]string, 0, len(groups))
	for _, g := range groups {
		parts = append(parts, n[:g])
		n = n[g:]
	}
	return strings.Join(parts, "-")
}

// ISBNBook is what an ISBN lookup found; the book form fills a field only
// when it is set. The data comes from outside services and is noisy (Google
// lists publishers among the authors): an admin reviews it before saving.
type ISBNBook struct {
	Title string
	// Description is HTML built from the source's text (escaped, one <p> per
	// line); like every rich text it is sanitised again before it is stored.
	Description string
	Authors     []string
	Categories  []string
	PageCount   int
	// PublishedDate is the source's date as given ("2018", "2018-05",
	// "May 2018", ...); PublicationDate is set when it could be parsed
	// (YYYY, YYYY-MM, YYYY-MM-DD, and Open Library's English month forms),
	// at the first day of the period, in UTC.
	PublishedDate   string
	PublicationDate *time.Time
	// CoverURL is https: the large image, else medium, else the thumbnail.
	CoverURL string
}

// ISBNLookup finds book data by ISBN in outside services. Lookup returns nil,
// nil when no service has data, an invalid *Error for a bad ISBN, and an
// internal *Error with MsgISBNLookupFailed when every service failed.
type ISBNLookup interface {
	Lookup(ctx context.Context, isbn string) (*ISBNBook, error)
	// FetchCover downloads a cover a lookup named (https, size-capped).
	FetchCover(ctx context.Context, url string) ([]byte, error)
}
