package httpapi

import (
	"net/http"

	"github.com/danielgtaylor/huma/v2"
)

// documentRoutes are the documents the shop issues for money: the sales
// invoices and return slips (invoices.go) and the authors' royalty
// statements (royalties.go). They are part of the one route table in
// routes.go, kept here so that each file stays readable on a screen.
func documentRoutes(s *Server, api huma.API, iv invoiceHandlers, ry royaltyHandlers) {
	// Invoices (invoices.go): the admin's list and documents, an order's
	// documents, the member's own
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminListInvoices", Method: http.MethodGet, Path: "/api/admin/invoices",
		Summary: "Faturalar (durum, tür, tarih süzgeci; numara veya sipariş araması)"}, iv.adminListInvoices)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminExportInvoices", Method: http.MethodGet, Path: "/api/admin/invoices/export",
		Summary: "Ayın faturaları muhasebe için CSV olarak"}, iv.adminExportInvoices)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminGetInvoice", Method: http.MethodGet, Path: "/api/admin/invoices/{id}",
		Summary: "Fatura: satırları, KDV'si ve entegratördeki durumu"}, iv.adminGetInvoice)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminInvoiceXML", Method: http.MethodGet, Path: "/api/admin/invoices/{id}/xml",
		Summary: "Faturanın UBL-TR XML'i"}, iv.adminInvoiceXML)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminInvoicePDF", Method: http.MethodGet, Path: "/api/admin/invoices/{id}/pdf",
		Summary: "Faturanın PDF'i"}, iv.adminInvoicePDF)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminResendInvoice", Method: http.MethodPost, Path: "/api/admin/invoices/{id}/resend",
		Summary: "Reddedilen faturayı düzeltip yeniden gönder (aynı numara, yeni ETTN)"}, iv.adminResendInvoice)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminInvoiceSettings", Method: http.MethodGet, Path: "/api/admin/invoice-settings",
		Summary: "Fatura ayarları (seriler, fatura zamanı, satıcı, web adresi)"}, iv.adminInvoiceSettings)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminSetInvoiceSettings", Method: http.MethodPut, Path: "/api/admin/invoice-settings",
		Summary: "Fatura ayarlarını değiştir (sonra numaralanan belgelere uygulanır)"}, iv.adminSetInvoiceSettings)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminOrderInvoices", Method: http.MethodGet, Path: "/api/admin/orders/{id}/invoices",
		Summary: "Siparişin belgeleri (önce satış faturası)"}, iv.adminOrderInvoices)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminOrderInfoSlip", Method: http.MethodGet, Path: "/api/admin/orders/{id}/info-slip",
		Summary: "e-Arşiv Fatura Bilgi Belgesi (PDF, koli için)"}, iv.adminOrderInfoSlip)
	handle(s, api, Member, huma.Operation{OperationID: "getMyOrderInvoices", Method: http.MethodGet, Path: "/api/orders/{id}/invoices",
		Summary: "Siparişimin faturası ve iade belgeleri"}, iv.getMyOrderInvoices)
	handle(s, api, Member, huma.Operation{OperationID: "getMyInvoicePDF", Method: http.MethodGet, Path: "/api/orders/{id}/invoices/{invoiceId}/pdf",
		Summary: "Siparişimin faturası (PDF)"}, iv.getMyInvoicePDF)
	// Royalty rates and statements, the author's sales (royalties.go)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminAuthorRoyalty", Method: http.MethodGet, Path: "/api/admin/authors/{id}/royalty",
		Summary: "Yazarın telif oranı, dönemi ve kitaplarının özel oranları"}, ry.adminAuthorRoyalty)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminSetAuthorRoyalty", Method: http.MethodPut, Path: "/api/admin/authors/{id}/royalty",
		Summary: "Yazarın telif oranını ve dönemini kaydet"}, ry.adminSetAuthorRoyalty)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminSetBookRoyalty", Method: http.MethodPut, Path: "/api/admin/books/{id}/royalty",
		Summary: "Kitaba özel telif oranı (yazarın oranının yerine)"}, ry.adminSetBookRoyalty)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminDeleteBookRoyalty", Method: http.MethodDelete, Path: "/api/admin/books/{id}/royalty",
		Summary: "Kitabın özel telif oranını kaldır", DefaultStatus: http.StatusNoContent}, ry.adminDeleteBookRoyalty)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminRoyaltyStatements", Method: http.MethodGet, Path: "/api/admin/authors/{id}/royalty-statements",
		Summary: "Yazarın telif beyanları (en yeni dönem önce)"}, ry.adminRoyaltyStatements)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminIssueRoyaltyStatement", Method: http.MethodPost, Path: "/api/admin/authors/{id}/royalty-statements",
		Summary: "Biten dönemin telif beyanını düzenle (veya bir beyanı düzelt)", DefaultStatus: http.StatusCreated}, ry.adminIssueRoyaltyStatement)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminRoyaltyStatement", Method: http.MethodGet, Path: "/api/admin/royalty-statements/{id}",
		Summary: "Telif beyanı"}, ry.adminRoyaltyStatement)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminRoyaltyStatementPDF", Method: http.MethodGet, Path: "/api/admin/royalty-statements/{id}/pdf",
		Summary: "Telif beyanı (PDF)"}, ry.adminRoyaltyStatementPDF)
	handle(s, api, AuthorOnly, huma.Operation{OperationID: "authorSales", Method: http.MethodGet, Path: "/api/author/sales",
		Summary: "Kitaplarımın son 12 aydaki satışları (aylık ve kitap bazında)"}, ry.authorSales)
	handle(s, api, AuthorOnly, huma.Operation{OperationID: "authorRoyaltyStatements", Method: http.MethodGet, Path: "/api/author/royalty-statements",
		Summary: "Telif beyanlarım"}, ry.authorRoyaltyStatements)
	handle(s, api, AuthorOnly, huma.Operation{OperationID: "authorRoyaltyStatement", Method: http.MethodGet, Path: "/api/author/royalty-statements/{id}",
		Summary: "Telif beyanım"}, ry.authorRoyaltyStatement)
	handle(s, api, AuthorOnly, huma.Operation{OperationID: "authorRoyaltyStatementPDF", Method: http.MethodGet, Path: "/api/author/royalty-statements/{id}/pdf",
		Summary: "Telif beyanım (PDF)"}, ry.authorRoyaltyStatementPDF)
}
