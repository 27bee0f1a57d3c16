package httpapi

import (
	"context"

	"bookstore/internal/bookstore"
)

// Admin: members (Üye Yönetimi), on memberHandlers (members.go).

type MemberList struct {
	Items    []CurrentUser `json:"items"`
	Total    int           `json:"total"`
	Page     int           `json:"page"`
	PageSize int           `json:"pageSize"`
}

type memberListOutput struct{ Body MemberList }

func (h memberHandlers) adminListMembers(ctx context.Context, in *adminListInput) (*memberListOutput, error) {
	page := bookstore.PageRequest{Page: in.Page, Size: in.PageSize}.Normalize()
	users, total, err := h.svc.List(ctx, in.Q, page)
	if err != nil {
		return nil, err
	}
	out := &memberListOutput{Body: MemberList{Items: make([]CurrentUser, len(users)), Total: total, Page: page.Page, PageSize: page.Size}}
	for i := range users {
		out.Body.Items[i] = *currentUserOf(&users[i])
	}
	return out, nil
}

type memberOutput struct{ Body CurrentUser }

func (h memberHandlers) adminGetMember(ctx context.Context, in *idInput) (*memberOutput, error) {
	u, err := bookstore.ByID(ctx, in.ID, bookstore.MsgMemberNotFound, h.svc.Get)
	if err != nil {
		return nil, err
	}
	return &memberOutput{Body: *currentUserOf(u)}, nil
}

type RoleRequest struct {
	Role string `json:"role" enum:"user,author,admin"`
}

type roleInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body RoleRequest
}

func (h memberHandlers) adminSetRole(ctx context.Context, in *roleInput) (*memberOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	u, err := bookstore.ByID(ctx, in.ID, bookstore.MsgMemberNotFound, func(ctx context.Context, id string) (*bookstore.User, error) {
		return h.svc.SetRole(ctx, uid, id, in.Body.Role)
	})
	if err != nil {
		return nil, err
	}
	return &memberOutput{Body: *currentUserOf(u)}, nil
}
