package reports

import (
	"context"
	"io"
	"slices"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/spreadsheet"
)

// Table is one downloadable table of the reports page.
type Table string

const (
	TableRevenue    Table = "ciro"
	TableBooks      Table = "kitaplar"
	TableAuthors    Table = "yazarlar"
	TableCategories Table = "kategoriler"
	TableLowStock   Table = "dusuk-stok"
	TableMethods    Table = "odeme-yontemleri" // revenue by payment method
	TableOrderLines Table = "siparisler"       // the orders with their lines, for the accountant
)

// Tables lists the downloads in the page's order.
func Tables() []Table {
	return []Table{TableRevenue, TableMethods, TableBooks, TableAuthors, TableCategories, TableLowStock, TableOrderLines}
}

// MsgUnknownTable answers a download of a table the page does not have.
const MsgUnknownTable = "Böyle bir rapor tablosu yok."

// StartCSV is the check before a download: t must be a table of the page,
// and a download of the order lines, which name the buyers, is recorded in
// the audit log with its range before any byte of it is sent (a download
// that cannot be recorded is not sent). The other tables are not recorded.
func (s *Service) StartCSV(ctx context.Context, actorID string, t Table, q bookstore.ReportQuery) error {
	if !slices.Contains(Tables(), t) {
		return bookstore.Errorf(bookstore.CodeNotFound, MsgUnknownTable)
	}
	if t != TableOrderLines {
		return nil
	}
	return s.Audit.RecordAudit(ctx, bookstore.Change(actorID, bookstore.ActionOrderLinesExported, "orders", "", nil,
		map[string]string{"from": q.From.Format(time.DateOnly), "to": q.To.Format(time.DateOnly)}))
}

// FileName is the download's name: kitapevi-<table>-<from>_<to>.csv (the
// low-stock list is of today, not of a range: kitapevi-dusuk-stok-<today>.csv).
func FileName(t Table, q bookstore.ReportQuery, today time.Time) string {
	if t == TableLowStock {
		return "kitapevi-" + string(t) + "-" + today.In(bookstore.ShopLocation()).Format(time.DateOnly) + ".csv"
	}
	return "kitapevi-" + string(t) + "-" + q.From.Format(time.DateOnly) + "_" + q.To.Format(time.DateOnly) + ".csv"
}

// csvWriter is the reports' spreadsheet.Writer (the form is stated
// there) with their dates: a day as GG.AA.YYYY (02.01.2006) and a time as
// SS:DD, both in Istanbul.
type csvWriter struct {
	*spreadsheet.Writer
	loc *time.Location
}

// date is an instant's day in Istanbul as GG.AA.YYYY.
func (c *csvWriter) date(t time.Time) string { return t.In(c.loc).Format("02.01.2006") }

// WriteCSV writes table t for q to w. The order lines are streamed from the
// database as they are written; the other tables are the page's tables in
// full (every ranked record, not only the top ten).
func (s *Service) WriteCSV(ctx context.Context, w io.Writer, t Table, q bookstore.ReportQuery) error {
	c := &csvWriter{Writer: spreadsheet.NewWriter(w), loc: bookstore.ShopLocation()}
	var err error
	switch t {
	case TableRevenue:
		err = s.revenueCSV(ctx, c, q)
	case TableBooks, TableAuthors, TableCategories:
		err = s.rankCSV(ctx, c, t, q)
	case TableMethods:
		err = s.methodsCSV(ctx, c, q)
	case TableLowStock:
		err = s.lowStockCSV(ctx, c)
	case TableOrderLines:
		err = s.orderLinesCSV(ctx, c, q)
	default:
		return bookstore.Errorf(bookstore.CodeNotFound, MsgUnknownTable)
	}
	if err != nil {
		return err
	}
	return c.Flush()
}

var groupHeading = map[bookstore.ReportGroup]string{bookstore.GroupDay: "Gün", bookstore.GroupWeek: "Hafta başı", bookstore.GroupMonth: "Ay başı"}

