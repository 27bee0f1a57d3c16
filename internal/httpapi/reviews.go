package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/reviews"
)

// Reviews and ratings: the public list of a book's reviews, the
// member's own review, helpful votes and reports. Writes, votes and
// reports are limited per member (reviewLimits).

// Per-member limits: a member writes a handful of reviews in a sitting,
// votes on a page of them, and reports rarely; more is a script.
const (
	reviewWritesPerMinute, reviewWritesBurst   = 6, 6
	reviewVotesPerMinute, reviewVotesBurst     = 30, 20
	reviewReportsPerMinute, reviewReportsBurst = 3, 5
)

type reviewLimits struct{ write, vote, report *ipLimiter }

func newReviewLimits() reviewLimits {
	return reviewLimits{write: newIPLimiter(reviewWritesPerMinute, reviewWritesBurst),
		vote:   newIPLimiter(reviewVotesPerMinute, reviewVotesBurst),
		report: newIPLimiter(reviewReportsPerMinute, reviewReportsBurst)}
}

// reviewHandlers are the review routes of the storefront, the member, the
// admin's moderation (reviews_admin.go) and the author's view, all asking
// the review service; besides it they hold the per-member limits.
type reviewHandlers struct {
	reviews *reviews.Service
	limits  reviewLimits
}

// book is the visible book a review route names (not found otherwise).
func (h reviewHandlers) book(ctx context.Context, id string) (*bookstore.BookDetail, error) {
	return bookstore.ByID(ctx, id, bookstore.MsgBookNotFound, h.reviews.Book)
}

var errTooMany = bookstore.Errorf(bookstore.CodeRateLimited, bookstore.MsgTooManyRequests)

// Rating is a book's aggregate as cards and the detail show it.
type Rating struct {
	Average float64 `json:"average" doc:"one decimal, 0 without ratings"`
	Count   int     `json:"count"`
	// Distribution counts 1 to 5 stars (index 0 is one star).
	Distribution []int `json:"distribution" minItems:"5" maxItems:"5"`
}

func ratingOf(r bookstore.RatingSummary) Rating {
	return Rating{Average: r.Average(), Count: r.Count, Distribution: r.Distribution[:]}
}

type PublicReview struct {
	ID           string    `json:"id"`
	Rating       int       `json:"rating"`
	Title        string    `json:"title" doc:"plain text"`
	Body         string    `json:"body" doc:"plain text; line breaks kept"`
	DisplayName  string    `json:"displayName"`
	Verified     bool      `json:"verified" doc:"'Satın aldı'"`
	HelpfulCount int       `json:"helpfulCount"`
	CreatedAt    time.Time `json:"createdAt"`
}

func publicReview(r *bookstore.Review) PublicReview {
	return PublicReview{ID: r.ID, Rating: r.Rating, Title: r.Title, Body: r.Body, DisplayName: r.DisplayName,
		Verified: r.Verified, HelpfulCount: r.HelpfulCount, CreatedAt: r.CreatedAt}
}

type ReviewList struct {
	Items    []PublicReview `json:"items"`
	Total    int            `json:"total"`
	Page     int            `json:"page"`
	PageSize int            `json:"pageSize"`
}

type listReviewsInput struct {
	ID       string `path:"id" maxLength:"64"`
	Sort     string `query:"sort" enum:"newest,helpful" default:"newest"`
	Page     int    `query:"page" minimum:"1" maximum:"5000" default:"1"`
	PageSize int    `query:"pageSize" minimum:"1" maximum:"48" default:"10"`
}

type reviewListOutput struct{ Body ReviewList }

