package bookstore

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// Administration of categories, authors, events, the featured list and the
// content pages (panels.md §2-§5).

const (
	MsgCategoryNotFound  = "Kategori bulunamadı"
	MsgCategoryDuplicate = "Bu isimde bir kategori zaten var"
	MsgNameTooLong       = "Ad en fazla 100 karakter olabilir"
	MsgTextTooLong       = "Metin çok uzun"
	MsgAuthorHasBooks    = "Bu yazarın kitapları olduğu için silinemez; önce kitaplarını silin veya yazarın onayını kaldırın."
	MsgEventAuthor       = "Etkinlik için onaylı bir yazar seçin"
	MsgEventStatus       = "Geçersiz etkinlik durumu"
	MsgEventDate         = "Geçerli bir tarih ve saat girin"
	MsgFeaturedNotFound  = "Öne çıkan kayıt bulunamadı"
	MsgPageKey           = "Geçersiz sayfa"
	MsgURLInvalid        = "Geçerli bir https adresi girin"
	MaxNameLen           = 100
	MaxDescriptionLen    = 1000
	MaxRichTextLen       = 100_000
)

func lengthCheck(field, s string, max int, msg string) *FieldError {
	if utf8.RuneCountInString(s) > max {
		return &FieldError{field, msg}
	}
	return nil
}

// CategoryInput is the inline category form.
type CategoryInput struct{ Name, Description string }

func (c *CategoryInput) Validate() error {
	c.Name, c.Description = strings.TrimSpace(c.Name), strings.TrimSpace(c.Description)
	var f []FieldError
	if c.Name == "" {
		f = append(f, FieldError{"name", MsgRequired})
	} else if e := lengthCheck("name", c.Name, MaxNameLen, MsgNameTooLong); e != nil {
		f = append(f, *e)
	}
	if e := lengthCheck("description", c.Description, MaxDescriptionLen, MsgTextTooLong); e != nil {
		f = append(f, *e)
	}
	if len(f) > 0 {
		return Invalid(f...)
	}
	return nil
}

// AuthorInput is the author form; Biography is rich text.
type AuthorInput struct {
	Name, Biography, PhotoURL string
	Approved                  bool
}

func (a *AuthorInput) Validate() error {
	a.Name, a.PhotoURL = strings.TrimSpace(a.Name), strings.TrimSpace(a.PhotoURL)
	var f []FieldError
	if a.Name == "" {
		f = append(f, FieldError{"name", MsgRequired})
	} else if e := lengthCheck("name", a.Name, MaxNameLen, MsgNameTooLong); e != nil {
		f = append(f, *e)
	}
	if e := lengthCheck("biography", a.Biography, MaxRichTextLen, MsgTextTooLong); e != nil {
		f = append(f, *e)
	}
	if a.PhotoURL != "" && !ValidImageURL(a.PhotoURL) {
		f = append(f, FieldError{"photoUrl", MsgBadImageURL})
	}
	if len(f) > 0 {
		return Invalid(f...)
	}
	return nil
}

// EventInput is the event form; Description is rich text.
type EventInput struct {
	Title, Description, AuthorID, Location, ImageURL string
	Date                                             time.Time
	Status                                           EventStatus
}

func (e *EventInput) Validate() error {
	e.Title, e.Location, e.ImageURL = strings.TrimSpace(e.Title), strings.TrimSpace(e.Location), strings.TrimSpace(e.ImageURL)
	var f []FieldError
	switch {
	case e.Title == "":
		f = append(f, FieldError{"title", MsgRequired})
	case utf8.RuneCountInString(e.Title) > MaxTitleLen:
		f = append(f, FieldError{"title", MsgTitleTooLong})
	}
	if e.AuthorID == "" {
		f = append(f, FieldError{"authorId", MsgRequired})
	} else if !ValidID(e.AuthorID) {
		f = append(f, FieldError{"authorId", MsgEventAuthor})
	}
	if e.Date.IsZero() || e.Date.Year() < 2000 || e.Date.Year() > 2100 {
		f = append(f, FieldError{"eventDate", MsgEventDate})
	}
	if e.Status == "" {
		e.Status = EventPending
	}
	if e.Status != EventPending && e.Status != EventApproved && e.Status != EventRejected {
		f = append(f, FieldError{"status", MsgEventStatus})
	}
	if x := lengthCheck("location", e.Location, 200, MsgTextTooLong); x != nil {
		f = append(f, *x)
	}
	if x := lengthCheck("description", e.Description, MaxRichTextLen, MsgTextTooLong); x != nil {
		f = append(f, *x)
	}
	if e.ImageURL != "" && !ValidImageURL(e.ImageURL) {
		f = append(f, FieldError{"imageUrl", MsgBadImageURL})
	}
	if len(f) > 0 {
		return Invalid(f...)
	}
	return nil
}

