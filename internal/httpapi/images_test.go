package httpapi_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"bookstore/internal/blob"
	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// newImageEnv is the test server on a chosen media backend.
func newImageEnv(t testing.TB, db *sqldb.DB, media mediaStore) *env {
	t.Helper()
	return newEnvWith(t, db, nil, media)
}

func picture(w, h int) *image.RGBA {
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			m.SetRGBA(x, y, color.RGBA{uint8(x), uint8(y), 120, 255})
		}
	}
	return m
}

func pngBytes(t testing.TB, w, h int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, picture(w, h)); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func jpegBytes(t testing.TB, w, h int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := jpeg.Encode(&b, picture(w, h), &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// bombPNG is a PNG header claiming 50000x50000 pixels.
func bombPNG() []byte {
	ihdr := binary.BigEndian.AppendUint32(nil, 50000)
	ihdr = binary.BigEndian.AppendUint32(ihdr, 50000)
	ihdr = append(ihdr, 8, 6, 0, 0, 0)
	chunk := append([]byte("IHDR"), ihdr...)
	out := binary.BigEndian.AppendUint32([]byte("\x89PNG\r\n\x1a\n"), uint32(len(ihdr)))
	out = append(out, chunk...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(chunk))
}

type field struct{ name, value string }

// upload posts a multipart form as the web app does: fields first, then the
// file with the given name and declared type.
func (c *client) upload(fields []field, filename, declared string, data []byte) *response {
	c.e.t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for _, f := range fields {
		if err := w.WriteField(f.name, f.value); err != nil {
			c.e.t.Fatal(err)
		}
	}
	if data != nil {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", `form-data; name="file"; filename="`+filename+`"`)
		h.Set("Content-Type", declared)
		p, err := w.CreatePart(h)
		if err != nil {
			c.e.t.Fatal(err)
		}
		if _, err := p.Write(data); err != nil {
			c.e.t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		c.e.t.Fatal(err)
	}
	return c.do(http.MethodPost, "/api/images", w.FormDataContentType(), &body)
}

func kind(k string) []field { return []field{{"imageType", k}} }

func userID(t testing.TB, e *env, email string) string {
	t.Helper()
	u, _, err := sqldb.NewUserStore(e.db).Credentials(context.Background(), email)
	if err != nil {
		t.Fatal(err)
	}
	return u.ID
}

func pendingCount(t testing.TB, db *sqldb.DB) int {
	t.Helper()
	list, err := sqldb.NewImageStore(db).PendingImages(context.Background(), 1000)
	if err != nil {
		t.Fatal(err)
	}
	return len(list)
}

func files(t testing.TB, dir string) int {
	t.Helper()
	n := 0
	err := filepath.WalkDir(dir, func(_ string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			n++
		}
		return nil
	})
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return n
}

// TestAvatarUploadWaitsForApproval: a member's avatar is stored re-encoded,
// waits in the queue, and appears on the profile only when an admin approves.
func TestAvatarUploadWaitsForApproval(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newImageEnv(t, db, blob.Disk{Dir: t.TempDir()})
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)

		// A PNG named .jpg and declared as JPEG: the content decides.
		r := member.upload(append(kind("profile"), field{"requiresApproval", "false"}), "photo.jpg", "image/jpeg", pngBytes(t, 800, 600))
		if r.StatusCode != http.StatusCreated {
			t.Fatalf("upload: %d %s", r.StatusCode, r.body)
		}
		var up httpapi.UploadResponse
		r.json(t, &up)
		if !up.Success || !up.Pending || up.Message != "Resim yüklendi. Admin onayı bekleniyor." || up.Width != 400 || up.Height != 300 {
			t.Fatalf("response %+v", up)
		}
		if !strings.HasPrefix(up.ImageURL, "/media/images/") || !strings.HasSuffix(up.ImageURL, ".jpg") || strings.Contains(up.ImageURL, "photo") {
			t.Fatalf("stored name %q", up.ImageURL)
		}
		// Waiting for approval, the upload is the uploader's and the admins'
		// only, and nobody may cache it.
		other := e.client().signedIn("baska@example.com", bookstore.RoleUser)
		for _, u := range []string{up.ImageURL, up.ThumbnailURL} {
			for who, c := range map[string]*client{"uploader": member, "admin": admin} {
				m := c.get(u)
				if m.StatusCode != http.StatusOK || m.Header.Get("Content-Type") != "image/jpeg" ||
					m.Header.Get("X-Content-Type-Options") != "nosniff" || m.Header.Get("Cache-Control") != "private, no-store" {
					t.Fatalf("%s GET %s: %d %v", who, u, m.StatusCode, m.Header)
				}
				if _, err := jpeg.DecodeConfig(bytes.NewReader(m.body)); err != nil {
					t.Fatalf("served %s is not a JPEG: %v", u, err)
				}
			}
			for who, c := range map[string]*client{"guest": e.client(), "other member": other} {
				if m := c.get(u); m.StatusCode != http.StatusNotFound || m.Header.Get("Cache-Control") != "no-store" || len(m.body) > 100 {
					t.Fatalf("%s GET %s while pending: %d %v", who, u, m.StatusCode, m.Header)
				}
			}
		}
		var me httpapi.CurrentUser
		member.get("/api/profile").json(t, &me)
		if me.AvatarURL != nil && *me.AvatarURL != "" {
			t.Fatalf("avatar set before approval: %q", *me.AvatarURL)
		}

		var list httpapi.PendingImageList
		admin.get("/api/admin/images/pending").json(t, &list)
		if len(list.Items) != 1 || list.Items[0].ImageURL != up.ImageURL || list.Items[0].ReferenceTable != "profiles" ||
			list.Items[0].ReferenceID != me.ID || list.Items[0].ImageType != "profile" {
			t.Fatalf("pending %+v", list.Items)
		}
		r = admin.post("/api/admin/images/"+list.Items[0].ID+"/approve", nil)
		if r.StatusCode != http.StatusOK {
			t.Fatalf("approve: %d %s", r.StatusCode, r.body)
		}
		var d httpapi.ImageDecision
		r.json(t, &d)
		if d.Message != "Resim onaylandı" || !d.Image.IsApproved {
			t.Fatalf("decision %+v", d)
		}
		member.get("/api/profile").json(t, &me)
		if me.AvatarURL == nil || *me.AvatarURL != up.ImageURL {
			t.Fatalf("avatar after approval: %v", me.AvatarURL)
		}
		// Approved, it is public and cacheable like every other image.
		for _, u := range []string{up.ImageURL, up.ThumbnailURL} {
			if m := e.client().get(u); m.StatusCode != http.StatusOK || m.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
				t.Fatalf("guest GET %s after approval: %d %v", u, m.StatusCode, m.Header)
			}
		}
		if r := admin.post("/api/admin/images/"+list.Items[0].ID+"/approve", nil); r.StatusCode != http.StatusConflict {
			t.Fatalf("second approval: %d", r.StatusCode)
		}

		// A second upload while the first waits replaces it: one card
		// naming the member, and the older upload's files go at once.
		var waiting, next httpapi.UploadResponse
		member.upload(kind("profile"), "ara.png", "image/png", pngBytes(t, 500, 500)).json(t, &waiting)
		// A new avatar, once approved, replaces the old one, whose files go.
		r = member.upload(kind("profile"), "yeni.png", "image/png", pngBytes(t, 500, 500))
		r.json(t, &next)
		admin.get("/api/admin/images/pending").json(t, &list)
		if len(list.Items) != 1 || list.Items[0].ImageURL != next.ImageURL || list.Items[0].RecordName != me.FullName ||
			list.Items[0].UploaderName != me.FullName || me.FullName == "" {
			t.Fatalf("pending after a second upload: %+v", list.Items)
		}
		for _, u := range []string{waiting.ImageURL, waiting.ThumbnailURL} {
			if g := member.get(u); g.StatusCode != http.StatusNotFound {
				t.Fatalf("replaced pending upload %s still served: %d", u, g.StatusCode)
			}
		}
		if r := admin.post("/api/admin/images/"+list.Items[0].ID+"/approve", nil); r.StatusCode != http.StatusOK {
			t.Fatalf("approve the new avatar: %d %s", r.StatusCode, r.body)
		}
		for _, u := range []string{up.ImageURL, up.ThumbnailURL} {
			if g := member.get(u); g.StatusCode != http.StatusNotFound {
				t.Fatalf("replaced avatar %s still served: %d", u, g.StatusCode)
			}
		}
		if g := member.get(next.ImageURL); g.StatusCode != http.StatusOK {
			t.Fatalf("new avatar: %d", g.StatusCode)
		}
	})
}

