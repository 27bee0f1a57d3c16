package reviews

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// The admin's moderation queue (/admin/yorumlar). Every action is audited
// and a rejection is mailed to the reviewer, both in the action's
// transaction (bookstore.Effects).

// Queue pages through the moderation queue.
func (s *Service) Queue(ctx context.Context, f bookstore.AdminReviewFilter) ([]bookstore.Review, int, error) {
	f.PageRequest = f.Normalize()
	return s.Store.AdminReviews(ctx, f)
}

// auditState is a review's state in its audit entries.
type auditState struct {
	Status      bookstore.ReviewStatus `json:"status"`
	Rating      int                    `json:"rating"`
	BookID      string                 `json:"bookId"`
	BookTitle   string                 `json:"title"`
	OpenReports int                    `json:"openReports,omitempty"`
	Reason      string                 `json:"reason,omitempty"`
}

func stateOf(r *bookstore.Review) auditState {
	return auditState{Status: r.Status, Rating: r.Rating, BookID: r.BookID, BookTitle: r.BookTitle, OpenReports: r.OpenReports, Reason: r.Reason}
}

func (s *Service) review(ctx context.Context, id string) (*bookstore.Review, error) {
	r, err := s.Store.Review(ctx, id)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgReviewNotFound)
	}
	return r, err
}

// move applies a moderation after reading the review for its audit entry;
// the store refuses it when the review left m.From meanwhile.
func (s *Service) move(ctx context.Context, admin string, action bookstore.AuditAction, m bookstore.ReviewMove,
	mail func(*bookstore.Review) (*bookstore.Mail, error)) (*bookstore.Review, error) {
	r, err := s.review(ctx, m.ID)
	if err != nil {
		return nil, err
	}
	after := *r
	after.Status, after.Reason = m.To, m.Reason
	if m.ClearReports {
		after.OpenReports = 0
	}
	a := bookstore.Change(admin, action, "reviews", r.ID, stateOf(r), stateOf(&after))
	m.Effects.Audit = &a
	if mail != nil {
		if m.Effects.Mail, err = mail(r); err != nil {
			return nil, err
		}
	}
	return s.Store.Moderate(ctx, m)
}

// Approve publishes a pending, rejected or hidden review, or keeps a
// reported published one (its reports are then looked at).
func (s *Service) Approve(ctx context.Context, admin, id string) (*bookstore.Review, error) {
	return s.move(ctx, admin, bookstore.ActionReviewApproved, bookstore.ReviewMove{ID: id, To: bookstore.ReviewPublished,
		From:         []bookstore.ReviewStatus{bookstore.ReviewPending, bookstore.ReviewRejected, bookstore.ReviewHidden, bookstore.ReviewPublished},
		ClearReports: true}, nil)
}

// Reject refuses a pending review with a reason, mailed to the reviewer.
func (s *Service) Reject(ctx context.Context, admin, id, reason string) (*bookstore.Review, error) {
	reason, err := bookstore.CheckReason("reason", reason)
	if err != nil {
		return nil, err
	}
	return s.move(ctx, admin, bookstore.ActionReviewRejected, bookstore.ReviewMove{ID: id, To: bookstore.ReviewRejected,
		From: []bookstore.ReviewStatus{bookstore.ReviewPending}, Reason: reason, ClearReports: true},
		func(r *bookstore.Review) (*bookstore.Mail, error) {
			m, err := s.Mails.ReviewRejected(ctx, r, reason)
			return &m, err
		})
}

// Hide takes a published review off the shop, with the admin's reason.
func (s *Service) Hide(ctx context.Context, admin, id, reason string) (*bookstore.Review, error) {
	reason, err := bookstore.CheckReason("reason", reason)
	if err != nil {
		return nil, err
	}
	return s.move(ctx, admin, bookstore.ActionReviewHidden, bookstore.ReviewMove{ID: id, To: bookstore.ReviewHidden,
		From: []bookstore.ReviewStatus{bookstore.ReviewPublished}, Reason: reason, ClearReports: true}, nil)
}
