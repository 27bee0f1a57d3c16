package httpapi

import "context"

// Admin: kapıda ödeme's door payment recorded by staff ('Tahsil edildi'),
// when the carrier's delivery event did not record it (bookstore/cod.go).

func (h checkoutHandlers) adminCollectCOD(ctx context.Context, in *idInput) (*adminOrderOutput, error) {
	return h.adminMove(ctx, in.ID, h.checkout.CollectCOD)
}
