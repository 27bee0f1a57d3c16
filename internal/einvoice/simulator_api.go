package einvoice

import (
	"bytes"
	"crypto/subtle"
	"encoding/base64"
	"encoding/xml"
	"io"
	"net/http"
	"strings"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/providerhttp"
	"bookstore/internal/simfault"
)

// simMaxUpload bounds a sent XML (a book order's invoice is a few KB).
const simMaxUpload = 4 << 20

// simAnswer is what a handler answers: a status and a JSON body.
type simAnswer struct {
	status int
	body   any
}

// simHandler processes an authorized request; f is the fault applying to
// it, nil when none.
type simHandler func(r *http.Request, f *SimFault) simAnswer

// api wraps an endpoint with the key check and its faults: a delay before
// anything (a hang), a status instead of processing, processing twice (a
// retrying proxy: the second answer is the one seen), a late answer after
// processing, or processing then dropping the connection.
func (s *Simulator) api(endpoint string, h simHandler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f := s.faults.Take(endpoint)
		if f != nil && f.DelayMs > 0 && !simfault.Wait(s.ctx, r, time.Duration(f.DelayMs)*time.Millisecond) {
			return
		}
		if f != nil && f.Status != 0 {
			reason := f.Reason
			if reason == "" {
				reason = "Sistem hatası (simülatör: enjekte edilmiş hata)"
			}
			writeJSON(w, f.Status, refusal(codeRecordFailed, reason, ""))
			return
		}
		if !s.authorized(r) {
			writeJSON(w, http.StatusUnauthorized, apiError{Message: "Yetkisiz erişim: API anahtarı geçersiz"})
			return
		}
		a := h(r, f)
		if f != nil && f.Twice {
			a = h(r, f)
		}
		if f != nil && f.DropAfterProcessing {
			simfault.DropConnection(w)
			return
		}
		// The work is done; a late answer comes after the client may have
		// given up.
		if f != nil && f.LateMs > 0 && !simfault.Wait(s.ctx, r, time.Duration(f.LateMs)*time.Millisecond) {
			return
		}
		writeJSON(w, a.status, a.body)
	})
}

func (s *Simulator) authorized(r *http.Request) bool {
	key, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	return ok && subtle.ConstantTimeCompare([]byte(key), []byte(s.opts.APIKey)) == 1
}

// ublHead is what the simulator reads of a UBL-TR invoice: its number,
// ETTN, profile and the buyer's identifiers (local names: encoding/xml
// matches them in any namespace).
type ublHead struct {
	XMLName   xml.Name
	ID        string `xml:"ID"`
	UUID      string `xml:"UUID"`
	ProfileID string `xml:"ProfileID"`
	BuyerIDs  []struct {
		ID struct {
			Scheme string `xml:"schemeID,attr"`
			Value  string `xml:",chardata"`
		} `xml:"ID"`
	} `xml:"AccountingCustomerParty>Party>PartyIdentification"`
}

func (h *ublHead) buyerTaxID() string {
	for _, p := range h.BuyerIDs {
		if s := strings.ToUpper(p.ID.Scheme); s == "VKN" || s == "TCKN" {
			return strings.TrimSpace(p.ID.Value)
		}
	}
	return ""
}

