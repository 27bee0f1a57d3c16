package httpapi_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestEveryJSONOperationSurvivesHostileBodies walks the OpenAPI document and
// sends every operation that takes a JSON body a well-formed body, then the
// same body with one field at a time made hostile: control characters and
// NUL, a huge string, odd unicode, the wrong type, huge and negative numbers.
// Each is sent by the role the operation is for (admin, approved author,
// member), with real ids in the path where the path names a record. Whatever
// the operation makes of it, the answer is never a 5xx: bad input is the
// client's mistake and gets a 4xx with a Turkish message.
func TestEveryJSONOperationSurvivesHostileBodies(t *testing.T) {
	if testing.Short() {
		t.Skip("walks every operation")
	}
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		author := applyAsAuthor(t, e, "yazar@example.com", "Sabahattin Ali")
		me := authorMe(t, author)
		if r := admin.put("/api/admin/authors/"+me.Author.ID+"/approval", map[string]any{"approved": true}); r.StatusCode != 200 {
			t.Fatalf("approve author: %d %s", r.StatusCode, r.body)
		}
		member := e.client().signedIn("okur@example.com", bookstore.RoleUser)

		var doc openAPIDoc
		e.client().get("/api/openapi.json").json(t, &doc)
		ids := map[string]string{"books": f.visible.ID, "authors": f.author.ID, "categories": f.category.ID, "events": f.event.ID}

		var failures []string
		sent := 0
		for _, op := range doc.bodyOperations() {
			c := member
			switch {
			case strings.HasPrefix(op.path, "/api/admin/"):
				c = admin
			case strings.HasPrefix(op.path, "/api/author/"):
				c = author
			case strings.HasPrefix(op.path, "/api/auth/"):
				// Sign-in, registration and resets run as a guest: a member's
				// session would only answer 'already signed in'.
				c = e.client()
			}
			path := fillPath(op.path, ids)
			valid := doc.example(op.schema, 0)
			for _, body := range append([]any{valid}, hostileVariants(&doc, op.schema, valid)...) {
				raw, err := json.Marshal(body)
				if err != nil {
					t.Fatal(err)
				}
				r := c.do(op.method, path, "application/json", bytes.NewReader(raw))
				sent++
				if r.StatusCode >= 500 {
					failures = append(failures, fmt.Sprintf("%s %s → %d %.200s\n    body %.300s", op.method, path, r.StatusCode, r.body, raw))
				}
			}
		}
		if sent < 200 {
			t.Fatalf("only %d requests: the walk missed the document's operations", sent)
		}
		if len(failures) > 0 {
			t.Fatalf("%d of %d hostile requests got a 5xx:\n%s", len(failures), sent, strings.Join(failures, "\n"))
		}
	})
}

type bodyOperation struct {
	method, path string
	schema       map[string]any
}

// bodyOperations lists the operations with a JSON request body, in a fixed
// order; logout-like operations that end the session are left to the last.
func (d *openAPIDoc) bodyOperations() []bodyOperation {
	var ops []bodyOperation
	for path, methods := range d.Paths {
		for method, op := range methods {
			content, ok := op.RequestBody.Content["application/json"]
			if !ok {
				continue
			}
			ops = append(ops, bodyOperation{strings.ToUpper(method), path, content.Schema})
		}
	}
	sort.Slice(ops, func(i, j int) bool {
		ei, ej := endsSession(ops[i]), endsSession(ops[j])
		if ei != ej {
			return ej
		}
		return ops[i].path+ops[i].method < ops[j].path+ops[j].method
	})
	return ops
}

// endsSession marks operations after which the role's session may be gone
// (the account deleted, the password or sign-in changed).
func endsSession(op bodyOperation) bool {
	return strings.Contains(op.path, "/logout") || strings.Contains(op.path, "/password") ||
		op.method == http.MethodDelete && strings.HasSuffix(op.path, "/me") || strings.Contains(op.path, "/account")
}

