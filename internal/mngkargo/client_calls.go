package mngkargo

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"bookstore/internal/bookstore"
	"bookstore/internal/providerhttp"
)

// consumerTaxNumber stands in for a consumer's TC kimlik number, which MNG
// requires on every party (empty is refused with 26056): it passes the
// checksum and names nobody.
const consumerTaxNumber = "11111111110"

// CreateShipment implements bookstore.Carrier: createOrder, then
// createbarcode with the real kg and desi. It is idempotent by reference:
// when MNG already holds the reference (an earlier call whose answer was
// lost), the existing shipment is returned, or, when only its order got
// through, barcoded now.
func (c *Client) CreateShipment(ctx context.Context, p bookstore.Parcel) (bookstore.CarrierShipment, error) {
	ref, err := reference(p.Reference)
	if err != nil {
		return bookstore.CarrierShipment{}, err
	}
	if p.Grams <= 0 {
		return bookstore.CarrierShipment{}, bookstore.Errorf(bookstore.CodeInvalid, "Kargo için paketin ağırlığı gerekli")
	}
	pieces := parcelPieces(ref, p)
	cod, codAmount := 0, 0.0
	if p.CODAmount > 0 {
		cod, codAmount = 1, float64(p.CODAmount)/100
	}
	content := strings.TrimSpace(p.Content)
	if content == "" {
		content = "Kitap"
	}
	recipient := party(p.Recipient)
	body := orderBody{Order: wireOrder{ReferenceID: ref, Barcode: ref, IsCOD: cod, CODAmount: codAmount, ShipmentServiceType: 1,
		PackagingType: 3, Content: content, PaymentType: 1, DeliveryType: 1, Description: content},
		OrderPieceList: pieces, Recipient: &recipient}
	a, err := c.call(ctx, http.MethodPost, pathCreateOrder, body)
	if err != nil {
		return bookstore.CarrierShipment{}, err
	}
	switch {
	case a.OK():
		var o orderAnswer
		if err := decodeOne(a.Body, &o); err != nil {
			return bookstore.CarrierShipment{}, a.unreadable(err)
		}
	case a.refused() && a.problem().Code == codeReferenceExists:
		// An earlier call got through: its shipment is returned as it is,
		// or its order (whose barcode answer was lost) is barcoded below.
		if s, found, err := c.FindShipment(ctx, ref); err != nil || found {
			return s, err
		}
	case a.refused():
		return bookstore.CarrierShipment{}, refusal(a, p.Recipient, "teslimat")
	default:
		return bookstore.CarrierShipment{}, a.unavailable()
	}
	return c.barcode(ctx, ref, barcodeBody{ReferenceID: ref, IsCOD: cod, CODAmount: codAmount, OrderPieceList: pieces, PackagingType: 3})
}

// barcode invoices an order (createbarcode) and returns its shipment.
func (c *Client) barcode(ctx context.Context, ref string, body barcodeBody) (bookstore.CarrierShipment, error) {
	a, err := c.call(ctx, http.MethodPost, pathCreateBarcode, body)
	if err != nil {
		return bookstore.CarrierShipment{}, err
	}
	switch {
	case a.OK():
		var b barcodeAnswer
		if err := decodeOne(a.Body, &b); err != nil {
			return bookstore.CarrierShipment{}, a.unreadable(err)
		}
		if b.ShipmentID == "" {
			return bookstore.CarrierShipment{}, a.unreadable(fmt.Errorf("shipmentId yok"))
		}
		return bookstore.CarrierShipment{ID: b.ShipmentID, TrackingNumber: b.ShipmentID, Reference: ref}, nil
	case a.refused() && a.problem().Code == codeNoBarcode:
		// Barcoded already (a lost answer): the shipment is there.
		s, found, err := c.FindShipment(ctx, ref)
		if err == nil && !found {
			err = a.unavailable()
		}
		return s, err
	case a.refused() && a.problem().Code != codeBranchNotFound:
		return bookstore.CarrierShipment{}, refusal(a, bookstore.ParcelParty{}, "teslimat")
	}
	// 20001: MNG has not resolved the destination branch yet (minutes after
	// the order); the order stands and a later try barcodes it.
	return bookstore.CarrierShipment{}, a.unavailable()
}