// send takes an invoice: the file must be a UBL-TR invoice of the
// endpoint's profile with an unused ETTN and number; it is then queued.
func (s *Simulator) send(profile bookstore.InvoiceProfile) simHandler {
	return func(r *http.Request, f *SimFault) simAnswer {
		r.Body = http.MaxBytesReader(nil, r.Body, simMaxUpload)
		file, _, err := r.FormFile(multipartField)
		if err != nil {
			return simAnswer{http.StatusBadRequest, refusal(codeRecordFailed, "Dosya bulunamadı", "multipart alanı 'file' gerekli")}
		}
		raw, err := io.ReadAll(file)
		_ = file.Close() // an in-memory or temporary part; the read's error is the one that counts
		if err != nil {
			return simAnswer{http.StatusBadRequest, refusal(codeRecordFailed, "Dosya okunamadı", err.Error())}
		}
		var head ublHead
		if err := xml.NewDecoder(bytes.NewReader(raw)).Decode(&head); err != nil || head.XMLName.Local != "Invoice" {
			detail := "kök öğe Invoice değil"
			if err != nil {
				detail = err.Error()
			}
			return simAnswer{http.StatusUnprocessableEntity, refusal(codeSchema, "Şema/Şematron hatası", detail)}
		}
		head.ID, head.UUID, head.ProfileID = strings.TrimSpace(head.ID), strings.ToLower(strings.TrimSpace(head.UUID)), strings.TrimSpace(head.ProfileID)
		switch {
		case !uuidRe.MatchString(head.UUID):
			return simAnswer{http.StatusUnprocessableEntity, refusal(codeSchema, "Şema/Şematron hatası", "UUID (ETTN) geçersiz")}
		case !invoiceNumberRe.MatchString(head.ID):
			return simAnswer{http.StatusUnprocessableEntity, refusal(codeSchema, "Şema/Şematron hatası",
				"Fatura numarası 16 karakter olmalı: 3 karakter seri, yıl ve 9 haneli sıra")}
		case profile == bookstore.ProfileEArchive && head.ProfileID != string(bookstore.ProfileEArchive):
			return simAnswer{http.StatusUnprocessableEntity, refusal(codeScenario, "Fatura senaryosu e-Arşiv fatura olmalıdır", head.ProfileID)}
		case profile == bookstore.ProfileBasic && head.ProfileID != "TEMELFATURA" && head.ProfileID != "TICARIFATURA":
			return simAnswer{http.StatusUnprocessableEntity, refusal(codeScenario, "e-Fatura senaryosu TEMELFATURA veya TICARIFATURA olmalıdır", head.ProfileID)}
		}
		buyer := head.buyerTaxID()
		alias := r.URL.Query().Get("Alias")
		registered := invoiceAliases(buyer)
		switch {
		case profile == bookstore.ProfileEArchive && len(registered) > 0:
			return simAnswer{http.StatusUnprocessableEntity, refusal(codeBuyerIsEFatura,
				"Alıcı e-Fatura mükellefidir. e-Arşiv fatura gönderilemez", buyer)}
		case profile == bookstore.ProfileBasic && !contains(registered, alias):
			return simAnswer{http.StatusUnprocessableEntity, refusal(codeAliasNotInUse, "Alıcının etiketi kullanımda değil", alias)}
		}
		now := time.Now()
		s.mu.Lock()
		defer s.mu.Unlock()
		if _, ok := s.invoices[head.UUID]; ok {
			return simAnswer{http.StatusConflict, refusal(codeETTNExists, "UUID (ETTN) sistemde kayıtlıdır", head.UUID)}
		}
		if held := s.numbers[string(profile)+head.ID]; held != nil {
			s.settle(held, now)
			if held.status != statusError {
				return simAnswer{http.StatusConflict, refusal(codeNumberUsed,
					"Fatura numarası daha önce kullanılmıştır", head.ID+" numarası "+held.ettn+" ETTN'li faturada")}
			}
		}
		inv := &simInvoice{profile: profile, ettn: head.UUID, number: head.ID, alias: alias, buyerID: buyer, xml: raw,
			received: now, status: statusWaiting}
		if f != nil && f.Reject != "" {
			inv.forcedReason = f.Reject
		}
		s.store(inv)
		return simAnswer{http.StatusOK, sendAnswer{UUID: inv.ettn, InvoiceNumber: inv.number}}
	}
}

