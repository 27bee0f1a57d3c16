package bookstore

import (
	_ "embed"
	"encoding/xml"
	"strconv"
	"strings"
	"sync"
)

// isbnRangeMessage is the International ISBN Agency's range message
// (RangeMessage.xml, https://www.isbn-international.org/range_file_generation),
// which says how long each registration group and each publisher
// (registrant) prefix is. This copy, of 22 July 2023 (serial
// fa1a5bb4-9703-4910-bd34-2ffe0ae46c45), is the one the BookWyrm project
// ships (github.com/bookwyrm-social/bookwyrm, bookwyrm/isbn/RangeMessage.xml).
// To update: download a new file from the agency and replace this one.
//
//go:embed isbn_ranges.xml
var isbnRangeMessage []byte

// isbnRule is one <Rule>: the seven digits after a prefix in [lo, hi] mean
// the next part is length digits long (0: not defined, not in use).
type isbnRule struct {
	lo, hi int
	length int
}

type isbnRanges struct {
	ean    map[string][]isbnRule // "978" → the registration group's length
	groups map[string][]isbnRule // "978-605" → the registrant's length
}

var loadISBNRanges = sync.OnceValue(func() *isbnRanges {
	var msg struct {
		EAN    []isbnRangeGroup `xml:"EAN.UCCPrefixes>EAN.UCC"`
		Groups []isbnRangeGroup `xml:"RegistrationGroups>Group"`
	}
	r := &isbnRanges{ean: map[string][]isbnRule{}, groups: map[string][]isbnRule{}}
	// A malformed file leaves the tables empty: every number then takes
	// the fixed fallback groups instead of the binary failing.
	if err := xml.Unmarshal(isbnRangeMessage, &msg); err != nil {
		return r
	}
	for _, g := range msg.EAN {
		r.ean[g.Prefix] = g.rules()
	}
	for _, g := range msg.Groups {
		r.groups[g.Prefix] = g.rules()
	}
	return r
})

type isbnRangeGroup struct {
	Prefix string `xml:"Prefix"`
	Rules  []struct {
		Range  string `xml:"Range"`
		Length int    `xml:"Length"`
	} `xml:"Rules>Rule"`
}

func (g isbnRangeGroup) rules() []isbnRule {
	out := make([]isbnRule, 0, len(g.Rules))
	for _, r := range g.Rules {
		lo, hi, ok := strings.Cut(r.Range, "-")
		a, err1 := strconv.Atoi(lo)
		b, err2 := strconv.Atoi(hi)
		if ok && err1 == nil && err2 == nil {
			out = append(out, isbnRule{lo: a, hi: b, length: r.Length})
		}
	}
	return out
}

// lengthAt is the length the rules give for the digits that follow a
// prefix (the first seven, padded with zeros as the agency's ranges are);
// 0 when no rule covers them or the range is not in use.
func lengthAt(rules []isbnRule, digits string) int {
	key := (digits + "0000000")[:7]
	v, err := strconv.Atoi(key)
	if err != nil {
		return 0
	}
	for _, r := range rules {
		if v >= r.lo && v <= r.hi {
			return r.length
		}
	}
	return 0
}

// HyphenateISBN hyphenates a normalised ISBN-10 or ISBN-13 by the
// agency's ranges: prefix (ISBN-13 only), registration group, registrant,
// publication, check digit ("978-605-2118-04-7", "975-470-048-X"). ok is
// false when the number falls in a range the data does not define (or is
// not 10 or 13 characters); FormatISBN then uses the fixed groups.
func HyphenateISBN(n string) (string, bool) {
	var ean, body, check string
	switch len(n) {
	case 13:
		ean, body, check = n[:3], n[3:12], n[12:]
	case 10:
		ean, body, check = "978", n[:9], n[9:] // an ISBN-10 is a 978 number without the prefix
	default:
		return "", false
	}
	r := loadISBNRanges()
	gl := lengthAt(r.ean[ean], body)
	if gl == 0 || gl >= len(body) {
		return "", false
	}
	group := body[:gl]
	rl := lengthAt(r.groups[ean+"-"+group], body[gl:])
	if rl == 0 || gl+rl >= len(body) {
		return "", false
	}
	parts := []string{group, body[gl : gl+rl], body[gl+rl:], check}
	if len(n) == 13 {
		parts = append([]string{ean}, parts...)
	}
	return strings.Join(parts, "-"), true
}
