package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// Admin: books (Kitap Yönetimi and the book form).

type AdminBook struct {
	ID              string    `json:"id"`
	Title           string    `json:"title"`
	ISBN            string    `json:"isbn"`
	ISBNFormatted   string    `json:"isbnFormatted" doc:"display groups (1-5-3-1 or 3-1-5-3-1); empty when invalid"`
	AuthorID        string    `json:"authorId"`
	AuthorName      string    `json:"authorName"`
	CategoryID      *string   `json:"categoryId"`
	CategoryName    *string   `json:"categoryName"`
	Price           int64     `json:"price" doc:"kuruş"`
	Stock           int       `json:"stock"`
	PageCount       int       `json:"pageCount"`
	PublicationDate *string   `json:"publicationDate" doc:"YYYY-MM-DD or null"`
	CoverURL        *string   `json:"coverUrl"`
	Description     string    `json:"description" doc:"sanitised HTML"`
	Featured        bool      `json:"featured"`
	Approved        bool      `json:"approved"`
	CreatedAt       time.Time `json:"createdAt"`
	// PendingRevision is the author's edit waiting for the admin; the
	// fields above are the live (approved) ones the shop shows.
	PendingRevision *BookRevision `json:"pendingRevision" doc:"the author's edit waiting for approval, or null"`
	KDVRate         *int          `json:"kdvRate" doc:"the book's own KDV percent; null: the shop's default class"`
	KDVExemption    string        `json:"kdvExemption" doc:"the own class's exemption code (with 0 %); empty otherwise"`
	BookParcelFields
}

func adminBookView(b *bookstore.BookSummary) AdminBook {
	v := AdminBook{ID: b.ID, Title: b.Title, ISBN: b.ISBN, AuthorID: b.AuthorID, AuthorName: b.AuthorName,
		CategoryID: nullable(b.CategoryID), CategoryName: nullable(b.CategoryName), Price: b.Price, Stock: b.Stock,
		PageCount: b.PageCount, CoverURL: nullable(b.CoverURL), Description: b.Description, Featured: b.Featured,
		Approved: b.Approved, CreatedAt: b.CreatedAt, PendingRevision: bookRevisionView(b.Revision), BookParcelFields: bookParcelView(b.Parcel)}
	if c := b.TaxClass; c != nil {
		v.KDVRate, v.KDVExemption = &c.Rate, c.Exemption
	}
	if _, err := bookstore.ValidateISBN(b.ISBN); err == nil {
		v.ISBNFormatted = bookstore.FormatISBN(b.ISBN)
	}
	if b.PublicationDate != nil {
		d := b.PublicationDate.Format(time.DateOnly)
		v.PublicationDate = &d
	}
	return v
}

type AdminBookList struct {
	Items    []AdminBook `json:"items"`
	Total    int         `json:"total"`
	Page     int         `json:"page"`
	PageSize int         `json:"pageSize"`
}

type adminBooksOutput struct{ Body AdminBookList }

// adminBooksInput is the admin list's query: the search and paging of
// every panel list, and the approval and stock filters.
type adminBooksInput struct {
	Q        string `query:"q" maxLength:"100" doc:"folded, Turkish-aware"`
	Page     int    `query:"page" minimum:"1" maximum:"5000" default:"1"`
	PageSize int    `query:"pageSize" minimum:"1" maximum:"48" default:"20"`
	Status   string `query:"status" enum:"approved,pending,revision" required:"false" doc:"approval state; revision: an author's edit waits"`
	Stock    string `query:"stock" enum:"in,low,out" required:"false" doc:"low: in stock, at or under the low-stock threshold"`
}

func (h bookHandlers) adminListBooks(ctx context.Context, in *adminBooksInput) (*adminBooksOutput, error) {
	list := adminListInput{Q: in.Q, Page: in.Page, PageSize: in.PageSize}
	return h.listPanelBooksWhere(ctx, &list, bookstore.BookStatusFilter(in.Status), bookstore.BookStockFilter(in.Stock))
}

// bookList is a page of books for the admin and author panels.
func bookList(books []bookstore.BookSummary, total int, p bookstore.PageRequest) AdminBookList {
	l := AdminBookList{Items: make([]AdminBook, len(books)), Total: total, Page: p.Page, PageSize: p.Size}
	for i := range books {
		l.Items[i] = adminBookView(&books[i])
	}
	return l
}

type adminBookOutput struct{ Body AdminBook }

func (h bookHandlers) adminGetBook(ctx context.Context, in *idInput) (*adminBookOutput, error) {
	return h.getPanelBook(ctx, in)
}

type BookRequest struct {
	Title           string  `json:"title" maxLength:"400"`
	ISBN            string  `json:"isbn" maxLength:"40"`
	AuthorID        string  `json:"authorId" maxLength:"64"`
	CategoryID      string  `json:"categoryId,omitempty" required:"false" maxLength:"64" doc:"empty: no category"`
	Price           int64   `json:"price" doc:"kuruş (the form's lira x 100)"`
	Stock           int     `json:"stock" required:"false"`
	PageCount       int     `json:"pageCount" required:"false"`
	PublicationDate *string `json:"publicationDate,omitempty" required:"false" nullable:"true" doc:"YYYY-MM-DD; empty or null for none"`
	CoverURL        string  `json:"coverUrl" maxLength:"400"`
	Description     string  `json:"description,omitempty" required:"false" maxLength:"100000" doc:"rich text; sanitised on save"`
	Featured        bool    `json:"featured,omitempty" required:"false"`
	Approved        bool    `json:"approved,omitempty" required:"false"`
	KDVRate         *int    `json:"kdvRate,omitempty" required:"false" nullable:"true" minimum:"-1000" maximum:"1000" doc:"the book's own KDV percent (0, 1, 10 or 20); null or absent: the shop's default class"`
	KDVExemption    string  `json:"kdvExemption,omitempty" required:"false" maxLength:"16" doc:"exemption code with an own 0 %"`
	BookParcelRequest
}

