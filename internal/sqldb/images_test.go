package sqldb_test

import (
	"context"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func pending(t testing.TB, db *sqldb.DB, kind bookstore.ImageKind, table, id string) *bookstore.PendingImage {
	t.Helper()
	p := &bookstore.PendingImage{ImageURL: "/media/images/" + string(kind) + ".jpg", StorageKey: "images/x.jpg",
		Kind: kind, RefTable: table, RefID: id}
	if _, err := sqldb.NewImageStore(db).CreatePendingImage(context.Background(), p); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestPendingImagesNameTheRecord: the approval list names the uploader and
// the record (not an id), and a newer upload for the same record and kind
// replaces the one still waiting.
func TestPendingImagesNameTheRecord(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		store := sqldb.NewImageStore(db)
		u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "zeynep@example.com", FullName: "Zeynep Çelik", Role: bookstore.RoleUser, PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		upload := func(kind bookstore.ImageKind, table, id, name string) (*bookstore.PendingImage, []bookstore.PendingImage) {
			t.Helper()
			p := &bookstore.PendingImage{ImageURL: "/media/images/" + name + ".jpg", StorageKey: "images/" + name + ".jpg",
				Kind: kind, RefTable: table, RefID: id, UploadedBy: u.ID}
			superseded, err := store.CreatePendingImage(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			return p, superseded
		}
		book, event := c.books["madonna"], c.events["soon"]
		upload(bookstore.ImageBookCover, "books", book.ID, "cover")
		upload(bookstore.ImageAuthorPhoto, "authors", c.orhan.ID, "photo")
		upload(bookstore.ImageEventImage, "events", event.ID, "event")
		first, none := upload(bookstore.ImageProfile, "profiles", u.ID, "avatar1")
		second, replaced := upload(bookstore.ImageProfile, "profiles", u.ID, "avatar2")
		if len(none) != 0 || len(replaced) != 1 || replaced[0].ID != first.ID || replaced[0].ImageURL != first.ImageURL {
			t.Fatalf("superseded: first %v, second %v", none, replaced)
		}
		list, err := store.PendingImages(ctx, 10)
		if err != nil {
			t.Fatal(err)
		}
		names := map[string]string{}
		for _, p := range list {
			if p.UploaderName != "Zeynep Çelik" {
				t.Errorf("%s: uploader %q", p.RefTable, p.UploaderName)
			}
			if _, dup := names[p.RefTable]; dup {
				t.Errorf("%s listed twice", p.RefTable)
			}
			names[p.RefTable] = p.RecordName
		}
		want := map[string]string{"books": book.Title, "authors": c.orhan.Name, "events": event.Title, "profiles": "Zeynep Çelik"}
		if len(list) != 4 || list[0].ID != second.ID {
			t.Fatalf("list: %+v", list)
		}
		for table, name := range want {
			if names[table] != name || name == "" {
				t.Errorf("%s: record name %q, want %q", table, names[table], name)
			}
		}
	})
}

func column(t testing.TB, db *sqldb.DB, table, field, id string) string {
	t.Helper()
	var v string
	if err := db.Bun().NewRaw("SELECT "+field+" FROM "+table+" WHERE id = ?", id).Scan(context.Background(), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func TestApproveSetsTheReferencedField(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "uye@example.com", FullName: "Üye", Role: bookstore.RoleUser, PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		book, event := c.books["madonna"], c.events["soon"]
		cases := []struct {
			kind         bookstore.ImageKind
			table, field string
			id           string
		}{
			{bookstore.ImageBookCover, "books", "cover_image_url", book.ID},
			{bookstore.ImageAuthorPhoto, "authors", "photo_url", c.orhan.ID},
			{bookstore.ImageEventImage, "events", "image_url", event.ID},
			{bookstore.ImageProfile, "profiles", "avatar_url", u.ID},
		}
		for _, tc := range cases {
			p := pending(t, db, tc.kind, tc.table, tc.id)
			got, err := sqldb.NewImageStore(db).ApprovePendingImage(ctx, p.ID)
			if err != nil {
				t.Fatalf("%s: %v", tc.table, err)
			}
			if !got.Approved {
				t.Fatalf("%s: not marked approved", tc.table)
			}
			if v := column(t, db, tc.table, tc.field, tc.id); v != p.ImageURL {
				t.Fatalf("%s.%s = %q, want %q", tc.table, tc.field, v, p.ImageURL)
			}
			if _, err := sqldb.NewImageStore(db).ApprovePendingImage(ctx, p.ID); bookstore.ErrorCode(err) != bookstore.CodeConflict {
				t.Fatalf("second approval: %v", err)
			}
		}
		// The public catalogue shows the new cover at once (the read cache is cleared).
		detail, err := sqldb.NewStorefrontStore(db).PublicBook(ctx, book.ID)
		if err != nil {
			t.Fatal(err)
		}
		if detail.CoverURL != "/media/images/book-cover.jpg" {
			t.Fatalf("public cover %q", detail.CoverURL)
		}
		if list, _ := sqldb.NewImageStore(db).PendingImages(ctx, 50); len(list) != 0 {
			t.Fatalf("approved images still listed: %d", len(list))
		}
	})
}

func TestApproveChecksTheReference(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		const missing = "0190f2a1-7b7c-7c4e-9a55-0123456789ab"
		cases := []struct {
			name, table, id string
			code            bookstore.Code
			msg             string
		}{
			{"table not allowed", "users", c.orhan.ID, bookstore.CodeInvalid, "Geçersiz referans tablosu: users"},
			{"id not a uuid", "books", "1 OR 1=1", bookstore.CodeInvalid, "Geçersiz referans ID formatı"},
			{"record missing", "books", missing, bookstore.CodeNotFound, "books tablosunda " + missing + " ID'li kayıt bulunamadı"},
		}
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				p := pending(t, db, bookstore.ImageBookCover, tc.table, tc.id)
				_, err := sqldb.NewImageStore(db).ApprovePendingImage(ctx, p.ID)
				if bookstore.ErrorCode(err) != tc.code || bookstore.ErrorMessage(err) != tc.msg {
					t.Fatalf("got %v, want %s %q", err, tc.code, tc.msg)
				}
				list, err := sqldb.NewImageStore(db).PendingImages(ctx, 50)
				if err != nil {
					t.Fatal(err)
				}
				found := false
				for _, x := range list {
					found = found || (x.ID == p.ID && !x.Approved)
				}
				if !found {
					t.Fatal("a failed approval changed the pending image")
				}
			})
		}
		if _, err := sqldb.NewImageStore(db).ApprovePendingImage(ctx, missing); bookstore.ErrorMessage(err) != bookstore.MsgImageNotFound {
			t.Fatalf("unknown image: %v", err)
		}
		if _, err := sqldb.NewImageStore(db).ApprovePendingImage(ctx, "not-a-uuid"); bookstore.ErrorCode(err) != bookstore.CodeNotFound {
			t.Fatalf("malformed image id: %v", err)
		}
	})
}

