package web_test

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"bookstore/web"
)

// TestPageConstantsAreInTheTable: every page name the server uses is a key
// of paths.json, with the pattern the server expects of it.
func TestPageConstantsAreInTheTable(t *testing.T) {
	raw, err := os.ReadFile("paths.json")
	if err != nil {
		t.Fatal(err)
	}
	var table map[string]string
	if err := json.Unmarshal(raw, &table); err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), "paths.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	ast.Inspect(f, func(node ast.Node) bool {
		spec, ok := node.(*ast.ValueSpec)
		if !ok {
			return true
		}
		if typ, ok := spec.Type.(*ast.Ident); !ok || typ.Name != "Page" {
			return true
		}
		for i, v := range spec.Values {
			name, _ := strconv.Unquote(v.(*ast.BasicLit).Value)
			if _, ok := table[name]; !ok {
				t.Errorf("const %s = %q is not a page of paths.json", spec.Names[i].Name, name)
			}
			n++
		}
		return true
	})
	if n == 0 {
		t.Fatal("found no Page constants")
	}
	if got := web.Patterns(); len(got) != len(table) {
		t.Errorf("Patterns() has %d pages, paths.json %d", len(got), len(table))
	}
}

func TestPath(t *testing.T) {
	for _, c := range []struct {
		got, want string
	}{
		{web.Path(web.Home), "/"},
		{web.Path(web.Books), "/kitaplar"},
		{web.Path(web.Book, "0193-ab"), "/kitap/0193-ab"},
		{web.Path(web.Author, "a/b c"), "/yazar/a%2Fb%20c"},
		{web.Path(web.Order, "o1"), "/siparis/o1"},
		{web.Path(web.ResetPassword), "/sifre-sifirla"},
		{web.Path(web.PaymentCallback), "/odeme/callback"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

func TestPathPanicsOnAProgrammingError(t *testing.T) {
	for name, call := range map[string]func(){
		"unknown page":    func() { web.Path("nope") },
		"missing param":   func() { web.Path(web.Book) },
		"too many params": func() { web.Path(web.Books, "x") },
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Error("no panic")
				}
			}()
			call()
		})
	}
}

// oldPageRoutes is the hand-written list the server used before paths.json
// (internal/httpapi/spa.go): Match must answer the same for every sample.
var oldPageRoutes = regexp.MustCompile(`^/(` + strings.Join([]string{
	``, `kitaplar`, `kitap/[^/]+`, `yazarlar`, `yazar/[^/]+`, `etkinlikler`, `etkinlik/[^/]+`,
	`hakkimizda`, `favoriler`, `sepet`, `profil`, `siparislerim`, `siparis/[^/]+`, `odeme`, `odeme/callback`,
	`gizlilik-politikasi`, `giris`, `kayit`, `yazar-giris`, `admin-giris`, `sifremi-unuttum`, `sifre-sifirla`,
	`admin`, `admin/(kitaplar|yazarlar|kategoriler|etkinlikler|siparisler|uyeler|one-cikanlar|icerik|ayarlar|e-postalar)`,
	`yazar`, `yazar/(kitaplar|etkinlikler|profil)`,
	// Added with the legal pages (KVKK).
	`kullanim-kosullari`, `cerez-politikasi`, `abonelik-iptal`, `admin/kvkk`,
}, "|") + `)/?$`)

func TestMatch(t *testing.T) {
	for _, c := range []struct {
		path   string
		name   web.Page
		params []string
	}{
		{"/", web.Home, nil},
		{"/kitaplar", web.Books, nil},
		{"/kitaplar/", web.Books, nil},
		{"/kitap/b1", web.Book, []string{"b1"}},
		{"/kitap/b1/", web.Book, []string{"b1"}},
		{"/yazar/a1", web.Author, []string{"a1"}},
		{"/yazar/kitaplar", "authorBooks", nil},
		{"/yazar/profil/", "authorProfile", nil},
		{"/yazar", "authorPanel", nil},
		{"/etkinlik/e1", web.Event, []string{"e1"}},
		{"/odeme/callback", web.PaymentCallback, nil},
		{"/admin/e-postalar", "adminMails", nil},
		{"/kitap", "", nil},
		{"/kitap/", "", nil},
		{"/kitap/b1/x", "", nil},
		{"/admin/yok", "", nil},
		{"/odeme/3ds/tok", "", nil},
		{"/kullanim-kosullari", web.Terms, nil}, // a page since the legal pages (it was the earlier product's dead footer link)
		{"/cerez-politikasi/", web.Cookies, nil},
		{"/kullanim", "", nil},
		{"/api/books", "", nil},
		{"kitaplar", "", nil},
	} {
		name, params, ok := web.Match(c.path)
		if name != c.name || ok != (c.name != "") || strings.Join(params, ",") != strings.Join(c.params, ",") {
			t.Errorf("Match(%q) = %q %q %v, want %q %q", c.path, name, params, ok, c.name, c.params)
		}
		if old := oldPageRoutes.MatchString(c.path); old != ok {
			t.Errorf("Match(%q) ok = %v, the old page routes said %v", c.path, ok, old)
		}
	}
}
