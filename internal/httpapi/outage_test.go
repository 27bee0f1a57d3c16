package httpapi_test

import (
	"context"
	"io"
	"net"
	"net/http"
	neturl "net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"bookstore/internal/blob"
	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// cutter is a TCP forwarder in front of the test's PostgreSQL. Cutting it
// drops every open connection and refuses new ones: to the shop, the
// database server is gone, as when it stops or the network fails.
type cutter struct {
	l     net.Listener
	mu    sync.Mutex
	conns []net.Conn
}

func newCutter(t *testing.T, target string) *cutter {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	c := &cutter{l: l}
	go func() {
		for {
			in, err := l.Accept()
			if err != nil {
				return
			}
			out, err := net.Dial("tcp", target)
			if err != nil {
				_ = in.Close()
				continue
			}
			c.mu.Lock()
			c.conns = append(c.conns, in, out)
			c.mu.Unlock()
			go func() { _, _ = io.Copy(out, in); _ = out.Close() }()
			go func() { _, _ = io.Copy(in, out); _ = in.Close() }()
		}
	}()
	t.Cleanup(c.cut)
	return c
}

func (c *cutter) cut() {
	_ = c.l.Close()
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, conn := range c.conns {
		_ = conn.Close()
	}
	c.conns = nil
}

func assertUnavailable(t *testing.T, what string, r *response) {
	t.Helper()
	if r.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("%s during the outage: %d %s, want 503", what, r.StatusCode, r.body)
	}
	p := r.problem(t)
	if p.Code != "unavailable" || p.Message != "Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra yeniden deneyin." {
		t.Fatalf("%s: problem %+v", what, p)
	}
	if r.Header.Get("Retry-After") == "" {
		t.Fatalf("%s: no Retry-After", what)
	}
}

func TestDatabaseOutageAnswers503(t *testing.T) {
	url := sqldbtest.PostgresURL(t)
	u, err := neturl.Parse(url)
	if err != nil {
		t.Fatal(err)
	}
	host := u.Host
	fwd := newCutter(t, host)
	db, err := sqldb.Open(context.Background(), strings.Replace(url, host, fwd.l.Addr().String(), 1), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if _, err := db.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	e := newEnv(t, db, nil)
	member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
	if r := e.client().get("/api/books"); r.StatusCode != http.StatusOK {
		t.Fatalf("catalogue before the outage: %d %s", r.StatusCode, r.body)
	}

	fwd.cut()
	assertUnavailable(t, "catalogue", e.client().get("/api/books?q=roman"))
	assertUnavailable(t, "registration", e.client().post("/api/auth/register", registration("yeni@example.com")))
	assertUnavailable(t, "cart", member.doJSON(http.MethodPut, "/api/cart/items/0190a0a0-0000-7000-8000-000000000001", map[string]any{"quantity": 1}))
	if r := e.client().get("/readyz"); r.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("readyz during the outage: %d", r.StatusCode)
	}
}

func TestReadyzFailsWhenTheDataDirectoryCannotBeWritten(t *testing.T) {
	// Permissions do not stop root (the tests may run as root), so the
	// directories are made unwritable by putting a file where they belong.
	for _, tc := range []struct{ name, dir string }{{"sqlite", "data"}, {"media", "media"}} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			dataDir, mediaDir := filepath.Join(root, "data"), filepath.Join(root, "media")
			for _, d := range []string{dataDir, mediaDir} {
				if err := os.MkdirAll(d, 0o750); err != nil {
					t.Fatal(err)
				}
			}
			e := newEnvWith(t, sqldbtest.SQLite(t), map[string]string{"BOOKSTORE_DATA_DIR": dataDir}, blob.Disk{Dir: mediaDir})
			if r := e.client().get("/readyz"); r.StatusCode != http.StatusOK {
				t.Fatalf("readyz with writable directories: %d %s", r.StatusCode, r.body)
			}
			broken := filepath.Join(root, tc.dir)
			if err := os.RemoveAll(broken); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(broken, []byte("not a directory"), 0o600); err != nil {
				t.Fatal(err)
			}
			r := e.client().get("/readyz")
			if r.StatusCode != http.StatusServiceUnavailable || !strings.Contains(string(r.body), "not writable") || r.Header.Get("Retry-After") == "" {
				t.Fatalf("readyz with an unwritable %s directory: %d %s", tc.name, r.StatusCode, r.body)
			}
		})
	}
}
