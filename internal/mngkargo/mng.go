// Package mngkargo is the shop's carrier adapter for MNG Kargo (DHL
// eCommerce Türkiye since 2025): a client of its REST API implementing
// bookstore.Carrier, and a simulator of that API for development and tests
// (mounted in the shop, or its own process: bookstore carrier-sim).
//
// Where the shapes below come from. MNG's API reference (apizone, behind
// IBM API Connect) needs an account; the paths and JSON are those of the
// public PHP driver tcgunel/omniship-mng (its README's "gotchas", requests
// and mocked-response tests), which targets the REST API, and the Odoo
// module that calls the same endpoints. What no such source shows is
// marked UNVERIFIED next to it; check those against the sandbox
// (testapi.mngkargo.com.tr) with a test account before going live. The
// simulator speaks exactly these shapes, so a difference found there is
// fixed in this file and both sides follow.
//
// Files: mng.go (this: paths, wire shapes, codes, the status mapping),
// client.go, client_calls.go and client_track.go (the adapter), simulator*.go (the
// simulator: its API, its schedule and control, faults, webhooks).
package mngkargo

import (
	"strings"
	"unicode"

	"bookstore/internal/bookstore"
)

// API paths, under the base URL (https://testapi.mngkargo.com.tr for the
// sandbox, https://api.mngkargo.com.tr for production).
const (
	pathToken          = "/mngapi/api/token"
	pathCreateOrder    = "/mngapi/api/standardcmdapi/createOrder"
	pathCancelOrder    = "/mngapi/api/standardcmdapi/cancelorder/" // + referenceId, PUT without a body
	pathCreateReturn   = "/mngapi/api/standardcmdapi/createReturnOrder"
	pathCreateBarcode  = "/mngapi/api/barcodecmdapi/createbarcode"
	pathCancelShipment = "/mngapi/api/barcodecmdapi/cancelshipment" // PUT {referenceId, shipmentId}
	// Queries by the shop's reference, or ...ByShipmentId/{shipmentId}.
	pathTrack      = "/mngapi/api/standardqueryapi/trackshipment"
	pathStatus     = "/mngapi/api/standardqueryapi/getshipmentstatus"
	suffixByShipID = "ByShipmentId"
)

// Headers of IBM API Connect: the integrating application's keys, sent
// with every call (the token call included).
const (
	headerClientID     = "X-IBM-Client-Id"
	headerClientSecret = "X-IBM-Client-Secret"
)

// tokenRequest is the Identity API's body: the merchant's own panel login.
// identityType is always 1 (a customer number).
type tokenRequest struct {
	CustomerNumber string `json:"customerNumber"`
	Password       string `json:"password"`
	IdentityType   int    `json:"identityType"`
}

// tokenAnswer carries the JWT, valid 8 hours. UNVERIFIED: the name of an
// expiry field next to it (jwtExpireDate); the client reads the JWT's own
// exp claim first.
type tokenAnswer struct {
	JWT           string `json:"jwt"`
	RefreshToken  string `json:"refreshToken,omitempty"`
	JWTExpireDate string `json:"jwtExpireDate,omitempty"`
}

// orderBody is createOrder's (and createReturnOrder's) request: the order,
// its pieces, and the recipient (for a return, the shipper: the buyer).
type orderBody struct {
	Order          wireOrder   `json:"order"`
	OrderPieceList []wirePiece `json:"orderPieceList"`
	Recipient      *wireParty  `json:"recipient,omitempty"`
	Shipper        *wireParty  `json:"shipper,omitempty"`
}

type wireOrder struct {
	ReferenceID          string  `json:"referenceId"` // ≤30 characters, upper case, unique per customer
	Barcode              string  `json:"barcode"`
	BillOfLandingID      string  `json:"billOfLandingId"`
	IsCOD                int     `json:"isCOD"`
	CODAmount            float64 `json:"codAmount"`           // lira, two decimals
	ShipmentServiceType  int     `json:"shipmentServiceType"` // 1 standard
	PackagingType        int     `json:"packagingType"`       // 3 parcel (paket)
	Content              string  `json:"content"`
	SMSPreference1       int     `json:"smsPreference1"`
	SMSPreference2       int     `json:"smsPreference2"`
	SMSPreference3       int     `json:"smsPreference3"`
	PaymentType          int     `json:"paymentType"`  // 1 the sender pays
	DeliveryType         int     `json:"deliveryType"` // 1 to the address
	Description          string  `json:"description"`
	MarketPlaceShortCode string  `json:"marketPlaceShortCode"`
	MarketPlaceSaleCode  string  `json:"marketPlaceSaleCode"`
}

