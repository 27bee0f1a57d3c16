package sqldb

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// plumbingFiles are the files whose methods may be methods of *DB: the
// connection, transactions, migrations, backup, prepared statements and the
// read cache (and its shared version). Everything else is an aggregate's and belongs to its store
// type (stores.go and the catalogue's store files).
var plumbingFiles = []string{"db.go", "migrate.go", "backup.go", "prepared.go", "readcache.go", "readcache_version.go"}

// TestDBKeepsOnlyPlumbing fails when a method of DB is declared outside the
// plumbing files, so storage for an aggregate cannot drift back onto the
// one connection type.
func TestDBKeepsOnlyPlumbing(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || slices.Contains(plumbingFiles, name) {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || len(fn.Recv.List) != 1 {
				continue
			}
			if receiverType(fn.Recv.List[0].Type) == "DB" {
				t.Errorf("%s: (*DB).%s is an aggregate's method: give it its store's receiver (stores.go), not *DB's",
					fset.Position(fn.Pos()), fn.Name.Name)
			}
		}
	}
}

func receiverType(e ast.Expr) string {
	if s, ok := e.(*ast.StarExpr); ok {
		e = s.X
	}
	if id, ok := e.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// TestPlumbingTestSeesMethods keeps the test above honest: it would pass
// trivially if it never recognised a receiver.
func TestPlumbingTestSeesMethods(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "db.go", nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv != nil && receiverType(fn.Recv.List[0].Type) == "DB" {
			n++
		}
	}
	if n == 0 {
		t.Fatal("found no method of DB in db.go")
	}
}

// TestStoresHaveOneShape holds every store to the shape stores.go describes:
// a struct whose only field is db *DB (or, for a store that extends another,
// the other store), and pointer receivers named s. One shape means a method
// moves between stores by its receiver line alone.
func TestStoresHaveOneShape(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	stores := map[string]bool{}
	var methods []*ast.FuncDecl
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			ts, ok := n.(*ast.TypeSpec)
			if !ok {
				return true
			}
			st, isStruct := ts.Type.(*ast.StructType)
			// A store is named so, or holds the connection (Outbox, CatalogWriter).
			holdsDB := isStruct && len(st.Fields.List) == 1 && receiverType(st.Fields.List[0].Type) == "DB"
			if !strings.HasSuffix(ts.Name.Name, "Store") && !holdsDB {
				return true
			}
			stores[ts.Name.Name] = true
			if !isStruct || len(st.Fields.List) != 1 {
				t.Errorf("%s: %s: a store is a struct with one field", fset.Position(ts.Pos()), ts.Name.Name)
				return false
			}
			fld := st.Fields.List[0]
			typ := receiverType(fld.Type)
			plain := typ == "DB" && len(fld.Names) == 1 && fld.Names[0].Name == "db"
			extends := strings.HasSuffix(typ, "Store") && len(fld.Names) == 0
			if !plain && !extends {
				t.Errorf("%s: %s: its field is `db *DB` (or an embedded store it extends)", fset.Position(ts.Pos()), ts.Name.Name)
			}
			return false
		})
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv != nil && len(fn.Recv.List) == 1 {
				methods = append(methods, fn)
			}
		}
	}
	if len(stores) < 10 {
		t.Fatalf("found only %d store types", len(stores))
	}
	for _, fn := range methods {
		r := fn.Recv.List[0]
		if !stores[receiverType(r.Type)] {
			continue
		}
		_, pointer := r.Type.(*ast.StarExpr)
		named := len(r.Names) == 1 && (r.Names[0].Name == "s" || r.Names[0].Name == "_")
		if !pointer || !named {
			t.Errorf("%s: %s: a store method has the pointer receiver s", fset.Position(fn.Pos()), fn.Name.Name)
		}
	}
}