// TestUploadRefusals: every refused upload is a 4xx with a Turkish message
// and stores nothing.
func TestUploadRefusals(t *testing.T) {
	db := sqldbtest.SQLite(t)
	dir := t.TempDir()
	e := newImageEnv(t, db, blob.Disk{Dir: dir})
	// Uploads are rate-limited per user: each member case gets its own member.
	seq := 0
	fresh := func() *client {
		seq++
		return e.client().signedIn(fmt.Sprintf("uye%d@example.com", seq), bookstore.RoleUser)
	}
	member := fresh()
	admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
	e.client().signedIn("diger@example.com", bookstore.RoleUser)
	otherID := userID(t, e, "diger@example.com")
	guest := e.client()
	truncated := jpegBytes(t, 600, 800)[:3000]
	svg := []byte(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)
	html := []byte("<!doctype html><html><script>alert(document.cookie)</script></html>")

	tests := []struct {
		name   string
		c      *client
		fields []field
		file   string
		data   []byte
		status int
		msg    string
	}{
		{"guest", guest, kind("profile"), "a.jpg", jpegBytes(t, 300, 300), 401, "Kullanıcı oturumu bulunamadı. Lütfen giriş yapın."},
		{"html named png", member, kind("profile"), "a.png", html, 422, "Bu dosya bir resim değil"},
		{"svg", member, kind("profile"), "a.svg", svg, 422, "Bu dosya bir resim değil"},
		{"svg declared as png", member, kind("profile"), "a.png", svg, 422, "Bu dosya bir resim değil"},
		{"truncated jpeg", member, kind("profile"), "a.jpg", truncated, 422, "Resim işlenemedi"},
		{"decompression bomb", member, kind("profile"), "a.png", bombPNG(), 422, "Resim çözünürlüğü çok yüksek (en fazla 25 megapiksel)."},
		{"cover under the crop minimum", admin, kind("book-cover"), "a.jpg", jpegBytes(t, 150, 200), 422, "Resim en az 200x200 piksel olmalıdır"},
		{"avatar over 5 MB", member, kind("profile"), "a.jpg", make([]byte, 5<<20+1), 413, "Dosya boyutu 5MB'dan küçük olmalıdır"},
		{"cover over 8 MB", admin, kind("book-cover"), "a.jpg", make([]byte, 8<<20+1), 413, "Dosya boyutu 8MB'dan küçük olmalıdır"},
		{"unknown kind", member, kind("document"), "a.jpg", jpegBytes(t, 300, 300), 422, "Geçersiz resim türü"},
		{"no file", member, kind("profile"), "", nil, 422, "Lütfen bir resim dosyası seçin"},
		{"member uploads a cover", member, kind("book-cover"), "a.jpg", jpegBytes(t, 300, 400), 403, "Bu resim türünü yükleme yetkiniz yok."},
		{"member sets another's avatar", member, append(kind("profile"), field{"referenceId", otherID}), "a.jpg", jpegBytes(t, 300, 300), 403, "Bu işlemi gerçekleştirmek için yetkiniz yok."},
		{"wrong reference table", member, append(kind("profile"), field{"referenceTable", "users"}), "a.jpg", jpegBytes(t, 300, 300), 422, "Geçersiz referans tablosu: users"},
		{"admin: malformed reference id", admin, append(kind("book-cover"), field{"referenceId", "1' OR '1'='1"}), "a.jpg", jpegBytes(t, 300, 400), 422, "Geçersiz referans ID formatı"},
		{"admin: missing record", admin, append(kind("book-cover"), field{"referenceId", "0190f2a1-7b7c-7c4e-9a55-0123456789ab"}), "a.jpg", jpegBytes(t, 300, 400), 404,
			"books tablosunda 0190f2a1-7b7c-7c4e-9a55-0123456789ab ID'li kayıt bulunamadı"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := tc.c
			if c == member {
				c = fresh()
			}
			r := c.upload(tc.fields, tc.file, "image/png", tc.data)
			p := r.problem(t)
			if r.StatusCode != tc.status || p.Message != tc.msg {
				t.Fatalf("got %d %q, want %d %q", r.StatusCode, p.Message, tc.status, tc.msg)
			}
			if n := files(t, dir); n != 0 {
				t.Fatalf("%d objects stored", n)
			}
			if n := pendingCount(t, db); n != 0 {
				t.Fatalf("%d pending records", n)
			}
		})
	}
	member = fresh()
	t.Run("not multipart", func(t *testing.T) {
		r := member.post("/api/images", map[string]any{"file": "x"})
		if p := r.problem(t); r.StatusCode != http.StatusUnsupportedMediaType || p.Message == "" {
			t.Fatalf("got %d %+v", r.StatusCode, p)
		}
	})
	t.Run("malformed multipart", func(t *testing.T) {
		r := member.do(http.MethodPost, "/api/images", "multipart/form-data; boundary=xyz", strings.NewReader("--nope\r\ngarbage"))
		if p := r.problem(t); r.StatusCode != http.StatusBadRequest || !strings.Contains(p.Message, "multipart") {
			t.Fatalf("got %d %+v", r.StatusCode, p)
		}
	})
	t.Run("declared length over the limit is refused unread", func(t *testing.T) {
		req, _ := http.NewRequest(http.MethodPost, e.srv.URL+"/api/images?imageType=profile", io.LimitReader(zeroReader{}, 6<<20))
		req.ContentLength = 6 << 20
		req.Header.Set("Content-Type", "multipart/form-data; boundary=xyz")
		res, err := member.hc.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusRequestEntityTooLarge {
			t.Fatalf("got %d", res.StatusCode)
		}
	})
	t.Run("admin endpoints refuse members and guests", func(t *testing.T) {
		for _, c := range []*client{member, guest} {
			for _, path := range []string{"/api/admin/images/pending", "/api/admin/storage", "/api/admin/storage/test"} {
				if r := c.get(path); r.StatusCode != http.StatusForbidden && r.StatusCode != http.StatusUnauthorized {
					t.Fatalf("%s: %d", path, r.StatusCode)
				}
			}
			if r := c.post("/api/admin/images/0190f2a1-7b7c-7c4e-9a55-0123456789ab/approve", nil); r.StatusCode < 400 || r.StatusCode >= 500 {
				t.Fatalf("approve: %d", r.StatusCode)
			}
		}
		if r := admin.post("/api/admin/images/not-an-id/approve", nil); r.StatusCode != http.StatusNotFound || r.problem(t).Message != "Resim bulunamadı" {
			t.Fatalf("malformed id: %d %s", r.StatusCode, r.body)
		}
	})
}