// wirePiece is one box: whole kilograms and desi (MNG takes integers).
type wirePiece struct {
	Barcode string `json:"barcode"`
	Desi    int    `json:"desi"`
	Kg      int    `json:"kg"`
	Content string `json:"content"`
}

// wireParty is a recipient or shipper given by address (never with a
// customerId: MNG refuses a customerId next to a fullName). cityCode is
// the plate code; districtCode is MNG's own (CBS Info) and is sent as 0
// with the district's name. UNVERIFIED: that names alone are accepted; if
// the sandbox insists on codes, the CBS Info lists must be cached.
type wireParty struct {
	CityCode          int    `json:"cityCode"`
	CityName          string `json:"cityName"`
	DistrictCode      int    `json:"districtCode"`
	DistrictName      string `json:"districtName"`
	Address           string `json:"address"`
	Email             string `json:"email"`
	TaxOffice         string `json:"taxOffice"`
	TaxNumber         string `json:"taxNumber"`
	FullName          string `json:"fullName"`
	MobilePhoneNumber string `json:"mobilePhoneNumber"` // 10 digits, no 0 or +90
}

// orderAnswer is createOrder's answer (a one-element array on the wire,
// though the swagger documents an object: both are read).
type orderAnswer struct {
	OrderInvoiceID       string `json:"orderInvoiceId"`
	OrderInvoiceDetailID string `json:"orderInvoiceDetailId,omitempty"`
	ReferenceID          string `json:"referenceId"`
	// ReturnOrderLabelURL is createReturnOrder's: the page the buyer
	// shows at a branch; its rtnid is the return code.
	ReturnOrderLabelURL string `json:"returnOrderLabelURL,omitempty"`
}

// barcodeBody is createbarcode's request: it invoices the order with the
// real kg and desi and answers the label.
type barcodeBody struct {
	ReferenceID                  string      `json:"referenceId"`
	BillOfLandingID              string      `json:"billOfLandingId"`
	IsCOD                        int         `json:"isCOD"`
	CODAmount                    float64     `json:"codAmount"`
	PrintReferenceBarcodeOnError int         `json:"printReferenceBarcodeOnError"`
	Message                      string      `json:"message"`
	OrderPieceList               []wirePiece `json:"orderPieceList"`
	PackagingType                int         `json:"packagingType"`
}

// barcodeAnswer: shipmentId (12 digits) and per piece the scannable
// barcode and, in value, the ZPL label.
type barcodeAnswer struct {
	ReferenceID string        `json:"referenceId"`
	InvoiceID   string        `json:"invoiceId"`
	ShipmentID  string        `json:"shipmentId"`
	Barcodes    []wireBarcode `json:"barcodes"`
}

type wireBarcode struct {
	PieceNumber int    `json:"pieceNumber"`
	Barcode     string `json:"barcode"`
	Value       string `json:"value"` // ZPL: ^XA … ^XZ
}

// cancelBody is cancelshipment's request.
type cancelBody struct {
	ReferenceID string `json:"referenceId"`
	ShipmentID  string `json:"shipmentId"`
}

// statusAnswer is getshipmentstatus's headline. UNVERIFIED: isCancelled
// (the simulator sets it; the client also understands the "already
// cancelled" refusal when it is absent).
type statusAnswer struct {
	ShipmentStatusCode int    `json:"shipmentStatusCode"`
	OrderID            string `json:"orderId"`
	ReferenceID        string `json:"referenceId"`
	ShipmentID         string `json:"shipmentId"`
	ShipmentStatus     string `json:"shipmentStatus"`
	StatusDateTime     string `json:"statusDateTime,omitempty"` // UNVERIFIED name
	IsDelivered        int    `json:"isDelivered"`
	IsCancelled        int    `json:"isCancelled,omitempty"`
	DeliveryTo         string `json:"deliveryTo,omitempty"`
	TrackingURL        string `json:"trackingUrl,omitempty"`
}

