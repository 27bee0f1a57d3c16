package httpapi

import (
	"context"
	"net/http"
	"time"

	"bookstore/internal/bookstore"
)

// Admin: the author pages (the handler type is author_handlers.go's).

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

func (h authorHandlers) adminList(ctx context.Context, in *adminListInput) (*authorsOutput, error) {
	a, err := actorOf(ctx, h.authors)
	if err != nil {
		return nil, err
	}
	p := bookstore.PageRequest{Page: in.Page, Size: in.PageSize}.Normalize()
	as, total, err := h.authors.List(ctx, a, in.Q, p)
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

func (h authorHandlers) adminGet(ctx context.Context, in *idInput) (*authorOutput, error) {
	return h.run(ctx, in.ID, http.StatusOK, h.authors.Get)
}

// AuthorRequest is the admin's author form.
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

func (h authorHandlers) adminCreate(ctx context.Context, in *authorInput) (*authorOutput, error) {
	a, err := actorOf(ctx, h.authors)
	if err != nil {
		return nil, err
	}
	p, err := h.authors.Save(ctx, a, "", in.Body.input())
	if err != nil {
		return nil, err
	}
	return &authorOutput{Status: http.StatusCreated, Body: adminAuthorView(p)}, nil
}

type updateAuthorInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body AuthorRequest
}

func (h authorHandlers) adminUpdate(ctx context.Context, in *updateAuthorInput) (*authorOutput, error) {
	return h.run(ctx, in.ID, http.StatusOK, func(ctx context.Context, a bookstore.Actor, id string) (*bookstore.AuthorSummary, error) {
		return h.authors.Save(ctx, a, id, in.Body.input())
	})
}

func (h authorHandlers) adminApproval(ctx context.Context, in *approvalInput) (*authorOutput, error) {
	return h.run(ctx, in.ID, http.StatusOK, func(ctx context.Context, a bookstore.Actor, id string) (*bookstore.AuthorSummary, error) {
		return h.authors.SetApproval(ctx, a, id, in.Body.Approved)
	})
}

func (h authorHandlers) adminDelete(ctx context.Context, in *idInput) (*struct{}, error) {
	a, err := actorOf(ctx, h.authors)
	if err != nil {
		return nil, err
	}
	_, err = bookstore.ByID(ctx, in.ID, bookstore.MsgAuthorNotFound, func(ctx context.Context, id string) (struct{}, error) {
		return struct{}{}, h.authors.Delete(ctx, a, id)
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

func (h authorHandlers) adminOptions(ctx context.Context, in *searchInput) (*authorOptionsOutput, error) {
	a, err := actorOf(ctx, h.authors)
	if err != nil {
		return nil, err
	}
	as, err := h.authors.Options(ctx, a, in.Q, authorOptionsLimit)
	if err != nil {
		return nil, err
	}
	out := &authorOptionsOutput{Body: AuthorOptionList{Items: make([]AuthorOption, len(as))}}
	for i, a := range as {
		out.Body.Items[i] = AuthorOption{ID: a.ID, Name: a.Name}
	}
	return out, nil
}
