package httpapi

import (
	"bytes"
	"context"
	"fmt"
	"strings"

	"bookstore/internal/labelpdf"
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
	ls, err := h.shipments.Labels(ctx, ids)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := labelpdf.Render(&b, labelpdf.FromLabels(ls)); err != nil {
		return nil, fmt.Errorf("shipment labels: %w", err)
	}
	return &exportOutput{ContentType: "application/pdf", ContentDisposition: `inline; filename="kargo-etiketleri.pdf"`, Body: b.Bytes()}, nil
}
