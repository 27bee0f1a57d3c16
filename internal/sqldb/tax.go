package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The KDV settings (tax_settings, 0044_kdv_classes.sql): every setting the
// shop has had; the latest is in force, and with none
// bookstore.DefaultTaxSettings. A placed order reads them with its cart
// lines (order_place.go) and freezes the classes it was sold with.

type taxSettingsRow struct {
	bun.BaseModel     `bun:"table:tax_settings"`
	ID                string    `bun:"id,pk"`
	BookRate          int       `bun:"book_rate"`
	BookExemption     string    `bun:"book_exemption"`
	ShippingRate      int       `bun:"shipping_rate"`
	ShippingExemption string    `bun:"shipping_exemption"`
	EbookRate         int       `bun:"ebook_rate"`
	EbookExemption    string    `bun:"ebook_exemption"`
	ValidFrom         time.Time `bun:"valid_from"`
	ChangedBy         *string   `bun:"changed_by"`
}

// latestTaxSettingsSQL is the row in force, for the order's cart-line read.
const latestTaxSettingsSQL = `SELECT book_rate, book_exemption, shipping_rate, shipping_exemption FROM tax_settings
	ORDER BY valid_from DESC, id DESC LIMIT 1`

// TaxSettings are the settings in force.
func (s *TaxStore) TaxSettings(ctx context.Context) (bookstore.TaxSettings, error) {
	var row taxSettingsRow
	err := s.db.bun.NewSelect().Model(&row).OrderExpr("valid_from DESC, id DESC").Limit(1).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return bookstore.DefaultTaxSettings, nil
	}
	if err != nil {
		return bookstore.TaxSettings{}, translate(err)
	}
	return bookstore.TaxSettings{
		Book:     bookstore.TaxClass{Rate: row.BookRate, Exemption: row.BookExemption},
		Shipping: bookstore.TaxClass{Rate: row.ShippingRate, Exemption: row.ShippingExemption},
		Ebook:    bookstore.TaxClass{Rate: row.EbookRate, Exemption: row.EbookExemption},
	}, nil
}

// SetTaxSettings puts ts in force now, recording who set them, with fx.
// Orders already placed keep the classes they froze.
func (s *TaxStore) SetTaxSettings(ctx context.Context, ts bookstore.TaxSettings, by string, fx bookstore.Effects) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		row := taxSettingsRow{ID: newID(), BookRate: ts.Book.Rate, BookExemption: ts.Book.Exemption,
			ShippingRate: ts.Shipping.Rate, ShippingExemption: ts.Shipping.Exemption,
			EbookRate: ts.Ebook.Rate, EbookExemption: ts.Ebook.Exemption, ValidFrom: now()}
		if bookstore.ValidID(by) {
			row.ChangedBy = &by
		}
		if _, err := tx.NewInsert().Model(&row).Exec(ctx); err != nil {
			return translate(err)
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

var _ bookstore.TaxStore = (*TaxStore)(nil)