func (s *Service) revenueCSV(ctx context.Context, c *csvWriter, q bookstore.ReportQuery) error {
	days, err := s.Store.SalesByDay(ctx, q.Start(), q.End(), bookstore.ShopLocation())
	if err != nil {
		return err
	}
	if err := c.Row(groupHeading[q.Group], "Sipariş", "Tahsil edilen (TL)", "İade edilen (TL)", "Net (TL)"); err != nil {
		return err
	}
	for _, p := range bookstore.GroupSales(q, days) {
		err := c.Row(c.date(p.Start), spreadsheet.Count(p.Orders),
			spreadsheet.Lira(p.Charged), spreadsheet.Lira(p.Refunded), spreadsheet.Lira(p.Net()))
		if err != nil {
			return err
		}
	}
	return nil
}

func (s *Service) methodsCSV(ctx context.Context, c *csvWriter, q bookstore.ReportQuery) error {
	methods, err := s.Methods(ctx, q)
	if err != nil {
		return err
	}
	if err := c.Row("Ödeme yöntemi", "Sipariş", "Ciro (TL)"); err != nil {
		return err
	}
	for _, m := range methods {
		if err := c.Row(m.Method.Label(), spreadsheet.Count(m.Orders), spreadsheet.Lira(m.Revenue)); err != nil {
			return err
		}
	}
	return nil
}

var rankHeading = map[Table]struct {
	dim  bookstore.ReportDimension
	name string
}{
	TableBooks: {bookstore.DimensionBook, "Kitap"}, TableAuthors: {bookstore.DimensionAuthor, "Yazar"},
	TableCategories: {bookstore.DimensionCategory, "Kategori"},
}

func (s *Service) rankCSV(ctx context.Context, c *csvWriter, t Table, q bookstore.ReportQuery) error {
	h := rankHeading[t]
	ranks, err := s.Store.TopSales(ctx, q.Start(), q.End(), h.dim, q.Rank, 0)
	if err != nil {
		return err
	}
	if err := c.Row("Sıra", h.name, "Adet", "Ciro (TL)"); err != nil {
		return err
	}
	for i, r := range ranks {
		err := c.Row(spreadsheet.Count(i+1), spreadsheet.Text(RankName(r)), spreadsheet.Count(r.Units), spreadsheet.Lira(r.Revenue))
		if err != nil {
			return err
		}
	}
	return nil
}

// Uncategorised names the books without a category in the category list.
const Uncategorised = "Kategorisiz"

// RankName is a ranked record's name as the page shows it.
func RankName(r bookstore.SalesRank) string {
	if r.ID == "" && r.Name == "" {
		return Uncategorised
	}
	return r.Name
}

func (s *Service) lowStockCSV(ctx context.Context, c *csvWriter) error {
	books, err := s.Store.LowStock(ctx, 0)
	if err != nil {
		return err
	}
	if err := c.Row("Kitap", "Stok", "Eşik", "Eşik türü", "Yayında"); err != nil {
		return err
	}
	for _, b := range books {
		kind, live := "Varsayılan", "Hayır"
		if b.Own {
			kind = "Kitaba özel"
		}
		if b.Approved {
			live = "Evet"
		}
		err := c.Row(spreadsheet.Text(b.Title), spreadsheet.Count(b.Stock), spreadsheet.Count(b.Threshold), kind, live)
		if err != nil {
			return err
		}
	}
	return nil
}

func (s *Service) orderLinesCSV(ctx context.Context, c *csvWriter, q bookstore.ReportQuery) error {
	if err := c.Row("Sipariş No", "Tarih", "Saat", "Durum", "Alıcı", "Kitap", "Adet", "Birim fiyat (TL)", "Satır toplamı (TL)",
		"Ara toplam (TL)", "Kargo (TL)", "Sipariş toplamı (TL)", "İade edilen (TL)"); err != nil {
		return err
	}
	return s.Store.EachOrderLine(ctx, q.Start(), q.End(), func(r bookstore.OrderLineRow) error {
		number := (&bookstore.Order{ID: r.OrderID}).Number()
		return c.Row(number, c.date(r.CreatedAt), r.CreatedAt.In(c.loc).Format("15:04"), r.Status.Label(),
			spreadsheet.Text(r.Buyer), spreadsheet.Text(r.Title), spreadsheet.Count(r.Quantity),
			spreadsheet.Lira(r.UnitPrice), spreadsheet.Lira(r.LineTotal()), spreadsheet.Lira(r.Subtotal),
			spreadsheet.Lira(r.Shipping), spreadsheet.Lira(r.Total), spreadsheet.Lira(r.Refunded))
	})
}
