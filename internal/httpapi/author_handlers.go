package httpapi

import (
	"context"

	"bookstore/internal/authors"
	"bookstore/internal/bookstore"
)

// authorHandlers are the author profile's routes of both panels and the
// storefront's list: the admin's author pages (admin_authors.go), the
// author's own profile and dashboard (author_panel.go) and /api/authors
// (storefront_authors.go). The route's guard admits the panel's role,
// the author service decides from the signed-in actor which profile they
// may save and which fields they set.
type authorHandlers struct{ authors *authors.Service }

// run calls fn as the signed-in actor on the profile named by id (a
// malformed or unknown id answers not found).
func (h authorHandlers) run(ctx context.Context, id string, status int,
	fn func(ctx context.Context, a bookstore.Actor, id string) (*bookstore.AuthorSummary, error)) (*authorOutput, error) {
	p, err := asActor(ctx, h.authors, id, bookstore.MsgAuthorNotFound, fn)
	if err != nil {
		return nil, err
	}
	return &authorOutput{Status: status, Body: adminAuthorView(p)}, nil
}
