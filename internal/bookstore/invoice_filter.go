package bookstore

import (
	"time"
	"unicode/utf8"
)

// ParseInvoiceFilter reads the admin's invoice list filter from its query
// values: a status and a kind of the known ones, days YYYY-MM-DD in
// Istanbul (to included), a search of at most MaxInvoiceQuery characters
// without control characters. Empty values filter nothing.
func ParseInvoiceFilter(status, kind, from, to, q string) (InvoiceFilter, error) {
	var f InvoiceFilter
	switch InvoiceStatus(status) {
	case "", InvoiceQueued, InvoiceSending, InvoiceSent, InvoiceAccepted, InvoiceRejected, InvoiceCancelled, InvoiceIssued:
		f.Status = InvoiceStatus(status)
	default:
		return f, Errorf(CodeInvalid, MsgInvoiceFilter)
	}
	switch InvoiceKind(kind) {
	case "", InvoiceSale, InvoiceReturnSlip:
		f.Kind = InvoiceKind(kind)
	default:
		return f, Errorf(CodeInvalid, MsgInvoiceFilter)
	}
	loc := ShopLocation()
	for _, d := range []struct {
		in   string
		out  *time.Time
		next bool
	}{{from, &f.From, false}, {to, &f.To, true}} {
		if d.in == "" {
			continue
		}
		day, err := time.ParseInLocation("2006-01-02", d.in, loc)
		if err != nil {
			return f, Errorf(CodeInvalid, MsgInvoiceDate)
		}
		if d.next {
			day = day.AddDate(0, 0, 1)
		}
		*d.out = day
	}
	if utf8.RuneCountInString(q) > MaxInvoiceQuery || !utf8.ValidString(q) || HasControl(q, false) {
		return f, Errorf(CodeInvalid, MsgInvoiceQuery)
	}
	f.Query = q
	return f, nil
}

// ParseInvoiceMonth reads YYYY-MM as the month's first and next month's
// first instants in Istanbul.
func ParseInvoiceMonth(s string) (from, to time.Time, err error) {
	m, perr := time.ParseInLocation("2006-01", s, ShopLocation())
	if perr != nil {
		return time.Time{}, time.Time{}, Errorf(CodeInvalid, MsgInvoiceMonth)
	}
	return m, m.AddDate(0, 1, 0), nil
}
