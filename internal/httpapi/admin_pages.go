package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// Admin: the content pages.

type AdminPage struct {
	Key       string         `json:"key" enum:"about,contact,privacy,terms,cookies"`
	Title     string         `json:"title"`
	Content   string         `json:"content" doc:"sanitised HTML"`
	Meta      map[string]any `json:"meta"`
	Published bool           `json:"published"`
	Stored    bool           `json:"stored" doc:"false: never saved; the public page shows its defaults"`
	UpdatedAt *time.Time     `json:"updatedAt"`
	// Missing is what the contracts' seller lacks (contact only; see pageMissing).
	Missing []string `json:"missing" doc:"contact: the seller fields the contracts need that are empty or unpublished (sellerTitle, address, phone, email, mersis, returnCarrier)"`
	// ReturnCarriers are the choices of the return carrier (contact only).
	ReturnCarriers []string `json:"returnCarriers" doc:"contact: the carriers a seller may designate for returns"`
}

type AdminPageList struct {
	Items []AdminPage `json:"items"`
}

type pagesOutput struct{ Body AdminPageList }

var pageTitles = map[string]string{bookstore.PageAbout: "Hakkımızda", bookstore.PageContact: "İletişim",
	bookstore.PagePrivacy: "Gizlilik Politikası", bookstore.PageTerms: "Kullanım Koşulları", bookstore.PageCookies: "Çerez Politikası"}

func adminPageView(key string, p *bookstore.PageContent) AdminPage {
	if p == nil {
		return AdminPage{Key: key, Title: pageTitles[key], Meta: map[string]any{}, Missing: pageMissing(key, nil), ReturnCarriers: returnCarriers(key)}
	}
	t := p.UpdatedAt
	meta := p.Meta
	if meta == nil {
		meta = map[string]any{}
	}
	return AdminPage{Key: key, Title: p.Title, Content: p.Content, Meta: meta, Published: p.Published, Stored: true, UpdatedAt: &t,
		Missing: pageMissing(key, p), ReturnCarriers: returnCarriers(key)}
}

func returnCarriers(key string) []string {
	if key != bookstore.PageContact {
		return []string{}
	}
	return bookstore.ReturnCarriers()
}

// pageMissing is, for the contact page, the seller fields a new order's
// contracts would leave blank (the page holds the seller: bookstore.SellerOf).
func pageMissing(key string, p *bookstore.PageContent) []string {
	if key != bookstore.PageContact {
		return []string{}
	}
	return bookstore.SellerOf(p).ContractGaps()
}

// adminPages lists the five pages in a fixed order, stored or not, so that
// each has its card.
func (h catalogHandlers) adminPages(ctx context.Context, _ *struct{}) (*pagesOutput, error) {
	stored, err := h.catalog.ListPages(ctx)
	if err != nil {
		return nil, err
	}
	byKey := map[string]*bookstore.PageContent{}
	for i := range stored {
		byKey[stored[i].Key] = &stored[i]
	}
	out := &pagesOutput{}
	for _, k := range []string{bookstore.PageAbout, bookstore.PageContact, bookstore.PagePrivacy, bookstore.PageTerms, bookstore.PageCookies} {
		out.Body.Items = append(out.Body.Items, adminPageView(k, byKey[k]))
	}
	return out, nil
}

type PageStats struct {
	Books   string `json:"books,omitempty" required:"false" maxLength:"40"`
	Authors string `json:"authors,omitempty" required:"false" maxLength:"40"`
	Awards  string `json:"awards,omitempty" required:"false" maxLength:"40"`
	Readers string `json:"readers,omitempty" required:"false" maxLength:"40"`
}

type PageSocial struct {
	Facebook  string `json:"facebook,omitempty" required:"false" maxLength:"400"`
	Twitter   string `json:"twitter,omitempty" required:"false" maxLength:"400"`
	Instagram string `json:"instagram,omitempty" required:"false" maxLength:"400"`
}

type PageRequest struct {
	Title     string    `json:"title" maxLength:"400"`
	Content   string    `json:"content,omitempty" required:"false" maxLength:"100000"`
	Published bool      `json:"published,omitempty" required:"false"`
	HeroImage string    `json:"heroImage,omitempty" required:"false" maxLength:"400" doc:"about"`
	Stats     PageStats `json:"stats,omitempty" required:"false" doc:"about"`
	Address   string    `json:"address,omitempty" required:"false" maxLength:"1000" doc:"contact"`
	Phone     string    `json:"phone,omitempty" required:"false" maxLength:"40" doc:"contact"`
	Email     string    `json:"email,omitempty" required:"false" maxLength:"200" doc:"contact"`
	// The seller's legal identity in the contracts.
	SellerTitle   string `json:"sellerTitle,omitempty" required:"false" maxLength:"200" doc:"contact: the seller's trade name in the contracts"`
	Mersis        string `json:"mersis,omitempty" required:"false" maxLength:"40" doc:"contact: the seller's 16-digit MERSİS number"`
	TaxOffice     string `json:"taxOffice,omitempty" required:"false" maxLength:"200" doc:"contact: the seller's tax office"`
	TaxNumber     string `json:"taxNumber,omitempty" required:"false" maxLength:"40" doc:"contact: the seller's tax number (VKN, 10 digits)"`
	KEP           string `json:"kep,omitempty" required:"false" maxLength:"200" doc:"contact: the seller's KEP (registered e-mail) address"`
	ReturnCarrier string `json:"returnCarrier,omitempty" required:"false" maxLength:"100" doc:"contact: the carrier designated for returns (cayma hakkı), one of returnCarriers"`
	// ReturnAgreementCode is the seller's agreement code at the return carrier.
	ReturnAgreementCode string     `json:"returnAgreementCode,omitempty" required:"false" maxLength:"200" doc:"contact: the agreement code (anlaşma kodu) at the return carrier; one line, at most 40 characters"`
	Social              PageSocial `json:"social,omitempty" required:"false" doc:"contact"`
	Subtitle            string     `json:"subtitle,omitempty" required:"false" maxLength:"600" doc:"privacy"`
}

type pageInput struct {
	Key  string `path:"key" enum:"about,contact,privacy,terms,cookies"`
	Body PageRequest
}

type pageOutput struct{ Body AdminPage }

func (h catalogHandlers) adminSavePage(ctx context.Context, in *pageInput) (*pageOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	b := in.Body
	pi := bookstore.NewPageInput(in.Key, b.Title, b.Content, b.Published, bookstore.PageFields{HeroImage: b.HeroImage,
		Stats:   map[string]string{"books": b.Stats.Books, "authors": b.Stats.Authors, "awards": b.Stats.Awards, "readers": b.Stats.Readers},
		Address: b.Address, Phone: b.Phone, Email: b.Email, SellerTitle: b.SellerTitle, Mersis: b.Mersis, ReturnCarrier: b.ReturnCarrier,
		ReturnAgreement: b.ReturnAgreementCode,
		TaxOffice:       b.TaxOffice, TaxNumber: b.TaxNumber, KEP: b.KEP, Facebook: b.Social.Facebook, Twitter: b.Social.Twitter,
		Instagram: b.Social.Instagram, Subtitle: b.Subtitle})
	p, err := h.catalog.SavePage(ctx, uid, pi)
	if err != nil {
		return nil, err
	}
	return &pageOutput{Body: adminPageView(p.Key, p)}, nil
}
