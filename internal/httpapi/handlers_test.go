package httpapi_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"bookstore/internal/admin"
)

// TestAdminHandlersCallTheServiceOnly: a handler asks the admin service,
// never one of its stores (s.admin.Categories.…), so every admin rule (checks,
// audit, image release) stays in the service.
func TestAdminHandlersCallTheServiceOnly(t *testing.T) {
	stores := map[string]bool{}
	for f := range reflect.TypeFor[admin.Stores]().Fields() {
		stores[f.Name] = true
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			// s.admin.<Store>
			sel, ok := n.(*ast.SelectorExpr)
			if !ok || !stores[sel.Sel.Name] {
				return true
			}
			if inner, ok := sel.X.(*ast.SelectorExpr); ok && inner.Sel.Name == "admin" {
				t.Errorf("%s: a handler reaches the admin service's store %s", fset.Position(sel.Pos()), sel.Sel.Name)
			}
			return true
		})
	}
}
