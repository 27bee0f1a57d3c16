package httpapi

import (
	"context"
	"net/http"
	"time"

	"bookstore/internal/bookstore"
)

// Admin: categories, authors, events, featured books and content pages.

// asAdmin runs fn as the signed-in admin on the record named by id (a
// malformed or unknown id answers missing).
func asAdmin[T any](s *Server, ctx context.Context, id, missing string, fn func(ctx context.Context, actor, id string) (T, error)) (T, error) {
	var zero T
	uid, err := s.viewerID(ctx)
	if err != nil {
		return zero, err
	}
	return byID(ctx, id, missing, func(ctx context.Context, id string) (T, error) { return fn(ctx, uid, id) })
}

// --- categories

type AdminCategory struct {
	ID          string    `json:"id"`
	Name        string    `json:"name"`
	Description string    `json:"description"`
	CreatedAt   time.Time `json:"createdAt"`
}

func adminCategoryView(c *bookstore.Category) AdminCategory {
	return AdminCategory{ID: c.ID, Name: c.Name, Description: c.Description, CreatedAt: c.CreatedAt}
}

type AdminCategoryList struct {
	Items []AdminCategory `json:"items"`
}

type searchInput struct {
	Q string `query:"q" maxLength:"100"`
}

type adminCategoriesOutput struct{ Body AdminCategoryList }

func (s *Server) adminListCategories(ctx context.Context, in *searchInput) (*adminCategoriesOutput, error) {
	cs, err := s.admin.Catalog.AdminCategories(ctx, in.Q)
	if err != nil {
		return nil, err
	}
	out := &adminCategoriesOutput{Body: AdminCategoryList{Items: make([]AdminCategory, len(cs))}}
	for i := range cs {
		out.Body.Items[i] = adminCategoryView(&cs[i])
	}
	return out, nil
}

type CategoryRequest struct {
	Name        string `json:"name" maxLength:"400"`
	Description string `json:"description,omitempty" required:"false" maxLength:"4000"`
}

type categoryInput struct{ Body CategoryRequest }
type categoryOutput struct {
	Status int
	Body   AdminCategory
}

func (s *Server) adminCreateCategory(ctx context.Context, in *categoryInput) (*categoryOutput, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	c, err := s.admin.SaveCategory(ctx, uid, "", bookstore.CategoryInput{Name: in.Body.Name, Description: in.Body.Description})
	if err != nil {
		return nil, err
	}
	return &categoryOutput{Status: http.StatusCreated, Body: adminCategoryView(c)}, nil
}

type updateCategoryInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body CategoryRequest
}

func (s *Server) adminUpdateCategory(ctx context.Context, in *updateCategoryInput) (*categoryOutput, error) {
	c, err := asAdmin(s, ctx, in.ID, bookstore.MsgCategoryNotFound, func(ctx context.Context, actor, id string) (*bookstore.Category, error) {
		return s.admin.SaveCategory(ctx, actor, id, bookstore.CategoryInput{Name: in.Body.Name, Description: in.Body.Description})
	})
	if err != nil {
		return nil, err
	}
	return &categoryOutput{Status: http.StatusOK, Body: adminCategoryView(c)}, nil
}

func (s *Server) adminDeleteCategory(ctx context.Context, in *idInput) (*struct{}, error) {
	_, err := asAdmin(s, ctx, in.ID, bookstore.MsgCategoryNotFound, func(ctx context.Context, actor, id string) (struct{}, error) {
		return struct{}{}, s.admin.DeleteCategory(ctx, actor, id)
	})
	return nil, err
}

// --- authors

type AdminAuthor struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Biography string    `json:"biography" doc:"sanitised HTML"`
	PhotoURL  *string   `json:"photoUrl"`
	Approved  bool      `json:"approved"`
	HasUser   bool      `json:"hasUser" doc:"an author account is linked"`
	BookCount int       `json:"bookCount"`
	CreatedAt time.Time `json:"createdAt"`
}

func adminAuthorView(a *bookstore.AuthorSummary) AdminAuthor {
	return AdminAuthor{ID: a.ID, Name: a.Name, Biography: a.Biography, PhotoURL: nullable(a.PhotoURL), Approved: a.Approved,
		HasUser: a.UserID != "", BookCount: a.BookCount, CreatedAt: a.CreatedAt}
}

