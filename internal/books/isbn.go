package books

import (
	"context"
	"log/slog"
	"strings"

	"bookstore/internal/bookstore"
)

// ISBN fills the book form from an ISBN: the outside services
// (bookstore.ISBNLookup) find the book, and the shop's own author and
// category records are matched to the names they give.
type ISBN struct {
	Lookup bookstore.ISBNLookup
	// Authors and Categories are the shop's records the names are matched to.
	Authors interface {
		AuthorOptions(ctx context.Context, q string, limit int) ([]bookstore.Author, error)
	}
	Categories interface {
		ListCategories(ctx context.Context, q string) ([]bookstore.Category, error)
	}
	// Covers stores a fetched cover as the shop's own image (nil: a lookup
	// fills no cover).
	Covers CoverImporter
	Log    *slog.Logger
}

// CoverImporter stores a cover's bytes as an upload of u (re-encoded as a
// cover, live at once as an admin's upload) and returns its URL.
type CoverImporter interface {
	ImportCover(ctx context.Context, u *bookstore.User, data []byte) (string, error)
}

// ISBNResult is what the book form fills from a lookup: only the fields
// that were found; AuthorID and CategoryID are the shop's records whose
// names contain the first listed author and category.
type ISBNResult struct {
	Found          bool
	Book           *bookstore.ISBNBook
	AuthorID       string
	CategoryID     string
	RemoteCoverURL string
}

// Find validates the ISBN and asks the outside services.
func (s *ISBN) Find(ctx context.Context, raw string) (*ISBNResult, error) {
	n := bookstore.NormalizeISBN(raw)
	if n == "" {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "isbn", Message: bookstore.MsgISBNRequired})
	}
	if _, err := bookstore.ValidateISBN(n); err != nil {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "isbn", Message: bookstore.ErrorMessage(err)})
	}
	b, err := s.Lookup.Lookup(ctx, n)
	if err != nil {
		s.Log.WarnContext(ctx, "isbn lookup failed", "isbn", n, "err", err)
		// The lookup's own error says why (502 with the reason); anything
		// else is still the outside services' failure, not the shop's.
		if bookstore.ErrorCode(err) == bookstore.CodeBadGateway {
			return nil, err
		}
		return nil, bookstore.Errorf(bookstore.CodeBadGateway, bookstore.MsgISBNLookupFailed)
	}
	if b == nil {
		return &ISBNResult{}, nil
	}
	r := &ISBNResult{Found: true, Book: b, RemoteCoverURL: b.CoverURL}
	if len(b.Authors) > 0 {
		if as, err := s.Authors.AuthorOptions(ctx, b.Authors[0], 1); err == nil && len(as) > 0 {
			r.AuthorID = as[0].ID
		}
	}
	if len(b.Categories) > 0 {
		r.CategoryID = s.categoryNamed(ctx, b.Categories[0])
	}
	return r, nil
}

// categoryNamed is the first category whose folded name contains the
// given one or is contained in it ("" none).
func (s *ISBN) categoryNamed(ctx context.Context, name string) string {
	want := bookstore.FoldSearch(name)
	cs, err := s.Categories.ListCategories(ctx, "")
	if err != nil || want == "" {
		return ""
	}
	for _, c := range cs {
		got := bookstore.FoldSearch(c.Name)
		if got != "" && (strings.Contains(got, want) || strings.Contains(want, got)) {
			return c.ID
		}
	}
	return ""
}

// ImportCover stores a lookup's cover (RemoteCoverURL) as the shop's own
// image, uploaded by u, and returns its URL; "" when there is none or it
// cannot be had (the form keeps its cover).
func (s *ISBN) ImportCover(ctx context.Context, u *bookstore.User, remote string) string {
	if remote == "" || s.Covers == nil || u == nil {
		return ""
	}
	data, err := s.Lookup.FetchCover(ctx, remote)
	if err != nil {
		s.Log.WarnContext(ctx, "isbn cover not fetched", "url", remote, "err", err)
		return ""
	}
	url, err := s.Covers.ImportCover(ctx, u, data)
	if err != nil {
		s.Log.WarnContext(ctx, "isbn cover not stored", "url", remote, "err", err)
		return ""
	}
	return url
}
