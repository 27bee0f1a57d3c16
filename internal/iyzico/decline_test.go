package iyzico_test

import (
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/iyzico"
)

func TestDeclineReason(t *testing.T) {
	for _, tc := range []struct {
		name, code, group, md string
		want                  bookstore.DeclineReason
	}{
		{"group decides", "99999", "NOT_SUFFICIENT_FUNDS", "", bookstore.DeclineFunds},
		{"code without group", "10051", "", "", bookstore.DeclineFunds},
		{"do not honour", "10005", "DO_NOT_HONOUR", "1", bookstore.DeclineRefused},
		{"cvc", "10084", "", "", bookstore.DeclineCVC},
		{"expired", "", "EXPIRED_CARD", "", bookstore.DeclineExpired},
		{"stolen", "10043", "", "", bookstore.DeclineCard},
		{"closed to e-commerce", "10093", "", "", bookstore.DeclineNotOnline},
		{"fraud", "", "FRAUD_SUSPECT", "", bookstore.DeclineFraud},
		{"timeout", "10219", "", "", bookstore.DeclineBank},
		{"3D Secure failed", "", "", "0", bookstore.Decline3DS},
		{"unknown", "5", "", "1", bookstore.DeclineOther},
		{"nothing", "", "", "", bookstore.DeclineOther},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := iyzico.DeclineReason(tc.code, tc.group, tc.md); got != tc.want {
				t.Fatalf("DeclineReason(%q, %q, %q) = %q, want %q", tc.code, tc.group, tc.md, got, tc.want)
			}
			if tc.want.Message() == "" {
				t.Fatal("no message")
			}
		})
	}
}