type zeroReader struct{}

func (zeroReader) Read(p []byte) (int, error) { clear(p); return len(p), nil }

// TestAuthorAndAdminUploads: an author's cover waits and must be for their
// own book; an admin's cover goes live at once on the named book.
func TestAuthorAndAdminUploads(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		dir := t.TempDir()
		e := newImageEnv(t, db, blob.Disk{Dir: dir})
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		mine := bookstore.Author{Name: "Yazar Bir", UserID: userID(t, e, "yazar@example.com"), Approved: true}
		theirs := bookstore.Author{Name: "Yazar İki", Approved: true}
		for _, a := range []*bookstore.Author{&mine, &theirs} {
			if err := sqldb.NewCatalogWriter(db).CreateAuthor(ctx, a); err != nil {
				t.Fatal(err)
			}
		}
		myBook := bookstore.Book{Title: "Benim Kitabım", AuthorID: mine.ID, Price: 1000, Approved: true}
		theirBook := bookstore.Book{Title: "Onun Kitabı", AuthorID: theirs.ID, Price: 1000, Approved: true}
		for _, b := range []*bookstore.Book{&myBook, &theirBook} {
			if err := sqldb.NewCatalogWriter(db).CreateBook(ctx, b); err != nil {
				t.Fatal(err)
			}
		}
		cover := jpegBytes(t, 900, 1200)

		r := author.upload(append(kind("book-cover"), field{"referenceId", theirBook.ID}, field{"referenceTable", "books"}), "k.jpg", "image/jpeg", cover)
		if r.StatusCode != http.StatusForbidden {
			t.Fatalf("someone else's book: %d %s", r.StatusCode, r.body)
		}
		r = author.upload(append(kind("book-cover"), field{"referenceId", myBook.ID}, field{"requiresApproval", "false"}), "k.jpg", "image/jpeg", cover)
		var up httpapi.UploadResponse
		if r.StatusCode != http.StatusCreated {
			t.Fatalf("own book: %d %s", r.StatusCode, r.body)
		}
		r.json(t, &up)
		if !up.Pending || up.Width != 600 || up.Height != 800 || !strings.HasPrefix(up.ImageURL, "/media/book-covers/") {
			t.Fatalf("author cover %+v", up)
		}
		r = author.upload(kind("author-photo"), "me.png", "image/png", pngBytes(t, 500, 500))
		if r.StatusCode != http.StatusCreated {
			t.Fatalf("author photo: %d %s", r.StatusCode, r.body)
		}
		list, _ := sqldb.NewImageStore(db).PendingImages(ctx, 10)
		if len(list) != 2 || list[0].RefTable != "authors" || list[0].RefID != mine.ID || list[1].RefID != myBook.ID {
			t.Fatalf("pending %+v", list)
		}
		if b, _ := sqldb.NewStorefrontStore(db).PublicBook(ctx, myBook.ID); b.CoverURL != "" {
			t.Fatalf("cover live before approval: %q", b.CoverURL)
		}

		r = admin.upload(append(kind("book-cover"), field{"referenceId", theirBook.ID}), "k.png", "image/png", pngBytes(t, 300, 400))
		if r.StatusCode != http.StatusCreated {
			t.Fatalf("admin cover: %d %s", r.StatusCode, r.body)
		}
		r.json(t, &up)
		if up.Pending || up.Message != "Resim başarıyla yüklendi" {
			t.Fatalf("admin upload %+v", up)
		}
		if b, _ := sqldb.NewStorefrontStore(db).PublicBook(ctx, theirBook.ID); b.CoverURL != up.ImageURL {
			t.Fatalf("admin cover not live: %q", b.CoverURL)
		}

		// An admin's new cover replaces the old one at once; the old files go,
		// unless something else still shows them.
		first := up.ImageURL
		r = admin.upload(append(kind("book-cover"), field{"referenceId", theirBook.ID}), "k2.png", "image/png", pngBytes(t, 300, 400))
		r.json(t, &up)
		if g := admin.get(first); r.StatusCode != http.StatusCreated || g.StatusCode != http.StatusNotFound {
			t.Fatalf("replacing a cover: %d, old cover served %d", r.StatusCode, g.StatusCode)
		}
		shared := up.ImageURL
		if _, err := db.Bun().NewRaw("UPDATE books SET cover_image_url = ? WHERE id = ?", shared, myBook.ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		r = admin.upload(append(kind("book-cover"), field{"referenceId", theirBook.ID}), "k3.png", "image/png", pngBytes(t, 300, 400))
		if g := admin.get(shared); r.StatusCode != http.StatusCreated || g.StatusCode != http.StatusOK {
			t.Fatalf("a cover another book shows was deleted: %d, %d", r.StatusCode, g.StatusCode)
		}
		if _, err := db.Bun().NewRaw("UPDATE books SET cover_image_url = '' WHERE id = ?", myBook.ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}

		// Rejecting deletes the record and both stored objects.
		before := files(t, dir)
		r = admin.post("/api/admin/images/"+list[1].ID+"/reject", nil)
		if r.StatusCode != http.StatusOK {
			t.Fatalf("reject: %d %s", r.StatusCode, r.body)
		}
		if n := files(t, dir); n != before-2 {
			t.Fatalf("objects %d -> %d", before, n)
		}
		if g := admin.get(list[1].ImageURL); g.StatusCode != http.StatusNotFound {
			t.Fatalf("rejected image still served: %d", g.StatusCode)
		}
		if b, _ := sqldb.NewStorefrontStore(db).PublicBook(ctx, myBook.ID); b.CoverURL != "" {
			t.Fatalf("reject changed the cover: %q", b.CoverURL)
		}
	})
}

