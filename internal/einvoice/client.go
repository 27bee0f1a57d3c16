package einvoice

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"mime/multipart"
	"net"
	"net/http"
	"net/textproto"
	"net/url"
	"strings"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/config"
	"bookstore/internal/providerhttp"
)

// Client calls Nilvera's REST API with an API key (Authorization: Bearer).
// It implements bookstore.InvoiceProvider. Its answers, for the invoice
// worker:
//   - Send: nil, the integrator took the invoice; bookstore.ErrInvoiceExists,
//     it already holds the ETTN (an earlier send arrived); a *bookstore.Error
//     of CodeInvalid, it refused the document at once and its Message is the
//     integrator's reason (correct and resend); any other error, the outcome
//     is unknown (a timeout, a dropped connection, a 5xx): ask State by ETTN
//     before sending again.
//   - State: Known false when the integrator has no such ETTN.
//
// Every call has its own deadline from internal/config, whatever the
// caller's context says, so a hung integrator never holds the worker.
type Client struct {
	baseURL string
	apiKey  string
	http    *http.Client
	// The per-call bounds (config.EInvoice*): send, taxpayer check, other.
	sendTimeout, checkTimeout, callTimeout time.Duration
}

// ErrUnauthorized is the integrator refusing the API key (401/403).
var ErrUnauthorized = errors.New("e-fatura entegratörü API anahtarını kabul etmedi (BOOKSTORE_EINVOICE_API_KEY)")

// maxAnswer bounds what is read from the integrator (a PDF, base64).
const maxAnswer = 16 << 20

// NewClient builds a client of the API at baseURL. A nil hc gets one whose
// connection setup is bounded by config.EInvoiceConnect and that follows
// no redirect; the per-call deadlines apply to any hc.
func NewClient(baseURL, apiKey string, hc *http.Client) *Client {
	if hc == nil {
		dialer := &net.Dialer{Timeout: config.EInvoiceConnect, KeepAlive: 30 * time.Second}
		hc = &http.Client{
			Transport: &http.Transport{Proxy: http.ProxyFromEnvironment, DialContext: dialer.DialContext,
				TLSHandshakeTimeout: config.EInvoiceConnect, MaxIdleConnsPerHost: 4, IdleConnTimeout: 90 * time.Second},
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		}
	}
	return &Client{baseURL: strings.TrimRight(baseURL, "/"), apiKey: apiKey, http: hc,
		sendTimeout: config.EInvoiceSend, checkTimeout: config.EInvoiceCheck, callTimeout: config.EInvoiceCall}
}

var _ bookstore.InvoiceProvider = (*Client)(nil)

// CheckTaxpayer asks the registry whether taxID (a VKN or TCKN) is an
// e-Fatura taxpayer, and for its first invoice alias.
func (c *Client) CheckTaxpayer(ctx context.Context, taxID string) (bookstore.Taxpayer, error) {
	if (len(taxID) != 10 && len(taxID) != 11) || strings.Trim(taxID, "0123456789") != "" {
		return bookstore.Taxpayer{}, bookstore.Errorf(bookstore.CodeInvalid, "Geçersiz vergi kimlik numarası")
	}
	a, err := c.do(ctx, c.checkTimeout, http.MethodGet, pathTaxpayer+taxID, "", nil)
	if err != nil {
		return bookstore.Taxpayer{}, err
	}
	if a.Status != http.StatusOK {
		return bookstore.Taxpayer{}, a.failure()
	}
	var list []taxpayerEntry
	if err := json.Unmarshal(a.Body, &list); err != nil {
		return bookstore.Taxpayer{}, a.unreadable(err)
	}
	for _, e := range list {
		if e.Name != "" && (e.DocumentType == "" || strings.EqualFold(e.DocumentType, "Invoice")) {
			return bookstore.Taxpayer{EInvoice: true, Alias: e.Name, Title: e.Title}, nil
		}
	}
	return bookstore.Taxpayer{}, nil
}

