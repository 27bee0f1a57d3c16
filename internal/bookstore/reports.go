package bookstore

import (
	"context"
	"strings"
	"time"
)

// The publisher's sales reports (/admin/raporlar). Every figure
// comes from the orders, their lines, the refunds and the returns, summed by
// the database; this file holds the range rules and the merging of days
// into weeks and months, which is arithmetic on a few hundred rows at most.
//
// Definitions (the page states them too):
//   - A sold order is one that was paid (it has a payment) or that the admin
//     confirmed as paid another way; a cancelled order counts when it was
//     paid, since its money came in and its refund goes out.
//   - Charged: the totals (books and shipping) of the sold orders placed in
//     the period, by the order's date in Istanbul.
//   - Refunded: the refunds completed in the period (cancellations and
//     returns), by the refund's date. Net is charged minus refunded.
//   - Top books, authors and categories: the lines of the sold, not
//     cancelled orders placed in the range, less the copies and money of
//     their refunded returns.
//   - Conversion: of the carts created in the range, the share whose member
//     placed a sold order in the range at or after the cart's creation.

// ReportGroup is how the revenue series is grouped.
type ReportGroup string

const (
	GroupDay   ReportGroup = "day"
	GroupWeek  ReportGroup = "week" // ISO weeks, Monday to Sunday
	GroupMonth ReportGroup = "month"
)

// ReportRank orders the top lists.
type ReportRank string

const (
	RankRevenue ReportRank = "revenue"
	RankUnits   ReportRank = "units"
)

// ReportDimension is what a top list ranks.
type ReportDimension string

const (
	DimensionBook     ReportDimension = "book"
	DimensionAuthor   ReportDimension = "author"
	DimensionCategory ReportDimension = "category"
)

// Report limits and messages.
const (
	ReportMaxYears          = 5
	ReportTopLimit          = 10
	ReportLowStockLimit     = 50
	DefaultLowStock         = 5 // a book's threshold when it has none of its own
	MaxLowStockThreshold    = 10000
	MsgReportFromInvalid    = "Geçerli bir başlangıç tarihi girin (YYYY-AA-GG)."
	MsgReportToInvalid      = "Geçerli bir bitiş tarihi girin (YYYY-AA-GG)."
	MsgReportBackwards      = "Bitiş tarihi başlangıç tarihinden önce olamaz."
	MsgReportTooLong        = "Rapor aralığı en fazla 5 yıl olabilir."
	MsgReportGroupInvalid   = "Gruplama gün, hafta veya ay olmalı."
	MsgReportRankInvalid    = "Sıralama ciro veya adet olmalı."
	MsgLowStockThresholdBad = "Eşik 0 ile 10000 arasında bir tam sayı olmalı."
)

// ReportQuery is a checked report request: whole days in the shop's time
// zone, From and To both included.
type ReportQuery struct {
	From, To time.Time // midnights in ShopLocation
	Group    ReportGroup
	Rank     ReportRank
}

// Start and End are the instants the range covers: From's midnight up to,
// not including, the midnight after To (Istanbul days).
func (q ReportQuery) Start() time.Time { return q.From }
func (q ReportQuery) End() time.Time   { return q.To.AddDate(0, 0, 1) }

// ParseReportQuery checks a report request. Empty dates mean the last 30
// days up to today, an empty group a day, an empty rank revenue; anything
// else malformed, a range ending before it starts or longer than five years
// is refused with the field's message and nothing is read.
func ParseReportQuery(from, to, group, rank string, now time.Time, loc *time.Location) (ReportQuery, error) {
	today := civil(now.In(loc))
	q := ReportQuery{To: today, From: today.AddDate(0, 0, -29), Group: ReportGroup(group), Rank: ReportRank(rank)}
	var fields []FieldError
	if s := strings.TrimSpace(from); s != "" {
		d, err := time.ParseInLocation(time.DateOnly, s, loc)
		if err != nil {
			fields = append(fields, FieldError{"from", MsgReportFromInvalid})
		}
		q.From = d
	}
	if s := strings.TrimSpace(to); s != "" {
		d, err := time.ParseInLocation(time.DateOnly, s, loc)
		if err != nil {
			fields = append(fields, FieldError{"to", MsgReportToInvalid})
		}
		q.To = d
	}
	if len(fields) == 0 {
		switch {
		case q.To.Before(q.From):
			fields = append(fields, FieldError{"to", MsgReportBackwards})
		case q.From.AddDate(ReportMaxYears, 0, 0).Before(q.To):
			fields = append(fields, FieldError{"to", MsgReportTooLong})
		}
	}
	switch q.Group {
	case "":
		q.Group = GroupDay
	case GroupDay, GroupWeek, GroupMonth:
	default:
		fields = append(fields, FieldError{"group", MsgReportGroupInvalid})
	}
	switch q.Rank {
	case "":
		q.Rank = RankRevenue
	case RankRevenue, RankUnits:
	default:
		fields = append(fields, FieldError{"rank", MsgReportRankInvalid})
	}
	if len(fields) > 0 {
		return ReportQuery{}, Invalid(fields...)
	}
	return q, nil
}

// civil is t's midnight in t's location.
func civil(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}

// DaySales is one Istanbul day's money, as the database sums it. Day is
// "YYYY-MM-DD".
type DaySales struct {
	Day      string
	Orders   int
	Charged  int64
	Refunded int64
}

// PeriodSales is one period of the revenue series.
type PeriodSales struct {
	Start    time.Time // the period's first day (a week's Monday, a month's 1st), midnight in the shop's zone
	Orders   int
	Charged  int64
	Refunded int64
}

// Net is what the period kept: charged less refunded (negative when more
// was given back than came in).
func (p PeriodSales) Net() int64 { return p.Charged - p.Refunded }