// FindShipment implements bookstore.Carrier through getshipmentstatus by
// reference. An order not barcoded yet, or cancelled, is no shipment.
func (c *Client) FindShipment(ctx context.Context, ref string) (bookstore.CarrierShipment, bool, error) {
	ref, err := reference(ref)
	if err != nil {
		return bookstore.CarrierShipment{}, false, err
	}
	st, found, err := c.status(ctx, ref)
	if err != nil || !found || st.ShipmentID == "" || st.IsCancelled == 1 {
		return bookstore.CarrierShipment{}, false, err
	}
	return bookstore.CarrierShipment{ID: st.ShipmentID, TrackingNumber: st.ShipmentID, Reference: ref}, true, nil
}

// status asks for the headline status of a shipment id (all digits) or a
// reference. Only MNG's own "not found" answers found false: a proxy's or
// a wrong base URL's 404 page must not make the shop create a parcel twice.
func (c *Client) status(ctx context.Context, id string) (statusAnswer, bool, error) {
	a, err := c.call(ctx, http.MethodGet, queryPath(pathStatus, id), nil)
	if err != nil {
		return statusAnswer{}, false, err
	}
	switch {
	case a.OK():
		var st statusAnswer
		if err := decodeOne(a.Body, &st); err != nil {
			return statusAnswer{}, false, a.unreadable(err)
		}
		return st, true, nil
	case (a.Status == http.StatusNotFound || a.Status == http.StatusBadRequest) && a.refused() && a.problem().Code == codeNotFound:
		return statusAnswer{}, false, nil
	}
	return statusAnswer{}, false, a.unavailable()
}

// queryPath is a query by shipment id when id is all digits (MNG's
// 12-digit shipmentId), else by reference.
func queryPath(base, id string) string {
	if id != "" && strings.Trim(id, "0123456789") == "" {
		return base + suffixByShipID + "/" + url.PathEscape(id)
	}
	return base + "/" + url.PathEscape(id)
}

// CancelShipment implements bookstore.Carrier: cancelshipment (the
// barcode), then cancelorder (the order), as MNG's integration team asks.
// A parcel past pick-up is refused with CodeConflict before either call.
func (c *Client) CancelShipment(ctx context.Context, shipmentID string) error {
	st, found, err := c.status(ctx, shipmentID)
	if err != nil {
		return err
	}
	if !found {
		return bookstore.Errorf(bookstore.CodeNotFound, "İptal edilecek gönderi kargo firmasında bulunamadı")
	}
	if st.IsCancelled == 1 {
		return nil
	}
	if s, known := statusForCode(st.ShipmentStatusCode); s != bookstore.ShipmentCreated {
		label := st.ShipmentStatus
		if known {
			label = s.Label()
		}
		return pickedUp(label)
	}
	ref := st.ReferenceID
	a, err := c.call(ctx, http.MethodPut, pathCancelShipment, cancelBody{ReferenceID: ref, ShipmentID: shipmentID})
	if err != nil {
		return err
	}
	if err := cancelAnswer(a); err != nil {
		return err
	}
	a, err = c.call(ctx, http.MethodPut, pathCancelOrder+url.PathEscape(ref), nil)
	if err != nil {
		return err
	}
	return cancelAnswer(a)
}

func cancelAnswer(a *answer) error {
	switch {
	case a.OK():
		return nil
	case a.refused() && a.problem().Code == codeAlreadyCancelled:
		return nil
	case a.refused() && a.problem().Code == codeAlreadyPickedUp:
		return pickedUp(a.reason())
	case a.refused():
		return bookstore.Errorf(bookstore.CodeConflict, "Kargo firması iptali kabul etmedi: %s", a.reason())
	}
	return a.unavailable()
}

func pickedUp(detail string) error {
	return bookstore.Errorf(bookstore.CodeConflict, "Kargo firması gönderiyi teslim almış; kargo kaydı artık iptal edilemez (%s)", detail)
}

