package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"bookstore/internal/bookstore"
	"bookstore/internal/payments"
)

// Admin: havale/EFT on the order page. Staff record a transfer they saw
// arrive ('Havale alındı'); the order page shows the recorded transfers,
// where they stand against the total, and the bank refunds owed.

// transferHandlers serve the lists of havale/EFT: the bank refunds to make
// and the statement import. What belongs to one order (recording a
// transfer, the buyer's IBAN) is served with the order, by checkoutHandlers
// and memberHandlers.
type transferHandlers struct {
	svc *payments.Service
}

// AdminTransferBlock is the havale/EFT part of the admin's order page
// (absent on the list and on other orders).
type AdminTransferBlock struct {
	Transfers          []TransferView `json:"transfers,omitempty" doc:"the recorded transfers, oldest first; a transfer order only"`
	TransferState      *string        `json:"transferState,omitempty" enum:"awaited,partial,paid,excess" doc:"a transfer order only"`
	TransferStateLabel *string        `json:"transferStateLabel,omitempty" doc:"Ödeme bekleniyor, Eksik ödeme, Ödendi or Fazla ödeme"`
	Missing            *int64         `json:"missing,omitempty" doc:"kuruş still to come; a transfer order only"`
	Excess             *int64         `json:"excess,omitempty" doc:"kuruş received above the total; a transfer order only"`
}

// TransferView is one recorded transfer.
type TransferView struct {
	ID             string    `json:"id"`
	Amount         int64     `json:"amount" doc:"kuruş"`
	ReceivedOn     string    `json:"receivedOn" doc:"YYYY-MM-DD"`
	Sender         string    `json:"sender"`
	BankRef        string    `json:"bankRef"`
	RecordedBy     string    `json:"recordedBy"`
	RecordedByName string    `json:"recordedByName"`
	CreatedAt      time.Time `json:"createdAt"`
}

func transferViews(ts []bookstore.Transfer) []TransferView {
	out := make([]TransferView, len(ts))
	for i, t := range ts {
		out[i] = TransferView{ID: t.ID, Amount: t.Amount, ReceivedOn: t.ReceivedOn.Format(time.DateOnly), Sender: t.Sender,
			BankRef: t.BankRef, RecordedBy: t.RecordedBy, RecordedByName: t.RecorderName, CreatedAt: t.CreatedAt}
	}
	return out
}

// transferBlock fills the admin order page's havale/EFT part and its bank
// refunds.
func (h checkoutHandlers) transferBlock(ctx context.Context, v *AdminOrderView) error {
	if h.payments == nil {
		return nil
	}
	sum, err := h.payments.Summary(ctx, v.ID)
	if err != nil {
		return err
	}
	for _, r := range sum.Refunds {
		v.BankRefunds = append(v.BankRefunds, bankRefundView(&bookstore.BankRefundItem{BankRefund: r}, true))
	}
	if sum.Method != bookstore.MethodTransfer {
		return nil
	}
	state, label := string(sum.State), sum.State.Label()
	v.Transfers, v.TransferState, v.TransferStateLabel = transferViews(sum.Transfers), &state, &label
	v.Missing, v.Excess = &sum.Missing, &sum.Excess
	return nil
}

// RecordTransferRequest is a received transfer as staff enter it.
type RecordTransferRequest struct {
	Amount     int64  `json:"amount" doc:"kuruş, > 0"`
	ReceivedOn string `json:"receivedOn" maxLength:"40" doc:"YYYY-MM-DD, the day the bank booked it (not after today)"`
	Sender     string `json:"sender" maxLength:"1000" doc:"as the statement names them; 1–200 characters, one line"`
	BankRef    string `json:"bankRef" maxLength:"1000" doc:"the bank's reference (dekont no); 1–64 characters, one line, unique"`
}

type recordTransferInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body RecordTransferRequest
}

func (h checkoutHandlers) adminRecordTransfer(ctx context.Context, in *recordTransferInput) (*adminOrderOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	day, err := time.Parse(time.DateOnly, in.Body.ReceivedOn)
	if err != nil {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "receivedOn", Message: bookstore.MsgTransferDate})
	}
	input := bookstore.TransferInput{Amount: in.Body.Amount, ReceivedOn: day, Sender: in.Body.Sender, BankRef: in.Body.BankRef}
	if _, err := bookstore.ByID(ctx, in.ID, bookstore.MsgOrderNotFound, func(ctx context.Context, id string) (*bookstore.Order, error) {
		return h.payments.RecordTransfer(ctx, uid, id, input)
	}); err != nil {
		return nil, err
	}
	return h.adminGetOrder(ctx, &idInput{ID: in.ID})
}

// transferRoutes registers the havale/EFT routes: staff's records, the
// bank refunds of both sides, and the statement import.
func transferRoutes(s *Server, api huma.API, tr transferHandlers, co checkoutHandlers, member memberHandlers) {
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminRecordTransfer", Method: http.MethodPost, Path: "/api/admin/orders/{id}/transfers",
		Summary: "Havale alındı: gelen havaleyi siparişe kaydet (toplamı karşılarsa sipariş onaylanır, fazlası iadeye yazılır)"}, co.adminRecordTransfer)
	handle(s, api, Member, huma.Operation{OperationID: "giveRefundIBAN", Method: http.MethodPost, Path: "/api/orders/{id}/bank-refunds/{refundId}/iban",
		Summary: "Banka iadesi için IBAN ve hesap sahibini bildir (yalnızca kendi siparişi)"}, member.giveRefundIBAN)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminBankRefunds", Method: http.MethodGet, Path: "/api/admin/bank-refunds",
		Summary: "Yapılacak iadeler: havale ile geri ödenecek tutarlar, en yakın son tarih önce, sayfalı"}, tr.adminBankRefunds)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminBankRefundDone", Method: http.MethodPost, Path: "/api/admin/bank-refunds/{id}/done",
		Summary: "Banka iadesini gönderildi olarak işaretle (banka referansıyla; alıcıya e-posta gider)"}, tr.adminBankRefundDone)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminReadStatement", Method: http.MethodPost, Path: "/api/admin/transfers/statement",
		Summary: "Banka ekstresini (CSV) oku: gelen havaleleri bekleyen siparişlerle eşleştir (kaydetmez)"}, tr.adminReadStatement)
}