// trackEvent is one line of trackshipment. The verified shape carries no
// status code, only the status's words (eventStatus, eventStatusEn):
// eventStatusFor reads them.
type trackEvent struct {
	ReferenceID     string `json:"referenceId"`
	ShipmentID      string `json:"shipmentId,omitempty"`
	EventSequence   string `json:"eventSequence"`
	EventStatus     string `json:"eventStatus"`
	EventStatusEn   string `json:"eventStatusEn"`
	EventDateTime   string `json:"eventDateTime"`  // 12-02-2019 20:30:45
	EventDateTime2  string `json:"eventDateTime2"` // 2019-02-12 20:30:45, Türkiye's time
	Location        string `json:"location"`
	Country         string `json:"country"`
	LocationAddress string `json:"locationAddress"`
}

// apiError is MNG's refusal: {"error": {"code", "message", "description"}}.
// A gateway refusal (IBM API Connect: a wrong key, a missing token) is
// {"httpCode", "httpMessage", "moreInformation"} instead.
type apiError struct {
	Error *apiProblem `json:"error,omitempty"`

	HTTPCode        string `json:"httpCode,omitempty"`
	HTTPMessage     string `json:"httpMessage,omitempty"`
	MoreInformation string `json:"moreInformation,omitempty"`
}

type apiProblem struct {
	Code        string `json:"code"`
	Message     string `json:"message"`
	Description string `json:"description"`
}

// Error codes. codeBranchNotFound (20001, VARIŞ ŞUBESİ BULUNAMADI) is
// verified: createbarcode answers it until MNG has resolved the
// destination branch, which takes minutes, so it is a "try later". The
// others are UNVERIFIED numbers the simulator uses; the client recognises
// them by their words too.
const (
	codeBranchNotFound   = "20001"
	codeReferenceExists  = "30001" // a createOrder for a reference already held
	codeUnknownPlace     = "30002" // the recipient's il/ilçe is unknown
	codeInvalidInput     = "30003" // a field missing or malformed
	codeAlreadyPickedUp  = "30004" // cancel after the branch accepted the parcel
	codeAlreadyCancelled = "30005" // cancel of a cancelled shipment or order
	codeNotFound         = "30006" // no order or shipment with that reference or id
	codeNoBarcode        = "30007" // createbarcode for an order already barcoded
)

// MNG's headline status codes (getshipmentstatus's shipmentStatusCode) and
// the shop's status each maps to:
//
//	0 Henüz işlem yapılmadı            → created
//	1 Gönderi Hazırlandı               → created (the barcode is printed, the parcel still at the shop)
//	2 Transfer Aşamasında              → in_transit
//	3 Teslimat Birimine Ulaştı         → in_transit (at the delivering branch)
//	4 Alıcı Adresine Yönlendirildi     → out_for_delivery
//	5 Teslim Edildi                    → delivered
//	6 Teslim Edilemedi                 → delivery_failed
//	7 Geri Geliyor / Göndericiye İade  → returned
//	8 Destek Gerekiyor                 → delivery_failed (staff must call the branch)
//
// One older source names code 1 "Sipariş Kargoya Verildi" (picked up):
// UNVERIFIED which the REST API means. The mapping keeps 1 as created so
// that a label printed is never told to the buyer as shipped; the pick-up
// itself (accepted) is read from the event's words ("Kabul").
func statusForCode(code int) (bookstore.ShipmentStatus, bool) {
	switch code {
	case 0, 1:
		return bookstore.ShipmentCreated, true
	case 2, 3:
		return bookstore.ShipmentInTransit, true
	case 4:
		return bookstore.ShipmentOutForDelivery, true
	case 5:
		return bookstore.ShipmentDelivered, true
	case 6, 8:
		return bookstore.ShipmentFailed, true
	case 7:
		return bookstore.ShipmentReturned, true
	}
	return "", false
}