func TestRejectDeletesThePendingRecord(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		book := c.books["madonna"]
		before := column(t, db, "books", "cover_image_url", book.ID)
		p := pending(t, db, bookstore.ImageBookCover, "books", book.ID)
		got, err := sqldb.NewImageStore(db).RejectPendingImage(ctx, p.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.StorageKey != p.StorageKey {
			t.Fatalf("rejected record %+v", got)
		}
		if _, err := sqldb.NewImageStore(db).RejectPendingImage(ctx, p.ID); bookstore.ErrorCode(err) != bookstore.CodeNotFound {
			t.Fatalf("second reject: %v", err)
		}
		if v := column(t, db, "books", "cover_image_url", book.ID); v != before {
			t.Fatalf("reject changed the cover to %q", v)
		}
		a := pending(t, db, bookstore.ImageGeneral, "", "")
		if _, err := sqldb.NewImageStore(db).ApprovePendingImage(ctx, a.ID); err != nil {
			t.Fatalf("approving an image with no reference: %v", err)
		}
		if _, err := sqldb.NewImageStore(db).RejectPendingImage(ctx, a.ID); bookstore.ErrorCode(err) != bookstore.CodeConflict {
			t.Fatalf("rejecting an approved image: %v", err)
		}
	})
}

func TestPendingImagesNewestFirst(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		first := pending(t, db, bookstore.ImageGeneral, "", "")
		second := pending(t, db, bookstore.ImageGeneral, "", "")
		list, err := sqldb.NewImageStore(db).PendingImages(context.Background(), 50)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 2 || list[0].ID != second.ID || list[1].ID != first.ID {
			t.Fatalf("order: %+v", list)
		}
	})
}

