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
	// The description is long HTML: its size stands in for it.
	DescriptionLen int `json:"descriptionLength"`
}

func recordOf(b *bookstore.BookSummary) *bookRecord {
	if b == nil {
		return nil
	}
	return &bookRecord{Title: b.Title, ISBN: b.ISBN, AuthorID: b.AuthorID, CategoryID: b.CategoryID, Price: b.Price, Stock: b.Stock,
		PageCount: b.PageCount, CoverURL: b.CoverURL, Featured: b.Featured, Approved: b.Approved, DescriptionLen: len(b.Description)}
}
