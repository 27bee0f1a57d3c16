package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/checkout"
)

// Returns and the 14-day withdrawal (cayma hakkı): the shopper's cancel
// and return request on /siparis/{id}, the admin's /admin/iadeler. The
// rules live in bookstore (returns.go) and the checkout service.

type ReturnLineView struct {
	ItemID    string `json:"itemId"`
	BookID    string `json:"bookId"`
	Title     string `json:"title"`
	Quantity  int    `json:"quantity"`
	UnitPrice int64  `json:"unitPrice"`
	Refunded  int64  `json:"refunded" doc:"refunded for this line, kuruş"`
}

type ReturnView struct {
	ID           string `json:"id"`
	OrderID      string `json:"orderId"`
	OrderNumber  string `json:"orderNumber"`
	Code         string `json:"code" doc:"the return code written on the parcel"`
	State        string `json:"state" enum:"requested,awaiting,received,refunded,rejected"`
	StateLabel   string `json:"stateLabel"`
	Reason       string `json:"reason" enum:",changed_mind,damaged,wrong_item,other"`
	ReasonLabel  string `json:"reasonLabel"`
	Note         string `json:"note"`
	FormText     string `json:"formText" doc:"the withdrawal form as sent"`
	Instructions string `json:"instructions"`
	// The return carrier and the code the parcel is handed over with.
	Carrier      string     `json:"carrier" doc:"the return carrier designated when the request was made; empty: none was"`
	CarrierCode  string     `json:"carrierCode" doc:"the code the parcel is handed to the return carrier with (the carrier's return code or the agreement code); empty: none, or still being obtained"`
	CodePending  bool       `json:"codePending" doc:"the carrier's return code is still being obtained (İade kodunuz hazırlanıyor)"`
	HandedOverAt *time.Time `json:"handedOverAt" doc:"when the buyer handed the parcel to the return carrier (its tracking); the refund deadline counts from it"`
	Condition    string     `json:"condition" enum:",intact,damaged"`
	RejectReason string     `json:"rejectReason"`
	RefundError  string     `json:"refundError" doc:"iyzico's last refusal (admin); empty after a successful refund"`
	// IadeInvoiceExpected (admin): the e-Fatura buyer's iade faturası is
	// awaited for this refunded return.
	IadeInvoiceExpected bool             `json:"iadeInvoiceExpected"`
	Value               int64            `json:"value" doc:"what the lines cost, kuruş"`
	Refunded            int64            `json:"refunded" doc:"refunded in all (lines and shipping), kuruş"`
	ShippingRefunded    int64            `json:"shippingRefunded"`
	RefundDue           time.Time        `json:"refundDue" doc:"14 days after the hand-over to the return carrier when known, else after the request"`
	CreatedAt           time.Time        `json:"createdAt"`
	ReceivedAt          *time.Time       `json:"receivedAt"`
	RefundedAt          *time.Time       `json:"refundedAt"`
	CustomerName        string           `json:"customerName"`
	CustomerEmail       string           `json:"customerEmail"`
	Lines               []ReturnLineView `json:"lines"`
}

func optionalTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

func returnView(r *bookstore.ReturnRequest, admin bool) ReturnView {
	v := ReturnView{ID: r.ID, OrderID: r.OrderID, OrderNumber: (&bookstore.Order{ID: r.OrderID}).Number(), Code: r.Code,
		State: string(r.State), StateLabel: r.State.Label(), Reason: string(r.Reason), ReasonLabel: r.Reason.Label(), Note: r.Note,
		FormText: r.FormText, Instructions: r.Instructions, Condition: string(r.Condition), RejectReason: r.RejectReason,
		Carrier: r.Carrier, CarrierCode: r.CarrierCode, CodePending: r.ReturnCodePending(), HandedOverAt: optionalTime(r.HandedOverAt),
		Value: r.Value(), Refunded: r.Refunded(), ShippingRefunded: r.ShippingRefunded, RefundDue: r.RefundDue(),
		CreatedAt: r.CreatedAt, ReceivedAt: optionalTime(r.ReceivedAt), RefundedAt: optionalTime(r.RefundedAt),
		Lines: make([]ReturnLineView, len(r.Lines))}
	if admin {
		v.RefundError, v.CustomerName, v.CustomerEmail = r.RefundError, r.CustomerName, r.CustomerEmail
		v.IadeInvoiceExpected = r.IadeInvoiceExpected
	}
	for i, l := range r.Lines {
		v.Lines[i] = ReturnLineView{ItemID: l.OrderItemID, BookID: l.BookID, Title: l.Title, Quantity: l.Quantity, UnitPrice: l.UnitPrice, Refunded: l.Refunded}
	}
	return v
}