func TestUploadRateLimit(t *testing.T) {
	e := newImageEnv(t, sqldbtest.SQLite(t), blob.Disk{Dir: t.TempDir()})
	member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
	limited := 0
	for i := 0; i < 15; i++ {
		r := member.upload(kind("profile"), "a.png", "image/png", []byte("not an image"))
		if r.StatusCode == http.StatusTooManyRequests {
			limited++
			if p := r.problem(t); p.Message != bookstore.MsgTooManyRequests {
				t.Fatalf("message %q", p.Message)
			}
		}
	}
	if limited == 0 {
		t.Fatal("15 uploads in a row were not limited")
	}
}

// TestS3MediaServedUnderTheSameURL: with S3, uploads land in the bucket
// and are served under /media/ exactly as from disk.
func TestS3MediaServedUnderTheSameURL(t *testing.T) {
	fake := httptest.NewServer(gofakes3.New(s3mem.New()).Server())
	t.Cleanup(fake.Close)
	s3, err := blob.NewS3(blob.S3Config{Endpoint: strings.TrimPrefix(fake.URL, "http://"), AccessKey: "k", SecretKey: "s", Bucket: "kitapevi", Region: "us-east-1"})
	if err != nil {
		t.Fatal(err)
	}
	if err := s3.EnsureBucket(context.Background()); err != nil {
		t.Fatal(err)
	}
	e := newImageEnv(t, sqldbtest.SQLite(t), s3)
	admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
	r := admin.upload(kind("event-image"), "e.jpg", "image/jpeg", jpegBytes(t, 1600, 900))
	if r.StatusCode != http.StatusCreated {
		t.Fatalf("upload: %d %s", r.StatusCode, r.body)
	}
	var up httpapi.UploadResponse
	r.json(t, &up)
	if !strings.HasPrefix(up.ImageURL, "/media/event-images/") || up.Width != 1200 || up.Height != 675 {
		t.Fatalf("response %+v", up)
	}
	g := admin.get(up.ImageURL)
	if g.StatusCode != http.StatusOK || g.Header.Get("Content-Type") != "image/jpeg" {
		t.Fatalf("GET: %d %v", g.StatusCode, g.Header)
	}
	if cfg, err := jpeg.DecodeConfig(bytes.NewReader(g.body)); err != nil || cfg.Width != 1200 {
		t.Fatalf("served image: %+v %v", cfg, err)
	}
	var st httpapi.StorageStatusResponse
	admin.get("/api/admin/storage").json(t, &st)
	if st.Backend != "s3" || !st.Connected || st.Bucket != "kitapevi" || st.Message != "Minio bağlantısı başarılı!" {
		t.Fatalf("status %+v", st)
	}
	fake.Close()
	var test httpapi.StorageTestResponse
	admin.get("/api/admin/storage/test").json(t, &test)
	if test.Success || test.Message != "Minio bağlantısı başarısız!" {
		t.Fatalf("test against a stopped store: %+v", test)
	}
}

