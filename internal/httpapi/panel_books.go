package httpapi

import (
	"context"
	"net/http"

	"bookstore/internal/books"
	"bookstore/internal/bookstore"
)

// bookHandlers are the book pages of both panels (/api/admin/books and
// /api/author/books) and the admin's ISBN lookup: the route's guard admits
// the panel's role, the book service decides from the signed-in actor what
// they may see and set. Only the request body differs (an author's form
// has no approval, stock, featured, cover or author field), so each panel
// converts its own (admin_books.go, author_panel.go).
type bookHandlers struct {
	books *books.Service
	isbn  *books.ISBN
}

func (h bookHandlers) listPanelBooks(ctx context.Context, in *adminListInput) (*adminBooksOutput, error) {
	return h.listPanelBooksWhere(ctx, in, "", "")
}

func (h bookHandlers) listPanelBooksWhere(ctx context.Context, in *adminListInput, status bookstore.BookStatusFilter,
	stock bookstore.BookStockFilter) (*adminBooksOutput, error) {
	a, err := actorOf(ctx, h.books)
	if err != nil {
		return nil, err
	}
	p := bookstore.PageRequest{Page: in.Page, Size: in.PageSize}.Normalize()
	books, total, err := h.books.List(ctx, a, in.Q, status, stock, p)
	if err != nil {
		return nil, err
	}
	return &adminBooksOutput{Body: bookList(books, total, p)}, nil
}

func (h bookHandlers) getPanelBook(ctx context.Context, in *idInput) (*adminBookOutput, error) {
	return h.run(ctx, in.ID, h.books.Get)
}

// createPanelBook adds a book from a panel's form (form: the body
// converted, or the conversion's error).
func (h bookHandlers) createPanelBook(ctx context.Context, form bookstore.BookInput, formErr error) (*createdBookOutput, error) {
	a, err := actorOf(ctx, h.books)
	if err != nil {
		return nil, err
	}
	if formErr != nil {
		return nil, formErr
	}
	b, err := h.books.Save(ctx, a, "", form)
	if err != nil {
		return nil, err
	}
	return &createdBookOutput{Status: http.StatusCreated, Body: adminBookView(b)}, nil
}

// updatePanelBook saves book id from a panel's form.
func (h bookHandlers) updatePanelBook(ctx context.Context, id string, form bookstore.BookInput, formErr error) (*adminBookOutput, error) {
	a, err := actorOf(ctx, h.books)
	if err != nil {
		return nil, err
	}
	if formErr != nil {
		return nil, formErr
	}
	b, err := bookstore.ByID(ctx, id, bookstore.MsgBookNotFound, func(ctx context.Context, id string) (*bookstore.BookSummary, error) {
		return h.books.Save(ctx, a, id, form)
	})
	if err != nil {
		return nil, err
	}
	return &adminBookOutput{Body: adminBookView(b)}, nil
}

// run calls fn as the signed-in actor on the book named by id (a malformed
// or unknown id answers not found) and answers the book as saved.
func (h bookHandlers) run(ctx context.Context, id string,
	fn func(ctx context.Context, a bookstore.Actor, id string) (*bookstore.BookSummary, error)) (*adminBookOutput, error) {
	b, err := asActor(ctx, h.books, id, bookstore.MsgBookNotFound, fn)
	if err != nil {
		return nil, err
	}
	return &adminBookOutput{Body: adminBookView(b)}, nil
}
