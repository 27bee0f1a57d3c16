package httpapi

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"bookstore/internal/campaigns"
	"bookstore/internal/catalog"
)

// The per-aggregate handler types hold their service and nothing else, and
// no code of the package reaches past a service to its stores
// (h.catalog.Categories.…, s.campaigns.Sales.…): every check and the audit
// entry of each change are the service's, so a handler that called a store
// would skip them.
func TestAggregateHandlersHoldAndCallTheirServiceOnly(t *testing.T) {
	services := map[string]reflect.Type{"catalog": reflect.TypeFor[catalog.Service](), "campaigns": reflect.TypeFor[campaigns.Service]()}
	for _, h := range []reflect.Type{reflect.TypeFor[catalogHandlers](), reflect.TypeFor[campaignHandlers]()} {
		if h.NumField() != 1 || h.Field(0).Type.Elem() != services[h.Field(0).Name] {
			t.Errorf("%s holds %v, want its service only", h.Name(), h)
		}
	}
	stores := map[string]map[string]bool{}
	for name, svc := range services {
		stores[name] = map[string]bool{}
		for f := range svc.Fields() {
			stores[name][f.Name] = true
		}
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
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if inner, ok := sel.X.(*ast.SelectorExpr); ok && stores[inner.Sel.Name][sel.Sel.Name] {
				t.Errorf("%s: a handler reaches the %s service's field %s", fset.Position(sel.Pos()), inner.Sel.Name, sel.Sel.Name)
			}
			return true
		})
	}
}
