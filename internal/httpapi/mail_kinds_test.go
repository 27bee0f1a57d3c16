package httpapi_test

import (
	"slices"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb/sqldbtest"
)

// The admin outbox's kind enum (in the list and in one mail's detail) is the
// domain's list of mail kinds, sign-in mails included: the web's kind labels
// are typed by it.
func TestMailKindEnumIsTheDomainList(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	type schema struct {
		Enum       []string          `json:"enum"`
		Properties map[string]schema `json:"properties"`
	}
	var doc struct {
		Components struct {
			Schemas map[string]schema `json:"schemas"`
		} `json:"components"`
	}
	e.client().get("/api/openapi.json").json(t, &doc)
	want := bookstore.AllMailKinds()
	for _, k := range []string{bookstore.MailSignInLink, bookstore.MailSignInFailures} {
		if !slices.Contains(want, k) {
			t.Fatalf("%q is not among the mail kinds %v", k, want)
		}
	}
	for _, name := range []string{"MailItem", "MailDetail"} {
		if got := doc.Components.Schemas[name].Properties["kind"].Enum; !slices.Equal(got, want) {
			t.Errorf("%s.kind enum %v, want %v", name, got, want)
		}
	}
}
