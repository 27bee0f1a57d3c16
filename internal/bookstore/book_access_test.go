package bookstore_test

import (
	"errors"
	"testing"

	"bookstore/internal/bookstore"
)

const (
	authorA = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a01"
	authorB = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a02"
)

var (
	guest         = bookstore.Actor{}
	member        = bookstore.Actor{UserID: "u1", Role: bookstore.RoleUser}
	author        = bookstore.Actor{UserID: "u2", Role: bookstore.RoleAuthor, AuthorID: authorA, AuthorApproved: true}
	pendingAuthor = bookstore.Actor{UserID: "u3", Role: bookstore.RoleAuthor, AuthorID: authorA}
	noProfile     = bookstore.Actor{UserID: "u4", Role: bookstore.RoleAuthor}
	otherAuthor   = bookstore.Actor{UserID: "u5", Role: bookstore.RoleAuthor, AuthorID: authorB, AuthorApproved: true}
	admin         = bookstore.Actor{UserID: "u6", Role: bookstore.RoleAdmin}
)

func TestActorOf(t *testing.T) {
	u := &bookstore.User{ID: "u2", Role: bookstore.RoleAuthor}
	if got := bookstore.ActorOf(u, &bookstore.Author{ID: authorA, Approved: true}); got != author {
		t.Errorf("author: %+v", got)
	}
	if got := bookstore.ActorOf(nil, nil); got != guest {
		t.Errorf("guest: %+v", got)
	}
	// A profile counts for the author role only.
	m := &bookstore.User{ID: "u1", Role: bookstore.RoleUser}
	if got := bookstore.ActorOf(m, &bookstore.Author{ID: authorA, Approved: true}); got != member {
		t.Errorf("member: %+v", got)
	}
}

// TestBookPermissions: who may read and change which book.
func TestBookPermissions(t *testing.T) {
	own := &bookstore.Book{ID: "b1", AuthorID: authorA}
	for _, c := range []struct {
		name   string
		actor  bookstore.Actor
		book   *bookstore.Book // nil: the list, or a new book
		view   bookstore.Code  // "" allowed
		edit   bookstore.Code
		fields bookstore.BookFields
	}{
		{"guest", guest, nil, bookstore.CodeUnauthorized, bookstore.CodeUnauthorized, 0},
		{"guest's book", guest, own, bookstore.CodeUnauthorized, bookstore.CodeUnauthorized, 0},
		{"member", member, nil, bookstore.CodeForbidden, bookstore.CodeForbidden, 0},
		{"member's book", member, own, bookstore.CodeForbidden, bookstore.CodeForbidden, 0},
		{"author adds", author, nil, "", "", 0},
		{"author's own book", author, own, "", "", 0},
		{"unapproved author adds", pendingAuthor, nil, "", bookstore.CodeForbidden, 0},
		{"unapproved author's own book", pendingAuthor, own, "", bookstore.CodeForbidden, 0},
		{"author without a profile", noProfile, nil, bookstore.CodeConflict, bookstore.CodeConflict, 0},
		{"another author's book", otherAuthor, own, bookstore.CodeNotFound, bookstore.CodeNotFound, 0},
		{"admin adds", admin, nil, "", "", bookstore.SetsCover | bookstore.SetsAuthor | bookstore.SetsStock | bookstore.SetsFeatured | bookstore.SetsApproval | bookstore.SetsTaxClass},
		{"admin's any book", admin, own, "", "", bookstore.SetsCover | bookstore.SetsAuthor | bookstore.SetsStock | bookstore.SetsFeatured | bookstore.SetsApproval | bookstore.SetsTaxClass},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := code(bookstore.CanViewBook(c.actor, c.book)); got != c.view {
				t.Errorf("view: %q, want %q", got, c.view)
			}
			if got := code(bookstore.CanEditBook(c.actor, c.book)); got != c.edit {
				t.Errorf("edit: %q, want %q", got, c.edit)
			}
			if got := bookstore.BookFieldsOf(c.actor); got != c.fields {
				t.Errorf("fields: %b, want %b", got, c.fields)
			}
		})
	}
}

func code(err error) bookstore.Code {
	if err == nil {
		return ""
	}
	return bookstore.ErrorCode(err)
}