// AuthorSummary is an author with the admin's counts.
type AuthorSummary struct {
	Author
	BookCount int
}

// FeaturedEntry is a position of the featured list.
type FeaturedEntry struct {
	ID       string
	Position int
	Book     BookSummary
}

// CatalogAdminStore is the admin side of categories, authors, events, the
// featured list and the pages.
type CatalogAdminStore interface {
	AdminCategories(ctx context.Context, q string) ([]Category, error)
	AdminCategory(ctx context.Context, id string) (*Category, error)
	SaveCategory(ctx context.Context, c *Category) error // create when c.ID == ""
	DeleteCategory(ctx context.Context, id string) error // its books become uncategorised

	AdminAuthors(ctx context.Context, q string, page PageRequest) ([]AuthorSummary, int, error)
	AdminAuthor(ctx context.Context, id string) (*AuthorSummary, error)
	// SaveAuthor creates or updates; a new name or approval is carried to
	// the author's books (search text, public visibility) and events.
	SaveAuthor(ctx context.Context, a *Author) (*AuthorSummary, error)
	SetAuthorApproval(ctx context.Context, id string, approved bool) (*AuthorSummary, error)
	DeleteAuthor(ctx context.Context, id string) error // refused while the author has books
	// AuthorOptions lists approved authors by name for the book and event forms.
	AuthorOptions(ctx context.Context, q string, limit int) ([]Author, error)

	AdminEvents(ctx context.Context, q string, page PageRequest) ([]EventSummary, int, error)
	AdminEvent(ctx context.Context, id string) (*EventSummary, error)
	SaveEvent(ctx context.Context, e *Event) (*EventSummary, error)
	SetEventStatus(ctx context.Context, id string, s EventStatus) (*EventSummary, error)
	DeleteEvent(ctx context.Context, id string) error

	Featured(ctx context.Context) ([]FeaturedEntry, error)
	// MoveFeatured swaps an entry with its neighbour (up: towards position 1).
	MoveFeatured(ctx context.Context, id string, up bool) error
	RemoveFeatured(ctx context.Context, id string) (*FeaturedEntry, error)

	AdminPages(ctx context.Context) ([]PageContent, error)
	AdminPage(ctx context.Context, key string) (*PageContent, error)
	SavePage(ctx context.Context, p *PageContent) error
}

// PageInput is the content edit modal. Meta holds the per-page fields,
// already checked: about (hero_image, stats), contact (address, phone, email,
// social, and the seller's seller_title and mersis), privacy (subtitle).
type PageInput struct {
	Key, Title, Content string
	Published           bool
	Meta                map[string]any
}

// PageFields are the per-page fields of the modal, before they become Meta.
type PageFields struct {
	HeroImage                    string
	Stats                        map[string]string // books, authors, awards, readers
	Address, Phone, Email        string
	SellerTitle, Mersis          string // the seller in the contracts (contracts.go)
	Facebook, Twitter, Instagram string
	Subtitle                     string
}

