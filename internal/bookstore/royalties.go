package bookstore

import (
	"context"
	"fmt"
	"time"
)

// Royalties: an admin sets a rate per author (the default) or
// per book (an override), as a percentage of the net revenue or a fixed
// amount per copy, and the author's statement period. A statement of an
// ended period freezes, per book, the copies sold and returned, the net
// revenue and the royalty owed; it never changes afterwards, a correction
// is a new statement naming the one it corrects.

// RoyaltyKind says how a rate is applied.
type RoyaltyKind string

const (
	RoyaltyPercent RoyaltyKind = "percent" // of the net revenue
	RoyaltyFixed   RoyaltyKind = "fixed"   // kuruş per copy sold less returned
)

// RoyaltyPeriod is how often an author's statements are issued.
type RoyaltyPeriod string

const (
	RoyaltyMonthly   RoyaltyPeriod = "monthly"
	RoyaltyQuarterly RoyaltyPeriod = "quarterly"
)

// MaxBasisPoints is 100 %: a percentage is kept in hundredths of a percent.
const MaxBasisPoints = 10000

// MaxPerCopy bounds a fixed royalty (100.000 TL a copy), far above any
// book's price, so the arithmetic cannot overflow.
const MaxPerCopy = 10_000_000

const (
	MsgRoyaltyKind         = "Telif türü yüzde veya adet başı sabit tutar olmalıdır"
	MsgRoyaltyPercent      = "Telif oranı %0 ile %100 arasında olmalı (en fazla iki ondalık)"
	MsgRoyaltyPerCopy      = "Adet başı telif tutarı negatif olamaz ve 100.000 TL'yi aşamaz"
	MsgRoyaltyPeriod       = "Telif dönemi aylık veya üç aylık olmalıdır"
	MsgRoyaltyPeriodStart  = "Dönem YYYY-AA biçiminde bir ay olmalıdır"
	MsgRoyaltyQuarterStart = "Üç aylık dönem Ocak, Nisan, Temmuz veya Ekim ayında başlar"
	MsgRoyaltyNotEnded     = "Bu dönem henüz bitmedi; beyan ancak dönem bittikten sonra düzenlenebilir"
	MsgRoyaltyRateMissing  = "Önce yazarın telif oranını ve dönemini kaydedin"
	MsgRoyaltyIssued       = "Bu yazar için bu dönemin beyanı zaten düzenlenmiş; değişiklik için mevcut beyanı düzeltin"
	MsgRoyaltyCorrected    = "Bu beyan zaten düzeltilmiş; yalnızca en son düzeltme düzeltilebilir"
	MsgRoyaltyWrongAuthor  = "Düzeltilen beyan bu yazara ait değil"
	MsgRoyaltyRateSaved    = "Telif oranı kaydedildi"
	MsgRoyaltyRateRemoved  = "Kitabın özel telif oranı kaldırıldı; yazarın oranı geçerli"
	MsgRoyaltyStatementNew = "Telif beyanı düzenlendi"
)

// RoyaltyRate is one rate: a percentage in basis points or kuruş per copy.
type RoyaltyRate struct {
	Kind        RoyaltyKind
	BasisPoints int64 // percent: 1250 = %12,50
	PerCopy     int64 // fixed: kuruş per copy
}

// Validate checks the rate's bounds; the field names are the API's.
func (r RoyaltyRate) Validate() error {
	switch r.Kind {
	case RoyaltyPercent:
		if r.BasisPoints < 0 || r.BasisPoints > MaxBasisPoints {
			return Invalid(FieldError{"percent", MsgRoyaltyPercent})
		}
	case RoyaltyFixed:
		if r.PerCopy < 0 || r.PerCopy > MaxPerCopy {
			return Invalid(FieldError{"perCopy", MsgRoyaltyPerCopy})
		}
	default:
		return Invalid(FieldError{"kind", MsgRoyaltyKind})
	}
	return nil
}

