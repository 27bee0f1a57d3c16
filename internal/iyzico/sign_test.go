package iyzico

import "testing"

// Vectors from the official iyzico SDKs' own tests.
func TestAuthorizationHeaderVectors(t *testing.T) {
	// node test/unit/UtilsTest.js: body is JSON.stringify("body").
	got := AuthorizationHeader("api_key", "secret_key", "random_string", "uri", []byte(`"body"`))
	want := "IYZWSv2 YXBpS2V5OmFwaV9rZXkmcmFuZG9tS2V5OnJhbmRvbV9zdHJpbmcmc2lnbmF0dXJlOjAxNzUwODkyMWEyOWVlNTYwMWJjZDFmYmU4M2VmZDJlMmJlNDNhZjAyZWNlZmYzMGNmMmU5MWE1MzlhYWIzNTU="
	if got != want {
		t.Errorf("node vector:\n got %s\nwant %s", got, want)
	}
	// php IyziAuthV2GeneratorTest: payload "/v2/subscription/initialize", no body.
	got = AuthorizationHeader("test", "test", "123456789", "/v2/subscription/initialize", nil)
	want = "IYZWSv2 YXBpS2V5OnRlc3QmcmFuZG9tS2V5OjEyMzQ1Njc4OSZzaWduYXR1cmU6YmM0NGIyZjRkZmI4ZGY3NDE0N2IxZjUyN2ZmNjM2NDQ0YzNiM2QzYTFmZjk3ZGNiMzM2NmJjMjkzZmFjZjI5OA=="
	if got != want {
		t.Errorf("php vector:\n got %s\nwant %s", got, want)
	}
}

func TestCallbackSignatureVector(t *testing.T) {
	// php samples/callbackUrl_Signature_Validation.php: data "::1:22484292:success".
	got := Signature("jLc7GQHD2pyJoqXDeEcTnGHYtP7Ai5jl", "", "", "1", "22484292", "success")
	if got != "a4f73b80bb32a6ef8358090bbd8609a49a7b53f463048f8ef147496e236d04f0" {
		t.Fatalf("callback signature %s", got)
	}
}

func TestPrices(t *testing.T) {
	for kurus, want := range map[int64][2]string{
		10000: {"100", "100.0"}, 8990: {"89.9", "89.9"}, 1234: {"12.34", "12.34"},
		1505: {"15.05", "15.05"}, 50: {"0.5", "0.5"}, 0: {"0", "0.0"},
	} {
		if got := signaturePrice(kurus); got != want[0] {
			t.Errorf("signaturePrice(%d) = %s, want %s", kurus, got, want[0])
		}
		if got := requestPrice(kurus); got != want[1] {
			t.Errorf("requestPrice(%d) = %s, want %s", kurus, got, want[1])
		}
	}
	for in, want := range map[string]int64{"89.9": 8990, "100": 10000, "100.0": 10000, "12.34": 1234, "0.5": 50} {
		if got, ok := ParsePrice(in); !ok || got != want {
			t.Errorf("ParsePrice(%q) = %d %v", in, got, ok)
		}
	}
	for _, bad := range []string{"", "1.234", "-1", "1.", "abc", "1e3", ".5"} {
		if _, ok := ParsePrice(bad); ok {
			t.Errorf("ParsePrice(%q) accepted", bad)
		}
	}
}
