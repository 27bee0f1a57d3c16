package iyzico

import (
	"encoding/json"
	"strconv"
)

// The simulator's transaction report (GET /v2/reporting/payment/details):
// a payment with each basket item's refunds, as iyzico's report lists
// them. A refund by amount (/v2/payment/refund) is shown on the items it
// came out of: iyzico picks them; the simulator takes them in basket order,
// each within what is left of its share.

// simAmountRefund is one accepted refund by amount.
type simAmountRefund struct {
	conv   string
	amount int64
}

func (s *Simulator) report(b simBody) map[string]any {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.payments[b.str("paymentId")]
	if p == nil || p.state != SimPaid {
		return failure("5093", "Ödeme bulunamadı")
	}
	shares := p.shares()
	type refund struct {
		conv   string
		amount int64
	}
	refunds := make([][]refund, len(p.items))
	left := make([]int64, len(p.items))
	for i, it := range p.items {
		for k, a := range it.refunds {
			refunds[i] = append(refunds[i], refund{conv: it.convs[k], amount: a})
		}
		left[i] = shares[i] - it.refunded()
	}
	for _, a := range p.amountRefunds {
		rest := a.amount
		for i := range p.items {
			take := min(rest, left[i])
			if take <= 0 {
				continue
			}
			refunds[i] = append(refunds[i], refund{conv: a.conv, amount: take})
			left[i] -= take
			rest -= take
		}
	}
	items := make([]map[string]any, len(p.items))
	n := 0
	for i, it := range p.items {
		list := make([]map[string]any, len(refunds[i]))
		for k, r := range refunds[i] {
			n++
			list[k] = map[string]any{"refundTxId": json.Number(p.id + strconv.Itoa(100+n)), "refundConversationId": r.conv,
				"refundPrice": json.Number(signaturePrice(r.amount)), "refundStatus": 1, "currencyCode": "TRY", "isAfterSettlement": false}
		}
		items[i] = map[string]any{"itemId": it.id, "paymentTransactionId": json.Number(p.transactionID(i)),
			"price": json.Number(signaturePrice(it.price)), "paidPrice": json.Number(signaturePrice(shares[i])), "refunds": list}
	}
	status := "NOT_REFUNDED"
	switch {
	case p.refunded >= p.charged:
		status = "TOTALLY_REFUNDED"
	case p.refunded > 0:
		status = "PARTIALLY_REFUNDED"
	}
	out := success(b.str("conversationId"))
	out["payments"] = []map[string]any{{"paymentId": json.Number(p.id), "paymentConversationId": p.conversationID, "paymentStatus": 1,
		"paymentRefundStatus": status, "price": json.Number(signaturePrice(p.price)), "paidPrice": json.Number(signaturePrice(p.charged)),
		"currency": "TRY", "basketId": p.basketID, "itemTransactions": items}}
	return out
}
