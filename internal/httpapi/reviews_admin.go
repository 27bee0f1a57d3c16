package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// The admin's moderation queue (/admin/yorumlar) and the author panel's
// read-only view of the reviews of the author's books.

type AdminReview struct {
	PublicReview
	BookID      string `json:"bookId"`
	BookTitle   string `json:"bookTitle"`
	MemberName  string `json:"memberName"`
	MemberEmail string `json:"memberEmail"`
	Status      string `json:"status" enum:"pending,published,rejected,hidden"`
	Reason      string `json:"reason"`
	OpenReports int    `json:"openReports"`
}

func adminReview(r *bookstore.Review) AdminReview {
	return AdminReview{PublicReview: publicReview(r), BookID: r.BookID, BookTitle: r.BookTitle, MemberName: r.MemberName,
		MemberEmail: r.MemberEmail, Status: string(r.Status), Reason: r.Reason, OpenReports: r.OpenReports}
}

type AdminReviewList struct {
	Items    []AdminReview `json:"items"`
	Total    int           `json:"total"`
	Page     int           `json:"page"`
	PageSize int           `json:"pageSize"`
	// PublishAtOnce: new reviews appear at once and are moderated afterwards.
	PublishAtOnce bool `json:"publishAtOnce"`
}

type adminReviewsInput struct {
	Status   string `query:"status" enum:"pending,published,rejected,hidden,all" default:"all"`
	Q        string `query:"q" maxLength:"100" doc:"book title, member name or e-mail, review text"`
	Page     int    `query:"page" minimum:"1" maximum:"5000" default:"1"`
	PageSize int    `query:"pageSize" minimum:"1" maximum:"48" default:"20"`
}

type adminReviewsOutput struct{ Body AdminReviewList }

func (h reviewHandlers) adminReviews(ctx context.Context, in *adminReviewsInput) (*adminReviewsOutput, error) {
	status, _ := bookstore.ParseReviewStatus(in.Status) // "all": every status
	p := pageOf(in.Page, in.PageSize)
	items, total, err := h.reviews.Queue(ctx, bookstore.AdminReviewFilter{Status: status, Query: in.Q, PageRequest: p})
	if err != nil {
		return nil, err
	}
	out := AdminReviewList{Items: make([]AdminReview, len(items)), Total: total, Page: p.Page, PageSize: p.Size,
		PublishAtOnce: h.reviews.PublishAtOnce}
	for i := range items {
		out.Items[i] = adminReview(&items[i])
	}
	return &adminReviewsOutput{Body: out}, nil
}

type adminReviewOutput struct{ Body AdminReview }

func (h reviewHandlers) moderated(r *bookstore.Review, err error) (*adminReviewOutput, error) {
	if err != nil {
		return nil, err
	}
	return &adminReviewOutput{Body: adminReview(r)}, nil
}

func (h reviewHandlers) adminApproveReview(ctx context.Context, in *idInput) (*adminReviewOutput, error) {
	return h.moderated(asCaller(ctx, in.ID, bookstore.MsgReviewNotFound, h.reviews.Approve))
}

func (h reviewHandlers) adminRejectReview(ctx context.Context, in *reasonInput) (*adminReviewOutput, error) {
	return h.moderated(asCaller(ctx, in.ID, bookstore.MsgReviewNotFound, func(ctx context.Context, actor, id string) (*bookstore.Review, error) {
		return h.reviews.Reject(ctx, actor, id, in.Body.Reason)
	}))
}

func (h reviewHandlers) adminHideReview(ctx context.Context, in *reasonInput) (*adminReviewOutput, error) {
	return h.moderated(asCaller(ctx, in.ID, bookstore.MsgReviewNotFound, func(ctx context.Context, actor, id string) (*bookstore.Review, error) {
		return h.reviews.Hide(ctx, actor, id, in.Body.Reason)
	}))
}

type AuthorBookRating struct {
	BookID string `json:"bookId"`
	Title  string `json:"title"`
	Rating Rating `json:"rating"`
}

type AuthorReview struct {
	PublicReview
	BookID    string `json:"bookId"`
	BookTitle string `json:"bookTitle"`
}

type AuthorReviews struct {
	Books   []AuthorBookRating `json:"books"`
	Reviews []AuthorReview     `json:"reviews" doc:"the newest 50 published reviews"`
}

type authorReviewsOutput struct{ Body AuthorReviews }

func (h reviewHandlers) authorReviews(ctx context.Context, _ *struct{}) (*authorReviewsOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	v, err := h.reviews.ForAuthor(ctx, uid)
	if err != nil {
		return nil, err
	}
	out := AuthorReviews{Books: make([]AuthorBookRating, len(v.Books)), Reviews: make([]AuthorReview, len(v.Reviews))}
	for i, b := range v.Books {
		out.Books[i] = AuthorBookRating{BookID: b.BookID, Title: b.Title, Rating: ratingOf(b.Rating)}
	}
	for i := range v.Reviews {
		r := &v.Reviews[i]
		out.Reviews[i] = AuthorReview{PublicReview: publicReview(r), BookID: r.BookID, BookTitle: r.BookTitle}
	}
	return &authorReviewsOutput{Body: out}, nil
}

// reviewLD is a published review in a book page's JSON-LD (Google's review
// snippet: the reviewer's display name, the rating, the text, the date).
func reviewLD(r *bookstore.Review) map[string]any {
	v := map[string]any{"@type": "Review", "author": map[string]any{"@type": "Person", "name": r.DisplayName},
		"datePublished": r.CreatedAt.Format(time.DateOnly),
		"reviewRating":  map[string]any{"@type": "Rating", "ratingValue": r.Rating, "bestRating": 5, "worstRating": 1}}
	if r.Title != "" {
		v["name"] = r.Title
	}
	if r.Body != "" {
		v["reviewBody"] = r.Body
	}
	return v
}
