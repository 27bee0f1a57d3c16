package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// An author's edit of an approved book waits as the book's pending revision
// (bookstore.BookRevision): both panels see it beside the live fields, the
// admin's approval (adminBookApproval) applies it, a rejection drops it.

// BookRevision is the pending revision of a book as the panels show it.
type BookRevision struct {
	Title           string    `json:"title"`
	ISBN            string    `json:"isbn"`
	CategoryID      *string   `json:"categoryId"`
	CategoryName    *string   `json:"categoryName"`
	Price           int64     `json:"price" doc:"kuruş"`
	PageCount       int       `json:"pageCount"`
	PublicationDate *string   `json:"publicationDate" doc:"YYYY-MM-DD or null"`
	Description     string    `json:"description" doc:"sanitised HTML"`
	CoverURL        *string   `json:"coverUrl" doc:"the author's cover waiting in image approval, or null"`
	UpdatedAt       time.Time `json:"updatedAt"`
	BookParcelFields
}

func bookRevisionView(r *bookstore.BookRevision) *BookRevision {
	if r == nil {
		return nil
	}
	v := &BookRevision{Title: r.Title, ISBN: r.ISBN, CategoryID: nullable(r.CategoryID), CategoryName: nullable(r.CategoryName),
		Price: r.Price, PageCount: r.PageCount, Description: r.Description, CoverURL: nullable(r.CoverURL), UpdatedAt: r.UpdatedAt,
		BookParcelFields: bookParcelView(r.Parcel)}
	if r.PublicationDate != nil {
		d := r.PublicationDate.Format(time.DateOnly)
		v.PublicationDate = &d
	}
	return v
}

// adminRejectBookRevision drops the author's edit waiting on a book; the
// reason is mailed to the author.
func (h bookHandlers) adminRejectBookRevision(ctx context.Context, in *reasonInput) (*adminBookOutput, error) {
	return h.run(ctx, in.ID, func(ctx context.Context, a bookstore.Actor, id string) (*bookstore.BookSummary, error) {
		return h.books.RejectRevision(ctx, a, id, in.Body.Reason)
	})
}
