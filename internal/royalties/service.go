// Package royalties is the royalty service: the admin sets
// rates and issues statements of ended periods; an author reads their own
// sales by month and their own statements, never another author's and
// never a customer's personal data (the figures are counts and amounts).
// The arithmetic is the domain's (bookstore.RoyaltyOf); the PDF is pdf.go.
package royalties

import (
	"context"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

// Service is the royalty service.
type Service struct {
	Store   bookstore.RoyaltyStore
	Authors bookstore.AuthorOfUser
	// Now is the clock periods are compared with (nil: time.Now).
	Now func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Settings is the author's rate, period and books with their overrides.
func (s *Service) Settings(ctx context.Context, authorID string) (*bookstore.AuthorRoyalty, error) {
	return s.Store.AuthorRoyalty(ctx, authorID)
}

// SetAuthorRate saves the author's default rate and period.
func (s *Service) SetAuthorRate(ctx context.Context, actorID, authorID string, rate bookstore.RoyaltyRate, period bookstore.RoyaltyPeriod) (*bookstore.AuthorRoyalty, error) {
	if err := rate.Validate(); err != nil {
		return nil, err
	}
	if period != bookstore.RoyaltyMonthly && period != bookstore.RoyaltyQuarterly {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "period", Message: bookstore.MsgRoyaltyPeriod})
	}
	before, err := s.Store.AuthorRoyalty(ctx, authorID)
	if err != nil {
		return nil, err
	}
	rate = rate.Normalized()
	after := map[string]any{"kind": rate.Kind, "basisPoints": rate.BasisPoints, "perCopy": rate.PerCopy, "period": period}
	var was any
	if before.Rate != nil {
		was = map[string]any{"kind": before.Rate.Kind, "basisPoints": before.Rate.BasisPoints, "perCopy": before.Rate.PerCopy, "period": before.Period}
	}
	audit := bookstore.Change(actorID, bookstore.ActionRoyaltyRateSet, "authors", authorID, was, after)
	if err := s.Store.SetAuthorRoyalty(ctx, authorID, rate, period, bookstore.Effects{Audit: &audit}); err != nil {
		return nil, err
	}
	return s.Store.AuthorRoyalty(ctx, authorID)
}

// SetBookRate saves a book's override; nil removes it (the author's rate
// applies again).
func (s *Service) SetBookRate(ctx context.Context, actorID, bookID string, rate *bookstore.RoyaltyRate) error {
	var after any
	if rate != nil {
		if err := rate.Validate(); err != nil {
			return err
		}
		r := rate.Normalized()
		rate = &r
		after = map[string]any{"kind": r.Kind, "basisPoints": r.BasisPoints, "perCopy": r.PerCopy}
	}
	audit := bookstore.Change(actorID, bookstore.ActionRoyaltyRateSet, "books", bookID, nil, after)
	return s.Store.SetBookRoyalty(ctx, bookID, rate, bookstore.Effects{Audit: &audit})
}

