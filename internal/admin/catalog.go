package admin

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// Audit actions of categories, authors, events, the featured list and pages.
const (
	ActionCategorySaved   = "category.saved"
	ActionCategoryDeleted = "category.deleted"
	ActionAuthorCreated   = "author.created"
	ActionAuthorUpdated   = "author.updated"
	ActionAuthorApproved  = "author.approved"
	ActionAuthorWithdrawn = "author.unapproved"
	ActionAuthorDeleted   = "author.deleted"
	ActionEventCreated    = "event.created"
	ActionEventUpdated    = "event.updated"
	ActionEventStatus     = "event.status_changed"
	ActionEventDeleted    = "event.deleted"
	ActionFeaturedMoved   = "featured.moved"
	ActionFeaturedRemoved = "featured.removed"
	ActionPageSaved       = "page.saved"
)

// --- categories

func (s *Service) SaveCategory(ctx context.Context, actorID, id string, in bookstore.CategoryInput) (*bookstore.Category, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	var before *bookstore.Category
	if id != "" {
		b, err := s.Catalog.AdminCategory(ctx, id)
		if err != nil {
			return nil, notFound(err, bookstore.MsgCategoryNotFound)
		}
		before = b
	}
	c := &bookstore.Category{ID: id, Name: in.Name, Description: in.Description}
	if err := s.Catalog.SaveCategory(ctx, c); err != nil {
		if errors.Is(err, bookstore.ErrDuplicate) {
			return nil, bookstore.Invalid(bookstore.FieldError{Field: "name", Message: bookstore.MsgCategoryDuplicate})
		}
		return nil, notFound(err, bookstore.MsgCategoryNotFound)
	}
	after, err := s.Catalog.AdminCategory(ctx, c.ID)
	if err != nil {
		return nil, err
	}
	s.audit(ctx, actorID, ActionCategorySaved, "categories", after.ID, before, after)
	return after, nil
}

func (s *Service) DeleteCategory(ctx context.Context, actorID, id string) error {
	before, err := s.Catalog.AdminCategory(ctx, id)
	if err != nil {
		return notFound(err, bookstore.MsgCategoryNotFound)
	}
	if err := s.Catalog.DeleteCategory(ctx, id); err != nil {
		return notFound(err, bookstore.MsgCategoryNotFound)
	}
	s.audit(ctx, actorID, ActionCategoryDeleted, "categories", id, before, nil)
	return nil
}

// --- authors

type authorRecord struct {
	Name         string `json:"name"`
	PhotoURL     string `json:"photoUrl"`
	Approved     bool   `json:"approved"`
	BiographyLen int    `json:"biographyLength"`
}

func authorRecordOf(a *bookstore.AuthorSummary) *authorRecord {
	if a == nil {
		return nil
	}
	return &authorRecord{Name: a.Name, PhotoURL: a.PhotoURL, Approved: a.Approved, BiographyLen: len(a.Biography)}
}

func (s *Service) SaveAuthor(ctx context.Context, actorID, id string, in bookstore.AuthorInput) (*bookstore.AuthorSummary, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	a := &bookstore.Author{ID: id, Name: in.Name, Biography: s.Sanitize(in.Biography), PhotoURL: in.PhotoURL, Approved: in.Approved}
	var before *bookstore.AuthorSummary
	if id != "" {
		b, err := s.Catalog.AdminAuthor(ctx, id)
		if err != nil {
			return nil, notFound(err, bookstore.MsgAuthorNotFound)
		}
		before = b
		a.UserID = b.UserID
	}
	after, err := s.Catalog.SaveAuthor(ctx, a)
	if err != nil {
		return nil, notFound(err, bookstore.MsgAuthorNotFound)
	}
	action := ActionAuthorCreated
	if before != nil {
		action = ActionAuthorUpdated
		s.dropped(ctx, before.PhotoURL, after.PhotoURL)
	}
	s.audit(ctx, actorID, action, "authors", after.ID, authorRecordOf(before), authorRecordOf(after))
	return after, nil
}

func (s *Service) SetAuthorApproval(ctx context.Context, actorID, id string, approved bool) (*bookstore.AuthorSummary, error) {
	before, err := s.Catalog.AdminAuthor(ctx, id)
	if err != nil {
		return nil, notFound(err, bookstore.MsgAuthorNotFound)
	}
	after, err := s.Catalog.SetAuthorApproval(ctx, id, approved)
	if err != nil {
		return nil, notFound(err, bookstore.MsgAuthorNotFound)
	}
	action := ActionAuthorApproved
	if !approved {
		action = ActionAuthorWithdrawn
	}
	s.audit(ctx, actorID, action, "authors", id, authorRecordOf(before), authorRecordOf(after))
	return after, nil
}

func (s *Service) DeleteAuthor(ctx context.Context, actorID, id string) error {
	before, err := s.Catalog.AdminAuthor(ctx, id)
	if err != nil {
		return notFound(err, bookstore.MsgAuthorNotFound)
	}
	if err := s.Catalog.DeleteAuthor(ctx, id); err != nil {
		return notFound(err, bookstore.MsgAuthorNotFound)
	}
	s.audit(ctx, actorID, ActionAuthorDeleted, "authors", id, authorRecordOf(before), nil)
	s.dropped(ctx, before.PhotoURL, "")
	return nil
}

// --- events

type eventRecord struct {
	Title    string `json:"title"`
	AuthorID string `json:"authorId"`
	Date     string `json:"eventDate"`
	Location string `json:"location"`
	ImageURL string `json:"imageUrl"`
	Status   string `json:"status"`
}

