package httpapi

import (
	"context"
	"log/slog"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"bookstore/internal/bookstore"
	"bookstore/internal/reports"
)

// The sales reports page (/admin/raporlar) and its CSV downloads. The range
// is checked before anything is read: a bad one is a 422 with the field's
// Turkish message.

// reportHandlers are the report routes, asking the report service; the
// logger records a CSV stream that fails after its first bytes went out.
type reportHandlers struct {
	reports *reports.Service
	log     *slog.Logger
}

type reportInput struct {
	From  string `query:"from" maxLength:"32" doc:"first day, YYYY-MM-DD in Istanbul (default: 29 days before today)"`
	To    string `query:"to" maxLength:"32" doc:"last day, included (default: today)"`
	Group string `query:"group" maxLength:"16" doc:"day, week or month (default day)"`
	Rank  string `query:"rank" maxLength:"16" doc:"the top lists' order: revenue or units (default revenue)"`
}

type ReportPeriod struct {
	Start    string `json:"start" doc:"the period's first day, YYYY-MM-DD"`
	Orders   int    `json:"orders"`
	Charged  int64  `json:"charged" doc:"kuruş"`
	Refunded int64  `json:"refunded" doc:"kuruş"`
	Net      int64  `json:"net" doc:"kuruş"`
}

type ReportTotals struct {
	Orders        int   `json:"orders"`
	Charged       int64 `json:"charged"`
	Refunded      int64 `json:"refunded"`
	Net           int64 `json:"net"`
	AverageBasket int64 `json:"averageBasket" doc:"charged per sold order, kuruş"`
}

type ReportRank struct {
	ID      string `json:"id" doc:"empty for the books without a category"`
	Name    string `json:"name"`
	Units   int64  `json:"units"`
	Revenue int64  `json:"revenue"`
}

// ReportMethod is one payment method's sold orders (their charged totals:
// the methods add up to the totals' charged).
type ReportMethod struct {
	Method  string `json:"method" enum:"card,transfer,cod"`
	Label   string `json:"label" doc:"Kredi / banka kartı, Havale / EFT or Kapıda ödeme"`
	Orders  int    `json:"orders"`
	Revenue int64  `json:"revenue" doc:"kuruş"`
}

type LowStockItem struct {
	BookID       string `json:"bookId"`
	Title        string `json:"title"`
	Stock        int    `json:"stock"`
	Threshold    int    `json:"threshold"`
	OwnThreshold bool   `json:"ownThreshold"`
	Approved     bool   `json:"approved"`
}

type ReportConversion struct {
	Carts     int     `json:"carts"`
	Converted int     `json:"converted"`
	Percent   float64 `json:"percent"`
}

type SalesReport struct {
	From             string           `json:"from"`
	To               string           `json:"to"`
	Group            string           `json:"group" enum:"day,week,month"`
	Rank             string           `json:"rank" enum:"revenue,units"`
	Periods          []ReportPeriod   `json:"periods"`
	Totals           ReportTotals     `json:"totals"`
	TopBooks         []ReportRank     `json:"topBooks"`
	TopAuthors       []ReportRank     `json:"topAuthors"`
	TopCategories    []ReportRank     `json:"topCategories"`
	LowStock         []LowStockItem   `json:"lowStock"`
	DefaultThreshold int              `json:"defaultThreshold"`
	Conversion       ReportConversion `json:"conversion"`
	RevenueByMethod  []ReportMethod   `json:"revenueByMethod" doc:"every payment method, in the checkout's order"`
}

type salesReportOutput struct{ Body SalesReport }

