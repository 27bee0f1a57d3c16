package sqldb

import (
	"context"
	"errors"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// EventStore is the event aggregate's storage, for both panels, on the
// shared connection. Each change writes its effects (the audit entry) in its
// own transaction.
type EventStore struct{ db *DB }

// NewEventStore returns the event store of db.
func NewEventStore(db *DB) *EventStore { return &EventStore{db} }

var _ bookstore.EventStore = (*EventStore)(nil)

// selectAdminEvents reads events of any status with their author's name
// (the panels' lists).
func selectAdminEvents(q bun.IDB) *bun.SelectQuery {
	return q.NewSelect().TableExpr("events AS e").
		ColumnExpr("e.id, e.title, e.description, e.event_date, e.location, e.image_url, e.status, e.author_id, e.created_at").
		ColumnExpr("a.name AS author_name").Join("JOIN authors AS a ON a.id = e.author_id")
}

// ListEvents pages through the filter's events by date, latest first.
func (s *EventStore) ListEvents(ctx context.Context, f bookstore.PanelEventFilter, p bookstore.PageRequest) ([]bookstore.EventSummary, int, error) {
	filter := func(q *bun.SelectQuery) *bun.SelectQuery {
		q = whereFolded(q, "e.search_text", f.Search)
		if f.AuthorID != "" {
			q = q.Where("e.author_id = ?", f.AuthorID)
		}
		return q
	}
	db := s.db
	return listPage(ctx, filter(selectAdminEvents(db.bun)).Order("e.event_date DESC", "e.id DESC"),
		filter(db.bun.NewSelect().TableExpr("events AS e")), p, (*eventSummaryRow).summary)
}

func (s *EventStore) Event(ctx context.Context, id string) (*bookstore.EventSummary, error) {
	return adminEvent(ctx, s.db.bun, id)
}

func adminEvent(ctx context.Context, q bun.IDB, id string) (*bookstore.EventSummary, error) {
	var r eventSummaryRow
	if err := selectAdminEvents(q).Where("e.id = ?", id).Limit(1).Scan(ctx, &r); err != nil {
		return nil, translate(err)
	}
	sum := r.summary()
	return &sum, nil
}

// SaveEvent creates or updates an event of an approved author, with the
// effects fx makes of the saved event.
func (s *EventStore) SaveEvent(ctx context.Context, e *bookstore.Event, fx func(*bookstore.EventSummary) bookstore.Effects) (*bookstore.EventSummary, error) {
	var saved *bookstore.EventSummary
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		noteChange(ctx, bookstore.ScopeEvents)
		var a authorRow
		err := tx.NewSelect().Model(&a).Column("id", "name", "is_approved").Where("id = ?", e.AuthorID).Scan(ctx)
		if errors.Is(translate(err), bookstore.ErrNotFound) || (err == nil && !a.IsApproved) {
			return bookstore.Invalid(bookstore.FieldError{Field: "authorId", Message: bookstore.MsgEventAuthor})
		}
		if err != nil {
			return translate(err)
		}
		t := now()
		row := eventRow{ID: e.ID, Title: e.Title, Description: e.Description, EventDate: utc(e.Date), Location: e.Location,
			ImageURL: e.ImageURL, Status: string(e.Status), AuthorID: e.AuthorID, SearchText: searchText(e.Title, a.Name),
			CreatedAt: t, UpdatedAt: t}
		if err := saveRow(ctx, tx, &row, &row.ID); err != nil {
			return err
		}
		if saved, err = adminEvent(ctx, tx, row.ID); err != nil {
			return err
		}
		return s.effects(ctx, tx, saved, fx)
	})
	return saved, err
}

// effects writes what fx makes of the changed event (nil: nothing).
func (s *EventStore) effects(ctx context.Context, tx bun.Tx, e *bookstore.EventSummary, fx func(*bookstore.EventSummary) bookstore.Effects) error {
	if fx == nil {
		return nil
	}
	return writeEffects(ctx, s.db, tx, fx(e))
}

// SetEventStatus approves, rejects or resets an event, with the effects fx
// makes of the changed event.
func (s *EventStore) SetEventStatus(ctx context.Context, id string, st bookstore.EventStatus, fx func(*bookstore.EventSummary) bookstore.Effects) (*bookstore.EventSummary, error) {
	var saved *bookstore.EventSummary
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		noteChange(ctx, bookstore.ScopeEvents)
		res, err := tx.NewUpdate().Table("events").Set("status = ?", string(st)).Set("updated_at = ?", now()).Where("id = ?", id).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.ErrNotFound
		}
		if saved, err = adminEvent(ctx, tx, id); err != nil {
			return err
		}
		return s.effects(ctx, tx, saved, fx)
	})
	return saved, err
}

// DeleteEvent deletes an event with its effects.
func (s *EventStore) DeleteEvent(ctx context.Context, id string, fx bookstore.Effects) error {
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		noteChange(ctx, bookstore.ScopeEvents)
		res, err := tx.NewDelete().Table("events").Where("id = ?", id).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.ErrNotFound
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}