// Send uploads the UBL-TR XML of inv: an e-Arşiv invoice to the e-Arşiv
// service, an e-Fatura to the buyer's alias.
func (c *Client) Send(ctx context.Context, inv *bookstore.Invoice, xml []byte) error {
	path := pathEArchiveSend
	switch inv.Profile {
	case bookstore.ProfileEArchive:
	case bookstore.ProfileBasic:
		if inv.Buyer.Alias == "" {
			return bookstore.Errorf(bookstore.CodeInvalid, "e-Fatura alıcısının posta kutusu etiketi (alias) yok")
		}
		path = pathEInvoiceSend + "?" + url.Values{"Alias": {inv.Buyer.Alias}}.Encode()
	default:
		return fmt.Errorf("e-fatura: bilinmeyen profil %q", inv.Profile)
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename=%q`, multipartField, inv.ETTN+".xml"))
	h.Set("Content-Type", "application/xml")
	part, err := mw.CreatePart(h)
	if err != nil {
		return err
	}
	if _, err := part.Write(xml); err != nil {
		return err
	}
	if err := mw.Close(); err != nil {
		return err
	}
	a, err := c.do(ctx, c.sendTimeout, http.MethodPost, path, mw.FormDataContentType(), body.Bytes())
	if err != nil {
		return err
	}
	switch {
	case a.Status == http.StatusOK:
		var ok sendAnswer
		if len(bytes.TrimSpace(a.Body)) > 0 {
			if err := json.Unmarshal(a.Body, &ok); err != nil {
				return a.unreadable(err)
			}
		}
		if ok.UUID != "" && !strings.EqualFold(ok.UUID, inv.ETTN) {
			return fmt.Errorf("%s: entegratör başka bir ETTN ile yanıt verdi (%s, gönderilen %s)", a.Op, ok.UUID, inv.ETTN)
		}
		return nil
	case a.Status == http.StatusConflict && a.problem().has(codeETTNExists, codeInvoiceExists):
		return bookstore.ErrInvoiceExists
	case a.Refusal() && a.Status != http.StatusNotFound:
		// The integrator read the document and refused it: a lasting
		// answer, not a failure to retry.
		return bookstore.Errorf(bookstore.CodeInvalid, "%s", a.reason())
	}
	return a.failure()
}

// State asks for the integrator's record of the ETTN.
func (c *Client) State(ctx context.Context, profile bookstore.InvoiceProfile, ettn string) (bookstore.ProviderInvoiceState, error) {
	doc, err := docPath(profile, ettn)
	if err != nil {
		return bookstore.ProviderInvoiceState{}, err
	}
	a, err := c.do(ctx, c.callTimeout, http.MethodGet, doc+suffixStatus, "", nil)
	if err != nil {
		return bookstore.ProviderInvoiceState{}, err
	}
	switch {
	case a.Status == http.StatusNotFound && a.IsJSON():
		// Only the API's own JSON "not found" means the ETTN never
		// arrived; a proxy's or a wrong base URL's 404 page must not make
		// the worker send a second invoice. UNVERIFIED: that Nilvera
		// answers an unknown UUID with a JSON 404.
		return bookstore.ProviderInvoiceState{Known: false}, nil
	case a.Status != http.StatusOK:
		return bookstore.ProviderInvoiceState{}, a.failure()
	}
	var s statusAnswer
	if err := json.Unmarshal(a.Body, &s); err != nil {
		return bookstore.ProviderInvoiceState{}, a.unreadable(err)
	}
	code, detail := s.StatusCode, providerhttp.FirstNonEmpty(s.StatusDetail, s.ReportStatus)
	if s.InvoiceStatus != nil && s.InvoiceStatus.Code != "" {
		code, detail = s.InvoiceStatus.Code, providerhttp.JoinNonEmpty(s.InvoiceStatus.Description, s.InvoiceStatus.DetailDescription, ": ")
	}
	st := bookstore.ProviderInvoiceState{Known: true, Number: s.InvoiceNumber}
	switch lc := strings.ToLower(code); {
	case lc == statusSucceed:
		st.Status = bookstore.InvoiceAccepted
	case lc == statusError:
		st.Status, st.Reason = bookstore.InvoiceRejected, detail
		if st.Reason == "" {
			st.Reason = "Entegratör faturayı reddetti (gerekçe verilmedi)"
		}
	case strings.Contains(lc, "cancel") || strings.Contains(lc, "iptal"):
		st.Status = bookstore.InvoiceCancelled
	case lc == statusWaiting || lc == statusSent || lc == statusUnknown:
		st.Status = bookstore.InvoiceSent
	default:
		// An unknown code is not guessed at: the worker asks again later.
		return bookstore.ProviderInvoiceState{}, fmt.Errorf("%s: tanınmayan durum kodu %q", a.Op, code)
	}
	return st, nil
}

// PDF fetches the integrator's rendering of the invoice. Nilvera answers a
// JSON string holding the PDF in base64 (Odoo's tests); a raw PDF is taken
// too.
func (c *Client) PDF(ctx context.Context, profile bookstore.InvoiceProfile, ettn string) ([]byte, error) {
	doc, err := docPath(profile, ettn)
	if err != nil {
		return nil, err
	}
	a, err := c.do(ctx, c.callTimeout, http.MethodGet, doc+suffixPDF, "", nil)
	if err != nil {
		return nil, err
	}
	if a.Status == http.StatusNotFound && a.IsJSON() {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, "Fatura entegratörde bulunamadı")
	}
	if a.Status != http.StatusOK {
		return nil, a.failure()
	}
	pdf := a.Body
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		var s string
		if err := json.Unmarshal(a.Body, &s); err != nil {
			return nil, a.unreadable(err)
		}
		if pdf, err = base64.StdEncoding.DecodeString(s); err != nil {
			return nil, a.unreadable(err)
		}
	}
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		return nil, fmt.Errorf("%s: yanıt bir PDF değil", a.Op)
	}
	return pdf, nil
}

// Cancel cancels an accepted e-Arşiv invoice (an e-Fatura is answered by
// the buyer's return invoice instead). Cancelling one already cancelled
// succeeds.
func (c *Client) Cancel(ctx context.Context, ettn string) error {
	doc, err := docPath(bookstore.ProfileEArchive, ettn)
	if err != nil {
		return err
	}
	a, err := c.do(ctx, c.callTimeout, http.MethodPut, doc+suffixCancel, "", nil)
	if err != nil {
		return err
	}
	switch {
	case a.Status == http.StatusOK || a.Status == http.StatusNoContent:
		return nil
	case a.Status == http.StatusNotFound && a.IsJSON():
		return bookstore.Errorf(bookstore.CodeNotFound, "İptal edilecek fatura entegratörde bulunamadı")
	case (a.Status == http.StatusConflict || a.Status == http.StatusUnprocessableEntity || a.Status == http.StatusBadRequest) && a.IsJSON():
		return bookstore.Errorf(bookstore.CodeConflict, "Fatura iptal edilemedi: %s", a.reason())
	}
	return a.failure()
}

func docPath(profile bookstore.InvoiceProfile, ettn string) (string, error) {
	if !uuidRe.MatchString(ettn) {
		return "", fmt.Errorf("e-fatura: geçersiz ETTN %q", ettn)
	}
	switch profile {
	case bookstore.ProfileEArchive:
		return pathEArchiveDoc + ettn, nil
	case bookstore.ProfileBasic:
		return pathEInvoiceDoc + ettn, nil
	}
	return "", fmt.Errorf("e-fatura: bilinmeyen profil %q", profile)
}

// answer is a response read whole, with what Nilvera's answers mean.
type answer struct{ *providerhttp.Answer }

// do makes one call under its own deadline. A call without an answer is a
// providerhttp.TransportError saying why: the outcome is unknown.
func (c *Client) do(ctx context.Context, timeout time.Duration, method, path, contentType string, body []byte) (*answer, error) {
	call := providerhttp.Call{Op: "Nilvera " + method + " " + strings.SplitN(path, "?", 2)[0], Method: method,
		URL: c.baseURL + path, Body: body, Timeout: timeout, Limit: maxAnswer, Party: "entegratöre", Header: http.Header{}}
	call.Header.Set("Authorization", "Bearer "+c.apiKey)
	call.Header.Set("Accept", "application/json")
	if contentType != "" {
		call.Header.Set("Content-Type", contentType)
	}
	a, err := providerhttp.Do(ctx, c.http, call)
	if err != nil {
		return nil, err
	}
	return &answer{a}, nil
}

func (a *answer) problem() apiError {
	var e apiError
	if a.IsJSON() {
		_ = json.Unmarshal(a.Body, &e) // an unreadable body has no problems to name; reason() says the status
	}
	return e
}

// reason is the integrator's words for a 4xx, or its status.
func (a *answer) reason() string {
	if r := a.problem().reason(); r != "" {
		return r
	}
	return fmt.Sprintf("HTTP %d", a.Status)
}

// failure is an answer that is neither success nor a refusal the caller
// acts on: an error naming the call, the status and the integrator's words.
func (a *answer) failure() error {
	switch {
	case a.Status == http.StatusUnauthorized || a.Status == http.StatusForbidden:
		return fmt.Errorf("%s: HTTP %d: %w", a.Op, a.Status, ErrUnauthorized)
	case a.Status >= 500:
		return fmt.Errorf("%s: entegratör hatası HTTP %d: %s", a.Op, a.Status, snippet(a))
	}
	return fmt.Errorf("%s: beklenmeyen yanıt HTTP %d: %s", a.Op, a.Status, snippet(a))
}

func (a *answer) unreadable(err error) error {
	return fmt.Errorf("%s: HTTP %d yanıtı okunamadı: %w", a.Op, a.Status, err)
}

// snippet is the start of an error body, as text, for the log and the admin.
func snippet(a *answer) string {
	if r := a.problem().reason(); r != "" {
		return r
	}
	s := strings.Join(strings.Fields(string(a.Body)), " ")
	if r := []rune(s); len(r) > 200 {
		s = string(r[:200]) + "…"
	}
	if s == "" {
		s = http.StatusText(a.Status)
	}
	return s
}
