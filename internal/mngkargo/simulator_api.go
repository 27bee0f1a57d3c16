package mngkargo

import (
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/simfault"
)

// simAnswer is what a handler answers: a status and a JSON body.
type simAnswer struct {
	status int
	body   any
}

type simHandler func(r *http.Request) simAnswer

// api wraps an endpoint with the gateway's key check, the JWT check
// (withJWT) and its faults: a delay before anything (a hang), a status
// instead of processing, or processing then dropping the connection (the
// answer lost).
func (s *Simulator) api(endpoint string, withJWT bool, h simHandler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f := s.faults.Take(endpoint)
		if f != nil && f.DelayMs > 0 && !simfault.Wait(s.ctx, r, time.Duration(f.DelayMs)*time.Millisecond) {
			return
		}
		if f != nil && f.Status != 0 {
			code, reason := f.Code, f.Reason
			if code == "" {
				code = fmt.Sprint(f.Status)
			}
			if reason == "" {
				reason = "Sistem hatası (simülatör: enjekte edilmiş hata)"
			}
			writeJSON(w, f.Status, mngError(code, reason))
			return
		}
		if !equal(r.Header.Get(headerClientID), s.opts.ClientID) || !equal(r.Header.Get(headerClientSecret), s.opts.ClientSecret) {
			writeJSON(w, http.StatusUnauthorized, apiError{HTTPCode: "401", HTTPMessage: "Unauthorized",
				MoreInformation: "Cannot find valid subscription for the incoming API request."})
			return
		}
		if withJWT && !s.validToken(r) {
			writeJSON(w, http.StatusUnauthorized, apiError{HTTPCode: "401", HTTPMessage: "Unauthorized", MoreInformation: "Invalid or expired JWT"})
			return
		}
		r.Body = http.MaxBytesReader(nil, r.Body, 1<<20)
		a := h(r)
		if f != nil && f.DropAfterProcessing {
			simfault.DropConnection(w)
			return
		}
		writeJSON(w, a.status, a.body)
	})
}

func equal(a, b string) bool { return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1 }

func (s *Simulator) validToken(r *http.Request) bool {
	tok, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	s.mu.Lock()
	defer s.mu.Unlock()
	exp, ok := s.tokens[tok]
	if !ok || !time.Now().Before(exp) {
		s.refused++
		return false
	}
	return true
}

func decode(r *http.Request, v any) error {
	b, err := io.ReadAll(r.Body)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}

func invalid(description string) simAnswer {
	return simAnswer{http.StatusBadRequest, mngError(codeInvalidInput, description)}
}

func notFound(what string) simAnswer {
	return simAnswer{http.StatusNotFound, mngError(codeNotFound, what+" bulunamadı")}
}

