package fulfilment

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// PrepareWithin is Prepare with a batch timeout of the test's choosing.
func (s *Service) PrepareWithin(ctx context.Context, batch time.Duration, ids []string) ([]bookstore.OrderShipment, []Failure, error) {
	return s.prepare(ctx, "", ids, batch)
}