// periodStart is the first day of the period d falls in.
func periodStart(d time.Time, g ReportGroup) time.Time {
	switch g {
	case GroupWeek:
		back := (int(d.Weekday()) + 6) % 7 // days since Monday
		return d.AddDate(0, 0, -back)
	case GroupMonth:
		return time.Date(d.Year(), d.Month(), 1, 0, 0, 0, 0, d.Location())
	default:
		return d
	}
}

func nextPeriod(d time.Time, g ReportGroup) time.Time {
	switch g {
	case GroupWeek:
		return d.AddDate(0, 0, 7)
	case GroupMonth:
		return d.AddDate(0, 1, 0)
	default:
		return d.AddDate(0, 0, 1)
	}
}

// GroupSales spreads the database's days over every period of q, empty
// periods included (so a chart's axis has no gaps). The first and last
// periods may be partial: a week or month is named by its first day even
// when the range starts inside it.
func GroupSales(q ReportQuery, days []DaySales) []PeriodSales {
	var out []PeriodSales
	index := map[time.Time]int{}
	for p := periodStart(q.From, q.Group); !p.After(q.To); p = nextPeriod(p, q.Group) {
		index[p] = len(out)
		out = append(out, PeriodSales{Start: p})
	}
	for _, d := range days {
		day, err := time.ParseInLocation(time.DateOnly, d.Day, q.From.Location())
		if err != nil {
			continue
		}
		i, ok := index[periodStart(day, q.Group)]
		if !ok {
			continue
		}
		out[i].Orders += d.Orders
		out[i].Charged += d.Charged
		out[i].Refunded += d.Refunded
	}
	return out
}

// MethodSales is the sold orders placed in a range that were paid (or are
// to be paid) by one method: their count and their charged totals, as the
// range's Charged counts them, so the methods add up to it.
type MethodSales struct {
	Method  PaymentMethod
	Orders  int
	Revenue int64 // kuruş
}

// SalesByMethodOf lists every method in PaymentMethods' order with the
// database's sums, a method with no orders as zero (so the table always
// has its three rows).
func SalesByMethodOf(rows []MethodSales) []MethodSales {
	out := make([]MethodSales, len(PaymentMethods))
	for i, m := range PaymentMethods {
		out[i].Method = m
		for _, r := range rows {
			if r.Method == m {
				out[i].Orders += r.Orders
				out[i].Revenue += r.Revenue
			}
		}
	}
	return out
}

// SalesRank is one line of a top list: a book, an author or a category
// (ID empty: books without a category).
type SalesRank struct {
	ID      string
	Name    string
	Units   int64
	Revenue int64 // kuruş, line totals less refunds of returned lines
}

// LowStockBook is a book at or under its stock threshold.
type LowStockBook struct {
	ID        string
	Title     string
	Stock     int
	Threshold int  // the book's own, or DefaultLowStock
	Own       bool // the book has its own threshold
	Approved  bool
}

// CartConversion counts carts created in a range and those that turned
// into a sold order.
type CartConversion struct {
	Carts     int
	Converted int
}

// Percent is the share of carts converted, in percent (0 with no carts).
func (c CartConversion) Percent() float64 {
	if c.Carts == 0 {
		return 0
	}
	return float64(c.Converted) * 100 / float64(c.Carts)
}

// OrderLineRow is one line of a sold order for the accountant's export,
// with its order's figures repeated on every line.
type OrderLineRow struct {
	OrderID   string
	CreatedAt time.Time
	Status    OrderStatus
	Buyer     string
	Title     string
	Quantity  int
	UnitPrice int64
	Subtotal  int64
	Shipping  int64
	Total     int64
	Refunded  int64 // completed refunds of the order
}

// LineTotal is the line's price times its copies.
func (r OrderLineRow) LineTotal() int64 { return r.UnitPrice * int64(r.Quantity) }

// ReportStore reads the sales aggregates. Each method is one aggregate
// query over indexed columns; none loads orders into Go except
// EachOrderLine, which streams the export row by row.
type ReportStore interface {
	// SalesByDay sums the sold orders placed and the refunds completed in
	// [start, end) per day in loc.
	SalesByDay(ctx context.Context, start, end time.Time, loc *time.Location) ([]DaySales, error)
	// SalesByMethod sums the sold orders placed in [start, end) per
	// payment method (the methods with orders only).
	SalesByMethod(ctx context.Context, start, end time.Time) ([]MethodSales, error)
	// TopSales ranks books, authors or categories; limit 0 means all.
	TopSales(ctx context.Context, start, end time.Time, dim ReportDimension, rank ReportRank, limit int) ([]SalesRank, error)
	// LowStock lists the books at or under their threshold, lowest stock first; limit 0 means all.
	LowStock(ctx context.Context, limit int) ([]LowStockBook, error)
	// LowStockDefault is the threshold of a book without its own (the
	// staff notices' setting, DefaultLowStock until changed).
	LowStockDefault(ctx context.Context) (int, error)
	CartConversion(ctx context.Context, start, end time.Time) (CartConversion, error)
	// EachOrderLine calls fn for every line of the sold orders placed in
	// [start, end), oldest order first.
	EachOrderLine(ctx context.Context, start, end time.Time, fn func(OrderLineRow) error) error
	// SetLowStockThreshold sets a book's own threshold (nil: the default).
	SetLowStockThreshold(ctx context.Context, bookID string, threshold *int, fx Effects) error
}

// CheckLowStockThreshold checks a threshold an admin sets (nil clears it).
func CheckLowStockThreshold(t *int) error {
	if t != nil && (*t < 0 || *t > MaxLowStockThreshold) {
		return Invalid(FieldError{"threshold", MsgLowStockThresholdBad})
	}
	return nil
}
