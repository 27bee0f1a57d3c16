package checkout

import (
	"context"

	"bookstore/internal/bookstore"
)

// A havale/EFT order that expires was waiting for the buyer's transfer:
// they had the instructions mail and may still mean to pay, so they are
// told it was cancelled (a card order's buyer saw the payment fail and
// gets no mail). The mail is written with the cancellation, once.

// MsgTransferExpired is the reason the cancellation mail gives.
const MsgTransferExpired = "Havale/EFT ödemeniz süresi içinde hesabımıza ulaşmadı; ayrılan ürünler yeniden satışa sunuldu."

// expiryEffects are the effects of expiring o.
func (s *Service) expiryEffects(ctx context.Context, o *bookstore.Order) bookstore.Effects {
	if o.PaymentMethod != bookstore.MethodTransfer {
		return bookstore.Effects{}
	}
	return bookstore.Effects{Mail: s.cancelledMail(ctx, o, false, MsgTransferExpired)}
}