type OrderReturnsView struct {
	LastDay  *time.Time   `json:"lastDay" doc:"last moment to request a return (delivered orders); null otherwise"`
	Open     bool         `json:"open" doc:"a return may be requested now"`
	Requests []ReturnView `json:"requests"`
}

type orderReturnsOutput struct{ Body OrderReturnsView }

func (h checkoutHandlers) orderReturnsView(r *checkout.OrderReturns, admin bool) *orderReturnsOutput {
	out := OrderReturnsView{LastDay: optionalTime(r.LastDay), Open: !r.LastDay.IsZero() && time.Now().Before(r.LastDay),
		Requests: make([]ReturnView, len(r.Requests))}
	for i := range r.Requests {
		out.Requests[i] = returnView(&r.Requests[i], admin)
	}
	return &orderReturnsOutput{Body: out}
}

func (h checkoutHandlers) getMyOrderReturns(ctx context.Context, in *idInput) (*orderReturnsOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	r, err := bookstore.ByID(ctx, in.ID, msgOrderNotFound, func(ctx context.Context, id string) (*checkout.OrderReturns, error) {
		return h.checkout.ReturnsOfOrder(ctx, uid, id)
	})
	if err != nil {
		return nil, err
	}
	return h.orderReturnsView(r, false), nil
}

func (h checkoutHandlers) cancelMyOrder(ctx context.Context, in *idInput) (*orderOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	o, err := bookstore.ByID(ctx, in.ID, msgOrderNotFound, func(ctx context.Context, id string) (*bookstore.Order, error) {
		return h.checkout.CancelOwn(ctx, uid, id, client(ctx).IP)
	})
	if err != nil {
		return nil, err
	}
	return &orderOutput{Body: orderView(o)}, nil
}

type ReturnLineRequest struct {
	ItemID   string `json:"itemId" maxLength:"64"`
	Quantity int    `json:"quantity" minimum:"0" maximum:"10"`
}

type returnRequestInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body struct {
		Lines  []ReturnLineRequest `json:"lines" maxItems:"50"`
		Reason string              `json:"reason,omitempty" required:"false" enum:"changed_mind,damaged,wrong_item,other"`
		Note   string              `json:"note,omitempty" required:"false" maxLength:"4000"`
	}
}

type returnOutput struct{ Body ReturnView }

func (h checkoutHandlers) requestReturn(ctx context.Context, in *returnRequestInput) (*returnOutput, error) {
	buyer, err := signedIn(ctx)
	if err != nil {
		return nil, err
	}
	ri := bookstore.ReturnInput{Lines: map[string]int{}, Reason: bookstore.ReturnReason(in.Body.Reason), Note: in.Body.Note}
	for _, l := range in.Body.Lines {
		ri.Lines[l.ItemID] += l.Quantity
	}
	r, err := bookstore.ByID(ctx, in.ID, msgOrderNotFound, func(ctx context.Context, id string) (*bookstore.ReturnRequest, error) {
		return h.checkout.RequestReturn(ctx, buyer, id, ri)
	})
	if err != nil {
		return nil, err
	}
	return &returnOutput{Body: returnView(r, false)}, nil
}

// Admin.

type adminReturnsInput struct {
	State    string `query:"state" enum:",requested,awaiting,received,refunded,rejected" required:"false"`
	From     string `query:"from" required:"false" maxLength:"10" doc:"created on or after this day (YYYY-MM-DD, shop time)"`
	To       string `query:"to" required:"false" maxLength:"10" doc:"created on or before this day (YYYY-MM-DD, shop time)"`
	Page     int    `query:"page" minimum:"1" maximum:"5000" default:"1"`
	PageSize int    `query:"pageSize" minimum:"1" maximum:"48" default:"20"`
}

type AdminReturnList struct {
	Items    []ReturnView `json:"items"`
	Total    int          `json:"total"`
	Page     int          `json:"page"`
	PageSize int          `json:"pageSize"`
}

type adminReturnsOutput struct{ Body AdminReturnList }

const msgBadFilterDate = "Tarih YYYY-AA-GG biçiminde olmalıdır."