// Issue computes and stores the statement of the author's period starting
// in month start ("2026-10"), with the author's current period kind; or,
// with correctsID, a correction of that statement for its period. The
// period must have ended.
func (s *Service) Issue(ctx context.Context, actorID, authorID, start, correctsID string) (*bookstore.RoyaltyStatement, error) {
	settings, err := s.Store.AuthorRoyalty(ctx, authorID)
	if err != nil {
		return nil, err
	}
	if settings.Rate == nil {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgRoyaltyRateMissing)
	}
	st := &bookstore.RoyaltyStatement{AuthorID: authorID, AuthorName: settings.AuthorName, IssuedBy: actorID, CorrectsID: correctsID}
	if correctsID != "" {
		old, err := s.Store.RoyaltyStatement(ctx, correctsID)
		if errors.Is(err, bookstore.ErrNotFound) || (err == nil && old.AuthorID != authorID) {
			return nil, bookstore.Invalid(bookstore.FieldError{Field: "correctsId", Message: bookstore.MsgRoyaltyWrongAuthor})
		}
		if err != nil {
			return nil, err
		}
		st.Period, st.From, st.To = old.Period, old.From, old.To
	} else {
		st.Period = settings.Period
		if st.From, st.To, err = bookstore.PeriodBounds(settings.Period, start); err != nil {
			return nil, err
		}
	}
	if st.To.After(s.now()) {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "period", Message: bookstore.MsgRoyaltyNotEnded})
	}
	sales, err := s.Store.BookSales(ctx, authorID, st.From, st.To)
	if err != nil {
		return nil, err
	}
	if !bookstore.BuildStatementLines(st, sales, settings) {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgRoyaltyRateMissing)
	}
	audit := bookstore.Change(actorID, bookstore.ActionRoyaltyIssued, "royalty_statements", "", nil,
		map[string]any{"author": authorID, "period": bookstore.PeriodKey(st.From), "royalty": st.Royalty, "corrects": correctsID})
	if err := s.Store.IssueRoyaltyStatement(ctx, st, bookstore.Effects{Audit: &audit}); err != nil {
		return nil, err
	}
	return s.Store.RoyaltyStatement(ctx, st.ID)
}

// Statements lists the author's statements (the admin's view).
func (s *Service) Statements(ctx context.Context, authorID string) ([]bookstore.RoyaltyStatement, error) {
	if _, err := s.Store.AuthorRoyalty(ctx, authorID); err != nil {
		return nil, err
	}
	return s.Store.RoyaltyStatements(ctx, authorID)
}

// Statement is one statement (the admin's view).
func (s *Service) Statement(ctx context.Context, id string) (*bookstore.RoyaltyStatement, error) {
	return s.Store.RoyaltyStatement(ctx, id)
}

// author is the signed-in user's author profile.
func (s *Service) author(ctx context.Context, userID string) (*bookstore.AuthorSummary, error) {
	a, err := s.Authors.AuthorOfUser(ctx, userID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgAuthorProfileNeeded)
	}
	return a, err
}

// SalesMonths is how many months the author's sales page shows.
const SalesMonths = 12

// MySales are the author's own sales in each of the last SalesMonths
// months (the current one included, oldest first), and per book over them.
func (s *Service) MySales(ctx context.Context, userID string) ([]bookstore.MonthSales, []bookstore.BookSales, error) {
	a, err := s.author(ctx, userID)
	if err != nil {
		return nil, nil, err
	}
	loc := bookstore.ShopLocation()
	n := s.now().In(loc)
	first := time.Date(n.Year(), n.Month(), 1, 0, 0, 0, 0, loc).AddDate(0, 1-SalesMonths, 0)
	months := make([]bookstore.MonthSales, 0, SalesMonths)
	for i := range SalesMonths {
		from := first.AddDate(0, i, 0)
		sales, err := s.Store.BookSales(ctx, a.ID, from, from.AddDate(0, 1, 0))
		if err != nil {
			return nil, nil, err
		}
		months = append(months, bookstore.SumSales(from.Format("2006-01"), sales))
	}
	books, err := s.Store.BookSales(ctx, a.ID, first, first.AddDate(0, SalesMonths, 0))
	if err != nil {
		return nil, nil, err
	}
	return months, books, nil
}

// MyStatements lists the author's own statements.
func (s *Service) MyStatements(ctx context.Context, userID string) ([]bookstore.RoyaltyStatement, error) {
	a, err := s.author(ctx, userID)
	if err != nil {
		return nil, err
	}
	return s.Store.RoyaltyStatements(ctx, a.ID)
}

// MyStatement is one of the author's own statements; another author's is
// not found (never forbidden: its existence is not theirs to learn).
func (s *Service) MyStatement(ctx context.Context, userID, id string) (*bookstore.RoyaltyStatement, error) {
	a, err := s.author(ctx, userID)
	if err != nil {
		return nil, err
	}
	st, err := s.Store.RoyaltyStatement(ctx, id)
	if err != nil {
		return nil, err
	}
	if st.AuthorID != a.ID {
		return nil, bookstore.ErrNotFound
	}
	return st, nil
}
