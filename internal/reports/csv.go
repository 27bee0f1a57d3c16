package reports

import (
	"bufio"
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"bookstore/internal/bookstore"
)

// Table is one downloadable table of the reports page.
type Table string

const (
	TableRevenue    Table = "ciro"
	TableBooks      Table = "kitaplar"
	TableAuthors    Table = "yazarlar"
	TableCategories Table = "kategoriler"
	TableLowStock   Table = "dusuk-stok"
	TableOrderLines Table = "siparisler" // the orders with their lines, for the accountant
)

// Tables lists the downloads in the page's order.
func Tables() []Table {
	return []Table{TableRevenue, TableBooks, TableAuthors, TableCategories, TableLowStock, TableOrderLines}
}

// MsgUnknownTable answers a download of a table the page does not have.
const MsgUnknownTable = "Böyle bir rapor tablosu yok."

// FileName is the download's name: kitapevi-<table>-<from>_<to>.csv (the
// low-stock list is of today, not of a range: kitapevi-dusuk-stok-<today>.csv).
func FileName(t Table, q bookstore.ReportQuery, today time.Time) string {
	if t == TableLowStock {
		return "kitapevi-" + string(t) + "-" + today.In(bookstore.ShopLocation()).Format(time.DateOnly) + ".csv"
	}
	return "kitapevi-" + string(t) + "-" + q.From.Format(time.DateOnly) + "_" + q.To.Format(time.DateOnly) + ".csv"
}

// csvWriter is the one CSV writer of the reports, in the form Excel opens
// in a Turkish locale without an import dialog:
//   - UTF-8 with a byte order mark (else Excel reads the letters as
//     Windows-1254 and "Ayşe" turns into mojibake);
//   - semicolons between cells (the comma is Turkish's decimal separator);
//   - money in lira with a decimal comma and no thousands separator:
//     123450 kuruş is "1234,50" (a negative amount "-12,00");
//   - dates as GG.AA.YYYY (02.01.2006) in Istanbul, times as SS:DD;
//   - text cells that start with = + - @ (or a tab or carriage return) get
//     a leading apostrophe, so a title or name is never run as a formula
//     (CSV injection). Numbers are written by this file and never text.
type csvWriter struct {
	w   *csv.Writer
	loc *time.Location
}

func newCSVWriter(w io.Writer) (*csvWriter, error) {
	if _, err := io.WriteString(w, "\uFEFF"); err != nil {
		return nil, err
	}
	c := csv.NewWriter(w)
	c.Comma = ';'
	c.UseCRLF = true // what Excel writes; every reader accepts it
	return &csvWriter{w: c, loc: bookstore.ShopLocation()}, nil
}

func (c *csvWriter) row(cells ...string) error { return c.w.Write(cells) }

func (c *csvWriter) flush() error {
	c.w.Flush()
	return c.w.Error()
}

// Text is a text cell, safe from formula injection.
func Text(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// Money is kuruş as lira with a decimal comma: 123450 → "1234,50".
func Money(kurus int64) string {
	sign := ""
	if kurus < 0 {
		sign, kurus = "-", -kurus
	}
	return fmt.Sprintf("%s%d,%02d", sign, kurus/100, kurus%100)
}

// Date is an instant's day in Istanbul as GG.AA.YYYY.
func (c *csvWriter) date(t time.Time) string { return t.In(c.loc).Format("02.01.2006") }

func count[N int | int64](n N) string { return strconv.FormatInt(int64(n), 10) }

// WriteCSV writes table t for q to w. The order lines are streamed from the
// database as they are written; the other tables are the page's tables in
// full (every ranked record, not only the top ten).
func (s *Service) WriteCSV(ctx context.Context, w io.Writer, t Table, q bookstore.ReportQuery) error {
	buf := bufio.NewWriterSize(w, 32<<10)
	c, err := newCSVWriter(buf)
	if err != nil {
		return err
	}
	switch t {
	case TableRevenue:
		err = s.revenueCSV(ctx, c, q)
	case TableBooks, TableAuthors, TableCategories:
		err = s.rankCSV(ctx, c, t, q)
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
	if err := c.flush(); err != nil {
		return err
	}
	return buf.Flush()
}

var groupHeading = map[bookstore.ReportGroup]string{bookstore.GroupDay: "Gün", bookstore.GroupWeek: "Hafta başı", bookstore.GroupMonth: "Ay başı"}

func (s *Service) revenueCSV(ctx context.Context, c *csvWriter, q bookstore.ReportQuery) error {
	days, err := s.Store.SalesByDay(ctx, q.Start(), q.End(), bookstore.ShopLocation())
	if err != nil {
		return err
	}
	if err := c.row(groupHeading[q.Group], "Sipariş", "Tahsil edilen (TL)", "İade edilen (TL)", "Net (TL)"); err != nil {
		return err
	}
	for _, p := range bookstore.GroupSales(q, days) {
		if err := c.row(c.date(p.Start), count(p.Orders), Money(p.Charged), Money(p.Refunded), Money(p.Net())); err != nil {
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
	if err := c.row("Sıra", h.name, "Adet", "Ciro (TL)"); err != nil {
		return err
	}
	for i, r := range ranks {
		if err := c.row(count(i+1), Text(RankName(r)), count(r.Units), Money(r.Revenue)); err != nil {
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
	if err := c.row("Kitap", "Stok", "Eşik", "Eşik türü", "Yayında"); err != nil {
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
		if err := c.row(Text(b.Title), count(b.Stock), count(b.Threshold), kind, live); err != nil {
			return err
		}
	}
	return nil
}

func (s *Service) orderLinesCSV(ctx context.Context, c *csvWriter, q bookstore.ReportQuery) error {
	if err := c.row("Sipariş No", "Tarih", "Saat", "Durum", "Alıcı", "Kitap", "Adet", "Birim fiyat (TL)", "Satır toplamı (TL)",
		"Ara toplam (TL)", "Kargo (TL)", "Sipariş toplamı (TL)", "İade edilen (TL)"); err != nil {
		return err
	}
	return s.Store.EachOrderLine(ctx, q.Start(), q.End(), func(r bookstore.OrderLineRow) error {
		number := (&bookstore.Order{ID: r.OrderID}).Number()
		return c.row(number, c.date(r.CreatedAt), r.CreatedAt.In(c.loc).Format("15:04"), r.Status.Label(), Text(r.Buyer), Text(r.Title),
			count(r.Quantity), Money(r.UnitPrice), Money(r.LineTotal()), Money(r.Subtotal), Money(r.Shipping), Money(r.Total), Money(r.Refunded))
	})
}
