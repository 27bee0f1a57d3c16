package httpapi

import (
	"context"
	"encoding/json"
	"time"

	"bookstore/internal/auth"
	"bookstore/internal/bookstore"
)

// Author panel (/yazar) and the author application (/yazar-giris). Every
// route acts on the author profile of the signed-in user.

type AuthorApplicationRequest struct {
	RegisterRequest
	Biography string `json:"biography,omitempty" required:"false" maxLength:"8000" doc:"a short biography (plain text)"`
}

type authorApplicationInput struct{ Body AuthorApplicationRequest }

func (h authHandlers) applyAsAuthor(ctx context.Context, in *authorApplicationInput) (*authOutput, error) {
	if err := h.limitAuth(ctx); err != nil {
		return nil, err
	}
	b := in.Body
	var sig *auth.SignIn
	register := func(ctx context.Context, r bookstore.Registration, role bookstore.Role) (string, error) {
		in, err := h.auth.RegisterAs(ctx, r, role, client(ctx))
		if err != nil {
			return "", err
		}
		sig = in
		return in.User.ID, nil
	}
	if err := h.authors.Apply(ctx, bookstore.AuthorApplication{Registration: bookstore.Registration{FullName: b.FullName, Email: b.Email,
		Password: b.Password, ConfirmPassword: b.ConfirmPassword, AcceptTerms: b.AcceptTerms}, Biography: b.Biography}, register); err != nil {
		return nil, err
	}
	out := h.startSession(ctx, sig)
	return out, nil
}

type MyAuthorProfile struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Biography string    `json:"biography" doc:"sanitised HTML"`
	PhotoURL  *string   `json:"photoUrl"`
	Approved  bool      `json:"approved"`
	CreatedAt time.Time `json:"createdAt"`
}

type AuthorMe struct {
	Author *MyAuthorProfile `json:"author" doc:"null until the profile is created"`
	Email  string           `json:"email" doc:"read-only"`
}

func authorProfileOf(a *bookstore.AuthorSummary) *MyAuthorProfile {
	if a == nil {
		return nil
	}
	return &MyAuthorProfile{ID: a.ID, Name: a.Name, Biography: a.Biography, PhotoURL: nullable(a.PhotoURL), Approved: a.Approved, CreatedAt: a.CreatedAt}
}

type authorMeOutput struct{ Body AuthorMe }

func (h authorHandlers) me(ctx context.Context, _ *struct{}) (*authorMeOutput, error) {
	u, err := caller(ctx)
	if err != nil || u == nil {
		return nil, bookstore.Errorf(bookstore.CodeUnauthorized, bookstore.MsgNoSession)
	}
	a, err := h.authors.ActorOf(ctx, u)
	if err != nil {
		return nil, err
	}
	p, err := h.authors.Profile(ctx, a)
	if err != nil {
		return nil, err
	}
	return &authorMeOutput{Body: AuthorMe{Author: authorProfileOf(p), Email: u.Email}}, nil
}

type AuthorProfileRequest struct {
	Name      string `json:"name" maxLength:"400"`
	Biography string `json:"biography,omitempty" required:"false" maxLength:"100000"`
}

type AuthorProfileSaved struct {
	Author  MyAuthorProfile `json:"author"`
	Message string          `json:"message" doc:"'Yazar profili oluşturuldu' or 'Profil başarıyla güncellendi!'"`
}

type authorProfileInput struct{ Body AuthorProfileRequest }
type authorProfileOutput struct{ Body AuthorProfileSaved }

func (h authorHandlers) saveProfile(ctx context.Context, in *authorProfileInput) (*authorProfileOutput, error) {
	a, err := actorOf(ctx, h.authors)
	if err != nil {
		return nil, err
	}
	p, msg, err := h.authors.SaveProfile(ctx, a, bookstore.AuthorInput{Name: in.Body.Name, Biography: in.Body.Biography})
	if err != nil {
		return nil, err
	}
	return &authorProfileOutput{Body: AuthorProfileSaved{Author: *authorProfileOf(p), Message: msg}}, nil
}

