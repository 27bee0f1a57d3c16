// Package reports is the publisher's sales reports
// (/admin/raporlar): the revenue series, average basket, top lists, low
// stock and cart conversion over a range, and their CSV exports. The
// figures are summed by the store (bookstore.ReportStore); the definitions
// are in internal/bookstore/reports.go.
package reports

import (
	"context"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

// Service answers the reports page and its downloads.
type Service struct {
	Store bookstore.ReportStore
	Audit bookstore.AuditStore // records the exports that name buyers
	Now   func() time.Time     // the clock (tests); nil: time.Now
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Parse checks a request's range, grouping and rank in the shop's time
// zone (bookstore.ParseReportQuery).
func (s *Service) Parse(from, to, group, rank string) (bookstore.ReportQuery, error) {
	return bookstore.ParseReportQuery(from, to, group, rank, s.now(), bookstore.ShopLocation())
}

// Overview is everything the reports page shows for one range.
type Overview struct {
	Query            bookstore.ReportQuery
	Periods          []bookstore.PeriodSales
	Orders           int
	Charged          int64
	Refunded         int64
	AverageBasket    int64 // charged per sold order, kuruş, rounded half up
	Books            []bookstore.SalesRank
	Authors          []bookstore.SalesRank
	Categories       []bookstore.SalesRank
	LowStock         []bookstore.LowStockBook
	Conversion       bookstore.CartConversion
	DefaultThreshold int
	// Methods are the sold orders by payment method (every method, in
	// bookstore.PaymentMethods' order).
	Methods []bookstore.MethodSales
}

// Net is what the range kept.
func (o *Overview) Net() int64 { return o.Charged - o.Refunded }

// Overview reads the page's figures for q.
func (s *Service) Overview(ctx context.Context, q bookstore.ReportQuery) (*Overview, error) {
	loc := bookstore.ShopLocation()
	days, err := s.Store.SalesByDay(ctx, q.Start(), q.End(), loc)
	if err != nil {
		return nil, err
	}
	threshold, err := s.Store.LowStockDefault(ctx)
	if err != nil {
		return nil, err
	}
	o := &Overview{Query: q, Periods: bookstore.GroupSales(q, days), DefaultThreshold: threshold}
	for _, p := range o.Periods {
		o.Orders += p.Orders
		o.Charged += p.Charged
		o.Refunded += p.Refunded
	}
	if o.Orders > 0 {
		o.AverageBasket = (o.Charged*2 + int64(o.Orders)) / (int64(o.Orders) * 2)
	}
	for dim, dst := range map[bookstore.ReportDimension]*[]bookstore.SalesRank{
		bookstore.DimensionBook: &o.Books, bookstore.DimensionAuthor: &o.Authors, bookstore.DimensionCategory: &o.Categories,
	} {
		if *dst, err = s.Store.TopSales(ctx, q.Start(), q.End(), dim, q.Rank, bookstore.ReportTopLimit); err != nil {
			return nil, err
		}
	}
	if o.Methods, err = s.Methods(ctx, q); err != nil {
		return nil, err
	}
	if o.LowStock, err = s.Store.LowStock(ctx, bookstore.ReportLowStockLimit); err != nil {
		return nil, err
	}
	if o.Conversion, err = s.Store.CartConversion(ctx, q.Start(), q.End()); err != nil {
		return nil, err
	}
	return o, nil
}

// Methods is the range's sold orders by payment method.
func (s *Service) Methods(ctx context.Context, q bookstore.ReportQuery) ([]bookstore.MethodSales, error) {
	rows, err := s.Store.SalesByMethod(ctx, q.Start(), q.End())
	if err != nil {
		return nil, err
	}
	return bookstore.SalesByMethodOf(rows), nil
}

// MsgBookNotFound is the answer for a threshold of a book that is not there.
const MsgBookNotFound = "Kitap bulunamadı."

// SetLowStockThreshold sets a book's own threshold (nil: the default of
// bookstore.DefaultLowStock), audited as a change of the book.
func (s *Service) SetLowStockThreshold(ctx context.Context, actorID, bookID string, threshold *int) error {
	if err := bookstore.CheckLowStockThreshold(threshold); err != nil {
		return err
	}
	if !bookstore.ValidID(bookID) {
		return bookstore.Errorf(bookstore.CodeNotFound, MsgBookNotFound)
	}
	audit := bookstore.Change(actorID, bookstore.ActionBookUpdated, "books", bookID, nil, map[string]any{"lowStockThreshold": threshold})
	err := s.Store.SetLowStockThreshold(ctx, bookID, threshold, bookstore.Effects{Audit: &audit})
	if errors.Is(err, bookstore.ErrNotFound) {
		return bookstore.Errorf(bookstore.CodeNotFound, MsgBookNotFound)
	}
	return err
}
