package bookstore

import (
	"bytes"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// A bank statement staff download from the bank's internet branch as CSV
// and paste into the order list ('Ekstre yükle'). Turkish banks write them
// differently: ';' or ',' between fields, a few lines about the account
// before the header, amounts as "1.234,56" or "1234.56", dates as
// "02.01.2006" or "2006-01-02", sometimes a byte-order mark. ParseStatement
// reads them all into the incoming transfers; MatchStatement proposes the
// pending havale/EFT order each one pays, by the order number the buyer was
// asked to write in the description.

// Bounds of a statement.
const (
	MaxStatementBytes = 1 << 20
	MaxStatementRows  = 2000
	// maxStatementDescription bounds a row's description as kept.
	maxStatementDescription = 500
)

// Messages of reading a statement.
const (
	MsgStatementTooLarge = "Ekstre dosyası en fazla 1 MB olabilir."
	MsgStatementRows     = "Ekstrede en fazla 2000 satır olabilir; daha kısa bir tarih aralığı seçin."
	MsgStatementEmpty    = "Ekstrede okunabilir bir işlem satırı bulunamadı (tarih, tutar, açıklama sütunları)."
	MsgStatementUnread   = "Ekstre okunamadı: CSV biçiminde olmalıdır."
	MsgStatementAmount   = "Ekstrenin %d. satırındaki tutar okunamadı: %q"
)

// StatementRow is one incoming transfer of a statement.
type StatementRow struct {
	Line        int       // the line of the CSV it was read from (1-based)
	Date        time.Time // midnight UTC of the booking day
	Amount      int64     // kuruş, > 0
	Description string
	// BankRef is the statement's reference of the transaction or, when it
	// has none, "EKSTRE-" and a hash of the date, amount and description:
	// the same row read twice has the same reference.
	BankRef string
}

// The columns a header names, by the folded words banks use.
var statementColumns = map[string][]string{
	"date":        {"tarih", "islem tarihi", "tarih saat", "valor", "valor tarihi", "date", "islem tarih"},
	"amount":      {"tutar", "islem tutari", "miktar", "amount", "tutar tl", "tutar try", "alacak", "alacak tutari"},
	"description": {"aciklama", "islem aciklamasi", "description", "detay", "aciklamalar"},
	"reference":   {"referans", "referans no", "dekont no", "islem no", "islem referansi", "fis no", "reference", "ref no", "dekont"},
}

// ParseStatement reads a statement's incoming transfers. Outgoing and zero
// amounts, lines before the header and lines that are not transactions (a
// balance, a total) are left out; an unreadable amount on a transaction's
// line is an error naming the line.
func ParseStatement(text string) ([]StatementRow, error) {
	if len(text) > MaxStatementBytes {
		return nil, Invalid(FieldError{"csv", MsgStatementTooLarge})
	}
	text = strings.TrimPrefix(text, "\uFEFF")
	if !utf8.ValidString(text) {
		return nil, Invalid(FieldError{"csv", MsgStatementUnread})
	}
	r := csv.NewReader(strings.NewReader(text))
	r.Comma = separatorOf(text)
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	r.TrimLeadingSpace = true
	cols := map[string]int{"date": 0, "amount": 1, "description": 2, "reference": 3}
	headerSeen, positional := false, true
	var out []StatementRow
	transactions := 0
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, Invalid(FieldError{"csv", MsgStatementUnread})
		}
		line, _ := r.FieldPos(0)
		if !headerSeen {
			if found, ok := headerOf(rec); ok {
				cols, headerSeen, positional = found, true, false
				continue
			}
		}
		date, ok := parseStatementDate(cell(rec, cols["date"]))
		if !ok {
			continue // a line about the account, a total, a blank line
		}
		transactions++
		if transactions > MaxStatementRows {
			return nil, Invalid(FieldError{"csv", MsgStatementRows})
		}
		raw := cell(rec, cols["amount"])
		amount, ok := parseStatementAmount(raw)
		if !ok {
			return nil, Invalid(FieldError{"csv", fmt.Sprintf(MsgStatementAmount, line, OneLine(raw))})
		}
		if amount <= 0 {
			continue // money going out
		}
		desc := OneLine(cell(rec, cols["description"]))
		if utf8.RuneCountInString(desc) > maxStatementDescription {
			desc = string([]rune(desc)[:maxStatementDescription])
		}
		ref := ""
		if i, ok := cols["reference"]; ok && (!positional || len(rec) > 3) {
			ref = OneLine(cell(rec, i))
		}
		if ref == "" || utf8.RuneCountInString(ref) > MaxBankRefLen {
			ref = statementRef(date, amount, desc)
		}
		out = append(out, StatementRow{Line: line, Date: date, Amount: amount, Description: desc, BankRef: ref})
	}
	if transactions == 0 {
		return nil, Invalid(FieldError{"csv", MsgStatementEmpty})
	}
	return out, nil
}