// TestBookListFilter: an admin lists every book, an author their own, an
// author without a profile nothing (not an error).
func TestBookListFilter(t *testing.T) {
	for _, c := range []struct {
		name  string
		actor bookstore.Actor
		want  bookstore.PanelBookFilter
		ok    bool
		err   bookstore.Code
	}{
		{"admin", admin, bookstore.PanelBookFilter{Search: "q"}, true, ""},
		{"author", author, bookstore.PanelBookFilter{Search: "q", AuthorID: authorA}, true, ""},
		{"unapproved author", pendingAuthor, bookstore.PanelBookFilter{Search: "q", AuthorID: authorA}, true, ""},
		{"author without a profile", noProfile, bookstore.PanelBookFilter{}, false, ""},
		{"member", member, bookstore.PanelBookFilter{}, false, bookstore.CodeForbidden},
		{"guest", guest, bookstore.PanelBookFilter{}, false, bookstore.CodeUnauthorized},
	} {
		t.Run(c.name, func(t *testing.T) {
			f, ok, err := bookstore.BookListFilter(c.actor, "q")
			if f != c.want || ok != c.ok || code(err) != c.err {
				t.Errorf("got %+v %v %v", f, ok, err)
			}
		})
	}
}

// TestEditBook: the fields an actor may not set are neither taken from the
// form nor written; an author's save withdraws the approval.
func TestEditBook(t *testing.T) {
	kdv := &bookstore.TaxClass{Rate: 20}
	in := bookstore.BookInput{Title: "Semaver", ISBN: "0306406152", AuthorID: authorB, CategoryID: "c", CoverURL: "/media/x.jpg",
		Description: "<p>d</p>", Price: 4500, Stock: 99, PageCount: 120, Featured: true, Approved: true, TaxClass: kdv}

	e := bookstore.EditBook(author, "b1", in)
	want := bookstore.Book{ID: "b1", Title: "Semaver", ISBN: "0306406152", AuthorID: authorA, CategoryID: "c",
		Description: "<p>d</p>", Price: 4500, PageCount: 120}
	if e.Book != want || e.Fields != bookstore.SetsApproval {
		t.Errorf("author's edit: %+v %b", e.Book, e.Fields)
	}

	e = bookstore.EditBook(admin, "", in)
	want = bookstore.Book{Title: "Semaver", ISBN: "0306406152", AuthorID: authorB, CategoryID: "c", CoverURL: "/media/x.jpg",
		Description: "<p>d</p>", Price: 4500, Stock: 99, PageCount: 120, Featured: true, Approved: true, TaxClass: kdv}
	if e.Book != want || e.Fields != bookstore.BookFieldsOf(admin) {
		t.Errorf("admin's edit: %+v %b", e.Book, e.Fields)
	}
}

// TestBookFormFor: the admin must give a cover and an author; an author's
// form takes their own profile as the author and needs no cover.
func TestBookFormFor(t *testing.T) {
	in := bookstore.BookInput{Title: " Semaver ", ISBN: "0-306-40615-2", Price: 4500}
	got, err := bookstore.BookFormFor(author, in)
	if err != nil || got.AuthorID != authorA || got.Title != "Semaver" || got.ISBN != "0306406152" {
		t.Fatalf("author: %+v %v", got, err)
	}
	in.AuthorID = authorB
	if got, err := bookstore.BookFormFor(author, in); err != nil || got.AuthorID != authorA {
		t.Fatalf("author chose another author: %+v %v", got, err)
	}
	_, err = bookstore.BookFormFor(admin, in)
	var e *bookstore.Error
	if !errors.As(err, &e) || len(e.Fields) != 1 || e.Fields[0].Field != "coverUrl" {
		t.Fatalf("admin without a cover: %v", err)
	}
	in.AuthorID = ""
	in.CoverURL = "/media/book-covers/x.jpg"
	if _, err := bookstore.BookFormFor(admin, in); !errors.As(err, &e) || e.Fields[0].Field != "authorId" {
		t.Fatalf("admin without an author: %v", err)
	}
}

// TestBookFormTaxClass: only the admin sets a book's KDV class; an author's
// form never carries one, so even a bad one is dropped, not refused.
func TestBookFormTaxClass(t *testing.T) {
	in := bookstore.BookInput{Title: "Semaver", ISBN: "0306406152", AuthorID: authorA, CoverURL: "/media/x.jpg", Price: 4500,
		TaxClass: &bookstore.TaxClass{Rate: 18}}
	if _, err := bookstore.BookFormFor(admin, in); code(err) != bookstore.CodeInvalid {
		t.Errorf("admin's 18 %%: %v, want invalid", err)
	}
	got, err := bookstore.BookFormFor(author, in)
	if err != nil || got.TaxClass != nil {
		t.Errorf("author's form: %+v %v, want the class dropped", got.TaxClass, err)
	}
	in.TaxClass = &bookstore.TaxClass{Rate: 0, Exemption: "335"}
	if got, err := bookstore.BookFormFor(admin, in); err != nil || *got.TaxClass != bookstore.PrintedBookClass {
		t.Errorf("admin's 0 %% (335): %+v %v", got.TaxClass, err)
	}
}