// codeForStatus is the headline code the simulator answers for a status.
// Accepted (picked up, not yet moving) is code 2's first event at MNG: the
// simulator answers 2 with the event's words saying it was accepted.
func codeForStatus(s bookstore.ShipmentStatus) int {
	switch s {
	case bookstore.ShipmentAccepted, bookstore.ShipmentInTransit:
		return 2
	case bookstore.ShipmentOutForDelivery:
		return 4
	case bookstore.ShipmentDelivered:
		return 5
	case bookstore.ShipmentFailed:
		return 6
	case bookstore.ShipmentReturned:
		return 7
	default: // created, and cancelled (isCancelled says it)
		return 0
	}
}

// eventWords are the words of a trackshipment event per status, Turkish
// and English, as the simulator writes them. The verified ones are
// "Gönderi Hazırlandı"/"Shipment Created" and "Teslim Edildi"/"Delivered";
// the rest follow the headline statuses' names (UNVERIFIED wording).
var eventWords = map[bookstore.ShipmentStatus][2]string{
	bookstore.ShipmentCreated:        {"Gönderi Hazırlandı", "Shipment Created"},
	bookstore.ShipmentAccepted:       {"Gönderi Kabul Edildi", "Shipment Accepted"},
	bookstore.ShipmentInTransit:      {"Transfer Aşamasında", "In Transit"},
	bookstore.ShipmentOutForDelivery: {"Alıcı Adresine Yönlendirildi", "Out For Delivery"},
	bookstore.ShipmentDelivered:      {"Teslim Edildi", "Delivered"},
	bookstore.ShipmentFailed:         {"Teslim Edilemedi", "Delivery Failed"},
	bookstore.ShipmentReturned:       {"Göndericiye İade Edildi", "Returned To Sender"},
	bookstore.ShipmentCancelled:      {"Gönderi İptal Edildi", "Shipment Cancelled"},
}

// eventStatusFor reads an event's status from its words: exact names
// first, then the telling word in them (teslim edilemedi before teslim
// edildi). False when the words say nothing known.
func eventStatusFor(tr, en string) (bookstore.ShipmentStatus, bool) {
	t, e := lowerTR(tr), strings.ToLower(strings.TrimSpace(en))
	for s, w := range eventWords {
		if t == lowerTR(w[0]) || e == strings.ToLower(w[1]) {
			return s, true
		}
	}
	switch {
	case strings.Contains(t, "iptal") || strings.Contains(e, "cancel"):
		return bookstore.ShipmentCancelled, true
	case strings.Contains(t, "edilemedi") || strings.Contains(e, "fail") || strings.Contains(e, "not delivered"):
		return bookstore.ShipmentFailed, true
	case strings.Contains(t, "iade") || strings.Contains(t, "geri geliyor") || strings.Contains(e, "return"):
		return bookstore.ShipmentReturned, true
	case strings.Contains(t, "teslim edildi") || e == "delivered":
		return bookstore.ShipmentDelivered, true
	case strings.Contains(t, "dağıtım") || strings.Contains(t, "yönlendirildi") || strings.Contains(e, "out for delivery"):
		return bookstore.ShipmentOutForDelivery, true
	case strings.Contains(t, "kabul") || strings.Contains(e, "accepted") || strings.Contains(e, "picked up"):
		return bookstore.ShipmentAccepted, true
	case strings.Contains(t, "transfer") || strings.Contains(t, "ulaştı") || strings.Contains(e, "transit"):
		return bookstore.ShipmentInTransit, true
	case strings.Contains(t, "hazırlandı") || strings.Contains(e, "created"):
		return bookstore.ShipmentCreated, true
	}
	return "", false
}

var turkishCase = unicode.TurkishCase

// lowerTR lower-cases Turkish text (İ → i, I → ı) and trims it.
func lowerTR(s string) string {
	return strings.TrimSpace(strings.ToLowerSpecial(turkishCase, s))
}

// MaxReference is MNG's bound on referenceId.
const MaxReference = 30

// eventTimeLayout is eventDateTime2's layout, in Türkiye's time.
const eventTimeLayout = "2006-01-02 15:04:05"
