package httpapi

import (
	"context"
	"net/http"
	"strings"

	"github.com/danielgtaylor/huma/v2"

	"bookstore/internal/bookstore"
	"bookstore/internal/staffnotices"
)

// Staff notices: the settings card of /admin/ayarlar ('Ekip bildirimleri')
// and each admin's own choice (/admin/hesabim).

type staffHandlers struct{ staff *staffnotices.Service }

// staffRoutes are the staff notices' rows of the route table (routes.go).
func staffRoutes(s *Server, api huma.API, h staffHandlers) {
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminStaffNoticeSettings", Method: http.MethodGet, Path: "/api/admin/settings/staff-notices",
		Summary: "Ekip bildirim ayarları (e-posta listesi, özet saati, varsayılan düşük stok eşiği)"}, h.adminSettings)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminSetStaffNoticeSettings", Method: http.MethodPut, Path: "/api/admin/settings/staff-notices",
		Summary: "Ekip bildirim ayarlarını değiştir"}, h.adminSetSettings)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminMyStaffNotices", Method: http.MethodGet, Path: "/api/admin/me/staff-notices",
		Summary: "Ekip bildirimlerini nasıl aldığım (hiç, her olayda, günlük özet)"}, h.adminOwn)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminSetMyStaffNotices", Method: http.MethodPut, Path: "/api/admin/me/staff-notices",
		Summary: "Ekip bildirimlerini nasıl alacağımı seç"}, h.adminSetOwn)
}

// StaffNoticeSettings is the card: the list one address a line.
type StaffNoticeSettings struct {
	Recipients      string `json:"recipients" maxLength:"5000" doc:"one address a line"`
	ListDelivery    string `json:"listDelivery" enum:"each,digest" doc:"how the list is mailed: every notice, or a daily digest"`
	DigestHour      int    `json:"digestHour" minimum:"0" maximum:"23" doc:"the hour (Istanbul) the daily digests go out"`
	LowStockDefault int    `json:"lowStockDefault" minimum:"0" maximum:"10000" doc:"a book's low-stock threshold when it has none of its own"`
}

type staffSettingsOutput struct{ Body StaffNoticeSettings }

func staffSettingsView(st bookstore.StaffSettings) *staffSettingsOutput {
	return &staffSettingsOutput{Body: StaffNoticeSettings{Recipients: strings.Join(st.Recipients, "\n"), ListDelivery: string(st.ListDelivery),
		DigestHour: st.DigestHour, LowStockDefault: st.LowStockDefault}}
}

func (h staffHandlers) adminSettings(ctx context.Context, _ *struct{}) (*staffSettingsOutput, error) {
	st, err := h.staff.ShopSettings(ctx)
	if err != nil {
		return nil, err
	}
	return staffSettingsView(st), nil
}

type staffSettingsInput struct{ Body StaffNoticeSettings }

func (h staffHandlers) adminSetSettings(ctx context.Context, in *staffSettingsInput) (*staffSettingsOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	b := in.Body
	st, err := h.staff.SaveSettings(ctx, uid, bookstore.StaffSettingsInput{Recipients: b.Recipients, ListDelivery: b.ListDelivery,
		DigestHour: b.DigestHour, LowStockDefault: b.LowStockDefault})
	if err != nil {
		return nil, err
	}
	return staffSettingsView(st), nil
}

// MyStaffNotices is how the signed-in admin gets the notices.
type MyStaffNotices struct {
	Delivery string `json:"delivery" enum:"none,each,digest"`
}

type myStaffNoticesOutput struct{ Body MyStaffNotices }

func (h staffHandlers) adminOwn(ctx context.Context, _ *struct{}) (*myStaffNoticesOutput, error) {
	u, err := signedIn(ctx)
	if err != nil {
		return nil, err
	}
	d, err := h.staff.OwnDelivery(ctx, u)
	if err != nil {
		return nil, err
	}
	return &myStaffNoticesOutput{Body: MyStaffNotices{Delivery: string(d)}}, nil
}

type myStaffNoticesInput struct{ Body MyStaffNotices }

func (h staffHandlers) adminSetOwn(ctx context.Context, in *myStaffNoticesInput) (*myStaffNoticesOutput, error) {
	u, err := signedIn(ctx)
	if err != nil {
		return nil, err
	}
	d, err := h.staff.SetOwnDelivery(ctx, u, in.Body.Delivery)
	if err != nil {
		return nil, err
	}
	return &myStaffNoticesOutput{Body: MyStaffNotices{Delivery: string(d)}}, nil
}
