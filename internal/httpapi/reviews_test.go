package httpapi_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// deliveredBuyer buys the book through the payment simulator and the admin
// ships and delivers the order: the member may then review it.
func deliveredBuyer(t *testing.T, e *env, admin *client, email, bookID string) (*client, httpapi.OrderView) {
	t.Helper()
	c := buyer(t, e, email, bookID, 1)
	o := payOrder(t, e, c, placeOrder(t, c).ID)
	if r := admin.post("/api/admin/orders/"+o.ID+"/ship", httpapi.ShipRequest{TrackingNumber: "1234", CargoCompany: "Aras Kargo"}); r.StatusCode != 200 {
		t.Fatalf("ship: %d %s", r.StatusCode, r.body)
	}
	if r := admin.post("/api/admin/orders/"+o.ID+"/deliver", nil); r.StatusCode != 200 {
		t.Fatalf("deliver: %d %s", r.StatusCode, r.body)
	}
	return c, o
}

func TestReviewsAccessAndModeration(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		member, order := deliveredBuyer(t, e, admin, "ayse@example.com", f.visible.ID)
		other := e.client().signedIn("mehmet@example.com", bookstore.RoleUser)
		guest := e.client()
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		book := "/api/books/" + f.visible.ID
		mine := book + "/my-review"

		// The delivered mail invites a review of each book.
		var mailBody string
		if err := db.Bun().NewSelect().Table("mail_outbox").Column("text_body").Where("dedup_key = ?", "order-delivered:"+order.ID).
			Scan(context.Background(), &mailBody); err != nil || !strings.Contains(mailBody, "Bu kitabı değerlendirin: "+e.srv.URL+"/kitap/"+f.visible.ID+"#degerlendir") {
			t.Fatalf("delivered mail: %v %s", err, mailBody)
		}

		// Who may write: only the member who received the book.
		var st httpapi.MyReviewState
		r := member.get(mine)
		r.json(t, &st)
		if r.StatusCode != 200 || !st.CanReview || st.Review != nil || st.DefaultName != "Ayşe Y." {
			t.Fatalf("buyer's state: %d %+v", r.StatusCode, st)
		}
		other.get(mine).json(t, &st)
		if st.CanReview || st.Message != bookstore.MsgReviewNotBought {
			t.Fatalf("non-buyer's state: %+v", st)
		}
		good := httpapi.ReviewRequest{Rating: 4, Title: "Unutulmaz", Body: "<b>Kalın</b> değil <script>alert(1)</script>", DisplayName: "Ayşe Y."}
		for name, tc := range map[string]struct {
			c    *client
			want int
		}{"guest": {guest, 401}, "other member": {other, 403}, "author": {author, 403}, "admin": {admin, 403}} {
			if r := tc.c.put(mine, good); r.StatusCode != tc.want || r.problem(t).Message == "" {
				t.Errorf("%s writes: %d %s", name, r.StatusCode, r.body)
			}
		}
		if r := other.put(mine, good); r.problem(t).Message != bookstore.MsgReviewNotBought {
			t.Errorf("non-buyer message: %s", r.body)
		}
		// Bad input: a Turkish message on the field, nothing stored.
		for name, body := range map[string]httpapi.ReviewRequest{
			"rating 0":   {Rating: 0, DisplayName: "A"},
			"rating 6":   {Rating: 6, DisplayName: "A"},
			"short text": {Rating: 3, Body: "kısa", DisplayName: "A"},
			"long text":  {Rating: 3, Body: strings.Repeat("a", 2001), DisplayName: "A"},
			"control":    {Rating: 3, Body: "bir \x00 iki üç dört", DisplayName: "A"},
			"no name":    {Rating: 3},
		} {
			if r := member.put(mine, body); r.StatusCode != 422 || !strings.Contains(r.problem(t).Message, " ") {
				t.Errorf("%s: %d %s", name, r.StatusCode, r.body)
			}
		}
		if r := member.put("/api/books/"+f.hiddenBook.ID+"/my-review", good); r.StatusCode != 404 {
			t.Errorf("review of a hidden book: %d", r.StatusCode)
		}
		if n := e.count(t, "SELECT count(*) FROM reviews"); n != 0 {
			t.Fatalf("refused writes stored %d reviews", n)
		}

		// Written: pending, not public, counted on the dashboard.
		var saved httpapi.MyReview
		r = member.put(mine, good)
		r.json(t, &saved)
		if r.StatusCode != 200 || saved.Status != "pending" || saved.Body != good.Body {
			t.Fatalf("save: %d %s", r.StatusCode, r.body)
		}
		var list httpapi.ReviewList
		guest.get(book+"/reviews").json(t, &list)
		if list.Total != 0 {
			t.Fatalf("pending review public: %+v", list)
		}
		var dash httpapi.Dashboard
		admin.get("/api/admin/dashboard").json(t, &dash)
		if dash.PendingReviews != 1 {
			t.Fatalf("dashboard pending reviews: %d", dash.PendingReviews)
		}

		// Moderation: admin only.
		approve := "/api/admin/reviews/" + saved.ID + "/approve"
		for name, tc := range map[string]struct {
			c    *client
			want int
		}{"guest": {guest, 401}, "member": {member, 403}, "author": {author, 403}} {
			for _, path := range []string{"/api/admin/reviews", approve} {
				var r *response
				if path == approve {
					r = tc.c.post(path, nil)
				} else {
					r = tc.c.get(path)
				}
				if r.StatusCode != tc.want {
					t.Errorf("%s %s: %d", name, path, r.StatusCode)
				}
			}
		}
		if r := admin.post("/api/admin/reviews/"+saved.ID+"/reject", httpapi.ReasonRequest{Reason: "x"}); r.StatusCode != 422 {
			t.Fatalf("reject without a reason: %d", r.StatusCode)
		}
		if r := admin.post(approve, nil); r.StatusCode != 200 {
			t.Fatalf("approve: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = ? AND entity_id = ?", "review.approved", saved.ID); n != 1 {
			t.Fatalf("approval audited %d times", n)
		}

		// Public: the card, the detail and the list carry the rating; the text stays text.
		var detail httpapi.BookDetail
		guest.get(book).json(t, &detail)
		if detail.RatingAverage != 4 || detail.RatingCount != 1 || detail.RatingDistribution[3] != 1 {
			t.Fatalf("detail rating: %+v", detail)
		}
		var cards httpapi.BookList
		if r := guest.get("/api/books?sort=rating&minRating=4"); r.StatusCode != 200 {
			t.Fatalf("rated list: %d %s", r.StatusCode, r.body)
		} else {
			r.json(t, &cards)
		}
		if cards.Total != 1 || cards.Items[0].ID != f.visible.ID || cards.Items[0].RatingCount != 1 {
			t.Fatalf("rated list: %+v", cards)
		}
		guest.get(book+"/reviews?sort=helpful").json(t, &list)
		if list.Total != 1 || list.Items[0].Body != good.Body || !list.Items[0].Verified || list.Items[0].DisplayName != "Ayşe Y." {
			t.Fatalf("public list: %+v", list)
		}
		html := string(guest.get("/kitap/" + f.visible.ID).body)
		ld := jsonLD(t, html)["Book"]
		agg, _ := ld["aggregateRating"].(map[string]any)
		reviews, _ := ld["review"].([]any)
		if agg["ratingValue"] != 4.0 || agg["ratingCount"] != 1.0 || len(reviews) != 1 || strings.Contains(html, "<script>alert(1)") {
			t.Fatalf("JSON-LD: %v", ld)
		}
		if ld := jsonLD(t, string(guest.get("/kitap/"+f.outOfStock.ID).body))["Book"]; ld["aggregateRating"] != nil || ld["review"] != nil {
			t.Fatalf("rating without reviews: %v", ld)
		}

		// Votes and reports: members, once, never their own.
		vote, report := "/api/reviews/"+saved.ID+"/helpful", "/api/reviews/"+saved.ID+"/report"
		for name, tc := range map[string]struct {
			c    *client
			want int
		}{"guest": {guest, 401}, "author": {author, 403}, "admin": {admin, 403}, "own": {member, 403}} {
			if r := tc.c.post(vote, nil); r.StatusCode != tc.want {
				t.Errorf("%s votes: %d", name, r.StatusCode)
			}
			if r := tc.c.post(report, httpapi.ReasonRequest{Reason: "uygunsuz içerik"}); r.StatusCode != tc.want {
				t.Errorf("%s reports: %d", name, r.StatusCode)
			}
		}
		var h httpapi.HelpfulCount
		if r := other.post(vote, nil); r.StatusCode != 200 {
			t.Fatalf("vote: %d %s", r.StatusCode, r.body)
		} else if r.json(t, &h); h.HelpfulCount != 1 {
			t.Fatalf("helpful: %+v", h)
		}
		if r := other.post(vote, nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgVoteTwice {
			t.Fatalf("second vote: %d %s", r.StatusCode, r.body)
		}
		if r := other.post(report, httpapi.ReasonRequest{Reason: ""}); r.StatusCode != 422 {
			t.Fatalf("report without a reason: %d", r.StatusCode)
		}
		if r := other.post(report, httpapi.ReasonRequest{Reason: "reklam içeriyor"}); r.StatusCode != 204 {
			t.Fatalf("report: %d %s", r.StatusCode, r.body)
		}
		if r := other.post(report, httpapi.ReasonRequest{Reason: "reklam içeriyor"}); r.StatusCode != 409 {
			t.Fatalf("second report: %d", r.StatusCode)
		}
		if r := other.post("/api/reviews/not-an-id/helpful", nil); r.StatusCode != 404 {
			t.Fatalf("bad id: %d", r.StatusCode)
		}

		// The queue shows the reported review first; hiding takes it off the shop.
		var q httpapi.AdminReviewList
		admin.get("/api/admin/reviews?q=calikusu").json(t, &q)
		if q.Total != 1 || q.Items[0].OpenReports != 1 || q.Items[0].MemberEmail != "ayse@example.com" || q.PublishAtOnce {
			t.Fatalf("queue: %+v", q)
		}
		if r := admin.post("/api/admin/reviews/"+saved.ID+"/hide", httpapi.ReasonRequest{Reason: "Reklam içeriyor"}); r.StatusCode != 200 {
			t.Fatalf("hide: %d %s", r.StatusCode, r.body)
		}
		guest.get(book).json(t, &detail)
		if detail.RatingCount != 0 {
			t.Fatalf("hidden review still counted: %+v", detail)
		}

		// Editing returns it to moderation; a rejection is mailed with the reason.
		if r := member.put(mine, httpapi.ReviewRequest{Rating: 2, DisplayName: "A. Y."}); r.StatusCode != 200 {
			t.Fatalf("edit: %d %s", r.StatusCode, r.body)
		}
		if r := admin.post("/api/admin/reviews/"+saved.ID+"/reject", httpapi.ReasonRequest{Reason: "Kişisel bilgi içeriyor"}); r.StatusCode != 200 {
			t.Fatalf("reject: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE kind = ? AND to_email = ?", bookstore.MailReviewRejected, "ayse@example.com"); n != 1 {
			t.Fatalf("rejection mails: %d", n)
		}
		member.get(mine).json(t, &st)
		if st.Review == nil || st.Review.Status != "rejected" || st.Review.Reason != "Kişisel bilgi içeriyor" {
			t.Fatalf("member sees the rejection: %+v", st.Review)
		}

		// The author reads the published reviews of their own books only.
		if r := member.get("/api/author/reviews"); r.StatusCode != 403 {
			t.Fatalf("member on the author panel: %d", r.StatusCode)
		}
		if r := member.del(mine); r.StatusCode != 204 {
			t.Fatalf("delete: %d", r.StatusCode)
		}
		if r := member.del(mine); r.StatusCode != 404 {
			t.Fatalf("delete twice: %d", r.StatusCode)
		}
	})
}

func TestReviewsPublishAtOnceAndAuthorView(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, map[string]string{"BOOKSTORE_REVIEWS_PUBLISH_AT_ONCE": "true"})
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		member, _ := deliveredBuyer(t, e, admin, "ayse@example.com", f.visible.ID)
		if r := member.put("/api/books/"+f.visible.ID+"/my-review", httpapi.ReviewRequest{Rating: 5, DisplayName: "Ayşe"}); r.StatusCode != 200 {
			t.Fatalf("save: %d %s", r.StatusCode, r.body)
		}
		var cards httpapi.BookList
		e.client().get("/api/books").json(t, &cards)
		for _, c := range cards.Items {
			if c.ID == f.visible.ID && (c.RatingAverage != 5 || c.RatingCount != 1) {
				t.Fatalf("published at once, card: %+v", c)
			}
		}

		// The book's author sees it with the average; another author sees nothing.
		owner := e.client().signedIn("resat@example.com", bookstore.RoleAuthor)
		var uid string
		if err := db.Bun().NewSelect().Table("users").Column("id").Where("email = ?", "resat@example.com").Scan(context.Background(), &uid); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Bun().NewUpdate().Table("authors").Set("user_id = ?", uid).Where("id = ?", f.author.ID).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		var v httpapi.AuthorReviews
		if r := owner.get("/api/author/reviews"); r.StatusCode != http.StatusOK {
			t.Fatalf("author reviews: %d %s", r.StatusCode, r.body)
		} else {
			r.json(t, &v)
		}
		if len(v.Reviews) != 1 || v.Reviews[0].BookTitle != f.visible.Title || len(v.Books) == 0 {
			t.Fatalf("author view: %+v", v)
		}
		var found bool
		for _, b := range v.Books {
			found = found || (b.BookID == f.visible.ID && b.Rating.Average == 5 && b.Rating.Count == 1)
		}
		if !found {
			t.Fatalf("book average missing: %+v", v.Books)
		}
		stranger := e.client().signedIn("baska@example.com", bookstore.RoleAuthor)
		var none httpapi.AuthorReviews
		stranger.get("/api/author/reviews").json(t, &none)
		if len(none.Reviews) != 0 || len(none.Books) != 0 {
			t.Fatalf("another author sees: %+v", none)
		}
		// Rate limit on writes: a burst past the limit is refused with 429.
		var limited bool
		for range 10 {
			if r := member.put("/api/books/"+f.visible.ID+"/my-review", httpapi.ReviewRequest{Rating: 4, DisplayName: "Ayşe"}); r.StatusCode == 429 {
				limited = true
				break
			}
		}
		if !limited {
			t.Fatal("no rate limit on review writes")
		}
	})
}
