package httpapi

import (
	"context"
	"net/http"
	"time"

	"bookstore/internal/bookstore"
)

// Admin: authors (panels.md §3).

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
	as, total, err := s.admin.ListAuthors(ctx, in.Q, p)
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
	a, err := byID(ctx, in.ID, bookstore.MsgAuthorNotFound, s.admin.Author)
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
	as, err := s.admin.AuthorOptions(ctx, in.Q, authorOptionsLimit)
	if err != nil {
		return nil, err
	}
	out := &authorOptionsOutput{Body: AuthorOptionList{Items: make([]AuthorOption, len(as))}}
	for i, a := range as {
		out.Body.Items[i] = AuthorOption{ID: a.ID, Name: a.Name}
	}
	return out, nil
}