const msgBadDate = "Geçerli bir tarih girin (GG.AA.YYYY)"

func (r *BookRequest) input() (bookstore.BookInput, error) {
	in := bookstore.BookInput{Title: r.Title, ISBN: r.ISBN, AuthorID: r.AuthorID, CategoryID: r.CategoryID, CoverURL: r.CoverURL,
		Description: r.Description, Price: r.Price, Stock: r.Stock, PageCount: r.PageCount, Featured: r.Featured, Approved: r.Approved,
		TaxClass: bookTaxClass(r.KDVRate, r.KDVExemption), Parcel: r.parcel()}
	var err error
	in.PublicationDate, err = publicationDate(r.PublicationDate)
	return in, err
}

// publicationDate reads the book forms' date: YYYY-MM-DD, or empty or null
// for none.
func publicationDate(s *string) (*time.Time, error) {
	if s == nil || *s == "" {
		return nil, nil
	}
	d, err := time.Parse(time.DateOnly, *s)
	if err != nil || d.Year() < 1000 || d.Year() > 9999 {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "publicationDate", Message: msgBadDate})
	}
	return &d, nil
}

type bookInput struct{ Body BookRequest }

type createdBookOutput struct {
	Status int
	Body   AdminBook
}

func (h bookHandlers) adminCreateBook(ctx context.Context, in *bookInput) (*createdBookOutput, error) {
	form, err := in.Body.input()
	return h.createPanelBook(ctx, form, err)
}

type updateBookInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body BookRequest
}

func (h bookHandlers) adminUpdateBook(ctx context.Context, in *updateBookInput) (*adminBookOutput, error) {
	form, err := in.Body.input()
	return h.updatePanelBook(ctx, in.ID, form, err)
}

type ApprovalRequest struct {
	Approved bool `json:"approved"`
}

type approvalInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body ApprovalRequest
}

func (h bookHandlers) adminBookApproval(ctx context.Context, in *approvalInput) (*adminBookOutput, error) {
	return h.run(ctx, in.ID, func(ctx context.Context, a bookstore.Actor, id string) (*bookstore.BookSummary, error) {
		return h.books.SetApproval(ctx, a, id, in.Body.Approved)
	})
}

func (h bookHandlers) adminDeleteBook(ctx context.Context, in *idInput) (*struct{}, error) {
	_, err := asActor(ctx, h.books, in.ID, bookstore.MsgBookNotFound, func(ctx context.Context, a bookstore.Actor, id string) (struct{}, error) {
		return struct{}{}, h.books.Delete(ctx, a, id)
	})
	return nil, err
}

type ISBNLookupRequest struct {
	ISBN string `json:"isbn" maxLength:"40"`
}

type ISBNBookData struct {
	Title           *string `json:"title" doc:"null when not found: the form keeps its value"`
	Description     *string `json:"description" doc:"sanitised HTML"`
	AuthorID        *string `json:"authorId" doc:"an approved author whose name contains the first listed author"`
	AuthorName      *string `json:"authorName" doc:"the first listed author as the source gives it"`
	CategoryID      *string `json:"categoryId"`
	PageCount       *int    `json:"pageCount"`
	PublicationDate *string `json:"publicationDate" doc:"YYYY-MM-DD"`
	CoverURL        *string `json:"coverUrl" doc:"the source's cover image (https)"`
}

type ISBNLookupResponse struct {
	Found    bool          `json:"found"`
	Message  string        `json:"message" doc:"'Kitap bilgileri ISBN'den alındı' or 'Bu ISBN için kitap bilgisi bulunamadı'"`
	BookData *ISBNBookData `json:"bookData"`
}

type isbnLookupInput struct{ Body ISBNLookupRequest }
type isbnLookupOutput struct{ Body ISBNLookupResponse }

func (h bookHandlers) adminISBNLookup(ctx context.Context, in *isbnLookupInput) (*isbnLookupOutput, error) {
	r, err := h.isbn.Find(ctx, in.Body.ISBN)
	if err != nil {
		return nil, err
	}
	if !r.Found {
		return &isbnLookupOutput{Body: ISBNLookupResponse{Message: bookstore.MsgISBNNotFound}}, nil
	}
	b := r.Book
	d := &ISBNBookData{Title: nullable(b.Title), AuthorID: nullable(r.AuthorID), CategoryID: nullable(r.CategoryID),
		CoverURL: nullable(h.importCover(ctx, r.RemoteCoverURL))}
	if b.Description != "" {
		desc := h.books.Sanitize(b.Description)
		d.Description = &desc
	}
	if len(b.Authors) > 0 {
		d.AuthorName = &b.Authors[0]
	}
	if b.PageCount > 0 {
		d.PageCount = &b.PageCount
	}
	if b.PublicationDate != nil {
		pd := b.PublicationDate.Format(time.DateOnly)
		d.PublicationDate = &pd
	}
	return &isbnLookupOutput{Body: ISBNLookupResponse{Found: true, Message: bookstore.MsgISBNFound, BookData: d}}, nil
}

// importCover stores the lookup's cover as the shop's own image, the
// caller's upload (books.ISBN.ImportCover); "" when there is none.
func (h bookHandlers) importCover(ctx context.Context, remote string) string {
	u, err := caller(ctx)
	if err != nil || u == nil {
		return ""
	}
	return h.isbn.ImportCover(ctx, u, remote)
}