func TestDiskStorageStatus(t *testing.T) {
	e := newImageEnv(t, sqldbtest.SQLite(t), blob.Disk{Dir: t.TempDir()})
	admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
	var test httpapi.StorageTestResponse
	admin.get("/api/admin/storage/test").json(t, &test)
	if !test.Success || test.Message != "Minio bağlantısı başarılı!" {
		t.Fatalf("disk test %+v", test)
	}
}

// TestAdminFormsFreeTheImagesTheyDrop: a book saved with another cover, and
// a deleted book, leave no files behind; a cover still shown elsewhere stays.
func TestAdminFormsFreeTheImagesTheyDrop(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newImageEnv(t, db, blob.Disk{Dir: t.TempDir()})
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		cover := func() string {
			t.Helper()
			r := admin.upload(kind("book-cover"), "k.png", "image/png", pngBytes(t, 300, 400))
			var up httpapi.UploadResponse
			r.json(t, &up)
			if r.StatusCode != http.StatusCreated || up.Pending {
				t.Fatalf("upload: %d %s", r.StatusCode, r.body)
			}
			return up.ImageURL
		}
		served := func(url string) bool {
			t.Helper()
			return admin.get(url).StatusCode == http.StatusOK
		}
		first, second := cover(), cover()
		book := map[string]any{"title": "İnce Memed", "isbn": "978-0-306-40615-7", "authorId": f.author.ID, "price": 12550,
			"stock": 5, "coverUrl": first, "approved": true}
		r := admin.post("/api/admin/books", book)
		var b httpapi.AdminBook
		r.json(t, &b)
		if r.StatusCode != http.StatusCreated {
			t.Fatalf("create: %d %s", r.StatusCode, r.body)
		}
		book["coverUrl"] = second
		if r := admin.put("/api/admin/books/"+b.ID, book); r.StatusCode != http.StatusOK {
			t.Fatalf("update: %d %s", r.StatusCode, r.body)
		}
		if served(first) || !served(second) {
			t.Fatalf("after a new cover: old served %v, new served %v", served(first), served(second))
		}
		// The same cover on a second book: deleting the first keeps it.
		book["isbn"], book["title"] = "978-0-13-110362-7", "Yer Demir Gök Bakır"
		r = admin.post("/api/admin/books", book)
		var other httpapi.AdminBook
		r.json(t, &other)
		if r := admin.del("/api/admin/books/" + b.ID); r.StatusCode >= 300 {
			t.Fatalf("delete: %d %s", r.StatusCode, r.body)
		}
		if !served(second) {
			t.Fatal("a cover another book shows was deleted with the first book")
		}
		if r := admin.del("/api/admin/books/" + other.ID); r.StatusCode >= 300 {
			t.Fatalf("delete: %d %s", r.StatusCode, r.body)
		}
		if served(second) {
			t.Fatal("the last book's cover outlived it")
		}
	})
}

