package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The shipments' reads (0052_shipments.sql).

type shipmentRow struct {
	ID          string     `bun:"id"`
	OrderID     string     `bun:"order_id"`
	Carrier     string     `bun:"carrier"`
	Reference   string     `bun:"reference"`
	CarrierID   *string    `bun:"carrier_id"`
	Tracking    string     `bun:"tracking_number"`
	Status      string     `bun:"status"`
	StatusAt    time.Time  `bun:"status_at"`
	Grams       int        `bun:"grams"`
	Desi        int        `bun:"desi"`
	DeliveredAt *time.Time `bun:"delivered_at"`
	Version     int        `bun:"version"`
	CreatedAt   time.Time  `bun:"created_at"`
}

const shipmentColumns = `s.id, s.order_id, s.carrier, s.reference, s.carrier_id, s.tracking_number, s.status, s.status_at,
	s.grams, s.desi, s.delivered_at, s.version, s.created_at`

func (r *shipmentRow) shipment() bookstore.OrderShipment {
	s := bookstore.OrderShipment{ID: r.ID, OrderID: r.OrderID, Carrier: r.Carrier, Reference: r.Reference, Tracking: r.Tracking,
		Status: bookstore.ShipmentStatus(r.Status), StatusAt: r.StatusAt.UTC(), Grams: r.Grams, Desi: r.Desi, Version: r.Version,
		CreatedAt: r.CreatedAt.UTC()}
	if r.CarrierID != nil {
		s.CarrierID = *r.CarrierID
	}
	if r.DeliveredAt != nil {
		s.DeliveredAt = r.DeliveredAt.UTC()
	}
	return s
}

type shipmentEventRow struct {
	ShipmentID  string    `bun:"shipment_id"`
	Key         string    `bun:"key"`
	Status      string    `bun:"status"`
	At          time.Time `bun:"at"`
	Location    string    `bun:"location"`
	Description string    `bun:"description"`
}

// selectShipments reads shipments with their events.
func selectShipments(ctx context.Context, db bun.IDB, where string, args ...any) ([]bookstore.OrderShipment, error) {
	var rows []shipmentRow
	if err := db.NewRaw(`SELECT `+shipmentColumns+` FROM shipments AS s WHERE `+where, args...).Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.OrderShipment, len(rows))
	if len(rows) == 0 {
		return out, nil
	}
	ids := make([]string, len(rows))
	at := make(map[string]int, len(rows))
	for i := range rows {
		out[i], ids[i], at[rows[i].ID] = rows[i].shipment(), rows[i].ID, i
	}
	var evs []shipmentEventRow
	err := db.NewRaw(`SELECT shipment_id, key, status, at, location, description FROM shipment_events
		WHERE shipment_id IN (?) ORDER BY at, key`, bun.In(ids)).Scan(ctx, &evs)
	if err != nil {
		return nil, translate(err)
	}
	for _, e := range evs {
		s := &out[at[e.ShipmentID]]
		s.Events = append(s.Events, bookstore.TrackingEvent{Key: e.Key, Status: bookstore.ShipmentStatus(e.Status), At: e.At.UTC(),
			Location: e.Location, Description: e.Description})
	}
	return out, nil
}

// ActiveShipment is the order's shipment that is not cancelled.
func (s *ShipmentStore) ActiveShipment(ctx context.Context, orderID string) (*bookstore.OrderShipment, error) {
	return firstShipment(selectShipments(ctx, s.db.bun, `s.order_id = ? AND s.status <> 'cancelled'`, orderID))
}

func firstShipment(list []bookstore.OrderShipment, err error) (*bookstore.OrderShipment, error) {
	if err != nil || len(list) == 0 {
		return nil, err
	}
	return &list[0], nil
}

// LatestShipments are the newest shipment of each order.
func (s *ShipmentStore) LatestShipments(ctx context.Context, orderIDs []string) (map[string]*bookstore.OrderShipment, error) {
	out := map[string]*bookstore.OrderShipment{}
	if len(orderIDs) == 0 {
		return out, nil
	}
	list, err := selectShipments(ctx, s.db.bun, `s.order_id IN (?) ORDER BY s.created_at, s.id`, bun.In(orderIDs))
	if err != nil {
		return nil, err
	}
	for i := range list {
		out[list[i].OrderID] = &list[i] // the newest comes last
	}
	return out, nil
}

// ShipmentByCarrier finds a shipment by the carrier's id, else by reference.
func (s *ShipmentStore) ShipmentByCarrier(ctx context.Context, carrier, carrierID, reference string) (*bookstore.OrderShipment, error) {
	if carrierID != "" {
		sh, err := firstShipment(selectShipments(ctx, s.db.bun, `s.carrier = ? AND s.carrier_id = ?`, carrier, carrierID))
		if err != nil || sh != nil {
			return sh, err
		}
	}
	if reference != "" {
		sh, err := firstShipment(selectShipments(ctx, s.db.bun, `s.carrier = ? AND s.reference = ?`, carrier, reference))
		if err != nil || sh != nil {
			return sh, err
		}
	}
	return nil, bookstore.ErrNotFound
}

// ParcelLines are the order's lines with their books' weight and size.
func (s *ShipmentStore) ParcelLines(ctx context.Context, orderID string) ([]bookstore.ParcelLine, error) {
	var rows []struct {
		BookID   string `bun:"book_id"`
		Title    string `bun:"title"`
		Quantity int    `bun:"quantity"`
		Grams    *int   `bun:"weight_grams"`
		Width    *int   `bun:"width_mm"`
		Height   *int   `bun:"height_mm"`
		Depth    *int   `bun:"depth_mm"`
	}
	err := s.db.bun.NewRaw(`SELECT i.book_id, i.title, i.quantity, b.weight_grams, b.width_mm, b.height_mm, b.depth_mm
		FROM order_items AS i JOIN books AS b ON b.id = i.book_id WHERE i.order_id = ? ORDER BY i.created_at, i.id`, orderID).Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	val := func(p *int) int {
		if p == nil {
			return 0
		}
		return *p
	}
	out := make([]bookstore.ParcelLine, len(rows))
	for i, r := range rows {
		out[i] = bookstore.ParcelLine{BookID: r.BookID, Title: r.Title, Quantity: r.Quantity, Grams: val(r.Grams), WidthMM: val(r.Width),
			HeightMM: val(r.Height), DepthMM: val(r.Depth)}
	}
	return out, nil
}
