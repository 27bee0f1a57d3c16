package mngkargo

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/config"
	"bookstore/internal/providerhttp"
)

// Client calls MNG Kargo's REST API and implements bookstore.Carrier.
//
// Authentication: every call carries the application's IBM keys
// (X-IBM-Client-Id/Secret) and a JWT the Identity API gives for the
// merchant's customer number and password. The JWT is kept until
// tokenMargin before it expires (its exp claim; 8 hours when it names
// none) and fetched again once when a call answers 401 (MNG revoked it,
// or its clock disagrees).
//
// Timeouts, chosen here and in internal/config: connecting (TCP and TLS)
// is bounded by config.CarrierConnect (5 s), each call, connection to last
// byte, by config.CarrierCall (15 s), whatever the caller's ctx allows
// (a shorter ctx deadline wins). The http.Client itself has
// config.CarrierCall as its Timeout too, so a caller passing
// context.Background() is still bounded.
//
// Errors: no answer, a dropped connection, a 5xx or a gateway failure wrap
// bookstore.ErrCarrierUnavailable; MNG refusing the request is a
// *bookstore.Error with CodeInvalid (CodeConflict for a cancel refused
// because the parcel was picked up) and a Turkish message naming the
// problem.
type Client struct {
	baseURL                  string
	clientID, clientSecret   string
	customerNumber, password string
	http                     *http.Client
	callTimeout              time.Duration
	now                      func() time.Time
	tokenMu                  sync.Mutex
	token                    string
	tokenUntil               time.Time
}

// Credentials are what MNG gives: the application's IBM keys (apizone
// portal) and the merchant's customer number and panel password.
type Credentials struct {
	ClientID, ClientSecret   string
	CustomerNumber, Password string
}

// Name is the carrier as bookstore.CargoCompanies names it.
const Name = "MNG Kargo"

// maxAnswer bounds what is read from MNG (a ZPL label is a few KB).
const maxAnswer = 4 << 20

// tokenLifetime is the JWT's validity when neither the JWT nor the answer
// names its expiry; tokenMargin is how long before expiry it is replaced,
// so that a call never starts with a token about to lapse.
const (
	tokenLifetime = 8 * time.Hour
	tokenMargin   = 5 * time.Minute
)

// NewClient builds a client of the API at baseURL. A nil hc gets one whose
// connection setup is bounded by config.CarrierConnect, whose whole call
// by config.CarrierCall, and that follows no redirect.
func NewClient(baseURL string, cred Credentials, hc *http.Client) *Client {
	if hc == nil {
		dialer := &net.Dialer{Timeout: config.CarrierConnect, KeepAlive: 30 * time.Second}
		hc = &http.Client{
			Timeout: config.CarrierCall,
			Transport: &http.Transport{Proxy: http.ProxyFromEnvironment, DialContext: dialer.DialContext,
				TLSHandshakeTimeout: config.CarrierConnect, MaxIdleConnsPerHost: 4, IdleConnTimeout: 90 * time.Second},
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		}
	}
	return &Client{baseURL: strings.TrimRight(baseURL, "/"), clientID: cred.ClientID, clientSecret: cred.ClientSecret,
		customerNumber: cred.CustomerNumber, password: cred.Password, http: hc, callTimeout: config.CarrierCall, now: time.Now}
}

var _ bookstore.Carrier = (*Client)(nil)

// Name implements bookstore.Carrier.
func (c *Client) Name() string { return Name }

// answer is a response read whole, with what MNG's answers mean.
type answer struct{ *providerhttp.Answer }

// call makes one authorized API call: with the cached JWT, and once more
// with a fresh one when MNG answers 401.
func (c *Client) call(ctx context.Context, method, path string, in any) (*answer, error) {
	for attempt := 0; ; attempt++ {
		tok, err := c.jwt(ctx, attempt > 0)
		if err != nil {
			return nil, err
		}
		a, err := c.do(ctx, method, path, tok, in)
		if err != nil {
			return nil, err
		}
		if a.Status == http.StatusUnauthorized && attempt == 0 {
			continue
		}
		return a, nil
	}
}

// jwt returns the cached token, or a new one when it is missing, near its
// expiry, or refused (fresh).
func (c *Client) jwt(ctx context.Context, fresh bool) (string, error) {
	c.tokenMu.Lock()
	defer c.tokenMu.Unlock()
	if !fresh && c.token != "" && c.now().Before(c.tokenUntil) {
		return c.token, nil
	}
	c.token = ""
	a, err := c.do(ctx, http.MethodPost, pathToken, "", tokenRequest{CustomerNumber: c.customerNumber, Password: c.password, IdentityType: 1})
	if err != nil {
		return "", err
	}
	if a.Status != http.StatusOK {
		if a.Unavailable() {
			return "", a.unavailable()
		}
		// A refused login is the operator's to fix (the keys, the customer
		// number or the password): staff see the carrier as unavailable,
		// the log says why.
		return "", fmt.Errorf("%s: MNG kimlik bilgilerini kabul etmedi (BOOKSTORE_CARRIER_CLIENT_ID/_SECRET, _CUSTOMER_NUMBER, _PASSWORD): HTTP %d %s: %w",
			a.Op, a.Status, a.reason(), bookstore.ErrCarrierUnavailable)
	}
	var t tokenAnswer
	if err := json.Unmarshal(a.Body, &t); err != nil || t.JWT == "" {
		return "", fmt.Errorf("%s: yanıtta JWT yok: %w", a.Op, bookstore.ErrCarrierUnavailable)
	}
	c.token, c.tokenUntil = t.JWT, c.now().Add(c.lifetime(t)-margin(c.lifetime(t)))
	return c.token, nil
}