type AdminAuthorList struct {
	Items    []AdminAuthor `json:"items"`
	Total    int           `json:"total"`
	Page     int           `json:"page"`
	PageSize int           `json:"pageSize"`
}

type authorsOutput struct{ Body AdminAuthorList }

func (s *Server) adminListAuthors(ctx context.Context, in *adminListInput) (*authorsOutput, error) {
	p := bookstore.PageRequest{Page: in.Page, Size: in.PageSize}.Normalize()
	as, total, err := s.admin.Catalog.AdminAuthors(ctx, in.Q, p)
	if err != nil {
		return nil, err
	}
	out := &authorsOutput{Body: AdminAuthorList{Items: make([]AdminAuthor, len(as)), Total: total, Page: p.Page, PageSize: p.Size}}
	for i := range as {
		out.Body.Items[i] = adminAuthorView(&as[i])
	}
	return out, nil
}

type authorOutput struct {
	Status int
	Body   AdminAuthor
}

func (s *Server) adminGetAuthor(ctx context.Context, in *idInput) (*authorOutput, error) {
	a, err := byID(ctx, in.ID, bookstore.MsgAuthorNotFound, s.admin.Catalog.AdminAuthor)
	if err != nil {
		return nil, err
	}
	return &authorOutput{Status: http.StatusOK, Body: adminAuthorView(a)}, nil
}

type AuthorRequest struct {
	Name      string `json:"name" maxLength:"400"`
	Biography string `json:"biography,omitempty" required:"false" maxLength:"100000"`
	PhotoURL  string `json:"photoUrl,omitempty" required:"false" maxLength:"400"`
	Approved  bool   `json:"approved,omitempty" required:"false"`
}

func (r AuthorRequest) input() bookstore.AuthorInput {
	return bookstore.AuthorInput{Name: r.Name, Biography: r.Biography, PhotoURL: r.PhotoURL, Approved: r.Approved}
}

type authorInput struct{ Body AuthorRequest }

func (s *Server) adminCreateAuthor(ctx context.Context, in *authorInput) (*authorOutput, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	a, err := s.admin.SaveAuthor(ctx, uid, "", in.Body.input())
	if err != nil {
		return nil, err
	}
	return &authorOutput{Status: http.StatusCreated, Body: adminAuthorView(a)}, nil
}

type updateAuthorInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body AuthorRequest
}

func (s *Server) adminUpdateAuthor(ctx context.Context, in *updateAuthorInput) (*authorOutput, error) {
	a, err := asAdmin(s, ctx, in.ID, bookstore.MsgAuthorNotFound, func(ctx context.Context, actor, id string) (*bookstore.AuthorSummary, error) {
		return s.admin.SaveAuthor(ctx, actor, id, in.Body.input())
	})
	if err != nil {
		return nil, err
	}
	return &authorOutput{Status: http.StatusOK, Body: adminAuthorView(a)}, nil
}

func (s *Server) adminAuthorApproval(ctx context.Context, in *approvalInput) (*authorOutput, error) {
	a, err := asAdmin(s, ctx, in.ID, bookstore.MsgAuthorNotFound, func(ctx context.Context, actor, id string) (*bookstore.AuthorSummary, error) {
		return s.admin.SetAuthorApproval(ctx, actor, id, in.Body.Approved)
	})
	if err != nil {
		return nil, err
	}
	return &authorOutput{Status: http.StatusOK, Body: adminAuthorView(a)}, nil
}

func (s *Server) adminDeleteAuthor(ctx context.Context, in *idInput) (*struct{}, error) {
	_, err := asAdmin(s, ctx, in.ID, bookstore.MsgAuthorNotFound, func(ctx context.Context, actor, id string) (struct{}, error) {
		return struct{}{}, s.admin.DeleteAuthor(ctx, actor, id)
	})
	return nil, err
}

type AuthorOption struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

type AuthorOptionList struct {
	Items []AuthorOption `json:"items"`
}

type authorOptionsOutput struct{ Body AuthorOptionList }

// authorOptionsLimit bounds the form's select; the select searches as one types.
const authorOptionsLimit = 50

func (s *Server) adminAuthorOptions(ctx context.Context, in *searchInput) (*authorOptionsOutput, error) {
	as, err := s.admin.Catalog.AuthorOptions(ctx, in.Q, authorOptionsLimit)
	if err != nil {
		return nil, err
	}
	out := &authorOptionsOutput{Body: AuthorOptionList{Items: make([]AuthorOption, len(as))}}
	for i, a := range as {
		out.Body.Items[i] = AuthorOption{ID: a.ID, Name: a.Name}
	}
	return out, nil
}