// TestAuthorEventFreesTheImageItDrops: an author who takes the image off
// their event leaves no file behind.
func TestAuthorEventFreesTheImageItDrops(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		e := newImageEnv(t, db, blob.Disk{Dir: t.TempDir()})
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		if err := sqldb.NewCatalogWriter(db).CreateAuthor(ctx, &bookstore.Author{Name: "Yazar Bir", UserID: userID(t, e, "yazar@example.com"), Approved: true}); err != nil {
			t.Fatal(err)
		}
		r := admin.upload(kind("event-image"), "afis.png", "image/png", pngBytes(t, 600, 400))
		var up httpapi.UploadResponse
		r.json(t, &up)
		if r.StatusCode != http.StatusCreated {
			t.Fatalf("upload: %d %s", r.StatusCode, r.body)
		}
		event := map[string]any{"title": "Söyleşi", "eventDate": time.Now().Add(72 * time.Hour).UTC().Format(time.RFC3339), "imageUrl": up.ImageURL}
		var ev httpapi.AdminEvent
		r = author.post("/api/author/events", event)
		r.json(t, &ev)
		if r.StatusCode != http.StatusCreated || ev.ImageURL == nil || *ev.ImageURL != up.ImageURL {
			t.Fatalf("create: %d %s", r.StatusCode, r.body)
		}
		event["imageUrl"] = ""
		if r := author.put("/api/author/events/"+ev.ID, event); r.StatusCode != http.StatusOK {
			t.Fatalf("update: %d %s", r.StatusCode, r.body)
		}
		if g := author.get(up.ImageURL); g.StatusCode != http.StatusNotFound {
			t.Fatalf("dropped event image still served: %d", g.StatusCode)
		}
	})
}
