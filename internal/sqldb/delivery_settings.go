package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The delivery setting (delivery_settings, 0058_delivery.sql):
// every setting the shop has had; the latest is in force, and with none
// bookstore.DefaultDeliverySettings. The estimate itself is the domain's
// (bookstore/delivery_estimate.go).

// DeliveryStore keeps the delivery setting and its history; the book page,
// the cart and the order page read the setting in force through it.
type DeliveryStore struct{ db *DB }

// NewDeliveryStore returns the delivery store on db's connection.
func NewDeliveryStore(db *DB) *DeliveryStore { return &DeliveryStore{db} }

type deliverySettingsRow struct {
	bun.BaseModel `bun:"table:delivery_settings"`
	ID            string    `bun:"id,pk"`
	HandlingDays  int       `bun:"handling_days"`
	CutoffHour    int       `bun:"cutoff_hour"`
	TransitDays   int       `bun:"transit_days"`
	ClosedDays    string    `bun:"closed_days"` // sorted YYYY-MM-DD, comma separated
	ValidFrom     time.Time `bun:"valid_from"`
	ChangedBy     *string   `bun:"changed_by"`
}

// deliverySettingsKey is the read cache's key of the setting in force: every
// book page and cart reads it; a change goes through catalogTx, which clears
// the cache.
const deliverySettingsKey = "delivery-settings"

// DeliverySettings is the setting in force.
func (s *DeliveryStore) DeliverySettings(ctx context.Context) (bookstore.DeliverySettings, error) {
	return cached(ctx, &s.db.cache, deliverySettingsKey, false, func(ctx context.Context) (bookstore.DeliverySettings, error) {
		var row deliverySettingsRow
		err := s.db.bun.NewSelect().Model(&row).OrderExpr("valid_from DESC, id DESC").Limit(1).Scan(ctx)
		if errors.Is(err, sql.ErrNoRows) {
			return bookstore.DefaultDeliverySettings, nil
		}
		if err != nil {
			return bookstore.DeliverySettings{}, translate(err)
		}
		v := bookstore.DeliverySettings{HandlingDays: row.HandlingDays, CutoffHour: row.CutoffHour, TransitDays: row.TransitDays}
		if row.ClosedDays != "" {
			v.ClosedDays = strings.Split(row.ClosedDays, ",")
		}
		return v, nil
	})
}

// SetDeliverySettings puts v in force now, recording who set it, with fx.
// The book pages' cached answers carry the estimate, so the change touches
// the whole catalogue (catalogTx's default scope).
func (s *DeliveryStore) SetDeliverySettings(ctx context.Context, v bookstore.DeliverySettings, by string, fx bookstore.Effects) error {
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		row := deliverySettingsRow{ID: newID(), HandlingDays: v.HandlingDays, CutoffHour: v.CutoffHour,
			TransitDays: v.TransitDays, ClosedDays: strings.Join(v.ClosedDays, ","), ValidFrom: now()}
		if bookstore.ValidID(by) {
			row.ChangedBy = &by
		}
		if _, err := tx.NewInsert().Model(&row).Exec(ctx); err != nil {
			return translate(err)
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

var _ bookstore.DeliverySettingsStore = (*DeliveryStore)(nil)