// CreateReturn implements bookstore.Carrier through createReturnOrder: the
// buyer is the shipper, the shop (this account) the recipient and payer.
// The code is the rtnid of the return label's page. The return's ID is
// its reference: it has no shipment id before the buyer hands it over, and
// Track takes a reference. UNVERIFIED: that MNG answers a repeated
// reference with the same return (the simulator does).
func (c *Client) CreateReturn(ctx context.Context, r bookstore.ReturnParcel) (bookstore.CarrierReturn, error) {
	ref, err := reference(r.Reference)
	if err != nil {
		return bookstore.CarrierReturn{}, err
	}
	shipper := party(r.Sender)
	body := orderBody{Order: wireOrder{ReferenceID: ref, Barcode: ref, ShipmentServiceType: 1, PackagingType: 3, Content: "Kitap (iade)",
		PaymentType: 2, DeliveryType: 1, Description: "İade"},
		OrderPieceList: []wirePiece{{Barcode: ref + "_PARCA1", Desi: 1, Kg: 1, Content: "Kitap"}}, Shipper: &shipper}
	a, err := c.call(ctx, http.MethodPost, pathCreateReturn, body)
	if err != nil {
		return bookstore.CarrierReturn{}, err
	}
	switch {
	case a.OK():
	case a.refused():
		return bookstore.CarrierReturn{}, refusal(a, r.Sender, "iade eden")
	default:
		return bookstore.CarrierReturn{}, a.unavailable()
	}
	var o orderAnswer
	if err := decodeOne(a.Body, &o); err != nil {
		return bookstore.CarrierReturn{}, a.unreadable(err)
	}
	code := o.OrderInvoiceID
	if u, err := url.Parse(o.ReturnOrderLabelURL); err == nil && u.Query().Get("rtnid") != "" {
		code = u.Query().Get("rtnid")
	}
	if code == "" {
		return bookstore.CarrierReturn{}, a.unreadable(fmt.Errorf("iade kodu yok"))
	}
	return bookstore.CarrierReturn{Code: code, CarrierShipment: bookstore.CarrierShipment{ID: ref, TrackingNumber: code, Reference: ref}}, nil
}

// reference is the shop's reference as MNG keeps it: upper case, at most
// MaxReference characters.
func reference(s string) (string, error) {
	ref := strings.ToUpperSpecial(turkishCase, strings.TrimSpace(s))
	switch {
	case ref == "":
		return "", bookstore.Errorf(bookstore.CodeInvalid, "Kargo referansı gerekli")
	case len([]rune(ref)) > MaxReference:
		return "", bookstore.Errorf(bookstore.CodeInvalid, "Kargo referansı en fazla %d karakter olabilir: %s", MaxReference, ref)
	}
	return ref, nil
}

// parcelPieces splits the parcel into its boxes, each with its share of
// the weight (whole kg, at least 1) and desi (at least 1).
func parcelPieces(ref string, p bookstore.Parcel) []wirePiece {
	n := max(p.Pieces, 1)
	kg := max((p.Grams+n*1000-1)/(n*1000), 1)
	desi := max((p.Desi+n-1)/n, 1)
	content := providerhttp.FirstNonEmpty(p.Content, "Kitap")
	out := make([]wirePiece, n)
	for i := range out {
		out[i] = wirePiece{Barcode: fmt.Sprintf("%s_PARCA%d", ref, i+1), Desi: desi, Kg: kg, Content: content}
	}
	return out
}

// party is a recipient or shipper as MNG reads it.
func party(p bookstore.ParcelParty) wireParty {
	w := wireParty{CityName: p.Province, DistrictName: p.District, Address: p.Address, Email: p.Email, TaxOffice: "SAHIS",
		TaxNumber: consumerTaxNumber, FullName: p.Name, MobilePhoneNumber: mobile(p.Phone)}
	for _, pr := range bookstore.Provinces() {
		if lowerTR(pr.Name) == lowerTR(p.Province) {
			w.CityCode = pr.ID
		}
	}
	return w
}

// mobile is a phone as MNG takes it: ten digits, without 0 or +90.
func mobile(phone string) string {
	d := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, phone)
	if len(d) == 12 && strings.HasPrefix(d, "90") {
		d = d[2:]
	}
	if len(d) == 11 && strings.HasPrefix(d, "0") {
		d = d[1:]
	}
	return d
}

// refusal is MNG refusing a create: an address it does not know (named
// with its il/ilçe), or another input it names.
func refusal(a *answer, who bookstore.ParcelParty, role string) error {
	p := a.problem()
	words := lowerTR(p.Description + " " + p.Message)
	if p.Code == codeUnknownPlace || strings.Contains(words, "ilçe") || strings.Contains(words, "şehir") ||
		strings.Contains(words, " il ") || strings.HasPrefix(words, "il ") {
		place := strings.Trim(who.Province+"/"+who.District, "/")
		return bookstore.Errorf(bookstore.CodeInvalid, "Kargo firması %s adresinin il/ilçe bilgisini tanımadı: %s (%s)", role, place, a.reason())
	}
	return bookstore.Errorf(bookstore.CodeInvalid, "Kargo firması gönderiyi kabul etmedi: %s", a.reason())
}
