package httpapi

import (
	"context"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"bookstore/internal/bookstore"
	"bookstore/internal/events"
	"bookstore/internal/storefront"
)

// Public catalogue API. Every read goes through the storefront service
// (internal/storefront), whose store only ever returns what the public may
// see; storefrontHandlers turn its records into the API's bodies.

// storefrontHandlers are the storefront's public reads; events lists an
// author's upcoming events on the author's page.
type storefrontHandlers struct {
	storefront *storefront.Service
	events     *events.Service
}

type BookCard struct {
	ID           string   `json:"id"`
	Title        string   `json:"title"`
	AuthorID     string   `json:"authorId"`
	AuthorName   string   `json:"authorName"`
	CategoryID   *string  `json:"categoryId"`
	CategoryName *string  `json:"categoryName"`
	Price        int64    `json:"price" doc:"the price charged now, kuruş: the sale price while a sale runs, else the list price"`
	ListPrice    int64    `json:"listPrice" doc:"the book's list price, kuruş"`
	Sale         *SaleTag `json:"sale" doc:"the sale running now; null when none"`
	CoverURL     *string  `json:"coverUrl"`
	Stock        int      `json:"stock"`
	IsFeatured   bool     `json:"isFeatured"`
	Excerpt      string   `json:"excerpt" doc:"plain text, at most 150 characters"`
	// The average of the published reviews (one decimal, 0 without any) and their number.
	RatingAverage float64 `json:"ratingAverage"`
	RatingCount   int     `json:"ratingCount"`
}

func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// SaleTag is how a running sale shows on a book (Fiyat Etiketi Yönetmeliği).
type SaleTag struct {
	// StruckPrice is the lowest list price of the 30 days before the sale
	// began, shown struck through; null when the sale price is not below
	// it (then no discount may be shown).
	StruckPrice *int64 `json:"struckPrice" doc:"kuruş; null: not shown as a discount"`
	PercentOff  int    `json:"percentOff" doc:"the cut from struckPrice, rounded down; 0 when struckPrice is null"`
	// LowestPrice30 is the book page's '30 gün içindeki en düşük fiyat'.
	LowestPrice30 int64     `json:"lowestPrice30" doc:"kuruş"`
	EndsAt        time.Time `json:"endsAt"`
}

func saleTag(o *bookstore.SaleOffer) *SaleTag {
	if o == nil {
		return nil
	}
	t := &SaleTag{LowestPrice30: o.StruckPrice, EndsAt: o.EndsAt}
	if o.Discounted() {
		t.StruckPrice, t.PercentOff = &o.StruckPrice, o.PercentOff
	}
	return t
}

