package httpapi

import (
	"context"
	"net/http"
	"time"
)

// The cookies the shop sets, all of them strictly necessary (KVKK Çerez
// Rehberi: no consent banner is needed for these). Every cookie is listed in
// Cookies: the cookie policy page shows the list (GET /api/cookies), and
// TestEveryCookieIsRegistered fails when a flow sets a cookie missing here,
// so a new cookie is added to this list first, with its purpose and
// lifetime. All are HttpOnly, SameSite=Lax, and Secure with the __Host-
// prefix on https.

// CookieInfo is one cookie as the registry keeps it and the policy page shows it.
type CookieInfo struct {
	// Name is the plain-http name; on https it is "__Host-" + Name.
	Name string `json:"name" doc:"the name on http (development); on https the browser stores __Host-<name>"`
	// Purpose and Lifetime are Turkish, for the policy page.
	Purpose  string `json:"purpose"`
	Lifetime string `json:"lifetime"`
	// MaxAgeSeconds is the longest life (0: ends with the browser session).
	MaxAgeSeconds int    `json:"maxAgeSeconds"`
	Kind          string `json:"kind" doc:"the KVKK category: always 'Zorunlu' (strictly necessary)"`
}

const cookieNecessary = "Zorunlu"

// The cookies' plain-http names.
const (
	cookieSession   = "bookstore_session"
	cookieDevice    = "bookstore_device"
	cookieChallenge = "bookstore_mfa"
)

// Cookies is the registry of every cookie the shop sets.
var Cookies = []CookieInfo{
	{Name: cookieSession, Kind: cookieNecessary,
		Purpose:  "Oturumunuzu açık tutar: giriş yaptığınızı, sepetinizi ve siparişlerinizi tanımamızı sağlar. Yalnızca rastgele bir anahtar içerir; kişisel veri içermez.",
		Lifetime: "Tarayıcı kapanana kadar; 'Beni hatırla' seçiliyse en fazla 30 gün", MaxAgeSeconds: int((30 * 24 * time.Hour).Seconds())},
	{Name: cookieDevice, Kind: cookieNecessary,
		Purpose:  "Güvenlik: bu tarayıcıdan başarılı giriş yapıldığını hatırlar; başka adreslerden gelen hatalı denemeler bu cihazdan girişinizi yavaşlatmaz.",
		Lifetime: "180 gün", MaxAgeSeconds: int((180 * 24 * time.Hour).Seconds())},
	{Name: cookieChallenge, Kind: cookieNecessary,
		Purpose:  "Güvenlik: şifre doğrulandıktan sonra iki adımlı doğrulama adımını bekler; başka hiçbir erişim vermez.",
		Lifetime: "5 dakika", MaxAgeSeconds: int((5 * time.Minute).Seconds())},
}

// nameOf is a cookie's name for the client: __Host- on https, which pins it
// to this host and path and requires Secure.
func nameOf(name string, https bool) string {
	if https {
		return "__Host-" + name
	}
	return name
}

// cookieName is the session cookie's name.
func cookieName(https bool) string { return nameOf(cookieSession, https) }

// newCookie is a cookie with the shop's attributes; maxAge < 0 deletes it,
// 0 makes it end with the browser session.
func newCookie(name, value string, https bool, expires time.Time, maxAge int) http.Cookie {
	return http.Cookie{Name: nameOf(name, https), Value: value, Path: "/", Expires: expires, MaxAge: maxAge,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: https}
}

// readCookie is the request's value of a registered cookie.
func readCookie(r *http.Request, name string, https bool) string {
	if c, err := r.Cookie(nameOf(name, https)); err == nil {
		return c.Value
	}
	return ""
}

// CookieList is the answer of GET /api/cookies.
type CookieList struct {
	Items []CookieInfo `json:"items"`
}

type cookiesOutput struct{ Body CookieList }

func (h privacyHandlers) listCookies(_ context.Context, _ *struct{}) (*cookiesOutput, error) {
	return &cookiesOutput{Body: CookieList{Items: Cookies}}, nil
}