// --- events

type AdminEvent struct {
	ID          string    `json:"id"`
	Title       string    `json:"title"`
	Description string    `json:"description" doc:"sanitised HTML"`
	AuthorID    string    `json:"authorId"`
	AuthorName  string    `json:"authorName"`
	EventDate   time.Time `json:"eventDate"`
	Location    string    `json:"location"`
	ImageURL    *string   `json:"imageUrl"`
	Status      string    `json:"status" enum:"pending,approved,rejected"`
	CreatedAt   time.Time `json:"createdAt"`
}

func adminEventView(e *bookstore.EventSummary) AdminEvent {
	return AdminEvent{ID: e.ID, Title: e.Title, Description: e.Description, AuthorID: e.AuthorID, AuthorName: e.AuthorName,
		EventDate: e.Date, Location: e.Location, ImageURL: nullable(e.ImageURL), Status: string(e.Status), CreatedAt: e.CreatedAt}
}

type AdminEventList struct {
	Items    []AdminEvent `json:"items"`
	Total    int          `json:"total"`
	Page     int          `json:"page"`
	PageSize int          `json:"pageSize"`
}

type eventsOutput struct{ Body AdminEventList }

func (s *Server) adminListEvents(ctx context.Context, in *adminListInput) (*eventsOutput, error) {
	p := bookstore.PageRequest{Page: in.Page, Size: in.PageSize}.Normalize()
	es, total, err := s.admin.Catalog.AdminEvents(ctx, in.Q, p)
	if err != nil {
		return nil, err
	}
	return &eventsOutput{Body: eventList(es, total, p)}, nil
}

// eventList is a page of events for the admin and author panels.
func eventList(es []bookstore.EventSummary, total int, p bookstore.PageRequest) AdminEventList {
	l := AdminEventList{Items: make([]AdminEvent, len(es)), Total: total, Page: p.Page, PageSize: p.Size}
	for i := range es {
		l.Items[i] = adminEventView(&es[i])
	}
	return l
}

type eventOutput struct {
	Status int
	Body   AdminEvent
}

func (s *Server) adminGetEvent(ctx context.Context, in *idInput) (*eventOutput, error) {
	e, err := byID(ctx, in.ID, bookstore.MsgEventNotFound, s.admin.Catalog.AdminEvent)
	if err != nil {
		return nil, err
	}
	return &eventOutput{Status: http.StatusOK, Body: adminEventView(e)}, nil
}

type EventRequest struct {
	Title       string    `json:"title" maxLength:"400"`
	Description string    `json:"description,omitempty" required:"false" maxLength:"100000"`
	AuthorID    string    `json:"authorId" maxLength:"64"`
	EventDate   time.Time `json:"eventDate" doc:"ISO 8601 date and time"`
	Location    string    `json:"location,omitempty" required:"false" maxLength:"400"`
	ImageURL    string    `json:"imageUrl,omitempty" required:"false" maxLength:"400"`
	Status      string    `json:"status,omitempty" required:"false" enum:"pending,approved,rejected" default:"pending"`
}

func (r EventRequest) input() bookstore.EventInput {
	return bookstore.EventInput{Title: r.Title, Description: r.Description, AuthorID: r.AuthorID, Date: r.EventDate,
		Location: r.Location, ImageURL: r.ImageURL, Status: bookstore.EventStatus(r.Status)}
}

type eventInput struct{ Body EventRequest }

func (s *Server) adminCreateEvent(ctx context.Context, in *eventInput) (*eventOutput, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	e, err := s.admin.SaveEvent(ctx, uid, "", in.Body.input())
	if err != nil {
		return nil, err
	}
	return &eventOutput{Status: http.StatusCreated, Body: adminEventView(e)}, nil
}

type updateEventInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body EventRequest
}

func (s *Server) adminUpdateEvent(ctx context.Context, in *updateEventInput) (*eventOutput, error) {
	e, err := asAdmin(s, ctx, in.ID, bookstore.MsgEventNotFound, func(ctx context.Context, actor, id string) (*bookstore.EventSummary, error) {
		return s.admin.SaveEvent(ctx, actor, id, in.Body.input())
	})
	if err != nil {
		return nil, err
	}
	return &eventOutput{Status: http.StatusOK, Body: adminEventView(e)}, nil
}

