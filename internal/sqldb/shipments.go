package sqldb

import (
	"context"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Shipments (0052_shipments.sql): an order's parcel at a carrier and its
// tracking events. Every write is conditional on the state its caller read
// (a reservation still preparing, a shipment still at its version), so a
// webhook and the poll, or two 'Kargoya hazırla' at once, write each step
// once; tracking moves the order in the same transaction through the
// order's own move (moveOrderTx), with its mail, audit entry and invoice.

// ShipmentStore is the shipment aggregate (shipments*.go).
type ShipmentStore struct{ db *DB }

// NewShipmentStore returns the shipment store on db's connection.
func NewShipmentStore(db *DB) *ShipmentStore { return &ShipmentStore{db} }

var _ bookstore.ShipmentStore = (*ShipmentStore)(nil)

// ReserveShipment inserts the reservation unless the order has an active
// shipment. Two at once: the unique index on the active order lets one in,
// and the other returns the winner's.
func (s *ShipmentStore) ReserveShipment(ctx context.Context, sh bookstore.OrderShipment) (*bookstore.OrderShipment, bool, error) {
	var created bool
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		created = false
		if cur, err := firstShipment(selectShipments(ctx, tx, `s.order_id = ? AND s.status <> 'cancelled'`, sh.OrderID)); err != nil || cur != nil {
			return err
		}
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM shipments WHERE order_id = ?`, sh.OrderID).Scan(&n); err != nil {
			return translate(err)
		}
		t := now()
		_, err := tx.ExecContext(ctx, `INSERT INTO shipments (id, order_id, carrier, reference, status, status_at, grams, desi, created_at, updated_at)
			VALUES (?, ?, ?, ?, 'preparing', ?, ?, ?, ?, ?)`,
			newID(), sh.OrderID, sh.Carrier, bookstore.ShipmentReference(sh.OrderID, n+1), t, sh.Grams, sh.Desi, t, t)
		if err != nil {
			return translate(err)
		}
		created = true
		return nil
	})
	if err != nil && !errors.Is(err, bookstore.ErrDuplicate) {
		return nil, false, err
	}
	if err != nil {
		created = false // the other reservation won
	}
	cur, err := s.ActiveShipment(ctx, sh.OrderID)
	if err != nil {
		return nil, false, err
	}
	if cur == nil {
		return nil, false, bookstore.ErrNotFound // reserved and dropped at once; the caller may try again
	}
	return cur, created, nil
}

// CompleteShipment records the carrier's shipment on a reservation.
func (s *ShipmentStore) CompleteShipment(ctx context.Context, id string, cs bookstore.CarrierShipment, fx bookstore.Effects) (bool, error) {
	done := false
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		done = false
		t := now()
		res, err := tx.ExecContext(ctx, `UPDATE shipments SET status = 'created', status_at = ?, carrier_id = ?, tracking_number = ?,
			version = version + 1, updated_at = ? WHERE id = ? AND status = 'preparing'`, t, cs.ID, cs.TrackingNumber, t, id)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return nil
		}
		if err := writeEffects(ctx, s.db, tx, fx); err != nil {
			return err
		}
		done = true
		return nil
	})
	return done, err
}

// DropReservation deletes a reservation (never a shipment the carrier holds).
func (s *ShipmentStore) DropReservation(ctx context.Context, id string) error {
	_, err := s.db.bun.ExecContext(ctx, `DELETE FROM shipments WHERE id = ? AND status = 'preparing'`, id)
	return translate(err)
}

// unfinishedStatuses are the statuses the poll follows.
var unfinishedStatuses = []string{string(bookstore.ShipmentCreated), string(bookstore.ShipmentAccepted), string(bookstore.ShipmentInTransit),
	string(bookstore.ShipmentOutForDelivery), string(bookstore.ShipmentFailed)}

// LeaseShipments claims the shipments the poll looks at.
func (s *ShipmentStore) LeaseShipments(ctx context.Context, at, pollBefore, staleBefore time.Time, limit int) ([]bookstore.OrderShipment, error) {
	list, err := selectShipments(ctx, s.db.bun, `(s.polled_at IS NULL OR s.polled_at < ?)
		AND (s.status IN (?) OR (s.status = 'preparing' AND s.created_at < ?))
		ORDER BY s.polled_at IS NOT NULL, s.polled_at, s.id LIMIT ?`, utc(pollBefore), bun.List(unfinishedStatuses), utc(staleBefore), limit)
	if err != nil {
		return nil, err
	}
	out := list[:0]
	for _, sh := range list {
		res, err := s.db.bun.ExecContext(ctx, `UPDATE shipments SET polled_at = ? WHERE id = ? AND (polled_at IS NULL OR polled_at < ?)`,
			utc(at), sh.ID, utc(pollBefore))
		if err != nil {
			return out, translate(err)
		}
		if n, _ := res.RowsAffected(); n == 1 {
			out = append(out, sh)
		}
	}
	return out, nil
}

// errOrderMovedMeanwhile rolls back a tracking write whose order is no
// longer where its steps start (staff moved or cancelled it, or a refund
// claimed it, since the caller read it).
var errOrderMovedMeanwhile = errors.New("the order moved since it was read")

// ApplyTracking writes the events, the status and the order's moves, all
// or nothing: a shipment never records a status its order did not follow.
func (s *ShipmentStore) ApplyTracking(ctx context.Context, u bookstore.ShipmentUpdate, steps []bookstore.OrderStep) (bool, error) {
	applied := false
	run := s.db.inTx
	if u.Refusal != nil {
		run = s.db.catalogTx // a refused kapıda ödeme parcel's stock comes back
	}
	err := run(ctx, func(ctx context.Context, tx bun.Tx) error {
		applied = false
		var delivered any
		if !u.DeliveredAt.IsZero() {
			delivered = utc(u.DeliveredAt)
		}
		res, err := tx.ExecContext(ctx, `UPDATE shipments SET status = ?, status_at = ?, delivered_at = ?, version = version + 1, updated_at = ?
			WHERE id = ? AND version = ?`, string(u.Status), utc(u.StatusAt), delivered, now(), u.ShipmentID, u.Version)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return nil
		}
		for _, e := range u.New {
			_, err := tx.ExecContext(ctx, `INSERT INTO shipment_events (id, shipment_id, key, status, at, location, description, created_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (shipment_id, key) DO NOTHING`,
				newID(), u.ShipmentID, e.Key, string(e.Status), utc(e.At), e.Location, e.Description, now())
			if err != nil {
				return translate(err)
			}
		}
		if err := writeEffects(ctx, s.db, tx, bookstore.Effects{Staff: u.Staff}); err != nil {
			return err
		}
		for _, st := range steps {
			moved, err := moveOrderTx(ctx, s.db, tx, u.OrderID, st.From, st.To, st.Ship, st.DeliveredAt, st.Fx)
			if err != nil {
				return err
			}
			if !moved {
				return errOrderMovedMeanwhile
			}
		}
		if err := applyCODTracking(ctx, s.db, tx, u); err != nil {
			return err
		}
		applied = true
		return nil
	})
	if errors.Is(err, errOrderMovedMeanwhile) {
		return false, nil // lost to a concurrent change: the caller reads again
	}
	return applied, err
}

// CancelShipment marks a shipment the carrier has cancelled.
func (s *ShipmentStore) CancelShipment(ctx context.Context, id string, fx bookstore.Effects) (bool, error) {
	done := false
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		done = false
		t := now()
		res, err := tx.ExecContext(ctx, `UPDATE shipments SET status = 'cancelled', status_at = ?, version = version + 1, updated_at = ?
			WHERE id = ? AND status = 'created'`, t, t, id)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return nil
		}
		if err := writeEffects(ctx, s.db, tx, fx); err != nil {
			return err
		}
		done = true
		return nil
	})
	return done, err
}
