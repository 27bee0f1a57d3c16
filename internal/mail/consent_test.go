package mail_test

import (
	"context"
	netmail "net/mail"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/mail"
)

type contactPage struct{ p *bookstore.PageContent }

func (c contactPage) PublishedPage(context.Context, string) (*bookstore.PageContent, error) {
	return c.p, nil
}

// A marketing mail carries the one-click unsubscribe link in its body and
// the List-Unsubscribe headers (RFC 2369, RFC 8058); a transactional mail
// says it needs no consent; both name the seller from the contact content.
func TestMarketingAndTransactionalFooters(t *testing.T) {
	n := notifier(t, nil)
	n.Pages = contactPage{&bookstore.PageContent{Key: bookstore.PageContact, Published: true, Meta: map[string]any{
		bookstore.MetaSellerTitle: "Kitapevi Yayıncılık A.Ş.", bookstore.MetaMersis: "0541 2378 9610 0015",
		bookstore.MetaTaxOffice: "Kadıköy", bookstore.MetaTaxNumber: "1234567890", bookstore.MetaKEP: "kitapevi@hs01.kep.tr"}}}
	seller := "Kitapevi Yayıncılık A.Ş. · MERSİS No: 0541 2378 9610 0015 · Vergi Dairesi / No: Kadıköy / 1234567890 · KEP: kitapevi@hs01.kep.tr"

	m, err := n.AnnouncementMail(bookstore.Announcement{ID: "a1", Subject: "Yeni kitap", Body: "Yeni baskımız çıktı."},
		bookstore.Recipient{UserID: "u1", Email: "ayse@example.com", Name: "Ayşe Yılmaz", Token: "tok123"})
	if err != nil {
		t.Fatal(err)
	}
	if m.ConsentUserID != "u1" || m.ListUnsubscribe != "https://kitapevi.example/api/unsubscribe?t=tok123" ||
		!strings.Contains(m.TextBody, "https://kitapevi.example/abonelik-iptal?t=tok123") || !strings.Contains(m.TextBody, seller) ||
		strings.Contains(m.TextBody, "izninizi gerektirmez") {
		t.Fatalf("marketing mail: %+v", m)
	}
	raw, err := mail.Compose(netmail.Address{Name: mail.SiteName, Address: "noreply@kitapevi.test"}, m, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	h := parse(t, raw).header
	if h.Get("List-Unsubscribe") != "<https://kitapevi.example/api/unsubscribe?t=tok123>" || h.Get("List-Unsubscribe-Post") != "List-Unsubscribe=One-Click" {
		t.Fatalf("headers: %v", h)
	}

	u := &bookstore.User{ID: "u1", Email: "ayse@example.com", FullName: "Ayşe Yılmaz"}
	w, err := n.OrderConfirmed(context.Background(), &bookstore.Order{ID: "0190abcd-0000", UserID: u.ID})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(w.TextBody, "ticari ileti olmadığından izninizi gerektirmez") || !strings.Contains(w.TextBody, seller) ||
		w.ListUnsubscribe != "" || w.ConsentUserID != "" {
		t.Fatalf("transactional mail: %s", w.TextBody)
	}
	raw, _ = mail.Compose(netmail.Address{Name: mail.SiteName, Address: "noreply@kitapevi.test"}, w, time.Now())
	if parse(t, raw).header.Get("List-Unsubscribe") != "" {
		t.Fatal("a transactional mail has List-Unsubscribe")
	}
}
