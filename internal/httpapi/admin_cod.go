package httpapi

import (
	"context"

	"bookstore/internal/bookstore"
)

// Admin: kapıda ödeme's door payment recorded by staff ('Tahsil edildi'),
// when the carrier's delivery event did not record it (bookstore/cod.go).

func (h checkoutHandlers) adminCollectCOD(ctx context.Context, in *idInput) (*adminOrderOutput, error) {
	return h.adminMove(ctx, in.ID, h.checkout.CollectCOD)
}

// methodOf is the order's payment method (an order read before the column
// existed in a test's own row is a card order).
func methodOf(o *bookstore.Order) bookstore.PaymentMethod {
	if !o.PaymentMethod.Valid() {
		return bookstore.MethodCard
	}
	return o.PaymentMethod
}
