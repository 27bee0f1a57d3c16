package httpapi

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// Handlers call services, never stores. Every per-aggregate handler type
// (a struct named …Handlers) holds services of the packages below and, at
// most, the HTTP plumbing of plumbingFields: no store interface, no
// database, no adapter. And no code of the package reaches past a service
// to one of its stores (h.catalog.Categories.…): every check and the audit
// entry of each change are the service's, so a handler that called a store
// would skip them.

// servicePackages are the services a handler type may hold.
var servicePackages = map[string]bool{}

func init() {
	for _, p := range []string{"addresses", "auth", "authors", "books", "campaigns", "cart", "catalog", "checkout", "dashboard",
		"events", "fulfilment", "images", "invoices", "members", "outbox", "payments", "privacy", "reports", "reviews", "royalties",
		"staffnotices", "storefront"} {
		servicePackages["bookstore/internal/"+p] = true
	}
}

// plumbingFields are the types besides services a handler type may hold:
// request limits, the logger of a plain handler's failures, the payment
// provider's webhook format.
var plumbingFields = map[string]bool{"*ipLimiter": true, "reviewLimits": true, "*slog.Logger": true, "notificationParser": true}

// handlerTypes are every handler type, for the store check below, which
// reads the services' fields by reflection; the parse of the package fails
// a handler type missing here.
var handlerTypes = []reflect.Type{
	reflect.TypeFor[addressHandlers](), reflect.TypeFor[authHandlers](), reflect.TypeFor[authorHandlers](), reflect.TypeFor[bookHandlers](),
	reflect.TypeFor[campaignHandlers](), reflect.TypeFor[cartHandlers](), reflect.TypeFor[catalogHandlers](),
	reflect.TypeFor[checkoutHandlers](), reflect.TypeFor[dashboardHandlers](), reflect.TypeFor[eventHandlers](),
	reflect.TypeFor[imageHandlers](), reflect.TypeFor[invoiceHandlers](), reflect.TypeFor[mailHandlers](), reflect.TypeFor[memberHandlers](),
	reflect.TypeFor[privacyHandlers](), reflect.TypeFor[reportHandlers](), reflect.TypeFor[reviewHandlers](),
	reflect.TypeFor[royaltyHandlers](), reflect.TypeFor[shipmentHandlers](), reflect.TypeFor[staffHandlers](),
	reflect.TypeFor[storefrontHandlers](), reflect.TypeFor[transferHandlers](),
}

// parsePackage parses the package's non-test files.
func parsePackage(t *testing.T) (*token.FileSet, []*ast.File) {
	t.Helper()
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return fset, files
}

// fieldTypeOf names a field's type as written: "*ipLimiter", or, for a
// type of another package, its import path ("*bookstore/internal/books.Service").
func fieldTypeOf(f *ast.File, e ast.Expr) string {
	switch x := e.(type) {
	case *ast.StarExpr:
		return "*" + fieldTypeOf(f, x.X)
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		pkg, _ := x.X.(*ast.Ident)
		if pkg == nil {
			return "?"
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			name := path[strings.LastIndex(path, "/")+1:]
			if imp.Name != nil {
				name = imp.Name.Name
			}
			if name == pkg.Name {
				if path == "log/slog" {
					return "slog." + x.Sel.Name
				}
				return path + "." + x.Sel.Name
			}
		}
		return "?"
	default:
		return "?"
	}
}

// allowedField reports whether a handler type may hold a field of type typ
// (as fieldTypeOf names it): a pointer to a service package's type, or the
// plumbing.
func allowedField(typ string) bool {
	if plumbingFields[typ] {
		return true
	}
	if !strings.HasPrefix(typ, "*") {
		return false
	}
	dot := strings.LastIndex(typ, ".")
	return dot > 0 && servicePackages[typ[1:dot]]
}

// handlerFieldViolations lists the fields of the package's handler types
// that are neither a service nor plumbing, and the handler types missing
// from handlerTypes.
func handlerFieldViolations(fset *token.FileSet, files []*ast.File) []string {
	listed := map[string]bool{}
	for _, h := range handlerTypes {
		listed[h.Name()] = true
	}
	var bad []string
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			ts, ok := n.(*ast.TypeSpec)
			if !ok || !strings.HasSuffix(ts.Name.Name, "Handlers") {
				return true
			}
			st, ok := ts.Type.(*ast.StructType)
			if !ok {
				return true
			}
			if !listed[ts.Name.Name] {
				bad = append(bad, fset.Position(ts.Pos()).String()+": "+ts.Name.Name+" is not in handlerTypes")
			}
			for _, fld := range st.Fields.List {
				if typ := fieldTypeOf(f, fld.Type); !allowedField(typ) {
					bad = append(bad, fset.Position(fld.Pos()).String()+": "+ts.Name.Name+" holds "+typ+", neither a service nor HTTP plumbing")
				}
			}
			return true
		})
	}
	return bad
}

func TestHandlerTypesHoldServicesOnly(t *testing.T) {
	fset, files := parsePackage(t)
	for _, v := range handlerFieldViolations(fset, files) {
		t.Error(v)
	}
}