type EventStatusRequest struct {
	Status string `json:"status" enum:"pending,approved,rejected"`
}

type eventStatusInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body EventStatusRequest
}

func (s *Server) adminEventStatus(ctx context.Context, in *eventStatusInput) (*eventOutput, error) {
	e, err := asAdmin(s, ctx, in.ID, bookstore.MsgEventNotFound, func(ctx context.Context, actor, id string) (*bookstore.EventSummary, error) {
		return s.admin.SetEventStatus(ctx, actor, id, in.Body.Status)
	})
	if err != nil {
		return nil, err
	}
	return &eventOutput{Status: http.StatusOK, Body: adminEventView(e)}, nil
}

func (s *Server) adminDeleteEvent(ctx context.Context, in *idInput) (*struct{}, error) {
	_, err := asAdmin(s, ctx, in.ID, bookstore.MsgEventNotFound, func(ctx context.Context, actor, id string) (struct{}, error) {
		return struct{}{}, s.admin.DeleteEvent(ctx, actor, id)
	})
	return nil, err
}

// --- featured

type FeaturedItem struct {
	ID       string    `json:"id"`
	Position int       `json:"position"`
	Book     AdminBook `json:"book"`
}

type FeaturedList struct {
	Items []FeaturedItem `json:"items"`
}

type adminFeaturedOutput struct{ Body FeaturedList }

func featuredView(list []bookstore.FeaturedEntry) *adminFeaturedOutput {
	out := &adminFeaturedOutput{Body: FeaturedList{Items: make([]FeaturedItem, len(list))}}
	for i := range list {
		out.Body.Items[i] = FeaturedItem{ID: list[i].ID, Position: list[i].Position, Book: adminBookView(&list[i].Book)}
	}
	return out
}

func (s *Server) adminFeatured(ctx context.Context, _ *struct{}) (*adminFeaturedOutput, error) {
	list, err := s.admin.Catalog.Featured(ctx)
	if err != nil {
		return nil, err
	}
	return featuredView(list), nil
}

type MoveRequest struct {
	Direction string `json:"direction" enum:"up,down"`
}

type moveInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body MoveRequest
}

func (s *Server) adminMoveFeatured(ctx context.Context, in *moveInput) (*adminFeaturedOutput, error) {
	list, err := asAdmin(s, ctx, in.ID, bookstore.MsgFeaturedNotFound, func(ctx context.Context, actor, id string) ([]bookstore.FeaturedEntry, error) {
		return s.admin.MoveFeatured(ctx, actor, id, in.Body.Direction == "up")
	})
	if err != nil {
		return nil, err
	}
	return featuredView(list), nil
}

func (s *Server) adminRemoveFeatured(ctx context.Context, in *idInput) (*adminFeaturedOutput, error) {
	list, err := asAdmin(s, ctx, in.ID, bookstore.MsgFeaturedNotFound, func(ctx context.Context, actor, id string) ([]bookstore.FeaturedEntry, error) {
		return s.admin.RemoveFeatured(ctx, actor, id)
	})
	if err != nil {
		return nil, err
	}
	return featuredView(list), nil
}

// --- pages

type AdminPage struct {
	Key       string         `json:"key" enum:"about,contact,privacy,terms"`
	Title     string         `json:"title"`
	Content   string         `json:"content" doc:"sanitised HTML"`
	Meta      map[string]any `json:"meta"`
	Published bool           `json:"published"`
	Stored    bool           `json:"stored" doc:"false: never saved; the public page shows its defaults"`
	UpdatedAt *time.Time     `json:"updatedAt"`
	// Missing is what the contracts' seller lacks (contact only; see pageMissing).
	Missing []string `json:"missing" doc:"contact: the seller fields the contracts need that are empty or unpublished (sellerTitle, address, phone, email, mersis)"`
}

type AdminPageList struct {
	Items []AdminPage `json:"items"`
}

type pagesOutput struct{ Body AdminPageList }

var pageTitles = map[string]string{bookstore.PageAbout: "Hakkımızda", bookstore.PageContact: "İletişim",
	bookstore.PagePrivacy: "Gizlilik Politikası", bookstore.PageTerms: "Kullanım Koşulları"}

