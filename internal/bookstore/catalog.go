package bookstore

import (
	"context"
	"time"
)

// Category groups books.
type Category struct {
	ID          string
	Name        string
	Description string
	CreatedAt   time.Time
}

// Author is a writer of the publisher; UserID links an author account.
type Author struct {
	ID        string
	UserID    string // empty when no account is linked
	Name      string
	Biography string // sanitised HTML
	PhotoURL  string
	Approved  bool
	CreatedAt time.Time
}

// Book is a title in the catalogue. Price is in kuruş.
type Book struct {
	ID              string
	Title           string
	Description     string // sanitised HTML
	Price           int64
	CoverURL        string
	Stock           int
	Featured        bool
	Approved        bool
	ISBN            string
	PageCount       int
	PublicationDate *time.Time // a calendar date, UTC midnight
	AuthorID        string
	CategoryID      string // empty when uncategorised
	CreatedAt       time.Time
	// TaxClass is the book's own KDV class; nil: the shop's default
	// (TaxSettings.Book). Read by the panels only.
	TaxClass *TaxClass
	// Parcel is the book's weight and dimensions (book_parcel.go); read by
	// the panels only.
	Parcel BookParcel
}

// EventStatus is an event's approval state: pending (the default), approved
// or rejected; only approved events are public.
type EventStatus string

const (
	EventPending  EventStatus = "pending"
	EventApproved EventStatus = "approved"
	EventRejected EventStatus = "rejected"
)

// Event is a reading, signing or talk by an author.
type Event struct {
	ID          string
	Title       string
	Description string // sanitised HTML
	Date        time.Time
	Location    string
	ImageURL    string
	Status      EventStatus
	AuthorID    string
	CreatedAt   time.Time
}

// Page keys of the editable content pages.
const (
	PageAbout   = "about"
	PageContact = "contact"
	PagePrivacy = "privacy"
	PageTerms   = "terms"
	PageCookies = "cookies"
)

// PageContent is an editable page (about, contact, privacy, terms).
type PageContent struct {
	ID        string
	Key       string
	Title     string
	Content   string // sanitised HTML
	Meta      map[string]any
	Published bool
	UpdatedAt time.Time
}

// CatalogWriter creates catalogue records (seeding; the admin issue adds
// updates and the storefront issue the reads).
type CatalogWriter interface {
	CreateCategory(ctx context.Context, c *Category) error
	CreateAuthor(ctx context.Context, a *Author) error
	CreateBook(ctx context.Context, b *Book) error
	CreateEvent(ctx context.Context, e *Event) error
	SavePage(ctx context.Context, p *PageContent) error
	// SetFeatured replaces the featured list with these books, in order.
	SetFeatured(ctx context.Context, bookIDs []string) error
	CountBooks(ctx context.Context) (int, error)
}