func (h reviewHandlers) listReviews(ctx context.Context, in *listReviewsInput) (*reviewListOutput, error) {
	b, err := h.book(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	p := pageOf(in.Page, in.PageSize)
	items, total, err := h.reviews.List(ctx, bookstore.ReviewFilter{BookID: b.ID, Sort: bookstore.ReviewSort(in.Sort), PageRequest: p})
	if err != nil {
		return nil, err
	}
	out := ReviewList{Items: make([]PublicReview, len(items)), Total: total, Page: p.Page, PageSize: p.Size}
	for i := range items {
		out.Items[i] = publicReview(&items[i])
	}
	return &reviewListOutput{Body: out}, nil
}

type MyReview struct {
	ID          string    `json:"id"`
	Rating      int       `json:"rating"`
	Title       string    `json:"title"`
	Body        string    `json:"body"`
	DisplayName string    `json:"displayName"`
	Status      string    `json:"status" enum:"pending,published,rejected,hidden"`
	Reason      string    `json:"reason" doc:"why the admin rejected or hid it"`
	UpdatedAt   time.Time `json:"updatedAt"`
}

type MyReviewState struct {
	CanReview   bool      `json:"canReview"`
	Message     string    `json:"message" doc:"why not, when canReview is false"`
	DefaultName string    `json:"defaultName" doc:"the display name a new review starts with"`
	Review      *MyReview `json:"review"`
}

type myReviewOutput struct{ Body MyReviewState }

func myReview(r *bookstore.Review) *MyReview {
	if r == nil {
		return nil
	}
	return &MyReview{ID: r.ID, Rating: r.Rating, Title: r.Title, Body: r.Body, DisplayName: r.DisplayName,
		Status: string(r.Status), Reason: r.Reason, UpdatedAt: r.UpdatedAt}
}

// reviewer returns the signed-in user and the visible book of the URL.
func (h reviewHandlers) reviewer(ctx context.Context, bookID string) (*bookstore.User, *bookstore.BookDetail, error) {
	u, err := signedIn(ctx)
	if err != nil {
		return nil, nil, err
	}
	b, err := h.book(ctx, bookID)
	return u, b, err
}

func (h reviewHandlers) getMyReview(ctx context.Context, in *idInput) (*myReviewOutput, error) {
	u, b, err := h.reviewer(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	m, err := h.reviews.Mine(ctx, u, b.ID)
	if err != nil {
		return nil, err
	}
	return &myReviewOutput{Body: MyReviewState{CanReview: m.CanReview, Message: m.Message, DefaultName: m.DefaultName,
		Review: myReview(m.Review)}}, nil
}

type ReviewRequest struct {
	Rating      int    `json:"rating" doc:"1-5"`
	Title       string `json:"title,omitempty" maxLength:"400"`
	Body        string `json:"body,omitempty" maxLength:"8000" doc:"plain text, empty or 10-2000 characters"`
	DisplayName string `json:"displayName" maxLength:"200"`
}

type saveReviewInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body ReviewRequest
}

type savedReviewOutput struct{ Body MyReview }

func (h reviewHandlers) saveMyReview(ctx context.Context, in *saveReviewInput) (*savedReviewOutput, error) {
	u, b, err := h.reviewer(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	rin := bookstore.ReviewInput{Rating: in.Body.Rating, Title: in.Body.Title, Body: in.Body.Body, DisplayName: in.Body.DisplayName}
	// Only writes that pass the rules count against the limit: a member
	// correcting a too-short text is not throttled (the service checks again).
	rin.Normalize()
	if err := rin.Validate(); err != nil {
		return nil, err
	}
	if !h.limits.write.allow(u.ID) {
		return nil, errTooMany
	}
	r, err := h.reviews.Save(ctx, u, b.ID, rin)
	if err != nil {
		return nil, err
	}
	return &savedReviewOutput{Body: *myReview(r)}, nil
}

func (h reviewHandlers) deleteMyReview(ctx context.Context, in *idInput) (*struct{}, error) {
	u, b, err := h.reviewer(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	if !h.limits.write.allow(u.ID) {
		return nil, errTooMany
	}
	return nil, h.reviews.Delete(ctx, u, b.ID)
}

type HelpfulCount struct {
	HelpfulCount int `json:"helpfulCount"`
}

type helpfulOutput struct{ Body HelpfulCount }

// reviewVoter returns the signed-in user for a vote or report on the review
// of the URL (a malformed id is not found).
func (h reviewHandlers) reviewVoter(ctx context.Context, id string, lim *ipLimiter) (*bookstore.User, error) {
	u, err := signedIn(ctx)
	if err != nil {
		return nil, err
	}
	if !bookstore.ValidID(id) {
		return nil, notFound(bookstore.MsgReviewNotFound)
	}
	if !lim.allow(u.ID) {
		return nil, errTooMany
	}
	return u, nil
}

func (h reviewHandlers) voteReview(ctx context.Context, in *idInput) (*helpfulOutput, error) {
	u, err := h.reviewVoter(ctx, in.ID, h.limits.vote)
	if err != nil {
		return nil, err
	}
	n, err := h.reviews.Vote(ctx, u, in.ID)
	if err != nil {
		return nil, err
	}
	return &helpfulOutput{Body: HelpfulCount{HelpfulCount: n}}, nil
}

type ReasonRequest struct {
	Reason string `json:"reason" maxLength:"2000" doc:"3-500 characters"`
}

type reasonInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body ReasonRequest
}

func (h reviewHandlers) reportReview(ctx context.Context, in *reasonInput) (*struct{}, error) {
	u, err := h.reviewVoter(ctx, in.ID, h.limits.report)
	if err != nil {
		return nil, err
	}
	return nil, h.reviews.Report(ctx, u, in.ID, in.Body.Reason)
}
