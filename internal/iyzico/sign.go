// Package iyzico is the adapter for iyzico's card payment API: the IYZWSv2
// request signature, the callback, response and webhook (V3) signatures, a
// client for the hosted Checkout Form (initialize, retrieve), direct 3D
// Secure (initialize, auth v2), /payment/detail, cancel and refund, the
// domain's PaymentProvider on top of it, and a simulator of iyzico for
// development and tests. Amounts cross this package as integer kuruş and
// are written the way iyzico expects.
package iyzico

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"strconv"
	"strings"
)

// AuthorizationHeader builds the IYZWSv2 Authorization value for a request:
// HMAC-SHA256 over randomKey + path + body with the secret key, then
// base64("apiKey:<key>&randomKey:<rnd>&signature:<hex>"). path has no host
// and no query; body is exactly the bytes sent.
func AuthorizationHeader(apiKey, secretKey, randomKey, path string, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secretKey))
	mac.Write([]byte(randomKey))
	mac.Write([]byte(path))
	mac.Write(body)
	sig := hex.EncodeToString(mac.Sum(nil))
	auth := "apiKey:" + apiKey + "&randomKey:" + randomKey + "&signature:" + sig
	return "IYZWSv2 " + base64.StdEncoding.EncodeToString([]byte(auth))
}

// Signature is iyzico's response and callback signature: the lowercase hex
// HMAC-SHA256 of the values joined with ':'.
func Signature(secretKey string, values ...string) string {
	mac := hmac.New(sha256.New, []byte(secretKey))
	mac.Write([]byte(strings.Join(values, ":")))
	return hex.EncodeToString(mac.Sum(nil))
}

// validSignature compares in constant time; an empty signature never matches.
func validSignature(got, want string) bool {
	return got != "" && hmac.Equal([]byte(strings.ToLower(got)), []byte(want))
}

// signaturePrice writes kuruş as signatures expect: trailing zeros stripped
// (Java's BigDecimal.stripTrailingZeros): 8990 → "89.9", 10000 → "100".
func signaturePrice(kurus int64) string {
	lira, frac := kurus/100, kurus%100
	switch {
	case frac == 0:
		return strconv.FormatInt(lira, 10)
	case frac%10 == 0:
		return strconv.FormatInt(lira, 10) + "." + strconv.FormatInt(frac/10, 10)
	default:
		return strconv.FormatInt(lira, 10) + "." + twoDigits(frac)
	}
}

// requestPrice writes kuruş as the SDKs send prices: at least one decimal
// (formatPrice): 10000 → "100.0", 8990 → "89.9", 1234 → "12.34".
func requestPrice(kurus int64) string {
	p := signaturePrice(kurus)
	if !strings.Contains(p, ".") {
		p += ".0"
	}
	return p
}

func twoDigits(n int64) string {
	if n < 10 {
		return "0" + strconv.FormatInt(n, 10)
	}
	return strconv.FormatInt(n, 10)
}

// ParsePrice reads a price iyzico returned ("89.9", "100", "12.34") as kuruş;
// ok is false for anything that is not a non-negative amount with at most two
// decimals, so an amount is never compared as a float.
func ParsePrice(s string) (kurus int64, ok bool) {
	whole, frac, hasFrac := strings.Cut(strings.TrimSpace(s), ".")
	if whole == "" || len(frac) > 2 || (hasFrac && frac == "") {
		return 0, false
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || w < 0 {
		return 0, false
	}
	for len(frac) < 2 {
		frac += "0"
	}
	f, err := strconv.ParseInt(frac, 10, 64)
	if err != nil || f < 0 {
		return 0, false
	}
	return w*100 + f, true
}
