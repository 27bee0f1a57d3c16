package sqldb_test

import (
	"slices"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestPublicEventsFollowEventVisible: the storefront's SQL (the event
// lists by when, an event's page, an author's upcoming events, the
// sitemap) shows exactly the events bookstore.EventVisible and EventPublic
// admit, on both databases: every status, approved and unapproved authors,
// and dates on both sides of now and on it to the second.
func TestPublicEventsFollowEventVisible(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := t.Context()
		w := sqldb.NewCatalogWriter(db)
		now := time.Now().UTC().Truncate(time.Second).Add(24 * time.Hour)
		approved := bookstore.Author{Name: "Onaylı Yazar", Approved: true}
		hidden := bookstore.Author{Name: "Onaysız Yazar"}
		for _, a := range []*bookstore.Author{&approved, &hidden} {
			if err := w.CreateAuthor(ctx, a); err != nil {
				t.Fatal(err)
			}
		}
		authorOK := map[string]bool{approved.ID: true, hidden.ID: false}
		var all []*bookstore.Event
		for _, a := range []bookstore.Author{approved, hidden} {
			for _, st := range []bookstore.EventStatus{bookstore.EventApproved, bookstore.EventPending, bookstore.EventRejected} {
				for _, d := range []time.Duration{-48 * time.Hour, -time.Second, 0, time.Second, 48 * time.Hour} {
					e := &bookstore.Event{Title: "Söyleşi", AuthorID: a.ID, Status: st, Date: now.Add(d)}
					if err := w.CreateEvent(ctx, e); err != nil {
						t.Fatal(err)
					}
					all = append(all, e)
				}
			}
		}
		store := sqldb.NewStorefrontStore(db)
		want := func(keep func(e *bookstore.Event) bool) []string {
			var ids []string
			for _, e := range all {
				if keep(e) {
					ids = append(ids, e.ID)
				}
			}
			slices.Sort(ids)
			return ids
		}
		ids := func(es []bookstore.EventSummary) []string {
			out := make([]string, len(es))
			for i := range es {
				out[i] = es[i].ID
			}
			slices.Sort(out)
			return out
		}
		page := bookstore.PageRequest{Page: 1, Size: bookstore.MaxPageSize}
		for _, when := range []bookstore.EventWhen{bookstore.EventsUpcoming, bookstore.EventsPast, bookstore.EventsAll} {
			for _, author := range []string{"", approved.ID, hidden.ID} {
				got, total, err := store.PublicEvents(ctx, bookstore.EventFilter{When: when, Now: now, AuthorID: author, PageRequest: page})
				if err != nil {
					t.Fatal(err)
				}
				exp := want(func(e *bookstore.Event) bool {
					return (author == "" || e.AuthorID == author) && bookstore.EventVisible(e, authorOK[e.AuthorID], when, now)
				})
				if g := ids(got); !slices.Equal(g, exp) || total != len(exp) {
					t.Errorf("%s, author %q: SQL lists %d (total %d), the domain %d", when, author, len(g), total, len(exp))
				}
			}
		}
		for _, e := range all {
			_, err := store.PublicEvent(ctx, e.ID)
			if shown := err == nil; shown != bookstore.EventPublic(e, authorOK[e.AuthorID]) {
				t.Errorf("event page of %s (author approved %v, %s): shown %v (%v)", e.Status, authorOK[e.AuthorID], e.Date.Sub(now), shown, err)
			}
		}
		entries, err := store.Sitemap(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var inMap []string
		for _, s := range entries {
			if s.Kind == "event" {
				inMap = append(inMap, s.ID)
			}
		}
		slices.Sort(inMap)
		if exp := want(func(e *bookstore.Event) bool { return bookstore.EventPublic(e, authorOK[e.AuthorID]) }); !slices.Equal(inMap, exp) {
			t.Errorf("sitemap: %d events, the domain %d", len(inMap), len(exp))
		}
	})
}