func invoiceAliases(taxID string) []string {
	var out []string
	for _, e := range simRegistry[taxID] {
		if e.DocumentType == "Invoice" {
			out = append(out, e.Name)
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// check answers the registry: the tax id's aliases, or an empty list.
func (s *Simulator) check(r *http.Request, _ *SimFault) simAnswer {
	id := r.PathValue("taxID")
	if (len(id) != 10 && len(id) != 11) || strings.Trim(id, "0123456789") != "" {
		return simAnswer{http.StatusBadRequest, refusal(codeRecordFailed, "Vergi numarası 10 veya 11 haneli olmalıdır", id)}
	}
	list := simRegistry[id]
	if list == nil {
		list = []taxpayerEntry{}
	}
	return simAnswer{http.StatusOK, list}
}

// lookup finds the invoice of the path's ETTN under profile and settles
// it. The caller holds s.mu.
func (s *Simulator) lookup(r *http.Request, profile bookstore.InvoiceProfile) *simInvoice {
	inv := s.invoices[strings.ToLower(r.PathValue("ettn"))]
	if inv == nil || inv.profile != profile {
		return nil
	}
	s.settle(inv, time.Now())
	return inv
}

var notFound = simAnswer{http.StatusNotFound, refusal(codeNotFound, "Fatura bulunamadı", "")}

// status answers the e-Arşiv shape or the e-Fatura one (nilvera.go).
func (s *Simulator) status(profile bookstore.InvoiceProfile) simHandler {
	return func(r *http.Request, _ *SimFault) simAnswer {
		s.mu.Lock()
		defer s.mu.Unlock()
		inv := s.lookup(r, profile)
		if inv == nil {
			return notFound
		}
		desc := map[string]string{statusWaiting: "Kuyrukta", statusSucceed: "Başarılı", statusError: "Hatalı", statusCanceled: "İptal edildi"}[inv.status]
		a := statusAnswer{UUID: inv.ettn, InvoiceNumber: inv.number}
		if profile == bookstore.ProfileEArchive {
			a.StatusCode, a.StatusDetail = inv.status, providerhttp.FirstNonEmpty(inv.reason, desc)
		} else {
			a.InvoiceStatus = &struct {
				Code              string `json:"Code"`
				Description       string `json:"Description"`
				DetailDescription string `json:"DetailDescription"`
			}{inv.status, desc, inv.reason}
		}
		return simAnswer{http.StatusOK, a}
	}
}

// pdf answers the PDF of an accepted (or since cancelled) invoice as a
// JSON string in base64, as Nilvera does.
func (s *Simulator) pdf(profile bookstore.InvoiceProfile) simHandler {
	return func(r *http.Request, _ *SimFault) simAnswer {
		s.mu.Lock()
		inv := s.lookup(r, profile)
		var doc []byte
		var number, ettn, status string
		if inv != nil {
			doc, number, ettn, status = inv.xml, inv.number, inv.ettn, inv.status
		}
		s.mu.Unlock()
		switch {
		case inv == nil:
			return notFound
		case status != statusSucceed && status != statusCanceled:
			return simAnswer{http.StatusUnprocessableEntity, refusal(codeRecordFailed, "Fatura henüz onaylanmadı", number)}
		}
		render := s.opts.Render
		if render == nil {
			render = func([]byte) ([]byte, error) { return defaultPDF(profile, number, ettn) }
		}
		out, err := render(doc)
		if err != nil {
			return simAnswer{http.StatusInternalServerError, refusal(codeRecordFailed, "PDF oluşturulamadı", err.Error())}
		}
		return simAnswer{http.StatusOK, base64.StdEncoding.EncodeToString(out)}
	}
}

// cancelInvoice cancels an accepted e-Arşiv invoice; again is no error.
func (s *Simulator) cancelInvoice(r *http.Request, _ *SimFault) simAnswer {
	s.mu.Lock()
	defer s.mu.Unlock()
	inv := s.lookup(r, bookstore.ProfileEArchive)
	switch {
	case inv == nil:
		return notFound
	case inv.status == statusWaiting:
		return simAnswer{http.StatusUnprocessableEntity, refusal(codeRecordFailed, "Onaylanmamış fatura iptal edilemez", inv.number)}
	case inv.status == statusError:
		return simAnswer{http.StatusUnprocessableEntity, refusal(codeRecordFailed, "Reddedilen fatura iptal edilemez", inv.number)}
	}
	inv.status = statusCanceled
	return simAnswer{http.StatusOK, sendAnswer{UUID: inv.ettn, InvoiceNumber: inv.number}}
}
