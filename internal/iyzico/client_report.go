package iyzico

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
)

// iyzico's transaction report (Raporlama: İşlem Detayı,
// GET /v2/reporting/payment/details) gives a payment's current state with
// every refund of each basket item: its transaction, the conversation id
// the refund was asked with (refundConversationId) and its amount. The shop
// reads it to settle a refund whose answer it never got. /payment/detail
// carries no refunds, so it cannot tell.

// ReportPath is the transaction report's path.
const ReportPath = "/v2/reporting/payment/details"

// ItemRefund is one refund of a basket item, as the report lists it.
type ItemRefund struct {
	TransactionID, ConversationID string
	Amount                        int64
}

type reportAnswer struct {
	response
	Payments []struct {
		PaymentID        json.Number `json:"paymentId"`
		ItemTransactions []struct {
			PaymentTransactionID json.Number `json:"paymentTransactionId"`
			Refunds              []struct {
				RefundConversationID string      `json:"refundConversationId"`
				RefundPrice          json.Number `json:"refundPrice"`
				ErrorCode            string      `json:"errorCode"`
			} `json:"refunds"`
		} `json:"itemTransactions"`
	} `json:"payments"`
}

// PaymentRefunds lists the accepted refunds of a payment (by its id; the
// order's id is the payment's conversation id). A refund the report shows
// with an error code was refused and is left out.
func (c *Client) PaymentRefunds(ctx context.Context, conversationID, paymentID string) ([]ItemRefund, error) {
	q := url.Values{"locale": {"tr"}, "conversationId": {conversationID}, "paymentId": {paymentID}}
	var resp reportAnswer
	if err := c.send(ctx, http.MethodGet, ReportPath, q.Encode(), nil, &resp); err != nil {
		return nil, err
	}
	if err := resp.err(); err != nil {
		return nil, err
	}
	var out []ItemRefund
	for _, p := range resp.Payments {
		if p.PaymentID.String() != paymentID {
			continue
		}
		for _, it := range p.ItemTransactions {
			for _, r := range it.Refunds {
				if r.ErrorCode != "" {
					continue
				}
				amount, ok := ParsePrice(r.RefundPrice.String())
				if !ok {
					return nil, fmt.Errorf("iyzico report: refund price %q", r.RefundPrice)
				}
				out = append(out, ItemRefund{TransactionID: it.PaymentTransactionID.String(),
					ConversationID: r.RefundConversationID, Amount: amount})
			}
		}
	}
	return out, nil
}