func (h checkoutHandlers) adminListReturns(ctx context.Context, in *adminReturnsInput) (*adminReturnsOutput, error) {
	f := bookstore.ReturnFilter{State: bookstore.ReturnState(in.State)}
	loc := bookstore.ShopLocation()
	var fields []bookstore.FieldError
	if in.From != "" {
		d, err := time.ParseInLocation(time.DateOnly, in.From, loc)
		if err != nil {
			fields = append(fields, bookstore.FieldError{Field: "from", Message: msgBadFilterDate})
		}
		f.From = d
	}
	if in.To != "" {
		d, err := time.ParseInLocation(time.DateOnly, in.To, loc)
		if err != nil {
			fields = append(fields, bookstore.FieldError{Field: "to", Message: msgBadFilterDate})
		}
		f.To = d.AddDate(0, 0, 1)
	}
	if len(fields) > 0 {
		return nil, bookstore.Invalid(fields...)
	}
	page := bookstore.PageRequest{Page: in.Page, Size: in.PageSize}.Normalize()
	items, total, err := h.checkout.ListReturns(ctx, f, page)
	if err != nil {
		return nil, err
	}
	out := &adminReturnsOutput{Body: AdminReturnList{Items: make([]ReturnView, len(items)), Total: total, Page: page.Page, PageSize: page.Size}}
	for i := range items {
		out.Body.Items[i] = returnView(&items[i], true)
	}
	return out, nil
}

func (h checkoutHandlers) adminOrderReturns(ctx context.Context, in *idInput) (*orderReturnsOutput, error) {
	r, err := bookstore.ByID(ctx, in.ID, msgOrderNotFound, h.checkout.AdminOrderReturns)
	if err != nil {
		return nil, err
	}
	return h.orderReturnsView(r, true), nil
}

// adminReturnStep runs one admin step on a request.
func (h checkoutHandlers) adminReturnStep(ctx context.Context, id string, step func(ctx context.Context, actor, id string) (*bookstore.ReturnRequest, error)) (*returnOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	r, err := bookstore.ByID(ctx, id, bookstore.MsgReturnNotFound, func(ctx context.Context, id string) (*bookstore.ReturnRequest, error) {
		return step(ctx, uid, id)
	})
	if err != nil {
		return nil, err
	}
	return &returnOutput{Body: returnView(r, true)}, nil
}

func (h checkoutHandlers) adminAcceptReturn(ctx context.Context, in *idInput) (*returnOutput, error) {
	return h.adminReturnStep(ctx, in.ID, h.checkout.AcceptReturn)
}

type receiveReturnInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body struct {
		Condition string `json:"condition" enum:"intact,damaged"`
	}
}

func (h checkoutHandlers) adminReceiveReturn(ctx context.Context, in *receiveReturnInput) (*returnOutput, error) {
	return h.adminReturnStep(ctx, in.ID, func(ctx context.Context, actor, id string) (*bookstore.ReturnRequest, error) {
		return h.checkout.ReceiveReturn(ctx, actor, id, bookstore.GoodsCondition(in.Body.Condition))
	})
}

type rejectReturnInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body struct {
		Reason string `json:"reason" maxLength:"2000"`
	}
}

func (h checkoutHandlers) adminRejectReturn(ctx context.Context, in *rejectReturnInput) (*returnOutput, error) {
	return h.adminReturnStep(ctx, in.ID, func(ctx context.Context, actor, id string) (*bookstore.ReturnRequest, error) {
		return h.checkout.RejectReturn(ctx, actor, id, in.Body.Reason)
	})
}

type RefundLineRequest struct {
	ItemID string `json:"itemId" maxLength:"64"`
	Amount int64  `json:"amount" minimum:"0" maximum:"100000000" doc:"kuruş"`
}

type RefundRequest struct {
	Lines []RefundLineRequest `json:"lines,omitempty" required:"false" maxItems:"50" doc:"per-line amounts; omitted: every line in full (and shipping when the whole order is withdrawn)"`
}

type refundReturnInput struct {
	ID   string         `path:"id" maxLength:"64"`
	Body *RefundRequest `required:"false"`
}

func (h checkoutHandlers) adminRefundReturn(ctx context.Context, in *refundReturnInput) (*returnOutput, error) {
	var amounts map[string]int64
	if in.Body != nil && len(in.Body.Lines) > 0 {
		amounts = map[string]int64{}
		for _, l := range in.Body.Lines {
			amounts[l.ItemID] += l.Amount
		}
	}
	return h.adminReturnStep(ctx, in.ID, func(ctx context.Context, actor, id string) (*bookstore.ReturnRequest, error) {
		return h.checkout.RefundReturn(ctx, actor, id, amounts, client(ctx).IP)
	})
}