// Normalized keeps only the amount of the rate's kind.
func (r RoyaltyRate) Normalized() RoyaltyRate {
	if r.Kind == RoyaltyPercent {
		r.PerCopy = 0
	} else {
		r.BasisPoints = 0
	}
	return r
}

// AuthorRoyalty is an author's royalty settings: the default rate (nil
// until an admin sets it), the period, and every book of the author with
// its override (nil: the author's rate applies).
type AuthorRoyalty struct {
	AuthorID, AuthorName string
	Rate                 *RoyaltyRate
	Period               RoyaltyPeriod
	Books                []BookRoyalty
}

// BookRoyalty is one book's override.
type BookRoyalty struct {
	BookID, Title string
	Rate          *RoyaltyRate
}

// RateFor is the rate a book's line is computed with.
func (a *AuthorRoyalty) RateFor(bookID string) (RoyaltyRate, bool) {
	for _, b := range a.Books {
		if b.BookID == bookID && b.Rate != nil {
			return *b.Rate, true
		}
	}
	if a.Rate == nil {
		return RoyaltyRate{}, false
	}
	return *a.Rate, true
}

// BookSales are one book's figures over a period: copies and amounts of
// the paid order lines dated in it, less the refunds of those books paid
// back in it (a return's refunded lines, a paid order's cancellation).
type BookSales struct {
	BookID, Title string
	Sold          int   // copies on paid orders placed in the period
	Returned      int   // copies refunded in the period
	Gross         int64 // kuruş customers paid for those lines
	Refunded      int64 // kuruş refunded for the book's lines in the period
}

// Net is the net revenue: what was paid less what was refunded.
func (s BookSales) Net() int64 { return s.Gross - s.Refunded }

// RoyaltyOf is the royalty of one book line, in kuruş.
//
// Rounding (stated once, here): a percentage is applied to the line's net
// revenue and rounded to the kuruş half away from zero (12,5 kuruş → 13,
// -12,5 → -13), once per book line; the statement's total is the sum of
// the rounded lines, so the lines always add up to the total. A fixed rate
// is exact: kuruş per copy times the copies sold less returned. A period
// with more returns than sales gives a negative line (the publisher
// deducts it), never a silent zero.
func RoyaltyOf(s BookSales, r RoyaltyRate) int64 {
	if r.Kind == RoyaltyFixed {
		return int64(s.Sold-s.Returned) * r.PerCopy
	}
	return divRoundHalfAway(s.Net()*r.BasisPoints, MaxBasisPoints)
}

// divRoundHalfAway is n/d rounded half away from zero (d > 0).
func divRoundHalfAway(n, d int64) int64 {
	q, rem := n/d, n%d
	if rem < 0 {
		rem = -rem
	}
	if 2*rem >= d {
		if n < 0 {
			q--
		} else {
			q++
		}
	}
	return q
}

// RoyaltyLine is one book's frozen line of a statement.
type RoyaltyLine struct {
	BookSales
	Rate    RoyaltyRate
	Royalty int64
}

// RoyaltyStatement is an issued statement with its lines and totals.
type RoyaltyStatement struct {
	ID, AuthorID, AuthorName string
	Period                   RoyaltyPeriod
	From, To                 time.Time // [From, To), midnight in Istanbul
	CorrectsID               string    // the statement this one corrects, or ""
	CorrectedByID            string    // set on reads: the correction of this one, or ""
	Lines                    []RoyaltyLine
	Sold, Returned           int
	Net, Royalty             int64
	IssuedBy                 string
	IssuedAt                 time.Time
}

// BuildStatementLines computes every line and the totals of st from the
// period's sales and the author's rates; false when a book with figures
// has no rate.
func BuildStatementLines(st *RoyaltyStatement, sales []BookSales, rates *AuthorRoyalty) bool {
	st.Lines = make([]RoyaltyLine, 0, len(sales))
	st.Sold, st.Returned, st.Net, st.Royalty = 0, 0, 0, 0
	for _, s := range sales {
		r, ok := rates.RateFor(s.BookID)
		if !ok {
			return false
		}
		l := RoyaltyLine{BookSales: s, Rate: r.Normalized(), Royalty: RoyaltyOf(s, r)}
		st.Lines = append(st.Lines, l)
		st.Sold += s.Sold
		st.Returned += s.Returned
		st.Net += s.Net()
		st.Royalty += l.Royalty
	}
	return true
}

