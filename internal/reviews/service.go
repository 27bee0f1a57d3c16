// Package reviews is the service of book reviews and ratings:
// members who received a book review it, other members vote and report, an
// admin moderates, authors read the reviews of their books. The rules are
// the domain's (bookstore.ReviewInput and friends); storage keeps each
// book's rating aggregate with every publication or removal.
package reviews

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// Service is the review service.
type Service struct {
	Store bookstore.ReviewStore
	// Mails renders the mail a rejected review's author receives.
	Mails   bookstore.ReviewMails
	Authors bookstore.AuthorOfUser
	// Books finds the storefront's visible book a review route names.
	Books interface {
		PublicBook(ctx context.Context, id string) (*bookstore.BookDetail, error)
	}
	// PublishAtOnce publishes new and edited reviews without waiting for
	// an admin, who moderates afterwards (BOOKSTORE_REVIEWS_PUBLISH_AT_ONCE).
	PublishAtOnce bool
}

// Book is the visible book a review route names (bookstore.ErrNotFound
// for a book the storefront does not show): reviews are read and written
// on visible books only.
func (s *Service) Book(ctx context.Context, id string) (*bookstore.BookDetail, error) {
	return s.Books.PublicBook(ctx, id)
}

// Mine is a member's standing toward a book: whether they may review it,
// and their review when they wrote one.
type Mine struct {
	CanReview   bool
	Message     string // why not, when CanReview is false
	DefaultName string
	Review      *bookstore.Review
}

// Mine tells the member whether they may review the book and returns their review.
func (s *Service) Mine(ctx context.Context, u *bookstore.User, bookID string) (*Mine, error) {
	m := &Mine{DefaultName: bookstore.DefaultReviewerName(u.FullName)}
	if err := bookstore.CanReview(u.Role, true); err != nil {
		m.Message = bookstore.ErrorMessage(err)
		return m, nil
	}
	r, err := s.Store.ReviewOf(ctx, u.ID, bookID)
	switch {
	case err == nil:
		m.Review = r
	case !errors.Is(err, bookstore.ErrNotFound):
		return nil, err
	}
	ok, err := s.Store.HasDelivered(ctx, u.ID, bookID)
	if err != nil {
		return nil, err
	}
	if err := bookstore.CanReview(u.Role, ok); err != nil {
		m.Message = bookstore.ErrorMessage(err)
	} else {
		m.CanReview = true
	}
	return m, nil
}

// Save writes the member's review of the book, or replaces it. Only a
// member with a delivered order line of the book may; the review waits for
// an admin again unless the shop publishes at once.
func (s *Service) Save(ctx context.Context, u *bookstore.User, bookID string, in bookstore.ReviewInput) (*bookstore.Review, error) {
	if err := bookstore.CanReview(u.Role, true); err != nil {
		return nil, err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return nil, err
	}
	ok, err := s.Store.HasDelivered(ctx, u.ID, bookID)
	if err != nil {
		return nil, err
	}
	if err := bookstore.CanReview(u.Role, ok); err != nil {
		return nil, err
	}
	r := &bookstore.Review{BookID: bookID, UserID: u.ID, Rating: in.Rating, Title: in.Title, Body: in.Body,
		DisplayName: in.DisplayName, Verified: true, Status: bookstore.ReviewPending}
	if s.PublishAtOnce {
		r.Status = bookstore.ReviewPublished
	}
	prev, err := s.Store.ReviewOf(ctx, u.ID, bookID)
	switch {
	case err == nil:
		r.ID = prev.ID
	case !errors.Is(err, bookstore.ErrNotFound):
		return nil, err
	}
	saved, err := s.Store.SaveReview(ctx, r)
	if errors.Is(err, bookstore.ErrDuplicate) {
		// A second tab wrote the first review meanwhile.
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgReviewExists)
	}
	return saved, err
}

// Delete removes the member's own review of the book.
func (s *Service) Delete(ctx context.Context, u *bookstore.User, bookID string) error {
	err := s.Store.DeleteReview(ctx, u.ID, bookID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgReviewNotFound)
	}
	return err
}

// List pages through a book's published reviews.
func (s *Service) List(ctx context.Context, f bookstore.ReviewFilter) ([]bookstore.Review, int, error) {
	f.PageRequest = f.Normalize()
	return s.Store.PublicReviews(ctx, f)
}

// published returns a published review, or not found (a pending, rejected
// or hidden review does not exist for the public).
func (s *Service) published(ctx context.Context, id string) (*bookstore.Review, error) {
	r, err := s.Store.Review(ctx, id)
	if errors.Is(err, bookstore.ErrNotFound) || (err == nil && r.Status != bookstore.ReviewPublished) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgReviewNotFound)
	}
	return r, err
}

// Vote marks a published review helpful: once per member, never their own.
func (s *Service) Vote(ctx context.Context, u *bookstore.User, id string) (int, error) {
	r, err := s.published(ctx, id)
	if err != nil {
		return 0, err
	}
	if r.UserID == u.ID {
		return 0, bookstore.Errorf(bookstore.CodeForbidden, bookstore.MsgVoteOwn)
	}
	n, err := s.Store.Vote(ctx, id, u.ID)
	if errors.Is(err, bookstore.ErrDuplicate) {
		return 0, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgVoteTwice)
	}
	return n, err
}

// Report flags a published review for the admin with a reason: once per
// member, never their own.
func (s *Service) Report(ctx context.Context, u *bookstore.User, id, reason string) error {
	reason, err := bookstore.CheckReason("reason", reason)
	if err != nil {
		return err
	}
	r, err := s.published(ctx, id)
	if err != nil {
		return err
	}
	if r.UserID == u.ID {
		return bookstore.Errorf(bookstore.CodeForbidden, bookstore.MsgReportOwn)
	}
	err = s.Store.Report(ctx, id, u.ID, reason)
	if errors.Is(err, bookstore.ErrDuplicate) {
		return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgReportTwice)
	}
	return err
}

// AuthorView is what the author panel shows: the author's books with their
// averages and the newest published reviews of them.
type AuthorView struct {
	Books   []bookstore.BookRating
	Reviews []bookstore.Review
}

// ForAuthor returns the author view of the signed-in author (empty before
// their profile exists).
func (s *Service) ForAuthor(ctx context.Context, userID string) (*AuthorView, error) {
	a, err := s.Authors.AuthorOfUser(ctx, userID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return &AuthorView{}, nil
	}
	if err != nil {
		return nil, err
	}
	books, err := s.Store.AuthorBookRatings(ctx, a.ID)
	if err != nil {
		return nil, err
	}
	list, err := s.Store.AuthorReviews(ctx, a.ID, bookstore.AuthorReviewsLimit)
	if err != nil {
		return nil, err
	}
	return &AuthorView{Books: books, Reviews: list}, nil
}
