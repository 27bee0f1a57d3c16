package bookstore_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
)

// Every mail kind constant of the package (an untyped string constant named
// Mail…, wherever it is declared) is in AllMailKinds, once: the API's enum
// of a mail's kind is built from that list.
func TestMailKindsAreOneList(t *testing.T) {
	listed := map[string]int{}
	for _, k := range bookstore.AllMailKinds() {
		listed[k]++
		if listed[k] > 1 {
			t.Errorf("%q listed twice", k)
		}
	}
	fset := token.NewFileSet()
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	declared := map[string]bool{}
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			decl, ok := n.(*ast.GenDecl)
			if !ok || decl.Tok != token.CONST {
				return true
			}
			for _, spec := range decl.Specs {
				vs := spec.(*ast.ValueSpec)
				if vs.Type != nil {
					continue // MailStatus and other typed constants
				}
				for i, name := range vs.Names {
					if !strings.HasPrefix(name.Name, "Mail") || i >= len(vs.Values) {
						continue
					}
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						continue
					}
					s, _ := strconv.Unquote(lit.Value)
					declared[s] = true
					if listed[s] == 0 {
						t.Errorf("%s (%q) is missing from AllMailKinds", name.Name, s)
					}
				}
			}
			return true
		})
	}
	for k := range listed {
		if !declared[k] {
			t.Errorf("AllMailKinds lists %q, which no Mail… constant declares", k)
		}
	}
}
