package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The return requests' codes at the return carrier and their shipments
// (bookstore.ReturnShipmentStore; the rules are bookstore/returns_carrier.go).

// SetReturnCode stores the code of a request still without one, with fx.
func (s *ReturnStore) SetReturnCode(ctx context.Context, id string, ret bookstore.CarrierReturn, instructions string, fx bookstore.Effects) (bool, error) {
	return updateOne(ctx, s.db, func(tx bun.Tx) *bun.UpdateQuery {
		return tx.NewUpdate().Table("returns").Set("return_code = ?", ret.Code).Set("return_shipment_id = ?", ret.ID).
			Set("instructions = ?", instructions).Set("updated_at = ?", now()).
			Where("id = ? AND return_code = '' AND return_reference IS NOT NULL", id)
	}, fx)
}

// awaitingGoods are the states in which a return's parcel is on its way.
var awaitingGoods = bun.List([]string{string(bookstore.ReturnRequested), string(bookstore.ReturnAwaiting)})

// PendingReturnCodes lists the requests of carrier waiting for their code.
func (s *ReturnStore) PendingReturnCodes(ctx context.Context, carrier string, limit int) ([]bookstore.ReturnRequest, error) {
	return s.scan(ctx, s.db.bun, s.selectReturns(s.db.bun).
		Where("r.return_carrier = ? AND r.return_code = '' AND r.return_reference IS NOT NULL AND r.state IN (?)", carrier, awaitingGoods).
		Order("r.created_at", "r.id").Limit(int64(limit)))
}

// ReturnByShipment finds the request of a return shipment.
func (s *ReturnStore) ReturnByShipment(ctx context.Context, shipmentID string) (*bookstore.ReturnRequest, error) {
	if shipmentID == "" {
		return nil, bookstore.ErrNotFound
	}
	list, err := s.scan(ctx, s.db.bun, s.selectReturns(s.db.bun).Where("r.return_shipment_id = ?", shipmentID).Limit(1))
	if err != nil {
		return nil, err
	}
	if len(list) == 0 {
		return nil, bookstore.ErrNotFound
	}
	return &list[0], nil
}

// OpenReturnShipments lists the return shipments whose goods are awaited.
func (s *ReturnStore) OpenReturnShipments(ctx context.Context, after string, limit int) ([]bookstore.ReturnRequest, error) {
	q := s.selectReturns(s.db.bun).Where("r.return_shipment_id <> '' AND r.state IN (?)", awaitingGoods)
	if after != "" {
		q = q.Where("r.id > ?", after)
	}
	return s.scan(ctx, s.db.bun, q.Order("r.id").Limit(int64(limit)))
}

// TrackReturnShipment records the hand-over (kept when earlier) and moves
// a request still awaiting its goods to 'received' at delivered. Each is
// one conditional update, so a duplicate or late event changes nothing.
func (s *ReturnStore) TrackReturnShipment(ctx context.Context, id string, handedOver, delivered time.Time, fx bookstore.Effects) (bool, error) {
	moved := false
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if !handedOver.IsZero() {
			if _, err := tx.NewUpdate().Table("returns").Set("handed_over_at = ?", utc(handedOver)).
				Where("id = ? AND (handed_over_at IS NULL OR handed_over_at > ?)", id, utc(handedOver)).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		if _, err := insertStaffNotice(ctx, tx, fx.Staff); err != nil {
			return err
		}
		if delivered.IsZero() {
			return nil
		}
		res, err := tx.NewUpdate().Table("returns").Set("state = ?", string(bookstore.ReturnReceived)).
			Set("received_at = ?", utc(delivered)).Set("updated_at = ?", now()).
			Where("id = ? AND state IN (?)", id, awaitingGoods).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return nil
		}
		moved = true
		rest := fx // a copy: a retried transaction writes the notice again
		rest.Staff = nil
		return writeEffects(ctx, s.db, tx, rest)
	})
	return moved, err
}

// InspectReturn records the condition of goods the carrier delivered back
// (a received request without one), with fx.
func (s *ReturnStore) InspectReturn(ctx context.Context, id string, c bookstore.GoodsCondition, fx bookstore.Effects) (bool, error) {
	return updateOne(ctx, s.db, func(tx bun.Tx) *bun.UpdateQuery {
		return tx.NewUpdate().Table("returns").Set("condition = ?", string(c)).Set("updated_at = ?", now()).
			Where("id = ? AND state = ? AND condition = ''", id, string(bookstore.ReturnReceived))
	}, fx)
}
