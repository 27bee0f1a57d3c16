package books

import "bookstore/internal/bookstore"

// bookRecord is a book as the audit log keeps it (the same for both panels;
// the author dashboard's feed reads its title).
type bookRecord struct {
	Title      string `json:"title"`
	ISBN       string `json:"isbn"`
	AuthorID   string `json:"authorId"`
	CategoryID string `json:"categoryId,omitempty"`
	Price      int64  `json:"price"`
	Stock      int    `json:"stock"`
	PageCount  int    `json:"pageCount"`
	CoverURL   string `json:"coverUrl"`
	Featured   bool   `json:"featured"`
	Approved   bool   `json:"approved"`
	// Pending: the author's edit waiting for the admin, not the live book.
	Pending bool `json:"pending,omitempty"`
	// The description is long HTML: its size stands in for it.
	DescriptionLen int `json:"descriptionLength"`
	// Reason is the admin's reason for rejecting the author's edit.
	Reason string `json:"reason,omitempty"`
}

func recordOf(b *bookstore.BookSummary) *bookRecord {
	if b == nil {
		return nil
	}
	return &bookRecord{Title: b.Title, ISBN: b.ISBN, AuthorID: b.AuthorID, CategoryID: b.CategoryID, Price: b.Price, Stock: b.Stock,
		PageCount: b.PageCount, CoverURL: b.CoverURL, Featured: b.Featured, Approved: b.Approved, DescriptionLen: len(b.Description)}
}

// revisionRecordOf is b as its pending revision would make it (b itself
// when none waits), marked pending: the audit entry of an author's edit of
// an approved book, whose title the author's feed shows.
func revisionRecordOf(b *bookstore.BookSummary) *bookRecord {
	r := recordOf(b)
	if r == nil || b.Revision == nil {
		return r
	}
	rev := b.Revision
	r.Title, r.ISBN, r.CategoryID, r.Price, r.PageCount = rev.Title, rev.ISBN, rev.CategoryID, rev.Price, rev.PageCount
	r.DescriptionLen, r.Pending = len(rev.Description), true
	return r
}
