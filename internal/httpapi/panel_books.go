package httpapi

import (
	"context"
	"net/http"

	"bookstore/internal/bookstore"
)

// The book pages of both panels (/api/admin/books and /api/author/books)
// share these handlers: the route's guard admits the panel's role, the book
// service decides from the signed-in actor what they may see and set. Only
// the request body differs (an author's form has no approval, stock,
// featured, cover or author field), so each panel converts its own.

// bookActor is the signed-in user as the book service's actor.
func (s *Server) bookActor(ctx context.Context) (bookstore.Actor, error) {
	u, err := caller(ctx)
	if err != nil {
		return bookstore.Actor{}, err
	}
	return s.books.ActorOf(ctx, u)
}

func (s *Server) listPanelBooks(ctx context.Context, in *adminListInput) (*adminBooksOutput, error) {
	return s.listPanelBooksWhere(ctx, in, "", "")
}

func (s *Server) listPanelBooksWhere(ctx context.Context, in *adminListInput, status bookstore.BookStatusFilter,
	stock bookstore.BookStockFilter) (*adminBooksOutput, error) {
	a, err := s.bookActor(ctx)
	if err != nil {
		return nil, err
	}
	p := bookstore.PageRequest{Page: in.Page, Size: in.PageSize}.Normalize()
	books, total, err := s.books.List(ctx, a, in.Q, status, stock, p)
	if err != nil {
		return nil, err
	}
	return &adminBooksOutput{Body: bookList(books, total, p)}, nil
}

func (s *Server) getPanelBook(ctx context.Context, in *idInput) (*adminBookOutput, error) {
	a, err := s.bookActor(ctx)
	if err != nil {
		return nil, err
	}
	b, err := byID(ctx, in.ID, bookstore.MsgBookNotFound, func(ctx context.Context, id string) (*bookstore.BookSummary, error) {
		return s.books.Get(ctx, a, id)
	})
	if err != nil {
		return nil, err
	}
	return &adminBookOutput{Body: adminBookView(b)}, nil
}

// createPanelBook adds a book from a panel's form (form: the body
// converted, or the conversion's error).
func (s *Server) createPanelBook(ctx context.Context, form bookstore.BookInput, formErr error) (*createdBookOutput, error) {
	a, err := s.bookActor(ctx)
	if err != nil {
		return nil, err
	}
	if formErr != nil {
		return nil, formErr
	}
	b, err := s.books.Save(ctx, a, "", form)
	if err != nil {
		return nil, err
	}
	return &createdBookOutput{Status: http.StatusCreated, Body: adminBookView(b)}, nil
}

// updatePanelBook saves book id from a panel's form.
func (s *Server) updatePanelBook(ctx context.Context, id string, form bookstore.BookInput, formErr error) (*adminBookOutput, error) {
	a, err := s.bookActor(ctx)
	if err != nil {
		return nil, err
	}
	if formErr != nil {
		return nil, formErr
	}
	b, err := byID(ctx, id, bookstore.MsgBookNotFound, func(ctx context.Context, id string) (*bookstore.BookSummary, error) {
		return s.books.Save(ctx, a, id, form)
	})
	if err != nil {
		return nil, err
	}
	return &adminBookOutput{Body: adminBookView(b)}, nil
}