func bookCard(b *bookstore.BookSummary) BookCard {
	return BookCard{ID: b.ID, Title: b.Title, AuthorID: b.AuthorID, AuthorName: b.AuthorName,
		CategoryID: nullable(b.CategoryID), CategoryName: nullable(b.CategoryName), Price: bookstore.UnitPrice(b.Price, b.Offer),
		ListPrice: b.Price, Sale: saleTag(b.Offer),
		CoverURL: nullable(b.CoverURL), Stock: b.Stock, IsFeatured: b.Featured,
		Excerpt: b.Excerpt, RatingAverage: b.Rating.Average(), RatingCount: b.Rating.Count}
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
	// CategoryCounts counts the matches of the other filters per category
	// (the category filter itself left out), for the category facet. It is
	// empty for a search whose total is capped: counting every hit of a
	// broad search is the slow query the cap avoids.
	CategoryCounts []CategoryCount `json:"categoryCounts"`
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

type CategoryCount struct {
	ID    string `json:"id"`
	Count int    `json:"count"`
}

type listBooksInput struct {
	Q        string `query:"q" maxLength:"100" doc:"title or author name; Turkish-aware"`
	Category string `query:"category" maxLength:"36"`
	Author   string `query:"author" maxLength:"36"`
	// MinPrice and MaxPrice are whole lira (0: no bound), on the price
	// charged, as the price sorts (bookstore.BookFilter).
	MinPrice int    `query:"minPrice" minimum:"0" maximum:"1000000" default:"0" doc:"lira, on the price charged (a running sale's price, else the list price)"`
	MaxPrice int    `query:"maxPrice" minimum:"0" maximum:"1000000" default:"0" doc:"lira, on the price charged (a running sale's price, else the list price)"`
	InStock  bool   `query:"inStock" doc:"only books in stock"`
	Sort     string `query:"sort" enum:"newest,title,price_asc,price_desc,rating" default:"newest" doc:"price_asc and price_desc order by the price charged"`
	// MinRating keeps books whose one-decimal average is at least this many
	// stars (4: '4 yıldız ve üzeri'); 0 keeps all.
	MinRating int `query:"minRating" minimum:"0" maximum:"5" default:"0"`
	Page      int `query:"page" minimum:"1" maximum:"5000" default:"1"`
	PageSize  int `query:"pageSize" minimum:"1" maximum:"48" default:"20"`
}

type bookListOutput struct{ Body BookList }

// listBooksParams are the query parameters /api/books knows; any other is
// refused (422), so a mistyped filter is not silently ignored and the
// answer cache is not filled with variants of one answer.
var listBooksParams = map[string]bool{"q": true, "category": true, "author": true, "minPrice": true, "maxPrice": true,
	"inStock": true, "sort": true, "minRating": true, "page": true, "pageSize": true}

func (in *listBooksInput) Resolve(ctx huma.Context) []error {
	var errs []error
	u := ctx.URL()
	for name := range u.Query() {
		if !listBooksParams[name] {
			errs = append(errs, &huma.ErrorDetail{Location: "query." + name, Message: "unexpected property"})
		}
	}
	return errs
}

func (h storefrontHandlers) listBooks(ctx context.Context, in *listBooksInput) (*bookListOutput, error) {
	pg, err := h.storefront.Books(ctx, storefront.BookQuery{Query: in.Q, CategoryID: in.Category, AuthorID: in.Author,
		MinPrice: in.MinPrice, MaxPrice: in.MaxPrice, InStock: in.InStock, Sort: in.Sort, MinRating: in.MinRating,
		Page: in.Page, PageSize: in.PageSize})
	if err != nil {
		return nil, err
	}
	counts := make([]CategoryCount, len(pg.CategoryCounts))
	for i, c := range pg.CategoryCounts {
		counts[i] = CategoryCount{ID: c.CategoryID, Count: c.Count}
	}
	return &bookListOutput{Body: BookList{Items: bookCards(pg.Items), Total: pg.Total, TotalCapped: pg.Capped, CategoryCounts: counts,
		Page: pg.Page, PageSize: pg.Size}}, nil
}

type FeaturedBooks struct {
	Items []BookCard `json:"items"`
}

type featuredOutput struct{ Body FeaturedBooks }

func (h storefrontHandlers) featuredBooks(ctx context.Context, _ *struct{}) (*featuredOutput, error) {
	items, err := h.storefront.Featured(ctx)
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
	ISBNFormatted   string     `json:"isbnFormatted" doc:"hyphenated by the ISBN agency's ranges (978-605-…), else the fixed 3-1-5-3-1; empty without an ISBN"`
	PageCount       int        `json:"pageCount"`
	PublicationDate *string    `json:"publicationDate" doc:"YYYY-MM-DD"`
	Author          BookAuthor `json:"author"`
	// RatingDistribution counts published reviews of 1 to 5 stars (index 0 is one star).
	RatingDistribution []int `json:"ratingDistribution" minItems:"5" maxItems:"5"`
	// Delivery is when an order placed now is expected; null for a book out of stock.
	Delivery *DeliveryEstimate `json:"delivery"`
}

type bookDetailOutput struct{ Body BookDetail }

func notFound(msg string) error { return bookstore.Errorf(bookstore.CodeNotFound, "%s", msg) }

func (h storefrontHandlers) getBook(ctx context.Context, in *idInput) (*bookDetailOutput, error) {
	b, err := h.storefront.Book(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	d := bookDetail(b)
	now := time.Now()
	e, err := h.storefront.Delivery(ctx, b, now)
	if err != nil {
		return nil, err
	}
	if d.Delivery = deliveryEstimate(e); d.Delivery != nil {
		// The estimate moves on at the cut-off hour and at midnight.
		holdAnswerUntil(ctx, bookstore.EstimateHoldsUntil(now))
	}
	return &bookDetailOutput{Body: d}, nil
}

func bookDetail(b *bookstore.BookDetail) BookDetail {
	d := BookDetail{BookCard: bookCard(&b.BookSummary), Description: b.Description, ISBN: b.ISBN, ISBNFormatted: bookstore.FormatISBN(b.ISBN), PageCount: b.PageCount,
		Author: BookAuthor{ID: b.Author.ID, Name: b.Author.Name, PhotoURL: nullable(b.Author.PhotoURL),
			Excerpt: bookstore.Excerpt(bookstore.PlainText(b.Author.Biography), bookstore.AuthorExcerptLen)},
		RatingDistribution: b.Rating.Distribution[:]}
	if b.PublicationDate != nil {
		v := b.PublicationDate.Format(time.DateOnly)
		d.PublicationDate = &v
	}
	return d
}