// token issues a JWT (header.claims.signature, the claims with exp) for
// the simulator's customer number and password.
func (s *Simulator) token(r *http.Request) simAnswer {
	var in tokenRequest
	if err := decode(r, &in); err != nil {
		return invalid("İstek okunamadı: " + err.Error())
	}
	if !equal(in.CustomerNumber, s.opts.CustomerNumber) || !equal(in.Password, s.opts.Password) {
		return simAnswer{http.StatusUnauthorized, mngError("10001", "Müşteri numarası veya şifre hatalı")}
	}
	exp := time.Now().Add(s.opts.TokenTTL)
	enc := base64.RawURLEncoding
	claims, _ := json.Marshal(map[string]any{"sub": in.CustomerNumber, "exp": exp.Unix(), "jti": digits(16)}) // a map of plain values always marshals
	tok := enc.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`)) + "." + enc.EncodeToString(claims) + "." + enc.EncodeToString([]byte(digits(32)))
	s.mu.Lock()
	for t, e := range s.tokens { // forget the expired, so a long run does not grow
		if time.Now().After(e) {
			delete(s.tokens, t)
		}
	}
	s.tokens[tok] = exp
	s.issued++
	s.mu.Unlock()
	return simAnswer{http.StatusOK, tokenAnswer{JWT: tok, JWTExpireDate: exp.In(bookstore.ShopLocation()).Format("2006-01-02T15:04:05")}}
}

// checkRef applies MNG's rule for referenceId.
func checkRef(ref string) (simAnswer, bool) {
	if ref == "" || len([]rune(ref)) > MaxReference || ref != strings.ToUpperSpecial(turkishCase, ref) {
		return invalid(fmt.Sprintf("referenceId büyük harflerle ve en fazla %d karakter olmalıdır: %q", MaxReference, ref)), false
	}
	return simAnswer{}, true
}

// checkParty applies MNG's rules for a recipient or shipper: a name, an
// address, an e-mail, a tax number, and an il/ilçe it knows (the official
// list).
func checkParty(p *wireParty, role string) (simAnswer, bool) {
	switch {
	case p == nil || strings.TrimSpace(p.FullName) == "" || strings.TrimSpace(p.Address) == "":
		return invalid(role + " adı ve adresi zorunludur"), false
	case strings.TrimSpace(p.Email) == "":
		return invalid(role + " e-posta adresi zorunludur"), false
	case len(p.TaxNumber) != 10 && len(p.TaxNumber) != 11:
		return simAnswer{http.StatusBadRequest, mngError("26056", role+" vergi/TC kimlik numarası geçersiz")}, false
	case p.MobilePhoneNumber != "" && (len(p.MobilePhoneNumber) != 10 || strings.Trim(p.MobilePhoneNumber, "0123456789") != ""):
		return invalid(role + " cep telefonu 10 haneli olmalıdır (başında 0 veya +90 olmadan)"), false
	}
	if !knownPlace(p.CityName, p.DistrictName) {
		return simAnswer{http.StatusBadRequest, mngError(codeUnknownPlace,
			fmt.Sprintf("%s İL/İLÇE BİLGİSİ BULUNAMADI: %s/%s", strings.ToUpperSpecial(turkishCase, role), p.CityName, p.DistrictName))}, false
	}
	return simAnswer{}, true
}

func knownPlace(city, district string) bool {
	for _, pr := range bookstore.Provinces() {
		if lowerTR(pr.Name) != lowerTR(city) {
			continue
		}
		for _, d := range pr.Districts {
			if lowerTR(d.Name) == lowerTR(district) {
				return true
			}
		}
	}
	return false
}

// createOrder registers an order; the reference must be free.
func (s *Simulator) createOrder(r *http.Request) simAnswer {
	var in orderBody
	if err := decode(r, &in); err != nil {
		return invalid("İstek okunamadı: " + err.Error())
	}
	ref := in.Order.ReferenceID
	if a, ok := checkRef(ref); !ok {
		return a
	}
	if a, ok := checkParty(in.Recipient, "Alıcı"); !ok {
		return a
	}
	if len(in.OrderPieceList) == 0 {
		return invalid("orderPieceList en az bir parça içermelidir")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.byRef[ref] != nil {
		return simAnswer{http.StatusBadRequest, mngError(codeReferenceExists, "Bu referans numarası ile daha önce sipariş oluşturulmuştur: "+ref)}
	}
	now := time.Now()
	sh := &simShipment{ref: ref, orderID: digits(9), party: *in.Recipient, cod: in.Order.CODAmount, status: bookstore.ShipmentCreated,
		created: now, moved: now}
	s.store(sh)
	return simAnswer{http.StatusOK, []orderAnswer{{OrderInvoiceID: sh.orderID, OrderInvoiceDetailID: digits(9), ReferenceID: ref}}}
}

// createBarcode invoices an order: its shipment id, pieces' barcodes and
// labels, and its first event.
func (s *Simulator) createBarcode(r *http.Request) simAnswer {
	var in barcodeBody
	if err := decode(r, &in); err != nil {
		return invalid("İstek okunamadı: " + err.Error())
	}
	if len(in.OrderPieceList) == 0 {
		return invalid("orderPieceList en az bir parça içermelidir")
	}
	for _, p := range in.OrderPieceList {
		if p.Kg <= 0 && p.Desi <= 0 {
			return invalid("Parçaların kg veya desi bilgisi zorunludur")
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	sh := s.byRef[in.ReferenceID]
	switch {
	case sh == nil || sh.isReturn:
		return notFound("Sipariş")
	case sh.barcoded:
		return simAnswer{http.StatusBadRequest, mngError(codeNoBarcode, "Bu sipariş için barkod daha önce oluşturulmuştur")}
	}
	sh.shipmentID, sh.invoiceID, sh.barcoded = s.newShipmentID(), "FM"+digits(6), true
	if in.IsCOD == 1 {
		sh.cod = in.CODAmount
	}
	s.byID[sh.shipmentID] = sh
	for i := range in.OrderPieceList {
		b := fmt.Sprintf("%s%02d", sh.shipmentID, i+1)
		sh.barcodes = append(sh.barcodes, wireBarcode{PieceNumber: i + 1, Barcode: b, Value: label(sh, b, i+1, len(in.OrderPieceList))})
	}
	s.move(sh, bookstore.ShipmentCreated, time.Now())
	return simAnswer{http.StatusOK, []barcodeAnswer{{ReferenceID: sh.ref, InvoiceID: sh.invoiceID, ShipmentID: sh.shipmentID, Barcodes: sh.barcodes}}}
}

// createReturn issues a return code; the same reference answers the same
// return.
func (s *Simulator) createReturn(r *http.Request) simAnswer {
	var in orderBody
	if err := decode(r, &in); err != nil {
		return invalid("İstek okunamadı: " + err.Error())
	}
	ref := in.Order.ReferenceID
	if a, ok := checkRef(ref); !ok {
		return a
	}
	if a, ok := checkParty(in.Shipper, "Gönderici"); !ok {
		return a
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	sh := s.byRef[ref]
	switch {
	case sh != nil && !sh.isReturn:
		return simAnswer{http.StatusBadRequest, mngError(codeReferenceExists, "Bu referans numarası ile daha önce sipariş oluşturulmuştur: "+ref)}
	case sh == nil:
		now := time.Now()
		sh = &simShipment{ref: ref, orderID: digits(9), isReturn: true, returnCode: digits(10), party: *in.Shipper,
			status: bookstore.ShipmentCreated, barcoded: true, created: now, moved: now}
		sh.shipmentID = s.newShipmentID()
		s.byID[sh.shipmentID] = sh
		s.store(sh)
		s.move(sh, bookstore.ShipmentCreated, now)
	}
	return simAnswer{http.StatusOK, []orderAnswer{{OrderInvoiceID: sh.orderID, ReferenceID: sh.ref,
		ReturnOrderLabelURL: "https://mn.tc?rtnid=" + sh.returnCode}}}
}

// lookup is the shipment a query names: by shipment id, or by reference
// (a live one, else the latest cancelled one). The caller holds s.mu.
func (s *Simulator) lookup(r *http.Request, byID bool) *simShipment {
	if byID {
		return s.byID[r.PathValue("id")]
	}
	ref := r.PathValue("ref")
	if sh := s.byRef[ref]; sh != nil {
		return sh
	}
	for i := len(s.order) - 1; i >= 0; i-- {
		if s.order[i].ref == ref {
			return s.order[i]
		}
	}
	return nil
}

func (s *Simulator) status(byID bool) simHandler {
	return func(r *http.Request) simAnswer {
		s.mu.Lock()
		defer s.mu.Unlock()
		sh := s.lookup(r, byID)
		if sh == nil {
			return notFound("Gönderi")
		}
		st := statusAnswer{ShipmentStatusCode: codeForStatus(sh.status), OrderID: sh.orderID, ReferenceID: sh.ref, ShipmentID: sh.shipmentID,
			ShipmentStatus: strings.ReplaceAll(eventWords[sh.status][0], " ", "_")}
		if !sh.barcoded {
			st.ShipmentID = ""
		}
		if sh.status == bookstore.ShipmentCancelled {
			st.IsCancelled = 1
		}
		if sh.status == bookstore.ShipmentDelivered {
			st.IsDelivered, st.DeliveryTo = 1, sh.party.FullName
		}
		if n := len(sh.events); n > 0 {
			st.StatusDateTime = sh.events[n-1].at.In(bookstore.ShopLocation()).Format(eventTimeLayout)
		}
		return simAnswer{http.StatusOK, []statusAnswer{st}}
	}
}

func (s *Simulator) track(byID bool) simHandler {
	return func(r *http.Request) simAnswer {
		s.mu.Lock()
		defer s.mu.Unlock()
		sh := s.lookup(r, byID)
		if sh == nil {
			return notFound("Gönderi")
		}
		out := make([]trackEvent, 0, len(sh.events))
		for _, e := range sh.events {
			out = append(out, wireEvent(sh, e))
		}
		return simAnswer{http.StatusOK, out}
	}
}

func wireEvent(sh *simShipment, e simEvent) trackEvent {
	at := e.at.In(bookstore.ShopLocation())
	loc, city, _ := strings.Cut(e.location, ", ")
	return trackEvent{ReferenceID: sh.ref, ShipmentID: sh.shipmentID, EventSequence: fmt.Sprint(e.seq), EventStatus: eventWords[e.status][0],
		EventStatusEn: eventWords[e.status][1], EventDateTime: at.Format("02-01-2006 15:04:05"), EventDateTime2: at.Format(eventTimeLayout),
		Location: loc, Country: "TR", LocationAddress: city}
}

// cancelShipment cancels a barcode not yet accepted at a branch.
func (s *Simulator) cancelShipment(r *http.Request) simAnswer {
	var in cancelBody
	if err := decode(r, &in); err != nil {
		return invalid("İstek okunamadı: " + err.Error())
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	sh := s.byID[in.ShipmentID]
	switch {
	case sh == nil || sh.ref != in.ReferenceID || sh.isReturn:
		return notFound("Gönderi")
	case sh.status == bookstore.ShipmentCancelled || sh.barcodeCancelled:
		return simAnswer{http.StatusBadRequest, mngError(codeAlreadyCancelled, "Gönderi daha önce iptal edilmiştir")}
	case sh.status != bookstore.ShipmentCreated:
		return simAnswer{http.StatusBadRequest, mngError(codeAlreadyPickedUp, "Gönderi şubede kabul edilmiştir; iptal edilemez")}
	}
	sh.barcodeCancelled = true
	return simAnswer{http.StatusOK, map[string]any{"referenceId": sh.ref, "shipmentId": sh.shipmentID, "isCancelled": 1}}
}

// cancelOrder cancels an order whose barcode (if any) is cancelled; its
// reference is free again.
func (s *Simulator) cancelOrder(r *http.Request) simAnswer {
	ref := r.PathValue("ref")
	s.mu.Lock()
	defer s.mu.Unlock()
	sh := s.byRef[ref]
	switch {
	case sh == nil && s.lookup(r, false) != nil:
		return simAnswer{http.StatusBadRequest, mngError(codeAlreadyCancelled, "Sipariş daha önce iptal edilmiştir")}
	case sh == nil || sh.isReturn:
		return notFound("Sipariş")
	case sh.status != bookstore.ShipmentCreated:
		return simAnswer{http.StatusBadRequest, mngError(codeAlreadyPickedUp, "Gönderi şubede kabul edilmiştir; iptal edilemez")}
	case sh.barcoded && !sh.barcodeCancelled:
		return invalid("Barkodu kesilmiş sipariş için önce cancelshipment çağrılmalıdır")
	}
	delete(s.byRef, ref)
	s.move(sh, bookstore.ShipmentCancelled, time.Now())
	return simAnswer{http.StatusOK, map[string]any{"referenceId": ref, "isCancelled": 1}}
}
