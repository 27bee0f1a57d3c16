package storefront

import (
	"context"
	"errors"
	"strings"

	"bookstore/internal/bookstore"
)

// AuthorPageBooks bounds the books listed on an author's page.
const AuthorPageBooks = 48

// Author is a public author's profile: 'Yazar bulunamadı' for a malformed
// id and for a missing or unapproved author alike.
func (s *Service) Author(ctx context.Context, id string) (*bookstore.Author, error) {
	return bookstore.ByID(ctx, id, bookstore.MsgAuthorNotFound, s.Store.PublicAuthor)
}

// AuthorBooks is the public books of an author's page, newest first.
func (s *Service) AuthorBooks(ctx context.Context, authorID string) ([]bookstore.BookSummary, error) {
	return s.Store.PublicBooksByAuthor(ctx, authorID, AuthorPageBooks)
}

// Event is a public event's page: 'Etkinlik bulunamadı' for a malformed id
// and for a missing or hidden event alike.
func (s *Service) Event(ctx context.Context, id string) (*bookstore.EventSummary, error) {
	return bookstore.ByID(ctx, id, bookstore.MsgEventNotFound, s.Store.PublicEvent)
}

// PublishedPage is a content page as stored: 'Sayfa bulunamadı' until it is
// published.
func (s *Service) PublishedPage(ctx context.Context, key string) (*bookstore.PageContent, error) {
	p, err := s.Store.PublishedPage(ctx, key)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, notFound(bookstore.MsgPageNotFound)
	}
	return p, err
}

// Page is a published content page as shown: the shipping rule in force in
// place of its token.
func (s *Service) Page(ctx context.Context, key string) (*bookstore.PageContent, error) {
	p, err := s.PublishedPage(ctx, key)
	if err != nil {
		return nil, err
	}
	if strings.Contains(p.Content, bookstore.ShippingTermsToken) {
		rule, err := s.Campaigns.ShippingRule(ctx)
		if err != nil {
			return nil, err
		}
		shown := *p
		shown.Content = bookstore.FillShippingTerms(p.Content, rule)
		p = &shown
	}
	return p, nil
}

// SuggestLimit is how many books and authors the header search suggests.
const SuggestLimit = 5

// Suggestions are the header search's books and authors.
type Suggestions struct {
	Books   []bookstore.BookSummary
	Authors []bookstore.Author
}

// Suggest finds the books (by title) and authors matching q; a query under
// two letters suggests nothing.
func (s *Service) Suggest(ctx context.Context, q string) (*Suggestions, error) {
	if len([]rune(bookstore.FoldSearch(q))) < 2 {
		return &Suggestions{}, nil
	}
	page := bookstore.PageRequest{Page: 1, Size: SuggestLimit}
	books, _, err := s.Store.PublicBooks(ctx, bookstore.BookFilter{Query: q, Sort: bookstore.SortTitle, WithoutTotal: true, PageRequest: page})
	if err != nil {
		return nil, err
	}
	authors, _, err := s.Store.PublicAuthors(ctx, bookstore.AuthorFilter{Query: q, WithoutTotal: true, PageRequest: page})
	if err != nil {
		return nil, err
	}
	return &Suggestions{Books: books, Authors: authors}, nil
}
