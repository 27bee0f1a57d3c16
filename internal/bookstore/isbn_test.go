package bookstore_test

import (
	"errors"
	"testing"

	"bookstore/internal/bookstore"
)

// Every valid example below was checked by computing its check digit:
// 0-306-40615-2: 0·10+3·9+0·8+6·7+4·6+0·5+6·4+1·3+5·2 = 130, (11-130%11)%11 = 2.
// 0-8044-2957-X: sum 199, (11-1)%11 = 10 = X. 978-0-306-40615-7: 1/3 sum 93,
// (10-3)%10 = 7. 978-3-16-148410-0: sum 90 → 0. 9786052118047 (a Turkish
// book, Google Books' ANGULARJS) and its ISBN-10 6052118040. 9786051234566 is
// not valid: its check digit would be 4.
func TestValidateISBN(t *testing.T) {
	tests := []struct {
		name, in, kind, msg string
	}{
		{"isbn10 hyphenated", "0-306-40615-2", bookstore.ISBN10, ""},
		{"isbn10 plain", "0306406152", bookstore.ISBN10, ""},
		{"isbn10 X check digit", "0-8044-2957-X", bookstore.ISBN10, ""},
		{"isbn10 lower-case x", "0-8044-2957-x", bookstore.ISBN10, ""},
		{"isbn10 X check digit second", "3-16-148410-X", bookstore.ISBN10, ""},
		{"isbn10 turkish", "605-211-804-0", bookstore.ISBN10, ""},
		{"isbn13 hyphenated", "978-0-306-40615-7", bookstore.ISBN13, ""},
		{"isbn13 spaces", "978 3 16 148410 0", bookstore.ISBN13, ""},
		{"isbn13 turkish", "9786052118047", bookstore.ISBN13, ""},
		{"isbn13 valid variant of the made-up example", "9786051234564", bookstore.ISBN13, ""},
		{"isbn13 with prefix text", "ISBN: 978-0-306-40615-7", bookstore.ISBN13, ""},

		{"isbn10 wrong check digit", "0-306-40615-3", bookstore.ISBN10, bookstore.MsgISBNInvalidCheck},
		{"isbn10 X where 2 belongs", "0-306-40615-X", bookstore.ISBN10, bookstore.MsgISBNInvalidCheck},
		{"isbn10 digit where X belongs", "0-8044-2957-0", bookstore.ISBN10, bookstore.MsgISBNInvalidCheck},
		{"isbn10 X inside", "0-80X4-2957-1", bookstore.ISBN10, bookstore.MsgISBNInvalidChar},
		{"isbn10 transposed digits", "0-306-46015-2", bookstore.ISBN10, bookstore.MsgISBNInvalidCheck},
		{"isbn13 wrong check digit", "978-0-306-40615-8", bookstore.ISBN13, bookstore.MsgISBNInvalidCheck},
		{"isbn13 made-up example is invalid", "9786051234566", bookstore.ISBN13, bookstore.MsgISBNInvalidCheck},
		{"isbn13 X check digit", "978-0-306-40615-X", bookstore.ISBN13, bookstore.MsgISBNInvalidChar},
		{"isbn13 X inside", "978-0-3X6-40615-7", bookstore.ISBN13, bookstore.MsgISBNInvalidChar},

		{"empty", "", "", bookstore.MsgISBNRequired},
		{"only separators", " - - ", "", bookstore.MsgISBNRequired},
		{"letters only", "abcdefghij", "", bookstore.MsgISBNRequired},
		{"nine digits", "030640615", "", bookstore.MsgISBNFormat},
		{"eleven digits", "03064061521", "", bookstore.MsgISBNFormat},
		{"twelve digits", "978030640615", "", bookstore.MsgISBNFormat},
		{"fourteen digits", "97803064061571", "", bookstore.MsgISBNFormat},
		{"letters stripped leave nine", "0-306-4O615-2", "", bookstore.MsgISBNFormat},
		{"arabic-indic digits are not digits", "٠٣٠٦٤٠٦١٥٢", "", bookstore.MsgISBNRequired},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kind, err := bookstore.ValidateISBN(tt.in)
			if tt.msg == "" {
				if err != nil {
					t.Fatalf("ValidateISBN(%q) = %v, want valid", tt.in, err)
				}
			} else {
				assertISBNError(t, err, tt.msg)
			}
			if kind != tt.kind {
				t.Errorf("kind = %q, want %q", kind, tt.kind)
			}
		})
	}
}

