package bookstore_test

import (
	"errors"
	"testing"

	"bookstore/internal/bookstore"
)

func TestBookParcelValidation(t *testing.T) {
	valid := func() bookstore.BookInput {
		return bookstore.BookInput{Title: "Çalıkuşu", ISBN: "9786052118047", AuthorID: "0191c2d4-5e6f-7a8b-9c0d-1e2f3a4b5c6d", Price: 100}
	}
	for _, p := range []bookstore.BookParcel{{}, {WeightGrams: 1, WidthMM: 1, HeightMM: 1, DepthMM: 1},
		{WeightGrams: 20000, WidthMM: 1000, HeightMM: 1000, DepthMM: 1000}, {WeightGrams: 300}} {
		in := valid()
		in.Parcel = p
		if err := in.Validate(false); err != nil {
			t.Errorf("%+v: %v", p, err)
		}
	}
	cases := []struct {
		p     bookstore.BookParcel
		field string
		msg   string
	}{
		{bookstore.BookParcel{WeightGrams: -1}, "weightGrams", bookstore.MsgBookWeight},
		{bookstore.BookParcel{WeightGrams: 20001}, "weightGrams", bookstore.MsgBookWeight},
		{bookstore.BookParcel{WidthMM: 1001}, "widthMm", bookstore.MsgBookWidth},
		{bookstore.BookParcel{HeightMM: -5}, "heightMm", bookstore.MsgBookHeight},
		{bookstore.BookParcel{DepthMM: 5000}, "depthMm", bookstore.MsgBookDepth},
	}
	for _, c := range cases {
		in := valid()
		in.Parcel = c.p
		var e *bookstore.Error
		if err := in.Validate(false); !errors.As(err, &e) || len(e.Fields) != 1 || e.Fields[0].Field != c.field || e.Fields[0].Message != c.msg {
			t.Errorf("%+v: %v", c.p, err)
		}
	}
	if (bookstore.BookParcel{WeightGrams: 300, WidthMM: 135, HeightMM: 210}).Complete() ||
		!(bookstore.BookParcel{WeightGrams: 300, WidthMM: 135, HeightMM: 210, DepthMM: 15}).Complete() {
		t.Error("Complete: every field must be entered")
	}
}

// An author proposes the weight and dimensions with the content.
func TestEditBookCarriesParcel(t *testing.T) {
	p := bookstore.BookParcel{WeightGrams: 300, WidthMM: 135, HeightMM: 210, DepthMM: 15}
	author := bookstore.Actor{UserID: "u", Role: bookstore.RoleAuthor, AuthorID: "a", AuthorApproved: true}
	for _, a := range []bookstore.Actor{author, {UserID: "x", Role: bookstore.RoleAdmin}} {
		if e := bookstore.EditBook(a, "", bookstore.BookInput{Parcel: p}); e.Book.Parcel != p {
			t.Errorf("%v: %+v", a.Role, e.Book.Parcel)
		}
	}
}