var pathParam = regexp.MustCompile(`\{[^}]+\}`)

// fillPath puts a real id where the segment before a parameter names a
// record kind the fixture has, and a well-formed unknown id elsewhere.
func fillPath(path string, ids map[string]string) string {
	parts := strings.Split(path, "/")
	for i, p := range parts {
		if !pathParam.MatchString(p) {
			continue
		}
		parts[i] = "01900000-0000-7000-8000-000000000000"
		if i > 0 {
			if id, ok := ids[parts[i-1]]; ok {
				parts[i] = id
			}
		}
	}
	return strings.Join(parts, "/")
}

// firstType is a schema's type, the non-null one of a nullable type.
func firstType(s map[string]any) string {
	for _, t := range schemaTypes(s) {
		if t != "null" {
			return t
		}
	}
	return ""
}

// example builds a well-formed value for a schema: the first enum value, a
// plausible string for the format, the minimum for numbers.
func (d *openAPIDoc) example(s map[string]any, depth int) any {
	s = d.resolve(s)
	if enum, ok := s["enum"].([]any); ok && len(enum) > 0 {
		return enum[0]
	}
	switch firstType(s) {
	case "object":
		out := map[string]any{}
		if depth > 4 {
			return out
		}
		props, _ := s["properties"].(map[string]any)
		for name, p := range props {
			if name == "$schema" {
				continue
			}
			ps, _ := p.(map[string]any)
			out[name] = d.example(ps, depth+1)
		}
		return out
	case "array":
		items, _ := s["items"].(map[string]any)
		n := 0
		if m, ok := s["minItems"].(float64); ok {
			n = int(m)
		}
		out := make([]any, 0, n)
		for range n {
			out = append(out, d.example(items, depth+1))
		}
		return out
	case "integer", "number":
		if m, ok := s["minimum"].(float64); ok {
			return m
		}
		return 1
	case "boolean":
		return true
	case "string":
		switch s["format"] {
		case "date-time":
			return time.Now().Add(72 * time.Hour).UTC().Format(time.RFC3339)
		case "date":
			return time.Now().Add(72 * time.Hour).UTC().Format(time.DateOnly)
		case "email":
			return "kisi@example.com"
		case "uri":
			return "https://example.com/a"
		}
		return "Ağaç Kitap"
	}
	return nil
}

// The hostile values one field at a time takes.
var (
	hostileStrings = []any{
		"ad\x00soyad",
		"\x01\x02\x1b[31m\x7f\u0085",
		"satır\u2028ayrımı\u202eters",
		"👩‍👩‍👧 e\u0301 \uFEFF\U0010FFFF",
		strings.Repeat("ğ", 200_000),
		"",
		"   ",
	}
	hostileOthers  = []any{12345, true, map[string]any{}, []any{"x"}, nil}
	hostileNumbers = []any{1e308, -1, -9223372036854775808, 9223372036854775807, 0.5, "12", nil}
)

// hostileVariants returns copies of valid, each with one top-level field
// made hostile according to its type (or of the wrong type).
func hostileVariants(d *openAPIDoc, schema map[string]any, valid any) []any {
	obj, ok := valid.(map[string]any)
	if !ok {
		return nil
	}
	props, _ := d.resolve(schema)["properties"].(map[string]any)
	var out []any
	for name := range obj {
		ps, _ := props[name].(map[string]any)
		var values []any
		switch firstType(d.resolve(ps)) {
		case "string":
			values = append(append(values, hostileStrings...), 12345, []any{"x"})
		case "integer", "number":
			values = hostileNumbers
		case "array":
			values = append([]any{[]any{"ad\x00soyad"}, []any{strings.Repeat("x", 100_000)}, []any{nil}}, hostileOthers...)
		default:
			values = hostileOthers
		}
		for _, v := range values {
			c := make(map[string]any, len(obj))
			for k, x := range obj {
				c[k] = x
			}
			c[name] = v
			out = append(out, c)
		}
	}
	return out
}