func assertISBNError(t testing.TB, err error, msg string) {
	t.Helper()
	var de *bookstore.Error
	if !errors.As(err, &de) {
		t.Fatalf("err = %v, want a *bookstore.Error %q", err, msg)
	}
	if de.Code != bookstore.CodeInvalid || de.Message != msg {
		t.Fatalf("err = %s %q, want invalid %q", de.Code, de.Message, msg)
	}
	if len(de.Fields) != 1 || de.Fields[0].Field != "isbn" || de.Fields[0].Message != msg {
		t.Fatalf("fields = %+v, want isbn: %q", de.Fields, msg)
	}
}

func TestValidateISBN10And13Lengths(t *testing.T) {
	assertISBNError(t, bookstore.ValidateISBN10("978-0-306-40615-7"), bookstore.MsgISBN10Length)
	assertISBNError(t, bookstore.ValidateISBN10(""), bookstore.MsgISBN10Length)
	assertISBNError(t, bookstore.ValidateISBN13("0-306-40615-2"), bookstore.MsgISBN13Length)
	if err := bookstore.ValidateISBN10("0-8044-2957-X"); err != nil {
		t.Fatal(err)
	}
	if err := bookstore.ValidateISBN13("978-3-16-148410-0"); err != nil {
		t.Fatal(err)
	}
}

func TestNormalizeISBN(t *testing.T) {
	tests := map[string]string{
		"978-0-306-40615-7":   "9780306406157",
		" 0 8044 2957 x ":     "080442957X",
		"ISBN 0-8044-2957-X":  "080442957X", // the letters of "ISBN" are dropped
		"isbn:978.3.16.14841": "97831614841",
		"":                    "",
		"xX":                  "XX",
		"٣٤٥ ün":              "",
	}
	for in, want := range tests {
		if got := bookstore.NormalizeISBN(in); got != want {
			t.Errorf("NormalizeISBN(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestFormatISBN: hyphens by the ISBN agency's registration groups and
// publisher ranges (Turkey is 605, 625, 975 and 9944 under 978); a number
// in a range the agency has not defined keeps the fixed groups.
func TestFormatISBN(t *testing.T) {
	tests := map[string]string{
		// Turkish publishers' ranges, the registrant's length set by the range.
		"9789754700480":     "978-975-470-048-0", // 975: three-digit publisher (İletişim's 470)
		"9789750800511":     "978-975-08-0051-1", // 975: two-digit publisher (Yapı Kredi's 08)
		"9786053322184":     "978-605-332-218-4", // 605: three-digit publisher
		"9786052118047":     "978-605-2118-04-7", // 605: four-digit publisher
		"978-605-360-000-8": "978-605-360-000-8",
		"9786257751230":     "978-625-7751-23-0", // 625: the newest Turkish group
		"9789944881234":     "978-9944-88-123-4", // 9944: a four-digit group
		"9754700486":        "975-470-048-6",     // an ISBN-10 by the same ranges
		// Elsewhere.
		"9780306406157":     "978-0-306-40615-7",
		"0306406152":        "0-306-40615-2",
		"978 3 16 148410 0": "978-3-16-148410-0",
		"9791000000008":     "979-10-00-00000-8",
		// Not defined by the agency: the fixed 3-1-5-3-1 (and 1-5-3-1).
		"9786251000006": "978-6-25100-000-6", // 625-01… is not yet in use
		"9790000000001": "979-0-00000-000-1", // 979-0 is not a book group
		"12345":         "12345",
		"":              "",
	}
	for in, want := range tests {
		if got := bookstore.FormatISBN(in); got != want {
			t.Errorf("FormatISBN(%q) = %q, want %q", in, got, want)
		}
	}
}

// ISBN10To13 lets an ISBN lookup match a book listed under either form.
func TestISBN10To13(t *testing.T) {
	for in, want := range map[string]string{
		"0306406152":    "9780306406157",
		"6052118040":    "9786052118047",
		"316148410X":    "9783161484100", // the X check digit is dropped, a new one computed
		"080442957X":    "9780804429573",
		"9780306406157": "9780306406157", // already ISBN-13
		"":              "",
		"030640615":     "030640615", // not an ISBN: as is
	} {
		got := bookstore.ISBN10To13(in)
		if got != want {
			t.Errorf("ISBN10To13(%q) = %q, want %q", in, got, want)
		}
		if len(in) == 10 {
			if err := bookstore.ValidateISBN13(got); err != nil {
				t.Errorf("ISBN10To13(%q) = %q, not a valid ISBN-13: %v", in, got, err)
			}
		}
	}
}