// PeriodBounds is the period of kind starting in month start ("2026-10"):
// [first day 00:00, first day of the next period 00:00) in Istanbul, in UTC.
func PeriodBounds(kind RoyaltyPeriod, start string) (from, to time.Time, err error) {
	m, perr := time.ParseInLocation("2006-01", start, ShopLocation())
	if perr != nil || len(start) != 7 {
		return from, to, Invalid(FieldError{"period", MsgRoyaltyPeriodStart})
	}
	months := 1
	switch kind {
	case RoyaltyMonthly:
	case RoyaltyQuarterly:
		if (m.Month()-1)%3 != 0 {
			return from, to, Invalid(FieldError{"period", MsgRoyaltyQuarterStart})
		}
		months = 3
	default:
		return from, to, Invalid(FieldError{"period", MsgRoyaltyPeriod})
	}
	return m.UTC(), m.AddDate(0, months, 0).UTC(), nil
}

// PeriodLabel names a period in Turkish: "Ekim 2026" or "2026 4. çeyrek
// (Ekim–Aralık)".
func PeriodLabel(kind RoyaltyPeriod, from time.Time) string {
	f := from.In(ShopLocation())
	if kind == RoyaltyQuarterly {
		q := (int(f.Month())-1)/3 + 1
		last := f.AddDate(0, 2, 0)
		return fmt.Sprintf("%d %d. çeyrek (%s–%s)", f.Year(), q, trMonths[f.Month()-1], trMonths[last.Month()-1])
	}
	return fmt.Sprintf("%s %d", trMonths[f.Month()-1], f.Year())
}

// PeriodKey is the period's start month, "2026-10".
func PeriodKey(from time.Time) string { return from.In(ShopLocation()).Format("2006-01") }

var trMonths = [12]string{"Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"}

// MonthSales is one month of an author's sales, over all their books.
type MonthSales struct {
	Month          string // "2026-10"
	Sold, Returned int
	Gross, Net     int64
}

// SumSales adds the books' figures of one month.
func SumSales(month string, books []BookSales) MonthSales {
	m := MonthSales{Month: month}
	for _, b := range books {
		m.Sold += b.Sold
		m.Returned += b.Returned
		m.Gross += b.Gross
		m.Net += b.Net()
	}
	return m
}

// RoyaltyStore keeps the rates and the issued statements, and reads the
// sales they are computed from.
type RoyaltyStore interface {
	// AuthorRoyalty is the author's settings with every book of theirs;
	// ErrNotFound for an unknown author.
	AuthorRoyalty(ctx context.Context, authorID string) (*AuthorRoyalty, error)
	SetAuthorRoyalty(ctx context.Context, authorID string, rate RoyaltyRate, period RoyaltyPeriod, fx Effects) error
	// SetBookRoyalty sets the book's override, or removes it when rate is nil.
	SetBookRoyalty(ctx context.Context, bookID string, rate *RoyaltyRate, fx Effects) error
	// BookSales are the figures of the author's books with any sale or
	// refund in [from, to), by title.
	BookSales(ctx context.Context, authorID string, from, to time.Time) ([]BookSales, error)
	// IssueRoyaltyStatement stores st and its lines (st.ID, st.IssuedAt
	// set). An original for a period overlapping one already issued, or a
	// second correction of one statement, is a conflict.
	IssueRoyaltyStatement(ctx context.Context, st *RoyaltyStatement, fx Effects) error
	// RoyaltyStatements lists the author's statements without their lines,
	// newest period first.
	RoyaltyStatements(ctx context.Context, authorID string) ([]RoyaltyStatement, error)
	RoyaltyStatement(ctx context.Context, id string) (*RoyaltyStatement, error)
}
