package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// The delivery estimate: the admin's setting (/admin/ayarlar, 'Teslimat
// süresi'), and the estimate the book page and the cart carry.

// DeliverySetting is the setting the estimate is computed from.
type DeliverySetting struct {
	HandlingDays int `json:"handlingDays" minimum:"-1000" maximum:"1000" doc:"working days to hand an order to the carrier, the order's day included (0 and 1: the same day)"`
	CutoffHour   int `json:"cutoffHour" minimum:"-1000" maximum:"1000" doc:"orders before this hour (Istanbul) on a working day count on that day"`
	TransitDays  int `json:"transitDays" minimum:"-1000" maximum:"1000" doc:"the carrier's working days from hand-over to the door"`
	// ClosedDays are checked by the domain (a Turkish message per field);
	// the schema only bounds the body.
	ClosedDays []string `json:"closedDays,omitempty" required:"false" maxItems:"1000" doc:"the shop's own closed days besides weekends and official holidays, YYYY-MM-DD (at most 60)"`
}

// DeliveryEstimate is when an order placed now is expected at the door.
type DeliveryEstimate struct {
	Date   string `json:"date" doc:"YYYY-MM-DD, in Istanbul"`
	Text   string `json:"text" doc:"'Tahmini teslim: 2 Aralık Çarşamba'"`
	Cutoff string `json:"cutoff" doc:"the cut-off sentence shown with it: 'Saat 15:00'e kadar verilen siparişler aynı gün kargoda'"`
}

func deliveryEstimate(e *bookstore.DeliveryEstimate) *DeliveryEstimate {
	if e == nil {
		return nil
	}
	return &DeliveryEstimate{Date: e.Date.Format(time.DateOnly), Text: e.Text, Cutoff: e.Cutoff}
}

type deliverySettingOutput struct{ Body DeliverySetting }

func deliverySettingView(v bookstore.DeliverySettings) *deliverySettingOutput {
	return &deliverySettingOutput{Body: DeliverySetting{HandlingDays: v.HandlingDays, CutoffHour: v.CutoffHour, TransitDays: v.TransitDays,
		ClosedDays: append([]string{}, v.ClosedDays...)}}
}

func (h campaignHandlers) adminDelivery(ctx context.Context, _ *struct{}) (*deliverySettingOutput, error) {
	v, err := h.campaigns.DeliverySettings(ctx)
	if err != nil {
		return nil, err
	}
	return deliverySettingView(v), nil
}

type deliverySettingInput struct{ Body DeliverySetting }

func (h campaignHandlers) adminSetDelivery(ctx context.Context, in *deliverySettingInput) (*deliverySettingOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	v, err := h.campaigns.SetDeliverySettings(ctx, uid, bookstore.DeliverySettings{
		HandlingDays: in.Body.HandlingDays, CutoffHour: in.Body.CutoffHour, TransitDays: in.Body.TransitDays, ClosedDays: in.Body.ClosedDays})
	if err != nil {
		return nil, err
	}
	return deliverySettingView(v), nil
}