func (h reportHandlers) adminSalesReport(ctx context.Context, in *reportInput) (*salesReportOutput, error) {
	q, err := h.reports.Parse(in.From, in.To, in.Group, in.Rank)
	if err != nil {
		return nil, err
	}
	o, err := h.reports.Overview(ctx, q)
	if err != nil {
		return nil, err
	}
	r := SalesReport{From: q.From.Format(time.DateOnly), To: q.To.Format(time.DateOnly), Group: string(q.Group), Rank: string(q.Rank),
		Periods:  make([]ReportPeriod, len(o.Periods)),
		Totals:   ReportTotals{Orders: o.Orders, Charged: o.Charged, Refunded: o.Refunded, Net: o.Net(), AverageBasket: o.AverageBasket},
		TopBooks: rankViews(o.Books), TopAuthors: rankViews(o.Authors), TopCategories: rankViews(o.Categories),
		LowStock: make([]LowStockItem, len(o.LowStock)), DefaultThreshold: o.DefaultThreshold,
		Conversion: ReportConversion{Carts: o.Conversion.Carts, Converted: o.Conversion.Converted, Percent: o.Conversion.Percent()}}
	for i, p := range o.Periods {
		r.Periods[i] = ReportPeriod{Start: p.Start.Format(time.DateOnly), Orders: p.Orders, Charged: p.Charged, Refunded: p.Refunded, Net: p.Net()}
	}
	r.RevenueByMethod = make([]ReportMethod, len(o.Methods))
	for i, m := range o.Methods {
		r.RevenueByMethod[i] = ReportMethod{Method: string(m.Method), Label: m.Method.Label(), Orders: m.Orders, Revenue: m.Revenue}
	}
	for i, b := range o.LowStock {
		r.LowStock[i] = LowStockItem{BookID: b.ID, Title: b.Title, Stock: b.Stock, Threshold: b.Threshold, OwnThreshold: b.Own, Approved: b.Approved}
	}
	return &salesReportOutput{Body: r}, nil
}

func rankViews(rs []bookstore.SalesRank) []ReportRank {
	out := make([]ReportRank, len(rs))
	for i, r := range rs {
		out[i] = ReportRank{ID: r.ID, Name: reports.RankName(r), Units: r.Units, Revenue: r.Revenue}
	}
	return out
}

type reportCSVInput struct {
	Table string `path:"table" maxLength:"32" doc:"ciro, odeme-yontemleri, kitaplar, yazarlar, kategoriler, dusuk-stok or siparisler"`
	From  string `query:"from" maxLength:"32" doc:"as for the report"`
	To    string `query:"to" maxLength:"32"`
	Group string `query:"group" maxLength:"16"`
	Rank  string `query:"rank" maxLength:"16"`
}

// adminReportCSV streams one table as CSV (the format is stated in
// internal/spreadsheet). The range and the table are checked, and the
// accountant's download audited, first: a bad request is a problem answer,
// not a broken file.
func (h reportHandlers) adminReportCSV(ctx context.Context, in *reportCSVInput) (*huma.StreamResponse, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	q, err := h.reports.Parse(in.From, in.To, in.Group, in.Rank)
	if err != nil {
		return nil, err
	}
	t := reports.Table(in.Table)
	if err := h.reports.StartCSV(ctx, uid, t, q); err != nil {
		return nil, err
	}
	name := reports.FileName(t, q, time.Now())
	return &huma.StreamResponse{Body: func(hc huma.Context) {
		hc.SetHeader("Content-Type", "text/csv; charset=utf-8")
		hc.SetHeader("Content-Disposition", `attachment; filename="`+name+`"`)
		if err := h.reports.WriteCSV(ctx, hc.BodyWriter(), t, q); err != nil {
			// The status line is sent: the file ends short, and the log says why.
			h.log.ErrorContext(ctx, "report csv", "table", t, "err", err)
		}
	}}, nil
}

type thresholdInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body struct {
		Threshold *int `json:"threshold" required:"false" doc:"the book's own low-stock threshold; null: the default (5)"`
	}
}

func (h reportHandlers) adminSetLowStockThreshold(ctx context.Context, in *thresholdInput) (*struct{}, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	return nil, h.reports.SetLowStockThreshold(ctx, uid, in.ID, in.Body.Threshold)
}