func eventRecordOf(e *bookstore.EventSummary) *eventRecord {
	if e == nil {
		return nil
	}
	return &eventRecord{Title: e.Title, AuthorID: e.AuthorID, Date: e.Date.UTC().Format("2006-01-02T15:04:05Z"),
		Location: e.Location, ImageURL: e.ImageURL, Status: string(e.Status)}
}

func (s *Service) SaveEvent(ctx context.Context, actorID, id string, in bookstore.EventInput) (*bookstore.EventSummary, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	var before *bookstore.EventSummary
	if id != "" {
		b, err := s.Catalog.AdminEvent(ctx, id)
		if err != nil {
			return nil, notFound(err, bookstore.MsgEventNotFound)
		}
		before = b
	}
	after, err := s.Catalog.SaveEvent(ctx, &bookstore.Event{ID: id, Title: in.Title, Description: s.Sanitize(in.Description),
		AuthorID: in.AuthorID, Date: in.Date, Location: in.Location, ImageURL: in.ImageURL, Status: in.Status})
	if err != nil {
		return nil, notFound(err, bookstore.MsgEventNotFound)
	}
	action := ActionEventCreated
	if before != nil {
		action = ActionEventUpdated
		s.dropped(ctx, before.ImageURL, after.ImageURL)
	}
	s.audit(ctx, actorID, action, "events", after.ID, eventRecordOf(before), eventRecordOf(after))
	return after, nil
}

func (s *Service) SetEventStatus(ctx context.Context, actorID, id, status string) (*bookstore.EventSummary, error) {
	st := bookstore.EventStatus(status)
	if st != bookstore.EventPending && st != bookstore.EventApproved && st != bookstore.EventRejected {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "status", Message: bookstore.MsgEventStatus})
	}
	before, err := s.Catalog.AdminEvent(ctx, id)
	if err != nil {
		return nil, notFound(err, bookstore.MsgEventNotFound)
	}
	after, err := s.Catalog.SetEventStatus(ctx, id, st)
	if err != nil {
		return nil, notFound(err, bookstore.MsgEventNotFound)
	}
	s.audit(ctx, actorID, ActionEventStatus, "events", id, eventRecordOf(before), eventRecordOf(after))
	return after, nil
}

func (s *Service) DeleteEvent(ctx context.Context, actorID, id string) error {
	before, err := s.Catalog.AdminEvent(ctx, id)
	if err != nil {
		return notFound(err, bookstore.MsgEventNotFound)
	}
	if err := s.Catalog.DeleteEvent(ctx, id); err != nil {
		return notFound(err, bookstore.MsgEventNotFound)
	}
	s.audit(ctx, actorID, ActionEventDeleted, "events", id, eventRecordOf(before), nil)
	s.dropped(ctx, before.ImageURL, "")
	return nil
}

// --- featured

type featuredRecord struct {
	BookID   string `json:"bookId"`
	Position int    `json:"position"`
}

func (s *Service) MoveFeatured(ctx context.Context, actorID, id string, up bool) ([]bookstore.FeaturedEntry, error) {
	before, err := s.Catalog.Featured(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.Catalog.MoveFeatured(ctx, id, up); err != nil {
		return nil, notFound(err, bookstore.MsgFeaturedNotFound)
	}
	after, err := s.Catalog.Featured(ctx)
	if err != nil {
		return nil, err
	}
	s.audit(ctx, actorID, ActionFeaturedMoved, "featured_books", id, positions(before), positions(after))
	return after, nil
}

func positions(list []bookstore.FeaturedEntry) []featuredRecord {
	out := make([]featuredRecord, len(list))
	for i, e := range list {
		out[i] = featuredRecord{BookID: e.Book.ID, Position: e.Position}
	}
	return out
}

func (s *Service) RemoveFeatured(ctx context.Context, actorID, id string) ([]bookstore.FeaturedEntry, error) {
	removed, err := s.Catalog.RemoveFeatured(ctx, id)
	if err != nil {
		return nil, notFound(err, bookstore.MsgFeaturedNotFound)
	}
	s.audit(ctx, actorID, ActionFeaturedRemoved, "featured_books", id, featuredRecord{BookID: removed.Book.ID, Position: removed.Position}, nil)
	return s.Catalog.Featured(ctx)
}

// --- pages

// SavePage writes a content page (title, rich text, published, per-page fields).
func (s *Service) SavePage(ctx context.Context, actorID string, in bookstore.PageInput) (*bookstore.PageContent, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	before, err := s.Catalog.AdminPage(ctx, in.Key)
	if err != nil && !errors.Is(err, bookstore.ErrNotFound) {
		return nil, err
	}
	p := &bookstore.PageContent{Key: in.Key, Title: in.Title, Content: s.Sanitize(in.Content), Meta: in.Meta, Published: in.Published}
	if before != nil {
		p.ID = before.ID
	}
	if err := s.Catalog.SavePage(ctx, p); err != nil {
		return nil, err
	}
	after, err := s.Catalog.AdminPage(ctx, in.Key)
	if err != nil {
		return nil, err
	}
	s.audit(ctx, actorID, ActionPageSaved, "page_contents", after.ID, pageRecordOf(before), pageRecordOf(after))
	return after, nil
}

type pageRecord struct {
	Title      string         `json:"title"`
	Published  bool           `json:"published"`
	Meta       map[string]any `json:"meta"`
	ContentLen int            `json:"contentLength"`
}

func pageRecordOf(p *bookstore.PageContent) *pageRecord {
	if p == nil {
		return nil
	}
	return &pageRecord{Title: p.Title, Published: p.Published, Meta: p.Meta, ContentLen: len(p.Content)}
}
