package iyzico

import "testing"

func TestIframeURL(t *testing.T) {
	for in, want := range map[string]string{
		"https://sandbox-cpp.iyzipay.com?token=abc&lang=tr":    "https://sandbox-cpp.iyzipay.com?token=abc&lang=tr&iframe=true",
		"https://cpp.iyzipay.com/":                             "https://cpp.iyzipay.com/?iframe=true",
		"http://localhost:9090/odeme-formu?token=t&iframe=no":  "http://localhost:9090/odeme-formu?iframe=true&token=t",
		"https://cpp.iyzipay.com/?token=a%20b&lang=tr#section": "https://cpp.iyzipay.com/?token=a%20b&lang=tr&iframe=true#section",
	} {
		if got, err := iframeURL(in); err != nil || got != want {
			t.Errorf("iframeURL(%q) = %q %v, want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "/odeme-formu?token=t", "javascript:alert(1)"} {
		if _, err := iframeURL(bad); err == nil {
			t.Errorf("iframeURL(%q) accepted", bad)
		}
	}
}
