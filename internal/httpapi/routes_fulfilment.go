package httpapi

import (
	"net/http"
	"reflect"

	"github.com/danielgtaylor/huma/v2"
)

// CarrierWebhookPath is where a carrier with an API posts its tracking
// events (register BaseURL + this path at the carrier).
const CarrierWebhookPath = "/api/carrier/webhook"

// fulfilmentRoutes are the shipments at a carrier (shipments.go): staff
// who manage orders prepare and cancel parcels; the carrier's webhook has
// no session and no CSRF token (its HMAC signature is its credential).
// They are part of the one route table in routes.go.
func fulfilmentRoutes(s *Server, api huma.API, sh shipmentHandlers) {
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminPrepareShipments", Method: http.MethodPost, Path: "/api/admin/shipments",
		Summary: "Kargoya hazırla: onaylanmış siparişlerin gönderilerini kargo firmasında oluştur (1–50; hazırlanmış olan olduğu gibi döner)"},
		sh.prepare)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminCancelShipment", Method: http.MethodPost, Path: "/api/admin/orders/{id}/shipment/cancel",
		Summary: "Teslim alınmamış gönderiyi önce kargo firmasında, sonra mağazada iptal et (sipariş Onaylandı kalır)"}, sh.cancel)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminShipmentLabels", Method: http.MethodGet, Path: "/api/admin/shipments/labels",
		Summary: "Gönderilerin A6 kargo etiketleri ve paket listeleri (PDF; sipariş başına etiket + paket listesi)"}, sh.labels)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminCarriers", Method: http.MethodGet, Path: "/api/admin/carriers",
		Summary: "Kargo firmaları (API bağlantısı olan işaretli)"}, sh.carriers)
	s.raw(api, Anyone, carrierWebhookOperation(api), sh.webhook)
}

func carrierWebhookOperation(api huma.API) huma.Operation {
	problem := api.OpenAPI().Components.Schemas.Schema(reflect.TypeOf(Problem{}), true, "Problem")
	errResp := func(d string) *huma.Response {
		return &huma.Response{Description: d, Content: map[string]*huma.MediaType{"application/problem+json": {Schema: problem}}}
	}
	return huma.Operation{
		OperationID: "carrierWebhook", Method: http.MethodPost, Path: CarrierWebhookPath,
		Summary: "Kargo firmasının hareket bildirimi (HMAC-SHA256 imzalı; oturum ve CSRF yok)",
		Responses: map[string]*huma.Response{
			"200": {Description: "Alındı (tanınmayan gönderi dahil)"},
			"401": errResp("İmza geçersiz"), "422": errResp("Gövde geçersiz"),
			"409": errResp("Gönderi ve siparişi aynı anda değişiyor; yeniden gönderin"),
		},
	}
}