func adminPageView(key string, p *bookstore.PageContent) AdminPage {
	if p == nil {
		return AdminPage{Key: key, Title: pageTitles[key], Meta: map[string]any{}, Missing: pageMissing(key, nil)}
	}
	t := p.UpdatedAt
	meta := p.Meta
	if meta == nil {
		meta = map[string]any{}
	}
	return AdminPage{Key: key, Title: p.Title, Content: p.Content, Meta: meta, Published: p.Published, Stored: true, UpdatedAt: &t,
		Missing: pageMissing(key, p)}
}

// pageMissing is, for the contact page, the seller fields a new order's
// contracts would leave blank (the page holds the seller: bookstore.SellerOf).
func pageMissing(key string, p *bookstore.PageContent) []string {
	if key != bookstore.PageContact {
		return nil
	}
	return bookstore.SellerOf(p).Missing()
}

// adminPages lists the four pages in the spec's order, stored or not.
func (s *Server) adminPages(ctx context.Context, _ *struct{}) (*pagesOutput, error) {
	stored, err := s.admin.Catalog.AdminPages(ctx)
	if err != nil {
		return nil, err
	}
	byKey := map[string]*bookstore.PageContent{}
	for i := range stored {
		byKey[stored[i].Key] = &stored[i]
	}
	out := &pagesOutput{}
	for _, k := range []string{bookstore.PageAbout, bookstore.PageContact, bookstore.PagePrivacy, bookstore.PageTerms} {
		out.Body.Items = append(out.Body.Items, adminPageView(k, byKey[k]))
	}
	return out, nil
}

type PageStats struct {
	Books   string `json:"books,omitempty" required:"false" maxLength:"40"`
	Authors string `json:"authors,omitempty" required:"false" maxLength:"40"`
	Awards  string `json:"awards,omitempty" required:"false" maxLength:"40"`
	Readers string `json:"readers,omitempty" required:"false" maxLength:"40"`
}

type PageSocial struct {
	Facebook  string `json:"facebook,omitempty" required:"false" maxLength:"400"`
	Twitter   string `json:"twitter,omitempty" required:"false" maxLength:"400"`
	Instagram string `json:"instagram,omitempty" required:"false" maxLength:"400"`
}

type PageRequest struct {
	Title     string    `json:"title" maxLength:"400"`
	Content   string    `json:"content,omitempty" required:"false" maxLength:"100000"`
	Published bool      `json:"published,omitempty" required:"false"`
	HeroImage string    `json:"heroImage,omitempty" required:"false" maxLength:"400" doc:"about"`
	Stats     PageStats `json:"stats,omitempty" required:"false" doc:"about"`
	Address   string    `json:"address,omitempty" required:"false" maxLength:"1000" doc:"contact"`
	Phone     string    `json:"phone,omitempty" required:"false" maxLength:"40" doc:"contact"`
	Email     string    `json:"email,omitempty" required:"false" maxLength:"200" doc:"contact"`
	// The seller's legal identity in the contracts.
	SellerTitle string     `json:"sellerTitle,omitempty" required:"false" maxLength:"200" doc:"contact: the seller's trade name in the contracts"`
	Mersis      string     `json:"mersis,omitempty" required:"false" maxLength:"40" doc:"contact: the seller's 16-digit MERSİS number"`
	Social      PageSocial `json:"social,omitempty" required:"false" doc:"contact"`
	Subtitle    string     `json:"subtitle,omitempty" required:"false" maxLength:"600" doc:"privacy"`
}

type pageInput struct {
	Key  string `path:"key" enum:"about,contact,privacy,terms"`
	Body PageRequest
}

type pageOutput struct{ Body AdminPage }

func (s *Server) adminSavePage(ctx context.Context, in *pageInput) (*pageOutput, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	b := in.Body
	pi := bookstore.NewPageInput(in.Key, b.Title, b.Content, b.Published, bookstore.PageFields{HeroImage: b.HeroImage,
		Stats:   map[string]string{"books": b.Stats.Books, "authors": b.Stats.Authors, "awards": b.Stats.Awards, "readers": b.Stats.Readers},
		Address: b.Address, Phone: b.Phone, Email: b.Email, SellerTitle: b.SellerTitle, Mersis: b.Mersis, Facebook: b.Social.Facebook, Twitter: b.Social.Twitter,
		Instagram: b.Social.Instagram, Subtitle: b.Subtitle})
	p, err := s.admin.SavePage(ctx, uid, pi)
	if err != nil {
		return nil, err
	}
	return &pageOutput{Body: adminPageView(p.Key, p)}, nil
}
