package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestAuthorApplicantMails: an author applicant gets the author welcome
// (not the member one), then a mail for each decision of the admin:
// approved, and approval withdrawn.
func TestAuthorApplicantMails(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		const email = "sait@example.com"
		author := applyAsAuthor(t, e, email, "Sait Faik")
		admin := e.client().signedIn("yonetici@example.com", bookstore.RoleAdmin)
		if got := admin.mailsTo(t, email, bookstore.MailWelcome); len(got) != 0 {
			t.Fatalf("the member welcome went to an author applicant: %+v", got)
		}
		welcome := admin.mailsTo(t, email, bookstore.MailAuthorWelcome)
		if len(welcome) != 1 || welcome[0].Subject != "Yazar başvurunuz alındı" {
			t.Fatalf("author welcome: %+v", welcome)
		}
		body := mailText(t, admin, welcome[0].ID)
		if !strings.Contains(body, "Başvurunuz editörlerimiz tarafından incelenecek") || !strings.Contains(body, "/yazar") {
			t.Errorf("author welcome body: %s", body)
		}

		id := authorMe(t, author).Author.ID
		decide := func(approved bool) {
			t.Helper()
			if r := admin.put("/api/admin/authors/"+id+"/approval", map[string]any{"approved": approved}); r.StatusCode != http.StatusOK {
				t.Fatalf("approval %v: %d %s", approved, r.StatusCode, r.body)
			}
		}
		decide(true)
		decide(true) // no change, no second mail
		ms := admin.mailsTo(t, email, bookstore.MailAuthorDecision)
		if len(ms) != 1 || ms[0].Subject != "Yazar başvurunuz onaylandı" || !strings.Contains(mailText(t, admin, ms[0].ID), `"Sait Faik" profiliniz artık sitede yayında`) {
			t.Fatalf("approved mail: %+v", ms)
		}
		decide(false)
		ms = admin.mailsTo(t, email, bookstore.MailAuthorDecision)
		if len(ms) != 2 {
			t.Fatalf("decision mails after the withdrawal: %+v", ms)
		}
		var rejected *httpapi.MailItem
		for i := range ms {
			if ms[i].Subject == "Yazar başvurunuz hakkında" {
				rejected = &ms[i]
			}
		}
		if rejected == nil || !strings.Contains(mailText(t, admin, rejected.ID), "şu anda onaylı değil") {
			t.Fatalf("not-approved mail: %+v", ms)
		}
	})
}

func mailText(t *testing.T, admin *client, id string) string {
	t.Helper()
	var d httpapi.MailDetail
	r := admin.get("/api/admin/mails/" + id)
	if r.StatusCode != http.StatusOK {
		t.Fatalf("mail %s: %d %s", id, r.StatusCode, r.body)
	}
	r.json(t, &d)
	return d.TextBody
}