// The check itself fails on a handler type that holds a store or the
// database, or that the list above misses.
func TestHandlerTypesCheckRefusesStores(t *testing.T) {
	const src = `package httpapi

import (
	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/books"
)

type bookHandlers struct {
	books *books.Service
	store bookstore.BookStore
	db    *sqldb.DB
}

type strayHandlers struct{ svc *books.Service }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "violation.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(handlerFieldViolations(fset, []*ast.File{f}), "\n")
	for _, want := range []string{"holds bookstore/internal/bookstore.BookStore", "holds *bookstore/internal/sqldb.DB", "strayHandlers is not in handlerTypes"} {
		if !strings.Contains(got, want) {
			t.Errorf("the check missed %q; it said:\n%s", want, got)
		}
	}
	if strings.Contains(got, "books.Service,") {
		t.Errorf("the check refused a service:\n%s", got)
	}
}

// No code of the package reaches a service's store: a selector x.svc.Store
// where svc is a handler type's service field and Store is an interface
// field of that service (its stores, audit log, outbox).
func TestHandlersCallNoStore(t *testing.T) {
	stores := map[string]map[string]bool{} // handler field name → the service's store fields
	for _, h := range handlerTypes {
		for fld := range h.Fields() {
			svc := fld.Type
			if svc.Kind() != reflect.Pointer || svc.Elem().Kind() != reflect.Struct {
				continue
			}
			if stores[fld.Name] == nil {
				stores[fld.Name] = map[string]bool{}
			}
			for sf := range svc.Elem().Fields() {
				if sf.IsExported() && sf.Type.Kind() == reflect.Interface {
					stores[fld.Name][sf.Name] = true
				}
			}
		}
	}
	fset, files := parsePackage(t)
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if inner, ok := sel.X.(*ast.SelectorExpr); ok && stores[inner.Sel.Name][sel.Sel.Name] {
				t.Errorf("%s: a handler reaches the %s service's store %s", fset.Position(sel.Pos()), inner.Sel.Name, sel.Sel.Name)
			}
			return true
		})
	}
}

// serverPlumbing are the interface fields of Server its methods may use:
// HTTP plumbing (the API, the handler chains, /metrics), the readiness
// probes (the database's ping, the media directory's check) and the
// /media/ file server's reader of stored images. Any other interface field
// is a store, which only a service may call.
var serverPlumbing = map[string]bool{"api": true, "handler": true, "publicAPI": true, "metrics": true,
	"db": true, "storage": true, "media": true}

// serverStoreReaches lists where a method of *Server reaches a store:
// recv.f with f one of stores (Server's own store fields), or
// recv.svc.Store with Store a store field of Server's service svc.
func serverStoreReaches(fset *token.FileSet, files []*ast.File, stores map[string]bool, svcStores map[string]map[string]bool) []string {
	var bad []string
	for _, f := range files {
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || len(fn.Recv.List[0].Names) == 0 || fn.Body == nil {
				continue
			}
			star, ok := fn.Recv.List[0].Type.(*ast.StarExpr)
			if !ok {
				continue
			}
			if id, _ := star.X.(*ast.Ident); id == nil || id.Name != "Server" {
				continue
			}
			recv := fn.Recv.List[0].Names[0].Name
			isRecv := func(e ast.Expr) bool { id, ok := e.(*ast.Ident); return ok && id.Name == recv }
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				sel, ok := n.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				if isRecv(sel.X) && stores[sel.Sel.Name] {
					bad = append(bad, fset.Position(sel.Pos()).String()+": Server."+fn.Name.Name+" reaches the store "+sel.Sel.Name)
				}
				if inner, ok := sel.X.(*ast.SelectorExpr); ok && isRecv(inner.X) && svcStores[inner.Sel.Name][sel.Sel.Name] {
					bad = append(bad, fset.Position(sel.Pos()).String()+": Server."+fn.Name.Name+" reaches the "+
						inner.Sel.Name+" service's store "+sel.Sel.Name)
				}
				return true
			})
		}
	}
	return bad
}

// serverStores reads Server's fields: its store fields (interfaces that are
// not plumbing) and, per service field, the service's store fields.
func serverStores() (map[string]bool, map[string]map[string]bool) {
	stores, svcStores := map[string]bool{}, map[string]map[string]bool{}
	for fld := range reflect.TypeFor[Server]().Fields() {
		switch t := fld.Type; {
		case t.Kind() == reflect.Interface && !serverPlumbing[fld.Name]:
			stores[fld.Name] = true
		case t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct && servicePackages[t.Elem().PkgPath()]:
			svcStores[fld.Name] = map[string]bool{}
			for sf := range t.Elem().Fields() {
				if sf.IsExported() && sf.Type.Kind() == reflect.Interface {
					svcStores[fld.Name][sf.Name] = true
				}
			}
		}
	}
	return stores, svcStores
}

// The server's own methods (the pages' heads and first screens, the
// sitemap, the middleware) call services too, never a store.
func TestServerMethodsCallNoStore(t *testing.T) {
	stores, svcStores := serverStores()
	if len(svcStores["storefront"]) == 0 {
		t.Fatal("the storefront service has no store field: the check reads nothing")
	}
	fset, files := parsePackage(t)
	for _, v := range serverStoreReaches(fset, files, stores, svcStores) {
		t.Error(v)
	}
}

// The check itself finds a server method that reads a store field of its
// own or one of a service's, and lets a service's method call pass.
func TestServerStoreCheckRefusesStores(t *testing.T) {
	const src = `package httpapi

func (s *Server) sitemap() { s.store.Sitemap(nil) }

func (srv *Server) pageHead() { srv.storefront.Store.PublishedPage(nil, "") }

func (s *Server) bookHead() { s.storefront.Book(nil, "") }

func (h storefrontHandlers) getBook() { h.store.PublicBook(nil, "") }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "violation.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	bad := serverStoreReaches(fset, []*ast.File{f}, map[string]bool{"store": true},
		map[string]map[string]bool{"storefront": {"Store": true}})
	got := strings.Join(bad, "\n")
	for _, want := range []string{"Server.sitemap reaches the store store", "Server.pageHead reaches the storefront service's store Store"} {
		if !strings.Contains(got, want) {
			t.Errorf("the check missed %q; it said:\n%s", want, got)
		}
	}
	if len(bad) != 2 {
		t.Errorf("the check found %d reaches, want 2:\n%s", len(bad), got)
	}
}