// lifetime is how long a fresh token is valid: its exp claim, else the
// answer's expiry date, else 8 hours.
func (c *Client) lifetime(t tokenAnswer) time.Duration {
	if exp, ok := jwtExpiry(t.JWT); ok {
		return exp.Sub(c.now())
	}
	if at, err := time.ParseInLocation("2006-01-02T15:04:05", strings.TrimSuffix(t.JWTExpireDate, "Z"), bookstore.ShopLocation()); err == nil {
		return at.Sub(c.now())
	}
	return tokenLifetime
}

// margin is tokenMargin, or a tenth of a short lifetime.
func margin(life time.Duration) time.Duration {
	return min(tokenMargin, life/10)
}

// jwtExpiry reads the exp claim of a JWT without checking its signature
// (MNG checks it; the client only needs to know when to ask again).
func jwtExpiry(tok string) (time.Time, bool) {
	parts := strings.Split(tok, ".")
	if len(parts) != 3 {
		return time.Time{}, false
	}
	raw, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return time.Time{}, false
	}
	var claims struct {
		Exp int64 `json:"exp"`
	}
	if json.Unmarshal(raw, &claims) != nil || claims.Exp == 0 {
		return time.Time{}, false
	}
	return time.Unix(claims.Exp, 0), true
}

// do makes one call under its own deadline (the shorter of ctx's and
// callTimeout). A call without an answer wraps ErrCarrierUnavailable and
// says why (providerhttp.TransportError).
func (c *Client) do(ctx context.Context, method, path, token string, in any) (*answer, error) {
	call := providerhttp.Call{Op: "MNG " + method + " " + opPath(path), Method: method, URL: c.baseURL + path,
		Timeout: c.callTimeout, Limit: maxAnswer, Party: "kargo firmasına", Header: http.Header{}}
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", call.Op, err)
		}
		call.Body = b
		call.Header.Set("Content-Type", "application/json")
	}
	call.Header.Set(headerClientID, c.clientID)
	call.Header.Set(headerClientSecret, c.clientSecret)
	call.Header.Set("Accept", "application/json")
	if token != "" {
		call.Header.Set("Authorization", "Bearer "+token)
	}
	a, err := providerhttp.Do(ctx, c.http, call)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", err, bookstore.ErrCarrierUnavailable)
	}
	return &answer{a}, nil
}

// opPath is a path without the reference or id at its end, for errors.
func opPath(path string) string {
	for _, p := range []string{pathCancelOrder, pathTrack, pathStatus} {
		if strings.HasPrefix(path, p) && len(path) > len(p) {
			rest := strings.TrimPrefix(path, p)
			if strings.HasPrefix(rest, suffixByShipID) {
				return p + suffixByShipID + "/…"
			}
			return strings.TrimSuffix(p, "/") + "/…"
		}
	}
	return path
}

// problem is MNG's error object, zero when the body has none.
func (a *answer) problem() apiProblem {
	var e apiError
	if a.IsJSON() {
		_ = json.Unmarshal(a.Body, &e) // an unreadable body names no problem; reason() then says the status
	}
	if e.Error != nil {
		return *e.Error
	}
	return apiProblem{Message: e.HTTPMessage, Description: e.MoreInformation}
}

// reason is MNG's words for a refusal, or the status.
func (a *answer) reason() string {
	p := a.problem()
	for _, s := range []string{p.Description, p.Message} {
		if s = strings.TrimSpace(s); s != "" {
			return s
		}
	}
	return fmt.Sprintf("HTTP %d", a.Status)
}

// refused reports MNG reading the request and refusing it: a 4xx with its
// own error object (not a gateway's 401/403/404/429 or a proxy's page).
func (a *answer) refused() bool {
	return a.Refusal() && a.problem().Code != ""
}

// unavailable is an answer that is neither success nor a refusal to show:
// MNG failing (5xx, 20001 "try later"), or the gateway refusing the keys.
func (a *answer) unavailable() error {
	return fmt.Errorf("%s: HTTP %d: %s: %w", a.Op, a.Status, a.reason(), bookstore.ErrCarrierUnavailable)
}

// unreadable is a 2xx answer the client cannot read: the outcome is
// unknown, as for a lost answer.
func (a *answer) unreadable(err error) error {
	return fmt.Errorf("%s: HTTP %d yanıtı okunamadı (%w): %w", a.Op, a.Status, err, bookstore.ErrCarrierUnavailable)
}

// decodeOne reads an answer that MNG sends as a one-element array though
// its swagger documents an object; both are accepted.
func decodeOne(body []byte, v any) error {
	body = bytes.TrimSpace(body)
	if len(body) > 0 && body[0] == '[' {
		var list []json.RawMessage
		if err := json.Unmarshal(body, &list); err != nil {
			return err
		}
		if len(list) == 0 {
			return errors.New("boş liste")
		}
		body = list[0]
	}
	return json.Unmarshal(body, v)
}
