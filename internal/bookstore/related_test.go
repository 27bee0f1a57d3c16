package bookstore_test

import (
	"fmt"
	"slices"
	"testing"

	"bookstore/internal/bookstore"
)

func books(ids ...string) []bookstore.BookSummary {
	out := make([]bookstore.BookSummary, len(ids))
	for i, id := range ids {
		out[i].ID = id
	}
	return out
}

func seq(prefix string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%s%d", prefix, i+1)
	}
	return out
}

func ids(items []bookstore.BookSummary) []string {
	out := make([]string, len(items))
	for i, b := range items {
		out[i] = b.ID
	}
	return out
}

func TestPickRelated(t *testing.T) {
	tests := []struct {
		name                 string
		c                    bookstore.RelatedCandidates
		wantAuthor, wantSame []string
	}{
		{name: "nothing to show", wantAuthor: []string{}, wantSame: []string{}},
		{name: "the book itself is never shown",
			c:          bookstore.RelatedCandidates{ByAuthor: books("self", "a1"), BoughtTogether: books("self", "x1"), SameCategory: books("self", "c1")},
			wantAuthor: []string{"a1"}, wantSame: []string{"x1", "c1"}},
		{name: "bought together first, then the category in its order",
			c:          bookstore.RelatedCandidates{BoughtTogether: books("x1", "x2"), SameCategory: books("c1", "c2", "c3")},
			wantAuthor: []string{}, wantSame: []string{"x1", "x2", "c1", "c2", "c3"}},
		{name: "a book of the author's row is not repeated in the similar row",
			c:          bookstore.RelatedCandidates{ByAuthor: books("a1", "a2"), BoughtTogether: books("a2", "x1"), SameCategory: books("a1", "c1")},
			wantAuthor: []string{"a1", "a2"}, wantSame: []string{"x1", "c1"}},
		{name: "a book bought together and in the category shows once",
			c:          bookstore.RelatedCandidates{BoughtTogether: books("x1"), SameCategory: books("c1", "x1", "c2")},
			wantAuthor: []string{}, wantSame: []string{"x1", "c1", "c2"}},
		{name: "rows stop at six",
			c:          bookstore.RelatedCandidates{ByAuthor: books(seq("a", 9)...), BoughtTogether: books(seq("x", 4)...), SameCategory: books(seq("c", 9)...)},
			wantAuthor: seq("a", 6), wantSame: []string{"x1", "x2", "x3", "x4", "c1", "c2"}},
		{name: "the author's seventh book may be a similar book",
			c:          bookstore.RelatedCandidates{ByAuthor: books(seq("a", 7)...), BoughtTogether: books("a7", "a1")},
			wantAuthor: seq("a", 6), wantSame: []string{"a7"}},
		{name: "full candidate lists fill both rows whatever they skip",
			c: bookstore.RelatedCandidates{ByAuthor: books(append([]string{"self"}, seq("a", 12)...)...),
				BoughtTogether: books(append(append([]string{"self"}, seq("a", 6)...), seq("x", 2)...)...),
				SameCategory:   books(append(append([]string{"self"}, seq("a", 6)...), seq("c", 6)...)...)},
			wantAuthor: seq("a", 6), wantSame: []string{"x1", "x2", "c1", "c2", "c3", "c4"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := bookstore.PickRelated("self", tt.c)
			if !slices.Equal(ids(got.ByAuthor), tt.wantAuthor) || !slices.Equal(ids(got.Similar), tt.wantSame) {
				t.Errorf("got author %v similar %v, want %v and %v", ids(got.ByAuthor), ids(got.Similar), tt.wantAuthor, tt.wantSame)
			}
		})
	}
}
