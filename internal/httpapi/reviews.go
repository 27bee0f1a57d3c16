package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// Reviews and ratings (issue 20): the public list of a book's reviews, the
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

func (s *Server) listReviews(ctx context.Context, in *listReviewsInput) (*reviewListOutput, error) {
	b, err := s.publicBook(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	p := pageOf(in.Page, in.PageSize)
	items, total, err := s.reviews.List(ctx, bookstore.ReviewFilter{BookID: b.ID, Sort: bookstore.ReviewSort(in.Sort), PageRequest: p})
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
func (s *Server) reviewer(ctx context.Context, bookID string) (*bookstore.User, *bookstore.BookDetail, error) {
	u, err := caller(ctx)
	if err != nil {
		return nil, nil, err
	}
	if u == nil {
		return nil, nil, bookstore.Errorf(bookstore.CodeUnauthorized, bookstore.MsgNoSession)
	}
	b, err := s.publicBook(ctx, bookID)
	return u, b, err
}

func (s *Server) getMyReview(ctx context.Context, in *idInput) (*myReviewOutput, error) {
	u, b, err := s.reviewer(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	m, err := s.reviews.Mine(ctx, u, b.ID)
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

func (s *Server) saveMyReview(ctx context.Context, in *saveReviewInput) (*savedReviewOutput, error) {
	u, b, err := s.reviewer(ctx, in.ID)
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
	if !s.reviewLimits.write.allow(u.ID) {
		return nil, errTooMany
	}
	r, err := s.reviews.Save(ctx, u, b.ID, rin)
	if err != nil {
		return nil, err
	}
	return &savedReviewOutput{Body: *myReview(r)}, nil
}

func (s *Server) deleteMyReview(ctx context.Context, in *idInput) (*struct{}, error) {
	u, b, err := s.reviewer(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	if !s.reviewLimits.write.allow(u.ID) {
		return nil, errTooMany
	}
	return nil, s.reviews.Delete(ctx, u, b.ID)
}

type HelpfulCount struct {
	HelpfulCount int `json:"helpfulCount"`
}

type helpfulOutput struct{ Body HelpfulCount }

// reviewVoter returns the signed-in user for a vote or report on the review
// of the URL (a malformed id is not found).
func (s *Server) reviewVoter(ctx context.Context, id string, lim *ipLimiter) (*bookstore.User, error) {
	u, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if u == nil {
		return nil, bookstore.Errorf(bookstore.CodeUnauthorized, bookstore.MsgNoSession)
	}
	if !bookstore.ValidID(id) {
		return nil, notFound(bookstore.MsgReviewNotFound)
	}
	if !lim.allow(u.ID) {
		return nil, errTooMany
	}
	return u, nil
}

func (s *Server) voteReview(ctx context.Context, in *idInput) (*helpfulOutput, error) {
	u, err := s.reviewVoter(ctx, in.ID, s.reviewLimits.vote)
	if err != nil {
		return nil, err
	}
	n, err := s.reviews.Vote(ctx, u, in.ID)
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

func (s *Server) reportReview(ctx context.Context, in *reasonInput) (*struct{}, error) {
	u, err := s.reviewVoter(ctx, in.ID, s.reviewLimits.report)
	if err != nil {
		return nil, err
	}
	return nil, s.reviews.Report(ctx, u, in.ID, in.Body.Reason)
}
