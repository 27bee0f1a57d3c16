package httpapi

import (
	"context"
	"strings"
)

type shipmentLabelsInput struct {
	Orders string `query:"orders" doc:"the orders' ids, comma separated (1–50)"`
}

// labels answers the A6 labels PDF of the orders' shipments: per order a
// label page then a packing-slip page, in the order asked. It is opened in
// the browser's tab (inline) for printing.
func (h shipmentHandlers) labels(ctx context.Context, in *shipmentLabelsInput) (*exportOutput, error) {
	var ids []string
	for _, id := range strings.Split(in.Orders, ",") {
		if id = strings.TrimSpace(id); id != "" {
			ids = append(ids, id)
		}
	}
	pdf, err := h.shipments.LabelsPDF(ctx, ids)
	if err != nil {
		return nil, err
	}
	return &exportOutput{ContentType: "application/pdf", ContentDisposition: `inline; filename="kargo-etiketleri.pdf"`, Body: pdf}, nil
}
