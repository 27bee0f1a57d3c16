package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// Admin: a bank statement read against the orders waiting for a transfer
// ('Ekstre yükle'). The answer only proposes; accepting a row records it
// with POST /api/admin/orders/{id}/transfers and the row's fields.

type bankStatementInput struct {
	Body struct {
		CSV string `json:"csv" doc:"the statement as the bank's internet branch exports it (CSV, ';' or ','); at most 1 MB and 2000 rows"`
	}
}

// BankStatementRowView is one incoming transfer of the statement and the order
// it is proposed for.
type BankStatementRowView struct {
	Line         int     `json:"line" doc:"the CSV line it was read from"`
	Date         string  `json:"date" doc:"YYYY-MM-DD"`
	Amount       int64   `json:"amount" doc:"kuruş"`
	Description  string  `json:"description"`
	BankRef      string  `json:"bankRef" doc:"the statement's reference, or EKSTRE- and a hash of the row when it has none"`
	OrderID      *string `json:"orderId,omitempty"`
	OrderNumber  *string `json:"orderNumber,omitempty"`
	CustomerName *string `json:"customerName,omitempty"`
	Match        string  `json:"match" enum:"exact,amount_differs,none,recorded"`
	Expected     *int64  `json:"expected,omitempty" doc:"kuruş the proposed order still waits for; amount_differs only"`
}

// BankStatementView is the statement's rows, in its order.
type BankStatementView struct {
	Rows []BankStatementRowView `json:"rows"`
}

type bankStatementOutput struct{ Body BankStatementView }

func (h transferHandlers) adminReadStatement(ctx context.Context, in *bankStatementInput) (*bankStatementOutput, error) {
	matches, err := h.svc.ReadStatement(ctx, in.Body.CSV)
	if err != nil {
		return nil, err
	}
	out := &bankStatementOutput{Body: BankStatementView{Rows: make([]BankStatementRowView, len(matches))}}
	for i, m := range matches {
		v := BankStatementRowView{Line: m.Line, Date: m.Date.Format(time.DateOnly), Amount: m.Amount, Description: m.Description,
			BankRef: m.BankRef, Match: string(m.Match)}
		if m.Order != nil {
			id, number, name := m.Order.OrderID, bookstore.OrderNumberOf(m.Order.OrderID), m.Order.CustomerName
			v.OrderID, v.OrderNumber, v.CustomerName = &id, &number, &name
		}
		if m.Match == bookstore.MatchAmountDiffers {
			expected := m.Expected
			v.Expected = &expected
		}
		out.Body.Rows[i] = v
	}
	return out, nil
}
