package httpapi_test

import (
	"slices"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb/sqldbtest"
)

// The API document's AuditAction enum is the domain's set, in order, and the
// author dashboard's action field uses it (the web's labels are typed by it).
func TestAuditActionEnumIsTheDomainSet(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	type schema struct {
		Ref        string            `json:"$ref"`
		Enum       []string          `json:"enum"`
		Properties map[string]schema `json:"properties"`
	}
	var doc struct {
		Components struct {
			Schemas map[string]schema `json:"schemas"`
		} `json:"components"`
	}
	e.client().get("/api/openapi.json").json(t, &doc)
	var want []string
	for _, a := range bookstore.AllAuditActions() {
		want = append(want, string(a))
	}
	if got := doc.Components.Schemas["AuditAction"].Enum; !slices.Equal(got, want) {
		t.Fatalf("AuditAction enum %v, want %v", got, want)
	}
	if ref := doc.Components.Schemas["AuthorActivityItem"].Properties["action"].Ref; ref != "#/components/schemas/AuditAction" {
		t.Fatalf("AuthorActivityItem.action is %q", ref)
	}
}
