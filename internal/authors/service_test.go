package authors_test

import (
	"context"
	"testing"

	"bookstore/internal/authors"
	"bookstore/internal/bookstore"
)

const authorID = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a01"

// memStore is an author store in memory that keeps the effects each change
// handed it, as the SQL store writes them in the change's transaction.
type memStore struct {
	bookstore.AuthorStore // the methods the test does not reach
	authors               map[string]*bookstore.AuthorSummary
	effects               []bookstore.Effects
}

func (m *memStore) Author(_ context.Context, id string) (*bookstore.AuthorSummary, error) {
	if a, ok := m.authors[id]; ok {
		c := *a
		return &c, nil
	}
	return nil, bookstore.ErrNotFound
}

func (m *memStore) SaveAuthor(_ context.Context, a *bookstore.Author, fx func(*bookstore.AuthorSummary) bookstore.Effects) (*bookstore.AuthorSummary, error) {
	if a.ID == "" {
		a.ID = "a-new"
	}
	saved := &bookstore.AuthorSummary{Author: *a}
	m.authors[a.ID] = saved
	m.effects = append(m.effects, fx(saved))
	return saved, nil
}

// TestProfileSaveIsTheAdminsSave: the author's Profil Ayarları saves
// through the admin's Save: their own profile's name and biography, never
// its photo or approval; the admin sets both. Each save hands its audit
// entry, by its actor, to the store's transaction.
func TestProfileSaveIsTheAdminsSave(t *testing.T) {
	st := &memStore{authors: map[string]*bookstore.AuthorSummary{
		authorID: {Author: bookstore.Author{ID: authorID, UserID: "yazar", Name: "Sait", PhotoURL: "/media/authors/a.jpg", Approved: true}},
	}}
	s := &authors.Service{Store: st, Sanitize: func(h string) string { return h }}
	author := bookstore.Actor{UserID: "yazar", Role: bookstore.RoleAuthor, AuthorID: authorID, AuthorApproved: true}
	admin := bookstore.Actor{UserID: "admin", Role: bookstore.RoleAdmin}

	p, msg, err := s.SaveProfile(t.Context(), author, bookstore.AuthorInput{Name: "Sait Faik", PhotoURL: "/media/authors/b.jpg"})
	if err != nil || msg != bookstore.MsgProfileUpdated || p.Name != "Sait Faik" || p.PhotoURL != "/media/authors/a.jpg" || !p.Approved || p.UserID != "yazar" {
		t.Fatalf("author's save: %+v %q %v", p, msg, err)
	}
	if e := st.effects[0].Audit; e == nil || e.ActorID != "yazar" || e.Action != bookstore.ActionAuthorUpdated {
		t.Errorf("author's audit: %+v", e)
	}
	p, err = s.Save(t.Context(), admin, authorID, bookstore.AuthorInput{Name: "Sait Faik", PhotoURL: "/media/authors/b.jpg"})
	if err != nil || p.PhotoURL != "/media/authors/b.jpg" || p.Approved || p.UserID != "yazar" {
		t.Fatalf("admin's save: %+v %v", p, err)
	}
	if e := st.effects[1].Audit; e == nil || e.ActorID != "admin" {
		t.Errorf("admin's audit: %+v", e)
	}
	// A new author's first save creates their profile, linked to them.
	newcomer := bookstore.Actor{UserID: "yeni", Role: bookstore.RoleAuthor}
	p, msg, err = s.SaveProfile(t.Context(), newcomer, bookstore.AuthorInput{Name: "Yeni Yazar"})
	if err != nil || msg != bookstore.MsgProfileCreated || p.UserID != "yeni" || p.Approved {
		t.Fatalf("new profile: %+v %q %v", p, msg, err)
	}
	if e := st.effects[2].Audit; e == nil || e.Action != bookstore.ActionAuthorCreated {
		t.Errorf("new profile's audit: %+v", e)
	}
}