// separatorOf guesses the field separator from the first lines: ';' (the
// Turkish export, whose amounts carry a decimal comma), a tab, or ','.
func separatorOf(text string) rune {
	head := text
	if len(head) > 4096 {
		head = head[:4096]
	}
	switch semi, tabs, commas := strings.Count(head, ";"), strings.Count(head, "\t"), strings.Count(head, ","); {
	case semi > 0 && semi >= tabs:
		return ';'
	case tabs > 0 && tabs >= commas:
		return '\t'
	}
	return ','
}

// headerOf finds the columns a header row names; ok when it names at least
// a date, an amount and a description.
func headerOf(rec []string) (map[string]int, bool) {
	cols := map[string]int{}
	for i, c := range rec {
		f := FoldSearch(c)
		for col, names := range statementColumns {
			if _, taken := cols[col]; taken {
				continue
			}
			for _, n := range names {
				if f == n {
					cols[col] = i
				}
			}
		}
	}
	_, d := cols["date"]
	_, a := cols["amount"]
	_, s := cols["description"]
	return cols, d && a && s
}

func cell(rec []string, i int) string {
	if i < 0 || i >= len(rec) {
		return ""
	}
	return strings.TrimSpace(rec[i])
}

// parseStatementDate reads "02.01.2006", "02/01/2006" or "2006-01-02",
// with or without a time after it.
func parseStatementDate(s string) (time.Time, bool) {
	if i := strings.IndexAny(s, " T"); i > 0 {
		s = s[:i]
	}
	for _, layout := range []string{"02.01.2006", "2.1.2006", "02/01/2006", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil && t.Year() >= 2000 {
			return t, true
		}
	}
	return time.Time{}, false
}

// parseStatementAmount reads an amount in lira into kuruş: "1.234,56",
// "1234,56", "1,234.56", "1234.56", "1.234" (thousands), "-250,00", with
// or without "TL", "TRY" or "₺". The last '.' or ',' is the decimal mark
// when one or two digits follow it, else a thousands mark.
func parseStatementAmount(s string) (int64, bool) {
	s = strings.TrimSpace(s)
	for _, unit := range []string{"TRY", "TL", "₺"} {
		s = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(s, unit), unit))
	}
	s = strings.ReplaceAll(strings.ReplaceAll(s, " ", ""), "\u00a0", "")
	neg := false
	switch {
	case strings.HasPrefix(s, "-"):
		neg, s = true, s[1:]
	case strings.HasPrefix(s, "+"):
		s = s[1:]
	case strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")"):
		neg, s = true, s[1:len(s)-1]
	}
	if s == "" {
		return 0, false
	}
	whole, frac := s, ""
	if i := strings.LastIndexAny(s, ".,"); i >= 0 && len(s)-i-1 <= 2 {
		whole, frac = s[:i], s[i+1:]
		if frac == "" {
			return 0, false
		}
	}
	// Thousands marks group the whole part by three digits.
	groups := strings.FieldsFunc(whole, func(r rune) bool { return r == '.' || r == ',' })
	if strings.Count(whole, ".")+strings.Count(whole, ",") != max(len(groups)-1, 0) {
		return 0, false
	}
	for i, g := range groups {
		if len(groups) > 1 && (i > 0 && len(g) != 3 || len(g) > 3) {
			return 0, false
		}
	}
	whole = strings.Join(groups, "")
	if whole == "" {
		whole = "0"
	}
	if len(whole) > 12 || !allDigits(whole) || (frac != "" && !allDigits(frac)) {
		return 0, false
	}
	lira, _ := strconv.ParseInt(whole, 10, 64)
	kurus := int64(0)
	if frac != "" {
		kurus, _ = strconv.ParseInt((frac + "0")[:2], 10, 64)
	}
	v := lira*100 + kurus
	if neg {
		v = -v
	}
	return v, true
}