// NewPageInput builds the input for a page key, keeping only that page's fields.
func NewPageInput(key, title, content string, published bool, f PageFields) PageInput {
	in := PageInput{Key: key, Title: strings.TrimSpace(title), Content: content, Published: published, Meta: map[string]any{}}
	switch key {
	case PageAbout:
		in.Meta["hero_image"] = strings.TrimSpace(f.HeroImage)
		stats := map[string]any{}
		for _, k := range []string{"books", "authors", "awards", "readers"} {
			stats[k] = strings.TrimSpace(f.Stats[k])
		}
		in.Meta["stats"] = stats
	case PageContact:
		in.Meta["address"] = strings.TrimSpace(f.Address)
		in.Meta["phone"] = strings.TrimSpace(f.Phone)
		in.Meta["email"] = NormalizeEmail(f.Email)
		in.Meta[MetaSellerTitle] = strings.TrimSpace(f.SellerTitle)
		in.Meta[MetaMersis] = strings.TrimSpace(f.Mersis)
		in.Meta["social"] = map[string]any{"facebook": strings.TrimSpace(f.Facebook), "twitter": strings.TrimSpace(f.Twitter),
			"instagram": strings.TrimSpace(f.Instagram)}
	case PagePrivacy:
		in.Meta["subtitle"] = strings.TrimSpace(f.Subtitle)
	}
	return in
}

// Validate checks the key, the title and the per-page fields.
func (p *PageInput) Validate() error {
	switch p.Key {
	case PageAbout, PageContact, PagePrivacy, PageTerms:
	default:
		return Errorf(CodeNotFound, MsgPageKey)
	}
	var f []FieldError
	if p.Title == "" {
		f = append(f, FieldError{"title", MsgRequired})
	} else if e := lengthCheck("title", p.Title, MaxTitleLen, MsgTitleTooLong); e != nil {
		f = append(f, *e)
	}
	if e := lengthCheck("content", p.Content, MaxRichTextLen, MsgTextTooLong); e != nil {
		f = append(f, *e)
	}
	str := func(m map[string]any, k string) string { s, _ := m[k].(string); return s }
	switch p.Key {
	case PageAbout:
		if h := str(p.Meta, "hero_image"); h != "" && !ValidImageURL(h) {
			f = append(f, FieldError{"heroImage", MsgBadImageURL})
		}
		stats, _ := p.Meta["stats"].(map[string]any)
		for _, k := range []string{"books", "authors", "awards", "readers"} {
			if e := lengthCheck("stats."+k, str(stats, k), 20, MsgTextTooLong); e != nil {
				f = append(f, *e)
			}
		}
	case PageContact:
		if e := lengthCheck("address", str(p.Meta, "address"), MaxShippingAddrLen, MsgTextTooLong); e != nil {
			f = append(f, *e)
		}
		if ph := str(p.Meta, "phone"); ph != "" {
			if n, ok := NormalizePhone(ph); ok {
				p.Meta["phone"] = n
			} else {
				f = append(f, FieldError{"phone", MsgPhoneInvalid})
			}
		}
		if em := NormalizeEmail(str(p.Meta, "email")); em != "" && ValidateEmail(em) != nil {
			f = append(f, FieldError{"email", MsgInvalidEmail})
		}
		f = append(f, checkSellerMeta(p.Meta)...)
		social, _ := p.Meta["social"].(map[string]any)
		for _, k := range []string{"facebook", "twitter", "instagram"} {
			if u := str(social, k); u != "" && (!strings.HasPrefix(u, "https://") || len(u) > 200 || strings.ContainsAny(u, " \"'<>")) {
				f = append(f, FieldError{"social." + k, MsgURLInvalid})
			}
		}
	case PagePrivacy:
		if e := lengthCheck("subtitle", str(p.Meta, "subtitle"), 300, MsgTextTooLong); e != nil {
			f = append(f, *e)
		}
	}
	if len(f) > 0 {
		return Invalid(f...)
	}
	return nil
}

// DashboardCounts are the admin dashboard's totals and pending work.
type DashboardCounts struct {
	Books, Authors, Events, Orders int
	PendingBooks, PendingImages    int
}

// DashboardStore reads the admin dashboard.
type DashboardStore interface {
	DashboardCounts(ctx context.Context) (DashboardCounts, error)
	// RecentActivity returns the newest audit entries with these actions.
	RecentActivity(ctx context.Context, actions []string, limit int) ([]AuditEntry, error)
}
