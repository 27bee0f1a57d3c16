package bookstore_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
)

var actionShape = regexp.MustCompile(`^[a-z]+\.[a-z_]+$`)

func TestAuditActionsAreOneSet(t *testing.T) {
	all := bookstore.AllAuditActions()
	seen := map[bookstore.AuditAction]bool{}
	for _, a := range all {
		if !actionShape.MatchString(string(a)) {
			t.Errorf("%q is not <record>.<what happened>", a)
		}
		if seen[a] {
			t.Errorf("%q listed twice", a)
		}
		seen[a] = true
	}
	// Every AuditAction constant declared in the package (audit.go, and
	// the const blocks of a feature's own file) is listed.
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	declared := 0
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		countActions(t, f, seen, &declared)
	}
	if declared != len(all) {
		t.Errorf("the package declares %d actions, AllAuditActions lists %d", declared, len(all))
	}
}

// countActions counts the AuditAction constants declared in f, each of
// which must be in seen.
func countActions(t *testing.T, f *ast.File, seen map[bookstore.AuditAction]bool, declared *int) {
	t.Helper()
	ast.Inspect(f, func(n ast.Node) bool {
		spec, ok := n.(*ast.ValueSpec)
		if !ok {
			return true
		}
		if id, ok := spec.Type.(*ast.Ident); !ok || id.Name != "AuditAction" {
			return true
		}
		for i, v := range spec.Values {
			*declared++
			s, _ := strconv.Unquote(v.(*ast.BasicLit).Value)
			if !seen[bookstore.AuditAction(s)] {
				t.Errorf("%s (%q) is missing from AllAuditActions", spec.Names[i].Name, s)
			}
		}
		return true
	})
}

// TestEveryActionWrittenIsInTheSet scans the Go sources under internal/: a
// string that looks like an action of a known record ("book.…", "order.…")
// must be one of AllAuditActions, so an action written as a literal (where
// the typed constants are not used yet) cannot drift from the set the API
// and the web know.
func TestEveryActionWrittenIsInTheSet(t *testing.T) {
	known := map[string]bool{}
	records := map[string]bool{}
	for _, a := range bookstore.AllAuditActions() {
		known[string(a)] = true
		records[strings.SplitN(string(a), ".", 2)[0]] = true
	}
	notActions := map[string]bool{"image.jpg": true} // a file name (media.go)
	fset := token.NewFileSet()
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil || !actionShape.MatchString(s) || notActions[s] {
				return true
			}
			if records[strings.SplitN(s, ".", 2)[0]] && !known[s] {
				t.Errorf("%s: %q looks like an audit action but is not in bookstore.AllAuditActions", fset.Position(lit.Pos()), s)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestChangeKeepsTheTypedAction(t *testing.T) {
	e := bookstore.Change("u1", bookstore.ActionCategorySaved, "categories", "c1", nil, map[string]string{"name": "Roman"})
	if e.Action != bookstore.ActionCategorySaved || e.Before != nil || string(e.After) != `{"name":"Roman"}` {
		t.Fatalf("%+v", e)
	}
	if !slices.Contains(bookstore.AllAuditActions(), e.Action) {
		t.Fatal("not in the set")
	}
}
