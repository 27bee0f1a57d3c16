package admin

import (
	"context"
	"strings"

	"bookstore/internal/bookstore"
)

// ISBNResult is what the book form fills from a lookup: only the fields
// that were found (panels.md §5); AuthorID and CategoryID are the shop's
// records whose names contain the first listed author and category.
type ISBNResult struct {
	Found          bool
	Book           *bookstore.ISBNBook
	AuthorID       string
	CategoryID     string
	RemoteCoverURL string
}

// LookupISBN validates the ISBN and asks the outside services.
func (s *Service) LookupISBN(ctx context.Context, raw string) (*ISBNResult, error) {
	n := bookstore.NormalizeISBN(raw)
	if n == "" {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "isbn", Message: bookstore.MsgISBNRequired})
	}
	if _, err := bookstore.ValidateISBN(n); err != nil {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "isbn", Message: bookstore.ErrorMessage(err)})
	}
	b, err := s.ISBN.Lookup(ctx, n)
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
		want := bookstore.FoldSearch(b.Categories[0])
		if cs, err := s.Categories.ListCategories(ctx, ""); err == nil {
			for _, c := range cs {
				name := bookstore.FoldSearch(c.Name)
				if name != "" && want != "" && (strings.Contains(name, want) || strings.Contains(want, name)) {
					r.CategoryID = c.ID
					break
				}
			}
		}
	}
	return r, nil
}

// FetchCover downloads a lookup's cover (RemoteCoverURL) for the shop to
// store as its own image.
func (s *Service) FetchCover(ctx context.Context, remote string) ([]byte, error) {
	return s.ISBN.FetchCover(ctx, remote)
}
