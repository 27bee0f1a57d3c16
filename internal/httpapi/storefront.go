package httpapi

import (
	"context"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

// Public catalogue API. Every read goes through bookstore.Storefront, whose
// queries only ever return what the public may see.

type BookCard struct {
	ID           string  `json:"id"`
	Title        string  `json:"title"`
	AuthorID     string  `json:"authorId"`
	AuthorName   string  `json:"authorName"`
	CategoryID   *string `json:"categoryId"`
	CategoryName *string `json:"categoryName"`
	Price        int64   `json:"price" doc:"kuruş"`
	CoverURL     *string `json:"coverUrl"`
	Stock        int     `json:"stock"`
	IsFeatured   bool    `json:"isFeatured"`
	Excerpt      string  `json:"excerpt" doc:"plain text, at most 150 characters"`
}

func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func bookCard(b *bookstore.BookSummary) BookCard {
	return BookCard{ID: b.ID, Title: b.Title, AuthorID: b.AuthorID, AuthorName: b.AuthorName,
		CategoryID: nullable(b.CategoryID), CategoryName: nullable(b.CategoryName), Price: b.Price,
		CoverURL: nullable(b.CoverURL), Stock: b.Stock, IsFeatured: b.Featured,
		Excerpt: b.Excerpt}
}

func bookCards(items []bookstore.BookSummary) []BookCard {
	out := make([]BookCard, len(items))
	for i := range items {
		out[i] = bookCard(&items[i])
	}
	return out
}

type BookList struct {
	Items []BookCard `json:"items"`
	Total int        `json:"total"`
	// TotalCapped says a search matched more than Total (1000) books; Total
	// is then a lower bound and the pages stop there.
	TotalCapped bool `json:"totalCapped"`
	Page        int  `json:"page"`
	PageSize    int  `json:"pageSize"`
}

// Every list input declares page and pageSize itself (huma reads query
// parameters only from the input's own fields, not from embedded structs):
//
//	Page     int `query:"page" minimum:"1" maximum:"5000" default:"1"`
//	PageSize int `query:"pageSize" minimum:"1" maximum:"48" default:"20"`
func pageOf(page, size int) bookstore.PageRequest {
	return bookstore.PageRequest{Page: page, Size: size}.Normalize()
}

type listBooksInput struct {
	Q        string `query:"q" maxLength:"100" doc:"title or author name; Turkish-aware"`
	Category string `query:"category" maxLength:"36"`
	Sort     string `query:"sort" enum:"newest,title,price_asc,price_desc" default:"newest"`
	Page     int    `query:"page" minimum:"1" maximum:"5000" default:"1"`
	PageSize int    `query:"pageSize" minimum:"1" maximum:"48" default:"20"`
}

type bookListOutput struct{ Body BookList }

var errBadCategory = bookstore.Invalid(bookstore.FieldError{Field: "category", Message: "Geçersiz kategori"})

func (s *Server) listBooks(ctx context.Context, in *listBooksInput) (*bookListOutput, error) {
	if in.Category != "" && !bookstore.ValidID(in.Category) {
		return nil, errBadCategory
	}
	sort, _ := bookstore.ParseBookSort(in.Sort)
	p := pageOf(in.Page, in.PageSize)
	items, total, err := s.store.PublicBooks(ctx, bookstore.BookFilter{Query: in.Q, CategoryID: in.Category, Sort: sort, PageRequest: p})
	if err != nil {
		return nil, err
	}
	// Only a search's total is capped (see bookstore.SearchTotalCap).
	capped := len(bookstore.SearchTokens(in.Q)) > 0 && total > bookstore.SearchTotalCap
	if capped {
		total = bookstore.SearchTotalCap
	}
	return &bookListOutput{Body: BookList{Items: bookCards(items), Total: total, TotalCapped: capped, Page: p.Page, PageSize: p.Size}}, nil
}

type FeaturedBooks struct {
	Items []BookCard `json:"items"`
}

type featuredOutput struct{ Body FeaturedBooks }

func (s *Server) featuredBooks(ctx context.Context, _ *struct{}) (*featuredOutput, error) {
	items, err := s.store.FeaturedBooks(ctx, bookstore.FeaturedOnHome)
	if err != nil {
		return nil, err
	}
	return &featuredOutput{Body: FeaturedBooks{Items: bookCards(items)}}, nil
}

type idInput struct {
	ID string `path:"id" maxLength:"64"`
}

type BookAuthor struct {
	ID       string  `json:"id"`
	Name     string  `json:"name"`
	PhotoURL *string `json:"photoUrl"`
	Excerpt  string  `json:"excerpt" doc:"plain text, at most 200 characters"`
}

type BookDetail struct {
	BookCard
	Description     string     `json:"description" doc:"sanitised HTML"`
	ISBN            string     `json:"isbn"`
	PageCount       int        `json:"pageCount"`
	PublicationDate *string    `json:"publicationDate" doc:"YYYY-MM-DD"`
	Author          BookAuthor `json:"author"`
}

type bookDetailOutput struct{ Body BookDetail }

func notFound(msg string) error { return bookstore.Errorf(bookstore.CodeNotFound, "%s", msg) }

// byID looks a record up by an id from the URL: a malformed id and a missing
// (or, for public reads, hidden) record both answer 404 with the spec's
// message, so a caller cannot tell them apart.
func byID[T any](ctx context.Context, id, missing string, get func(context.Context, string) (T, error)) (T, error) {
	var zero T
	if !bookstore.ValidID(id) {
		return zero, notFound(missing)
	}
	v, err := get(ctx, id)
	if errors.Is(err, bookstore.ErrNotFound) {
		return zero, notFound(missing)
	}
	return v, err
}

func (s *Server) getBook(ctx context.Context, in *idInput) (*bookDetailOutput, error) {
	b, err := s.publicBook(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return &bookDetailOutput{Body: bookDetail(b)}, nil
}

// publicBook is shared by the API and the server-rendered head of /kitap/{id}.
func (s *Server) publicBook(ctx context.Context, id string) (*bookstore.BookDetail, error) {
	return byID(ctx, id, bookstore.MsgBookNotFound, s.store.PublicBook)
}

func bookDetail(b *bookstore.BookDetail) BookDetail {
	d := BookDetail{BookCard: bookCard(&b.BookSummary), Description: b.Description, ISBN: b.ISBN, PageCount: b.PageCount,
		Author: BookAuthor{ID: b.Author.ID, Name: b.Author.Name, PhotoURL: nullable(b.Author.PhotoURL),
			Excerpt: bookstore.Excerpt(bookstore.PlainText(b.Author.Biography), bookstore.AuthorExcerptLen)}}
	if b.PublicationDate != nil {
		v := b.PublicationDate.Format(time.DateOnly)
		d.PublicationDate = &v
	}
	return d
}

type Category struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
}

type CategoryList struct {
	Items []Category `json:"items"`
}

type categoriesOutput struct{ Body CategoryList }

func (s *Server) listCategories(ctx context.Context, _ *struct{}) (*categoriesOutput, error) {
	cats, err := s.store.Categories(ctx)
	if err != nil {
		return nil, err
	}
	out := &categoriesOutput{Body: CategoryList{Items: make([]Category, len(cats))}}
	for i, c := range cats {
		out.Body.Items[i] = Category{ID: c.ID, Name: c.Name, Description: c.Description}
	}
	return out, nil
}

type AuthorCard struct {
	ID        string  `json:"id"`
	Name      string  `json:"name"`
	PhotoURL  *string `json:"photoUrl"`
	Excerpt   string  `json:"excerpt" doc:"plain text, at most 200 characters"`
	SinceYear int     `json:"sinceYear"`
}

func authorCard(a *bookstore.Author) AuthorCard {
	return AuthorCard{ID: a.ID, Name: a.Name, PhotoURL: nullable(a.PhotoURL),
		Excerpt: bookstore.Excerpt(bookstore.PlainText(a.Biography), bookstore.AuthorExcerptLen), SinceYear: a.CreatedAt.Year()}
}

type AuthorList struct {
	Items    []AuthorCard `json:"items"`
	Total    int          `json:"total"`
	Page     int          `json:"page"`
	PageSize int          `json:"pageSize"`
}

type listAuthorsInput struct {
	Q        string `query:"q" maxLength:"100"`
	Page     int    `query:"page" minimum:"1" maximum:"5000" default:"1"`
	PageSize int    `query:"pageSize" minimum:"1" maximum:"48" default:"20"`
}

type authorListOutput struct{ Body AuthorList }

func (s *Server) listAuthors(ctx context.Context, in *listAuthorsInput) (*authorListOutput, error) {
	p := pageOf(in.Page, in.PageSize)
	items, total, err := s.store.PublicAuthors(ctx, bookstore.AuthorFilter{Query: in.Q, PageRequest: p})
	if err != nil {
		return nil, err
	}
	out := &authorListOutput{Body: AuthorList{Items: make([]AuthorCard, len(items)), Total: total, Page: p.Page, PageSize: p.Size}}
	for i := range items {
		out.Body.Items[i] = authorCard(&items[i])
	}
	return out, nil
}

type AuthorProfile struct {
	AuthorCard
	Biography string `json:"biography" doc:"sanitised HTML"`
}

type AuthorPage struct {
	Author         AuthorProfile `json:"author"`
	Books          []BookCard    `json:"books"`
	UpcomingEvents []EventCard   `json:"upcomingEvents"`
}

type authorPageOutput struct{ Body AuthorPage }

// authorPageBooks bounds the books listed on an author's page.
const authorPageBooks = 48

func (s *Server) getAuthor(ctx context.Context, in *idInput) (*authorPageOutput, error) {
	a, err := s.publicAuthor(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	books, err := s.store.PublicBooksByAuthor(ctx, a.ID, authorPageBooks)
	if err != nil {
		return nil, err
	}
	events, _, err := s.store.PublicEvents(ctx, bookstore.EventFilter{When: bookstore.EventsUpcoming, Now: time.Now(),
		AuthorID: a.ID, PageRequest: bookstore.PageRequest{Page: 1, Size: bookstore.MaxPageSize}})
	if err != nil {
		return nil, err
	}
	return &authorPageOutput{Body: AuthorPage{Author: AuthorProfile{AuthorCard: authorCard(a), Biography: a.Biography},
		Books: bookCards(books), UpcomingEvents: eventCards(events)}}, nil
}

func (s *Server) publicAuthor(ctx context.Context, id string) (*bookstore.Author, error) {
	return byID(ctx, id, bookstore.MsgAuthorNotFound, s.store.PublicAuthor)
}

type EventCard struct {
	ID         string    `json:"id"`
	Title      string    `json:"title"`
	AuthorID   string    `json:"authorId"`
	AuthorName string    `json:"authorName"`
	Date       time.Time `json:"date"`
	Location   string    `json:"location"`
	ImageURL   *string   `json:"imageUrl"`
	Excerpt    string    `json:"excerpt" doc:"plain text, at most 150 characters"`
	IsUpcoming bool      `json:"isUpcoming"`
}

func eventCard(e *bookstore.EventSummary, now time.Time) EventCard {
	return EventCard{ID: e.ID, Title: e.Title, AuthorID: e.AuthorID, AuthorName: e.AuthorName, Date: e.Date,
		Location: e.Location, ImageURL: nullable(e.ImageURL),
		Excerpt:    bookstore.Excerpt(bookstore.PlainText(e.Description), bookstore.EventExcerptLen),
		IsUpcoming: e.Date.After(now)}
}

func eventCards(items []bookstore.EventSummary) []EventCard {
	now := time.Now()
	out := make([]EventCard, len(items))
	for i := range items {
		out[i] = eventCard(&items[i], now)
	}
	return out
}

type EventList struct {
	Items    []EventCard `json:"items"`
	Total    int         `json:"total"`
	Page     int         `json:"page"`
	PageSize int         `json:"pageSize"`
}

type listEventsInput struct {
	Q        string `query:"q" maxLength:"100" doc:"title or author name"`
	When     string `query:"when" enum:"upcoming,past,all" default:"upcoming"`
	Page     int    `query:"page" minimum:"1" maximum:"5000" default:"1"`
	PageSize int    `query:"pageSize" minimum:"1" maximum:"48" default:"20"`
}

type eventListOutput struct{ Body EventList }

func (s *Server) listEvents(ctx context.Context, in *listEventsInput) (*eventListOutput, error) {
	when, _ := bookstore.ParseEventWhen(in.When)
	p := pageOf(in.Page, in.PageSize)
	items, total, err := s.store.PublicEvents(ctx, bookstore.EventFilter{Query: in.Q, When: when, Now: time.Now(), PageRequest: p})
	if err != nil {
		return nil, err
	}
	return &eventListOutput{Body: EventList{Items: eventCards(items), Total: total, Page: p.Page, PageSize: p.Size}}, nil
}

type EventDetail struct {
	EventCard
	Description string `json:"description" doc:"sanitised HTML"`
}

type eventDetailOutput struct{ Body EventDetail }

func (s *Server) getEvent(ctx context.Context, in *idInput) (*eventDetailOutput, error) {
	e, err := s.publicEvent(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return &eventDetailOutput{Body: EventDetail{EventCard: eventCard(e, time.Now()), Description: e.Description}}, nil
}

func (s *Server) publicEvent(ctx context.Context, id string) (*bookstore.EventSummary, error) {
	return byID(ctx, id, bookstore.MsgEventNotFound, s.store.PublicEvent)
}

type ContentPage struct {
	Key       string         `json:"key" enum:"about,contact,privacy,terms"`
	Title     string         `json:"title"`
	Content   string         `json:"content" doc:"sanitised HTML"`
	Meta      map[string]any `json:"meta"`
	UpdatedAt time.Time      `json:"updatedAt"`
}

type pageKeyInput struct {
	Key string `path:"key" enum:"about,contact,privacy,terms"`
}

type contentPageOutput struct{ Body ContentPage }

func (s *Server) getPage(ctx context.Context, in *pageKeyInput) (*contentPageOutput, error) {
	p, err := s.store.PublishedPage(ctx, in.Key)
	if err == bookstore.ErrNotFound {
		return nil, notFound(bookstore.MsgPageNotFound)
	}
	if err != nil {
		return nil, err
	}
	meta := p.Meta
	if meta == nil {
		meta = map[string]any{}
	}
	return &contentPageOutput{Body: ContentPage{Key: p.Key, Title: p.Title, Content: p.Content, Meta: meta, UpdatedAt: p.UpdatedAt}}, nil
}

type SuggestBook struct {
	ID         string  `json:"id"`
	Title      string  `json:"title"`
	AuthorName string  `json:"authorName"`
	CoverURL   *string `json:"coverUrl"`
}

type SuggestAuthor struct {
	ID       string  `json:"id"`
	Name     string  `json:"name"`
	PhotoURL *string `json:"photoUrl"`
}

type Suggestions struct {
	Books   []SuggestBook   `json:"books"`
	Authors []SuggestAuthor `json:"authors"`
}

type suggestInput struct {
	Q string `query:"q" maxLength:"100"`
}

type suggestOutput struct{ Body Suggestions }

// suggestLimit is how many books and authors the header search suggests.
const suggestLimit = 5

func (s *Server) suggest(ctx context.Context, in *suggestInput) (*suggestOutput, error) {
	out := &suggestOutput{Body: Suggestions{Books: []SuggestBook{}, Authors: []SuggestAuthor{}}}
	if len([]rune(bookstore.FoldSearch(in.Q))) < 2 {
		return out, nil
	}
	page := bookstore.PageRequest{Page: 1, Size: suggestLimit}
	books, _, err := s.store.PublicBooks(ctx, bookstore.BookFilter{Query: in.Q, Sort: bookstore.SortTitle, WithoutTotal: true, PageRequest: page})
	if err != nil {
		return nil, err
	}
	authors, _, err := s.store.PublicAuthors(ctx, bookstore.AuthorFilter{Query: in.Q, WithoutTotal: true, PageRequest: page})
	if err != nil {
		return nil, err
	}
	for _, b := range books {
		out.Body.Books = append(out.Body.Books, SuggestBook{ID: b.ID, Title: b.Title, AuthorName: b.AuthorName, CoverURL: nullable(b.CoverURL)})
	}
	for _, a := range authors {
		out.Body.Authors = append(out.Body.Authors, SuggestAuthor{ID: a.ID, Name: a.Name, PhotoURL: nullable(a.PhotoURL)})
	}
	return out, nil
}