// statementRef is the stable reference of a row the statement gives none.
func statementRef(date time.Time, amount int64, desc string) string {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s|%d|%s", date.Format(time.DateOnly), amount, desc)
	sum := sha256.Sum256(b.Bytes())
	return "EKSTRE-" + strings.ToUpper(hex.EncodeToString(sum[:])[:12])
}

// StatementMatchKind is what a statement row is to the shop's orders.
type StatementMatchKind string

const (
	MatchExact         StatementMatchKind = "exact"          // an order's missing amount, exactly
	MatchAmountDiffers StatementMatchKind = "amount_differs" // names an order but pays another amount
	MatchNone          StatementMatchKind = "none"           // names no pending transfer order
	MatchRecorded      StatementMatchKind = "recorded"       // its reference is recorded already
)

// TransferCandidate is a pending havale/EFT order a statement row may
// belong to: its total and what is recorded on it so far.
type TransferCandidate struct {
	OrderID      string
	CustomerName string
	Total        int64
	Recorded     int64
}

// Missing is what the order still waits for.
func (c TransferCandidate) Missing() int64 { return max(c.Total-c.Recorded, 0) }

// StatementMatch is a row with the order it is proposed for (nil: none)
// and, when the amount differs, what that order expects.
type StatementMatch struct {
	StatementRow
	Order    *TransferCandidate
	Match    StatementMatchKind
	Expected int64
}

// OrderNumbersIn lists the order numbers (8 hexadecimal characters, the
// first of an order's id, any case) a description may name, lower-cased.
func OrderNumbersIn(desc string) []string {
	var out []string
	run := 0
	for i := 0; i <= len(desc); i++ {
		if i < len(desc) && isHex(desc[i]) {
			run++
			continue
		}
		if run == 8 {
			out = append(out, strings.ToLower(desc[i-8:i]))
		}
		run = 0
	}
	return out
}

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

// MatchStatement proposes, for each row, the pending transfer order whose
// number its description names (of candidates): the one whose missing
// amount it pays exactly, else the first named with what it expects. A row
// whose reference is recorded (recorded) is marked so and proposes nothing.
func MatchStatement(rows []StatementRow, candidates []TransferCandidate, recorded map[string]bool) []StatementMatch {
	byNumber := map[string][]TransferCandidate{}
	for _, c := range candidates {
		n := strings.ToLower(OrderNumberOf(c.OrderID))
		byNumber[n] = append(byNumber[n], c)
	}
	out := make([]StatementMatch, len(rows))
	for i, r := range rows {
		m := StatementMatch{StatementRow: r, Match: MatchNone}
		if recorded[r.BankRef] {
			m.Match = MatchRecorded
			out[i] = m
			continue
		}
		var named []TransferCandidate
		for _, n := range OrderNumbersIn(r.Description) {
			named = append(named, byNumber[n]...)
		}
		for _, c := range named {
			if c.Missing() == r.Amount {
				m.Order, m.Match = &c, MatchExact
				break
			}
		}
		if m.Order == nil && len(named) > 0 {
			c := named[0]
			m.Order, m.Match, m.Expected = &c, MatchAmountDiffers, c.Missing()
		}
		out[i] = m
	}
	return out
}