func TestImageOwner(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		if a, err := sqldb.NewImageStore(db).ImageOwner(ctx, "books", c.books["madonna"].ID); err != nil || a != c.sabahattin.ID {
			t.Fatalf("book owner %q %v", a, err)
		}
		if a, err := sqldb.NewImageStore(db).ImageOwner(ctx, "events", c.events["soon"].ID); err != nil || a != c.orhan.ID {
			t.Fatalf("event owner %q %v", a, err)
		}
		if a, err := sqldb.NewImageStore(db).ImageOwner(ctx, "authors", c.orhan.ID); err != nil || a != c.orhan.ID {
			t.Fatalf("author owner %q %v", a, err)
		}
		if _, err := sqldb.NewImageStore(db).ImageOwner(ctx, "books", c.orhan.ID); bookstore.ErrorCode(err) != bookstore.CodeNotFound {
			t.Fatalf("missing book: %v", err)
		}
		if _, err := sqldb.NewImageStore(db).AuthorIDOfUser(ctx, c.orhan.ID); bookstore.ErrorCode(err) != bookstore.CodeNotFound {
			t.Fatalf("no linked author: %v", err)
		}
	})
}

// TestReplacedImagesAndTheirUse: setting an image returns the one it
// replaced, and ImageURLInUse finds an image wherever it is still shown.
func TestReplacedImagesAndTheirUse(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		book := c.books["madonna"]
		first, second := "/media/book-covers/0192f1c2-0000-7000-8000-000000000001.jpg", "/media/book-covers/0192f1c2-0000-7000-8000-000000000002.jpg"
		before := column(t, db, "books", "cover_image_url", book.ID)
		if replaced, err := sqldb.NewImageStore(db).SetImageReference(ctx, "books", book.ID, first); err != nil || replaced != before {
			t.Fatalf("first set: replaced %q (want %q), %v", replaced, before, err)
		}
		if replaced, err := sqldb.NewImageStore(db).SetImageReference(ctx, "books", book.ID, second); err != nil || replaced != first {
			t.Fatalf("second set: replaced %q, %v", replaced, err)
		}
		p := pending(t, db, bookstore.ImageBookCover, "books", book.ID)
		got, err := sqldb.NewImageStore(db).ApprovePendingImage(ctx, p.ID)
		if err != nil || got.Replaced != second {
			t.Fatalf("approval replaced %q, %v", got.Replaced, err)
		}
		if _, err := sqldb.NewImageStore(db).SetImageReference(ctx, "books", "0192f1c2-0000-7000-8000-0000000000ff", first); bookstore.ErrorCode(err) == "" {
			t.Fatal("a missing record took an image")
		}

		inUse := func(url string) bool {
			t.Helper()
			used, err := sqldb.NewImageStore(db).ImageURLInUse(ctx, url)
			if err != nil {
				t.Fatal(err)
			}
			return used
		}
		if inUse(first) || inUse(second) {
			t.Fatal("replaced covers still count as shown")
		}
		if !inUse(p.ImageURL) {
			t.Fatal("the current cover does not count as shown")
		}
		// Shown by another record, by an unapproved upload, or in a page
		// (the image or its small variant).
		if _, err := sqldb.NewImageStore(db).SetImageReference(ctx, "authors", c.orhan.ID, first); err != nil {
			t.Fatal(err)
		}
		if !inUse(first) {
			t.Fatal("an author's photo does not count")
		}
		waiting := &bookstore.PendingImage{ImageURL: second, StorageKey: "book-covers/x.jpg", Kind: bookstore.ImageBookCover, RefTable: "books", RefID: book.ID}
		if _, err := sqldb.NewImageStore(db).CreatePendingImage(ctx, waiting); err != nil {
			t.Fatal(err)
		}
		if !inUse(second) {
			t.Fatal("an upload waiting for approval does not count")
		}
		third := "/media/images/0192f1c2-0000-7000-8000-000000000003.jpg"
		fourth := "/media/images/0192f1c2-0000-7000-8000-000000000004.jpg"
		if err := sqldb.NewCatalogWriter(db).SavePage(ctx, &bookstore.PageContent{Key: "about", Title: "Hakkımızda", Published: true,
			Content: `<p>Biz</p>`, Meta: map[string]any{"heroImage": strings.TrimSuffix(third, ".jpg") + "-sm.jpg"}}); err != nil {
			t.Fatal(err)
		}
		if err := sqldb.NewCatalogWriter(db).SavePage(ctx, &bookstore.PageContent{Key: "contact", Title: "İletişim", Published: true,
			Content: `<p><a href="` + fourth + `">afiş</a></p>`}); err != nil {
			t.Fatal(err)
		}
		if !inUse(third) || !inUse(fourth) {
			t.Fatal("an image in a page's settings or content does not count")
		}
		if inUse("/media/images/0192f1c2-0000-7000-8000-000000000005.jpg") {
			t.Fatal("an image nothing shows counts as shown")
		}
	})
}