type AuthorActivityItem struct {
	ID        string                `json:"id"`
	Action    bookstore.AuditAction `json:"action" doc:"book.created, book.updated, book.approved, book.unapproved, event.created, event.updated, event.status_changed, author.*"`
	Entity    string                `json:"entity" enum:"books,events,authors"`
	EntityID  string                `json:"entityId"`
	Title     string                `json:"title" doc:"the book's or event's title, or the author's name"`
	Status    string                `json:"status,omitempty" doc:"an event's new status"`
	CreatedAt time.Time             `json:"createdAt"`
}

type AuthorDashboard struct {
	Books          int                  `json:"books"`
	ApprovedBooks  int                  `json:"approvedBooks"`
	Events         int                  `json:"events"`
	ApprovedEvents int                  `json:"approvedEvents"`
	Activity       []AuthorActivityItem `json:"activity"`
}

type authorDashboardOutput struct{ Body AuthorDashboard }

func (h authorHandlers) dashboard(ctx context.Context, _ *struct{}) (*authorDashboardOutput, error) {
	a, err := actorOf(ctx, h.authors)
	if err != nil {
		return nil, err
	}
	if a.UserID == "" {
		return nil, bookstore.Errorf(bookstore.CodeUnauthorized, bookstore.MsgNoSession)
	}
	d, err := h.authors.DashboardOf(ctx, a)
	if err != nil {
		return nil, err
	}
	out := AuthorDashboard{Books: d.Counts.Books, ApprovedBooks: d.Counts.ApprovedBooks, Events: d.Counts.Events,
		ApprovedEvents: d.Counts.ApprovedEvents, Activity: make([]AuthorActivityItem, len(d.Activity))}
	for i, e := range d.Activity {
		var after struct {
			Title, Name, Status string
		}
		_ = json.Unmarshal(e.After, &after)
		title := after.Title
		if title == "" {
			title = after.Name
		}
		out.Activity[i] = AuthorActivityItem{ID: e.ID, Action: e.Action, Entity: e.Entity, EntityID: e.EntityID, Title: title,
			Status: after.Status, CreatedAt: e.CreatedAt}
	}
	return &authorDashboardOutput{Body: out}, nil
}

// --- the author's books

type AuthorBookRequest struct {
	Title           string  `json:"title" maxLength:"400"`
	ISBN            string  `json:"isbn" maxLength:"40"`
	CategoryID      string  `json:"categoryId,omitempty" required:"false" maxLength:"64"`
	Price           int64   `json:"price" doc:"kuruş"`
	PageCount       int     `json:"pageCount" required:"false"`
	PublicationDate *string `json:"publicationDate,omitempty" required:"false" nullable:"true" doc:"YYYY-MM-DD"`
	Description     string  `json:"description,omitempty" required:"false" maxLength:"100000"`
	BookParcelRequest
}

// input is the book form with the author's fields only (the book service
// sets the author and keeps the rest).
func (r *AuthorBookRequest) input() (bookstore.BookInput, error) {
	in := bookstore.BookInput{Title: r.Title, ISBN: r.ISBN, CategoryID: r.CategoryID, Price: r.Price, PageCount: r.PageCount,
		Description: r.Description, Parcel: r.parcel()}
	var err error
	in.PublicationDate, err = publicationDate(r.PublicationDate)
	return in, err
}

func (h bookHandlers) authorListBooks(ctx context.Context, in *adminListInput) (*adminBooksOutput, error) {
	return h.listPanelBooks(ctx, in)
}

func (h bookHandlers) authorGetBook(ctx context.Context, in *idInput) (*adminBookOutput, error) {
	return h.getPanelBook(ctx, in)
}

type authorBookInput struct{ Body AuthorBookRequest }

func (h bookHandlers) authorCreateBook(ctx context.Context, in *authorBookInput) (*createdBookOutput, error) {
	form, err := in.Body.input()
	return h.createPanelBook(ctx, form, err)
}

type authorUpdateBookInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body AuthorBookRequest
}

func (h bookHandlers) authorUpdateBook(ctx context.Context, in *authorUpdateBookInput) (*adminBookOutput, error) {
	form, err := in.Body.input()
	return h.updatePanelBook(ctx, in.ID, form, err)
}
